import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Power protection & distribution and cable management (/products/power-protection-and-distribution/**, /products/cable-management/**). */
export const powerCableRoutes: RouteConfigEntry[] = [];
