import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The module of `products/<path>` lives at `app/routes/products/<path>.tsx` (or `<path>/index.tsx`). */
const page = (path: string, module: string) =>
  route(`products/${path}`, `routes/products/${module}`);

/**
 * Every page under /products. Each family page and each product page is drawn from its
 * catalogue record by the layout the record names (docs/decisions/0013), so a new product or
 * family needs no module here. The two overview pages of residential lighting and wiring are
 * pages of their own, not records.
 */
export const productRoutes: RouteConfigEntry[] = [
  // The product finder.
  route('products', 'routes/products/index.tsx'),
  // Products side by side, chosen by tick boxes on the finder and on product pages.
  page('compare', 'compare.tsx'),

  page(
    'lights-wiring/residential-and-commercial/lights',
    'lights-wiring/residential-and-commercial/lights.tsx',
  ),
  page(
    'lights-wiring/residential-and-commercial/switches-and-sockets',
    'lights-wiring/residential-and-commercial/switches-and-sockets.tsx',
  ),

  // Every family's page and every product page.
  page(':family', 'family.tsx'),
  page(':family/*', 'product.tsx'),
];
