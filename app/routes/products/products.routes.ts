import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The module of `products/<path>` lives at `app/routes/products/<path>.tsx` (or `<path>/index.tsx`). */
const page = (path: string, module: string) =>
  route(`products/${path}`, `routes/products/${module}`);

/**
 * Every page under /products. The families' landings and two overview pages have layouts of
 * their own; every product page is one route, drawn from its catalogue record by the template
 * the record names (docs/decisions/0013), so a new product or family needs no module here.
 */
export const productRoutes: RouteConfigEntry[] = [
  // The product finder.
  route('products', 'routes/products/index.tsx'),

  page('power-protection-and-distribution', 'power-protection-and-distribution/index.tsx'),
  page('cable-management', 'cable-management/index.tsx'),
  page('enclosures', 'enclosures/index.tsx'),
  page('warehouse-storage', 'warehouse-storage.tsx'),
  page('gaskets', 'gaskets/index.tsx'),
  page('power-generation', 'power-generation/index.tsx'),
  page('lights-wiring', 'lights-wiring/index.tsx'),
  page(
    'lights-wiring/residential-and-commercial/lights',
    'lights-wiring/residential-and-commercial/lights.tsx',
  ),
  page(
    'lights-wiring/residential-and-commercial/switches-and-sockets',
    'lights-wiring/residential-and-commercial/switches-and-sockets.tsx',
  ),

  // A family with no landing of its own, and every product page.
  page(':family', 'catalogue-family.tsx'),
  page(':family/*', 'product.tsx'),
];
