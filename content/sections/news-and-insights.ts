/** /news-and-insights: the heading above the posts. */
import { field } from '../fields';
import { defineSection } from '../section';

const pageHead = (o: { intro?: number } = {}) => ({
  heading: field.text('Heading'),
  intro: field.textarea('Introduction', { max: o.intro ?? 800 }),
});

export const newsPage = defineSection({
  key: 'news/page',
  envelope: 'newsPage',
  title: 'News & Insights page',
  screen: 'site',
  fields: pageHead(),
});

/** In the order the CMS shows them. */
export const sections = [newsPage] as const;
