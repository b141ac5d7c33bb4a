import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Enclosures, warehouse storage, gaskets and power generation (/products/{enclosures,warehouse-storage,gaskets,power-generation}/**). */
export const industrialProductRoutes: RouteConfigEntry[] = [];
