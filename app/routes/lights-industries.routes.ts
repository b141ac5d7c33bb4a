import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Lights & wiring devices (/products/lights-wiring/**) and the industries pages (/industries-we-serve/**). */
export const lightsIndustriesRoutes: RouteConfigEntry[] = [];
