import { route, type RouteConfigEntry } from '@react-router/dev/routes';

const lw = 'routes/products/lights-wiring';
const rc = 'products/lights-wiring/residential-and-commercial';

/** Lights & wiring devices (/products/lights-wiring/**) and the industries pages (/industries-we-serve/**). */
export const lightsIndustriesRoutes: RouteConfigEntry[] = [
  route('products/lights-wiring', `${lw}/landing.tsx`),
  route(`${rc}/lights`, `${lw}/lights.tsx`),
  // One module per page kind; the loaders check the parameter against the data and answer 404.
  route(`${rc}/lights/:brand`, `${lw}/brand.tsx`),
  route(`${rc}/switches-and-sockets`, `${lw}/switches-and-sockets.tsx`),
  route(`${rc}/switches-and-sockets/:range`, `${lw}/simon-range.tsx`),
  route('products/lights-wiring/industrial/:kind', `${lw}/industrial.tsx`),
  route('industries-we-serve/:slug', 'routes/industries/industry.tsx'),
];
