/** /news-and-insights: the heading above the posts. */
import { pageHead } from '../field-groups';
import { defineSection } from '../section';

export const newsPage = defineSection({
  key: 'news/page',
  envelope: 'newsPage',
  title: 'News & Insights page',
  screen: 'site',
  page: '/news-and-insights',
  fields: pageHead(),
});

/** In the order the CMS shows them. */
export const sections = [newsPage] as const;
