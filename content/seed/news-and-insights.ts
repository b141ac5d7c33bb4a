/**
 * First-start content of /news-and-insights
 * (its sections are declared in content/sections/news-and-insights.ts).
 */
import type { SeedsOf } from '../section';
import type { sections } from '../sections/news-and-insights';

export const seed: SeedsOf<typeof sections> = {
  'news/page': {
    heading: 'News & Insights',
    intro: 'Project news, product updates and practical notes from our engineers.',
  },
};
