import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** About, leadership, services, case studies, news, careers and contacts. */
export const siteRoutes: RouteConfigEntry[] = [route('services', 'routes/site/services.tsx')];
