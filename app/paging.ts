/**
 * Addresses of numbered list pages: page 1 is the list's own URL (no `page` parameter), page N
 * adds `?page=N`, and every other parameter (the news search's `q`) is kept.
 */
export const PAGE_PARAM = 'page';

export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(PAGE_PARAM);
  else params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The page numbers a pager links to: the first, the last and two either side of the current. */
export function pagerNumbers(page: number, pageCount: number): (number | 'gap')[] {
  const shown = new Set([1, pageCount]);
  for (let n = page - 2; n <= page + 2; n++) if (n >= 1 && n <= pageCount) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) =>
    i > 0 && n - (sorted[i - 1] ?? n) > 1 ? ['gap' as const, n] : [n],
  );
}
