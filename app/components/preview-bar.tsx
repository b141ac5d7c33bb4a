import { Link, useLocation } from 'react-router';

/**
 * Shown above a page an editor opened with `?preview=true` (issue 14): it shows saved drafts,
 * which visitors do not see until they are published.
 */
export function PreviewBar() {
  const { pathname } = useLocation();
  return (
    <aside
      aria-label="Preview"
      className="sticky top-16 z-30 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-b-2 border-amber-500 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
    >
      <p>
        <strong className="font-bold">Preview: not published</strong>
        <span className="ml-2">Saved drafts are shown; visitors still see the published page.</span>
      </p>
      <Link to={pathname} reloadDocument className="font-semibold underline">
        Leave preview
      </Link>
    </aside>
  );
}
