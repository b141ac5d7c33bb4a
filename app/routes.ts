import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { cmsRoutes } from './routes/cms/cms.routes';
import { lightsIndustriesRoutes } from './routes/lights-industries.routes';
import { industrialProductRoutes } from './routes/products/industrial-products.routes';
import { powerCableRoutes } from './routes/products/power-cable.routes';
import { siteRoutes } from './routes/site/site.routes';

export default [
  index('routes/home.tsx'),
  ...siteRoutes,
  ...powerCableRoutes,
  ...industrialProductRoutes,
  ...lightsIndustriesRoutes,
  ...cmsRoutes,
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
