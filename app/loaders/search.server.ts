/**
 * The search page's read (docs/decisions/0014): the page's words, and the results of the
 * address's query. Runs only when the response cache has no answer, so a client's searches
 * past it are limited as over the API.
 */
import { data, type AppLoadContext } from 'react-router';
import { searchKinds, SEARCH_MAX, type SearchKind } from '../../content/search-text';
import { rateRules } from '../../server/services/rate-limiter';
import { section } from './content.server';

const isKind = (value: string | null): value is SearchKind =>
  value !== null && (searchKinds as readonly string[]).includes(value);

export async function searchPage(context: AppLoadContext, url: URL, page: number) {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  const type = url.searchParams.get('type');
  const text = await section(context, 'search/page');
  if (!q) return { text, q, answer: undefined };
  const verdict = await context.services.rateLimits.take(rateRules.search, context.clientIp);
  if (!verdict.allowed) {
    throw data('Too many searches: wait a minute and try again.', {
      status: 429,
      headers: { 'retry-after': String(verdict.retryAfterSeconds) },
    });
  }
  const answer = await context.services.search.search({
    q,
    type: isKind(type) ? type : undefined,
    page,
  });
  return { text, q, answer };
}

export type SearchPageData = Awaited<ReturnType<typeof searchPage>>;
