import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import {
  powerProtectionProducts,
  type PowerProtectionProduct,
} from '../../../content/sections/products/power-protection-and-distribution';
import { gasketPages } from '../../components/products/gaskets/gasket-pages';

/** The module of `products/<path>` lives at `app/routes/products/<path>.tsx` (or `<path>/index.tsx`). */
const page = (path: string, module: string, id?: string) =>
  route(`products/${path}`, `routes/products/${module}`, id ? { id } : {});

/** The module of each Power Protection & Distribution page layout. */
const powerProtectionModules = {
  'product-detail': 'product.tsx',
  'panel-list': 'atex-power-panels.tsx',
} satisfies Record<PowerProtectionProduct['layout'], string>;

/**
 * A product page from the family's one list. The detail pages share one module, so each gets an
 * id of its own (the ids the pages have always had).
 */
const powerProtectionPage = ({ slug, layout }: PowerProtectionProduct) =>
  page(
    `power-protection-and-distribution/${slug}`,
    `power-protection-and-distribution/${powerProtectionModules[layout]}`,
    layout === 'product-detail' ? `power-protection-and-distribution-${slug}` : undefined,
  );

/** Every page under /products. */
export const productRoutes: RouteConfigEntry[] = [
  // The product finder.
  route('products', 'routes/products/index.tsx'),

  page('power-protection-and-distribution', 'power-protection-and-distribution/index.tsx'),
  ...powerProtectionProducts.map(powerProtectionPage),

  page('cable-management', 'cable-management/index.tsx'),
  page('cable-management/trac', 'cable-management/trac.tsx'),
  page('cable-management/eris', 'cable-management/eris.tsx'),
  page('cable-management/ellis', 'cable-management/ellis.tsx'),
  page('cable-management/cable-glands', 'cable-management/cable-glands.tsx'),
  page('cable-management/cable-glands/:slug', 'cable-management/cable-gland.tsx'),

  page('enclosures', 'enclosures/index.tsx'),
  // One page for every enclosure category; the slug is looked up in the catalogue data.
  page('enclosures/:slug', 'enclosures/category.tsx'),

  page('warehouse-storage', 'warehouse-storage.tsx'),

  page('gaskets', 'gaskets/index.tsx'),
  // Static paths (not :slug) so the sitemap lists them; one module renders all three.
  ...Object.keys(gasketPages).map((slug) =>
    page(`gaskets/${slug}`, 'gaskets/gasket.tsx', `gasket-${slug}`),
  ),

  page('power-generation', 'power-generation/index.tsx'),
  page('power-generation/gas-powered-generators', 'power-generation/gas-powered-generators.tsx'),
  page('power-generation/ups-backup-system', 'power-generation/ups-backup-system.tsx'),

  page('lights-wiring', 'lights-wiring/index.tsx'),
  // One module per page kind; the loaders check the parameter against the data and answer 404.
  page(
    'lights-wiring/residential-and-commercial/lights',
    'lights-wiring/residential-and-commercial/lights.tsx',
  ),
  page(
    'lights-wiring/residential-and-commercial/lights/:brand',
    'lights-wiring/residential-and-commercial/brand.tsx',
  ),
  page(
    'lights-wiring/residential-and-commercial/switches-and-sockets',
    'lights-wiring/residential-and-commercial/switches-and-sockets.tsx',
  ),
  page(
    'lights-wiring/residential-and-commercial/switches-and-sockets/:range',
    'lights-wiring/residential-and-commercial/simon-range.tsx',
  ),
  page('lights-wiring/industrial/:kind', 'lights-wiring/industrial.tsx'),

  // Families and products of the catalogue that no page above draws, from their records.
  page(':family', 'catalogue-family.tsx'),
  page(':family/*', 'catalogue-product.tsx'),
];
