import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { caseStudyRoutes } from './routes/case-studies/case-studies.routes';
import { cmsRoutes } from './routes/cms/cms.routes';
import { productRoutes } from './routes/products/products.routes';

/**
 * Every page. A page's module sits where its URL says: /news-and-insights/:id is
 * `routes/news-and-insights/post.tsx`, the page at a folder's own URL is its `index.tsx`, and
 * an area with many pages keeps their list in `<area>/<area>.routes.ts`.
 */
export default [
  index('routes/home.tsx'),
  route('who-we-are', 'routes/who-we-are.tsx'),
  route('leadership', 'routes/leadership/index.tsx'),
  route('leadership/:slug', 'routes/leadership/member.tsx'),
  route('services', 'routes/services.tsx'),
  ...productRoutes,
  route('industries-we-serve/:slug', 'routes/industries-we-serve/industry.tsx'),
  ...caseStudyRoutes,
  route('news-and-insights', 'routes/news-and-insights/index.tsx'),
  route('news-and-insights/:id', 'routes/news-and-insights/post.tsx'),
  route('careers', 'routes/careers.tsx'),
  route('contacts', 'routes/contacts.tsx'),
  route('quote', 'routes/quote.tsx'),
  route('search', 'routes/search.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('menu', 'routes/menu.tsx'),
  route('newsletter', 'routes/newsletter/index.tsx'),
  route('newsletter/confirm', 'routes/newsletter/confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter/unsubscribe.tsx'),
  ...cmsRoutes,
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
