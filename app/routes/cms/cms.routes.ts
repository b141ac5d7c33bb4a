import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { cmsScreens } from '../../components/cms/shell/screens';

/** The CMS: sign-in is public; every screen of the list sits in the guarded layout. */
export const cmsRoutes: RouteConfigEntry[] = [
  route('cms/sign-in', 'routes/cms/sign-in.tsx'),
  // A chart's numbers as a CSV file (issue 33): a download, outside the screens' layout.
  route('cms/insights/csv/:chart', 'routes/cms/insights-csv.ts'),
  route('cms', 'routes/cms/layout.tsx', [
    ...cmsScreens.map(({ path, module }) =>
      path
        ? route(path, `routes/cms/${module}`, { id: `cms-${path}` })
        : index(`routes/cms/${module}`, { id: 'cms-home' }),
    ),
    route('*', 'routes/cms/not-found.tsx'),
  ]),
];
