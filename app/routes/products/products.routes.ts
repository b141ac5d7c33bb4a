import { route, type RouteConfigEntry } from '@react-router/dev/routes';

const ppd = 'products/power-protection-and-distribution';
const cm = 'products/cable-management';

/** Power protection & distribution and cable management (/products/power-protection-and-distribution/**, /products/cable-management/**). */
export const powerCableRoutes: RouteConfigEntry[] = [
  route(ppd, 'routes/products/power-protection/landing.tsx'),
  route(`${ppd}/tranos-elite-range`, 'routes/products/power-protection/product.tsx', {
    id: 'ppd-tranos-elite-range',
  }),
  route(`${ppd}/siemens-sivacon`, 'routes/products/power-protection/product.tsx', {
    id: 'ppd-siemens-sivacon',
  }),
  route(`${ppd}/atex-power-panels`, 'routes/products/power-protection/atex-power-panels.tsx'),
  route(`${ppd}/siemens-simoprime`, 'routes/products/power-protection/product.tsx', {
    id: 'ppd-siemens-simoprime',
  }),
  route(`${ppd}/siemens-simosec`, 'routes/products/power-protection/product.tsx', {
    id: 'ppd-siemens-simosec',
  }),
  route(cm, 'routes/products/cable-management/landing.tsx'),
  route(`${cm}/trac`, 'routes/products/cable-management/trac.tsx'),
  route(`${cm}/eris`, 'routes/products/cable-management/eris.tsx'),
  route(`${cm}/ellis`, 'routes/products/cable-management/ellis.tsx'),
  route(`${cm}/cable-glands`, 'routes/products/cable-management/cable-glands.tsx'),
  route(`${cm}/cable-glands/:slug`, 'routes/products/cable-management/cable-gland.tsx'),
];
