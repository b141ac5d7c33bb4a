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
