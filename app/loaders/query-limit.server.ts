/**
 * Pages that answer a visitor's own query (the site search, the product finder, the news search)
 * render a new page for every new query, so one client could keep the server busy with words
 * never asked before. Past the response cache, such renders count against the same per-client
 * limit as the search API (`rateRules.search`, in the database, so it holds across instances).
 * A loader runs only when the cache has no answer, so a cached page is never counted or refused.
 */
import { data, type AppLoadContext } from 'react-router';
import { rateRules } from '../../server/services/shared/rate-limiter';

/** Parameters that only choose a page of a list: `?page=3` alone is no query of the visitor's. */
const PAGING = new Set(['page']);

/** Why a query page was not answered: the visitor may ask again after this many seconds. */
export interface QueryLimit {
  retryAfterSeconds: number;
}

/** Counts a query render for the client; the limit it is over, or undefined to answer it. */
export async function queryLimit(
  context: AppLoadContext,
  url: URL,
): Promise<QueryLimit | undefined> {
  const asks = [...url.searchParams].some(([name, value]) => !PAGING.has(name) && value !== '');
  if (!asks) return undefined;
  const verdict = await context.services.rateLimits.take(rateRules.search, context.clientIp);
  return verdict.allowed ? undefined : { retryAfterSeconds: verdict.retryAfterSeconds };
}

/**
 * A query page's answer: a page over the limit goes as 429 with `Retry-After`, still with its
 * form and a sentence saying when to try again (the response cache keeps only 200s).
 */
export function queryPageData<T extends { limited?: QueryLimit }>(
  page: T,
  headers: Record<string, string> = {},
) {
  const { limited } = page;
  return data(page, {
    status: limited ? 429 : 200,
    headers: limited ? { ...headers, 'retry-after': String(limited.retryAfterSeconds) } : headers,
  });
}
