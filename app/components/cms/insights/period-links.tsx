import { Link } from 'react-router';
import { periodChoices, type PeriodKey } from '../../../../schemas/insights';

/** The period, chosen by plain links (no JavaScript needed); the current one is marked. */
export function PeriodLinks({
  current,
  from,
  to,
}: {
  current: PeriodKey;
  from: string;
  to: string;
}) {
  return (
    <nav aria-label="Period" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {periodChoices.map((c) => (
          <li key={c.key}>
            <Link
              to={`?period=${c.key}`}
              aria-current={c.key === current ? 'page' : undefined}
              className="inline-block rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-slate-100 aria-[current=page]:border-brand-900 aria-[current=page]:bg-brand-900 aria-[current=page]:text-white"
            >
              {c.label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-700">
        From {from} to {to} (Lagos time).
      </p>
    </nav>
  );
}
