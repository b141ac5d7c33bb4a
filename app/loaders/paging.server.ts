/**
 * The page number a list URL asks for, and the redirects that keep one URL per page: `?page=1`
 * goes to the list's own URL (301), a page past the last goes to the last (302).
 */
import { redirect } from 'react-router';
import { PAGE_PARAM, pageHref } from '~/paging';
import { isDecimalDigits } from '../../schemas/whole-number';

/** Far beyond any real list; larger numbers are simply past the end. */
const MAX_PAGE = 1_000_000;

/**
 * The requested page. Malformed values are answered before rendering by the response cache;
 * here anything unparsable is page 1, so a loader never throws on it.
 */
function requestedPage(url: URL): number {
  const raw = url.searchParams.get(PAGE_PARAM);
  if (raw === null || !isDecimalDigits(raw)) return 1;
  return Math.min(Math.max(1, Number(raw)), MAX_PAGE);
}

/** `?page=1` (or 0) is page 1 under a second address: send it to the list's own URL. */
function redirectFirstPage(url: URL, page: number): void {
  if (page === 1 && isDecimalDigits(url.searchParams.get(PAGE_PARAM) ?? '')) {
    throw redirect(pageHref(url.pathname, url.search, 1), 301);
  }
}

/** The page a list's URL asks for, once `?page=1` has been sent to the list's own URL. */
export function listPage(url: URL): number {
  const page = requestedPage(url);
  redirectFirstPage(url, page);
  return page;
}

/** A page past the last (content was deleted, or a guessed URL) goes to the last page. */
export function redirectPastEnd(url: URL, list: { page: number; pageCount: number }): void {
  if (list.page > list.pageCount) {
    throw redirect(pageHref(url.pathname, url.search, list.pageCount), 302);
  }
}
