import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { caseStudyCategories } from '../../../content/case-study-categories';

/** Every page under /case-studies. */
export const caseStudyRoutes: RouteConfigEntry[] = [
  route('case-studies', 'routes/case-studies/index.tsx', { id: 'case-studies' }),
  // Category lists are their own URLs (shareable filters); they outrank the :slug detail route.
  ...caseStudyCategories.map((c) =>
    route(`case-studies/${c.slug}`, 'routes/case-studies/index.tsx', {
      id: `case-studies-${c.slug}`,
    }),
  ),
  route('case-studies/:slug', 'routes/case-studies/case-study.tsx'),
];
