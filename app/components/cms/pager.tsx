import { Form, Link } from 'react-router';
import { btn, input } from './styles';
import { formatCount, pageCount, pageNumbers, type PageInfo } from './paging';

const cell =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-semibold';
const linkCell = `${cell} text-brand-700 underline hover:bg-slate-100`;
const currentCell = `${cell} bg-brand-900 text-white no-underline`;
const offCell = `${cell} text-slate-500`;

/** The address of a page of the list, every other parameter kept. */
type PageHref = (page: number) => string;

/**
 * A numbered pager of plain links (works without JavaScript): First, Previous, page numbers
 * around the current one (aria-current), Next, Last. With `goTo`, a GET form to jump to a page
 * keeping the list's other parameters.
 */
export function Pager({
  info,
  href,
  label = 'Pages',
  goTo,
}: {
  info: PageInfo;
  href: PageHref;
  label?: string;
  goTo?: { path: string; keep: Record<string, string | undefined> };
}) {
  const pages = pageCount(info);
  if (pages <= 1) return null;
  const { page } = info;
  const step = (to: number, text: string, rel?: 'prev' | 'next') =>
    to >= 1 && to <= pages && to !== page ? (
      <Link to={href(to)} rel={rel} className={linkCell}>
        {text}
      </Link>
    ) : (
      <span aria-disabled="true" className={offCell}>
        {text}
      </span>
    );
  return (
    <nav aria-label={label} className="mt-6 space-y-3">
      <p className="text-sm text-slate-700">
        Page {formatCount(page)} of {formatCount(pages)}
      </p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>{step(1, 'First')}</li>
        <li>{step(page - 1, 'Previous', 'prev')}</li>
        {pageNumbers(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={offCell}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
                className={n === page ? currentCell : linkCell}
              >
                {formatCount(n)}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, 'Next', 'next')}</li>
        <li>{step(pages, 'Last')}</li>
      </ul>
      {goTo && <GoToPage pages={pages} page={page} {...goTo} />}
    </nav>
  );
}

function GoToPage({
  path,
  keep,
  pages,
  page,
}: {
  path: string;
  keep: Record<string, string | undefined>;
  pages: number;
  page: number;
}) {
  return (
    <Form method="get" action={path} className="flex flex-wrap items-end gap-2">
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <label className="text-sm font-semibold text-brand-900">
        Go to page
        <input
          type="number"
          name="page"
          min={1}
          max={pages}
          defaultValue={page}
          className={`${input} mt-1 w-28`}
        />
      </label>
      <button type="submit" className={btn.secondary}>
        Go
      </button>
    </Form>
  );
}
