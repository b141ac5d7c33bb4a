import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { gasketPages } from '../../components/products/gaskets/gasket-pages';

/** Enclosures, warehouse storage, gaskets and power generation (/products/{enclosures,warehouse-storage,gaskets,power-generation}/**). */
export const industrialProductRoutes: RouteConfigEntry[] = [
  route('products/enclosures', 'routes/products/enclosures/landing.tsx'),
  // One page for every enclosure category; the slug is looked up in the catalogue data.
  route('products/enclosures/:slug', 'routes/products/enclosures/category.tsx'),
  route('products/warehouse-storage', 'routes/products/warehouse/warehouse-storage.tsx'),
  route('products/gaskets', 'routes/products/gaskets/landing.tsx'),
  // Static paths (not :slug) so the sitemap lists them; one module renders all three.
  ...Object.keys(gasketPages).map((slug) =>
    route(`products/gaskets/${slug}`, 'routes/products/gaskets/gasket.tsx', {
      id: `gasket-${slug}`,
    }),
  ),
  route('products/power-generation', 'routes/products/power-generation/landing.tsx'),
  route(
    'products/power-generation/gas-powered-generators',
    'routes/products/power-generation/gas-powered-generators.tsx',
  ),
  route(
    'products/power-generation/ups-backup-system',
    'routes/products/power-generation/ups-backup-system.tsx',
  ),
];
