/**
 * The search page's read (docs/decisions/0014): the page's words, and the results of the
 * address's query. Runs only when the response cache has no answer, so a client's searches
 * past it are limited as over the API (query-limit.server.ts).
 */
import type { AppLoadContext } from 'react-router';
import { searchKinds, SEARCH_MAX, type SearchKind } from '../../content/search-text';
import { section } from './content.server';
import { queryLimit } from './query-limit.server';

const isKind = (value: string | null): value is SearchKind =>
  value !== null && (searchKinds as readonly string[]).includes(value);

export async function searchPage(context: AppLoadContext, url: URL, page: number) {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  const type = url.searchParams.get('type');
  const text = await section(context, 'search/page');
  if (!q) return { text, q, answer: undefined };
  const limited = await queryLimit(context, url);
  if (limited) return { text, q, answer: undefined, limited };
  const answer = await context.services.search.search({
    q,
    type: isKind(type) ? type : undefined,
    page,
  });
  return { text, q, answer };
}

export type SearchPageData = Awaited<ReturnType<typeof searchPage>>;
