import { useId } from 'react';
import { Link } from 'react-router';

export interface Anchor {
  id: string;
  label: string;
}

/**
 * In-page links to the sections of a long page. They are router links to `#id`, so the router's
 * scroll restoration brings the section into view and Back returns to where the visitor was.
 */
export function JumpNav({ anchors, label = 'Jump to' }: { anchors: Anchor[]; label?: string }) {
  const labelId = useId();
  if (anchors.length === 0) return null;
  return (
    <nav aria-labelledby={labelId} className="border-b border-slate-200 bg-white">
      <div className="content-width flex flex-col gap-2 py-4 sm:flex-row sm:items-baseline sm:gap-4">
        <span id={labelId} className="shrink-0 text-sm font-semibold text-slate-600">
          {label}
        </span>
        <ul className="flex flex-wrap gap-2">
          {anchors.map((a) => (
            <li key={a.id}>
              <Link
                to={`#${a.id}`}
                className="inline-flex min-h-10 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-brand-900 capitalize hover:border-brand-700 hover:bg-brand-50"
              >
                {a.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
