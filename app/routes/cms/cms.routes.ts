import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The CMS (cms.md §2): sign-in is public; everything else sits in the guarded layout. */
export const cmsRoutes: RouteConfigEntry[] = [
  route('cms/sign-in', 'routes/cms/sign-in.tsx'),
  route('cms', 'routes/cms/layout.tsx', [
    index('routes/cms/home.tsx'),
    route('about', 'routes/cms/sections-screen.tsx', { id: 'cms-about' }),
    route('services', 'routes/cms/sections-screen.tsx', { id: 'cms-services' }),
    route('industries', 'routes/cms/sections-screen.tsx', { id: 'cms-industries' }),
    route('leadership', 'routes/cms/sections-screen.tsx', { id: 'cms-leadership' }),
    route('news-and-insights', 'routes/cms/news.tsx'),
    route('case-studies', 'routes/cms/case-studies.tsx'),
    route('products', 'routes/cms/products.tsx'),
    route('settings', 'routes/cms/settings.tsx'),
    route('enquiries', 'routes/cms/enquiries.tsx'),
    route('subscribers', 'routes/cms/subscribers.tsx'),
    route('*', 'routes/cms/not-found.tsx'),
  ]),
];
