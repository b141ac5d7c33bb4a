import type { ReactNode } from 'react';
import { Link } from 'react-router';

const pageLink =
  'inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-brand-700 underline hover:bg-slate-100';

/**
 * The links of a list read by cursor (Activity, Trash): back to the newest page once past it,
 * on to the older page while there is one; nothing on a list of one page.
 */
export function CursorPages({
  label,
  newestHref,
  olderHref,
  newest,
  older,
}: {
  /** The navigation's name, e.g. "Trash pages". */
  label: string;
  /** Undefined on the newest page. */
  newestHref: string | undefined;
  /** Undefined on the last page. */
  olderHref: string | undefined;
  newest: string;
  older: string;
}) {
  if (!newestHref && !olderHref) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap gap-2">
      {newestHref && (
        <Link to={newestHref} className={pageLink}>
          {newest}
        </Link>
      )}
      {olderHref && (
        <Link to={olderHref} rel="next" className={pageLink}>
          {older}
        </Link>
      )}
    </nav>
  );
}

/**
 * A list read by cursor, newest first (Activity, Trash): one page of its entries in a region
 * named by a heading for screen readers, or what to say when the page has none, then the links
 * to the newest and the older page (also on an empty page: the way back from past the end).
 */
export function CursorList<T>({
  id,
  heading,
  ordered = false,
  columns,
  items,
  children,
  entries,
  empty,
  pagesLabel,
  cursor,
  nextCursor,
  href,
}: {
  /** The hidden heading's id; the list is labelled by it too. */
  id: string;
  heading: string;
  /** An `ol` where the order is the point (a log), else a `ul`. */
  ordered?: boolean;
  /** Column headings for sighted readers, hidden from screen readers (each entry names its parts). */
  columns?: ReactNode;
  items: T[];
  /** One entry's list item, keyed. */
  children: (item: T) => ReactNode;
  /** What the entries are called in the links: "Older entries", "There are no older entries." */
  entries: string;
  /** Said on the first page when it has no entries. */
  empty: string;
  /** The page links' name, e.g. "Trash pages". */
  pagesLabel: string;
  /** This page's cursor; undefined on the newest page. */
  cursor: string | undefined;
  /** The older page's cursor; undefined on the last page. */
  nextCursor: string | undefined;
  /** The address of the page at a cursor, or of the newest page. */
  href: (cursor?: string) => string;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      {items.length === 0 ? (
        <p className="rounded-lg bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200">
          {cursor ? `There are no older ${entries}.` : empty}
        </p>
      ) : (
        <section aria-labelledby={id}>
          <h2 id={id} className="sr-only">
            {heading}
          </h2>
          {columns}
          <List
            aria-labelledby={id}
            className="divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200"
          >
            {items.map(children)}
          </List>
        </section>
      )}
      <CursorPages
        label={pagesLabel}
        newestHref={cursor ? href() : undefined}
        olderHref={nextCursor ? href(nextCursor) : undefined}
        newest={`Newest ${entries}`}
        older={`Older ${entries}`}
      />
    </>
  );
}
