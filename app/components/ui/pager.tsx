import { Link, useLocation } from 'react-router';
import { pageHref, pagerNumbers } from '~/paging';

const box = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3';

/**
 * Numbered pages of a list as plain links (they work without JavaScript); other query
 * parameters, such as a search, are kept. Nothing is shown for a list of one page.
 */
export function Pager({
  page,
  pageCount,
  label,
}: {
  page: number;
  pageCount: number;
  /** Names the navigation for screen readers, e.g. "News pages". */
  label: string;
}) {
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const href = (n: number) => pageHref(pathname, search, n);
  return (
    <nav aria-label={label} className="mt-10 flex flex-col items-center gap-3">
      <p className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 && (
          <li>
            <Link
              to={href(page - 1)}
              rel="prev"
              className={`${box} text-brand-700 hover:underline`}
            >
              Previous
            </Link>
          </li>
        )}
        {pagerNumbers(page, pageCount).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                className={
                  n === page
                    ? `${box} bg-brand-700 font-semibold text-white`
                    : `${box} border border-slate-300 text-brand-700 hover:bg-brand-50`
                }
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link
              to={href(page + 1)}
              rel="next"
              className={`${box} text-brand-700 hover:underline`}
            >
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
