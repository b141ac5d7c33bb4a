import { Link } from 'react-router';
import { Icon } from '../icons';
import type { PublishingState } from '../descriptors';
import { StateBadge } from '../publishing/state-badge';
import { btn } from '../styles';

export interface GridItem {
  id: string;
  title: string;
  /** A second line: the subtitle's start, the category… */
  detail?: string;
  image?: string;
  /** Shown as a badge unless published and nothing pending. */
  state?: PublishingState;
}

/** A grid of records with edit and delete icons (news, case studies, ATEX panels). */
export function RecordGrid({
  items,
  label,
  editTo,
  onDelete,
  empty,
  headingLevel = 2,
}: {
  items: GridItem[];
  /** 2 on a screen of its own, 3 inside a section. */
  headingLevel?: 2 | 3;
  label: string;
  editTo: (id: string) => string;
  onDelete: (item: GridItem) => void;
  empty: string;
}) {
  if (!items.length) return <p className="text-slate-700">{empty}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
        >
          {item.image ? (
            <img
              src={item.image}
              alt=""
              className="aspect-[9/4] w-full bg-slate-100 object-cover"
            />
          ) : (
            <div className="aspect-[9/4] w-full bg-slate-100" />
          )}
          <div className="flex flex-1 items-start gap-2 p-3">
            <div className="min-w-0 flex-1">
              <Heading className="font-semibold break-words text-brand-900">{item.title}</Heading>
              {item.detail && <p className="mt-1 text-sm text-slate-600">{item.detail}</p>}
              {item.state && item.state !== 'published' && (
                <StateBadge state={item.state} className="mt-2" />
              )}
            </div>
            <Link to={editTo(item.id)} className={btn.icon} aria-label={`Edit ${item.title}`}>
              <Icon name="edit" />
            </Link>
            <button
              type="button"
              className={btn.iconDanger}
              aria-label={`Delete ${item.title}`}
              onClick={() => onDelete(item)}
            >
              <Icon name="trash" />
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
