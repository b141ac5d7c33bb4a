/**
 * Numbered pages of the public lists, with only what their cards show and the cards' images
 * resolved in one media query.
 */
import type { AppLoadContext } from 'react-router';
import type { CaseStudyTeaser } from '~/components/site/case-study-card';
import type { NewsCardPost } from '~/components/site/news-card';
import { collections } from '../../content/registry';
import type { NumberedPage } from '../../server/services/content/content-service';
import { imageCollector } from './images.server';

export async function newsCards(
  context: AppLoadContext,
  page: number,
  query: string,
): Promise<NumberedPage<NewsCardPost>> {
  const list = await context.services.content.newsPage({ page, query });
  const { img, complete } = imageCollector(context);
  const items = list.items.map((post) => ({
    ...post,
    blogImage: img(post.blogImage, collections.blogPosts.fields.blogImage.size),
  }));
  await complete();
  return { ...list, items };
}

export async function caseStudyCards(
  context: AppLoadContext,
  page: number,
  category: string | undefined,
): Promise<NumberedPage<CaseStudyTeaser>> {
  const list = await context.services.content.caseStudyPage({ page, category });
  const { img, complete } = imageCollector(context);
  const items = list.items.map(({ thumbnail, ...study }) => ({
    ...study,
    ...(thumbnail && { thumbnail: img(thumbnail, collections.caseStudies.fields.imageUrl.size) }),
  }));
  await complete();
  return { ...list, items };
}
