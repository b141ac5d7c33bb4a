import { Link } from 'react-router';
import type { MediaUse } from '../../../../schemas/media';

/** Where a file is used: a link to each editor, with the fields holding it there. */
export function MediaUses({ uses, label }: { uses: MediaUse[]; label: string }) {
  if (!uses.length) return <p className="text-sm text-slate-700">Not used on any page.</p>;
  return (
    <ul aria-label={label} className="space-y-1">
      {uses.map((use) => (
        <li key={use.target}>
          <Link to={use.href} className="font-semibold text-brand-700 underline">
            {use.label}
          </Link>
          {use.fields && <span className="text-sm text-slate-600"> ({use.fields})</span>}
        </li>
      ))}
    </ul>
  );
}
