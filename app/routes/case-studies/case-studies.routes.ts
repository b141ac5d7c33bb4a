import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { caseStudyCategories } from '../../../content/case-study-categories';

/** About, leadership, services, case studies, news, careers and contacts. */
export const siteRoutes: RouteConfigEntry[] = [
  route('who-we-are', 'routes/site/who-we-are.tsx'),
  route('leadership', 'routes/site/leadership.tsx'),
  route('leadership/:slug', 'routes/site/leadership-member.tsx'),
  route('services', 'routes/site/services.tsx'),
  route('case-studies', 'routes/site/case-studies.tsx', { id: 'case-studies' }),
  // Category lists are their own URLs (shareable filters); they outrank the :slug detail route.
  ...caseStudyCategories.map((c) =>
    route(`case-studies/${c.slug}`, 'routes/site/case-studies.tsx', {
      id: `case-studies-${c.slug}`,
    }),
  ),
  route('case-studies/:slug', 'routes/site/case-study.tsx'),
  route('news-and-insights', 'routes/site/news.tsx'),
  route('news-and-insights/:id', 'routes/site/news-post.tsx'),
  route('careers', 'routes/site/careers.tsx'),
  route('contacts', 'routes/site/contacts.tsx'),
  route('newsletter', 'routes/site/newsletter.tsx'),
  route('newsletter/unsubscribe', 'routes/site/unsubscribe.tsx'),
];
