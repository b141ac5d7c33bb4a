import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { TrashEntry, TrashList as TrashPage } from '../../../../schemas/trash';
import { CursorList } from '../cursor-pages';
import { formatDate } from '../inbox/labels';
import { btn } from '../styles';
import { trashHref, type TrashView } from './trash-address';
import { useRestore, type RestoredNotice } from './use-restore';
import { lagosFormat } from '../../../../content/lagos-time';

// Built once, like the inbox's: the day a record goes for good, in Lagos time.
const lagosDay = lagosFormat('en-NG', { dateStyle: 'long' });

function Entry({
  entry,
  busy,
  onRestore,
}: {
  entry: TrashEntry;
  busy: boolean;
  onRestore: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <div className="min-w-0 flex-1 break-words">
        <p className="font-semibold text-brand-900">{entry.label}</p>
        <p className="text-sm text-slate-700">
          Deleted by {entry.deletedBy.name} on{' '}
          <time dateTime={entry.deletedAt}>{formatDate(entry.deletedAt)}</time>
          {' · '}
          removed for good on{' '}
          <time dateTime={entry.purgeAt}>{lagosDay.format(new Date(entry.purgeAt))}</time>
        </p>
      </div>
      <button
        type="button"
        className={btn.secondary}
        disabled={busy}
        aria-label={`Restore ${entry.label}`}
        onClick={onRestore}
      >
        {busy ? 'Restoring…' : 'Restore'}
      </button>
    </li>
  );
}

/** What was just restored, with a link to edit it; focused, as its Restore button is gone. */
function RestoredMessage({ restored }: { restored: RestoredNotice }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [restored]);
  return (
    <div
      ref={box}
      tabIndex={-1}
      className="mb-4 rounded-md bg-green-50 p-4 text-green-900 ring-1 ring-green-300 focus:outline-2 focus:outline-green-700"
    >
      <p>
        “{restored.label}” is back on the website.{' '}
        <Link to={restored.href} className="font-semibold underline">
          Edit it
        </Link>
      </p>
    </div>
  );
}

/**
 * The deleted records, newest deletion first, each with a Restore button. Older ones are a plain
 * link with the cursor (works without JavaScript; restoring needs it, as every CMS write does).
 */
export function TrashList({ list, view }: { list: TrashPage; view: TrashView }) {
  const { restore, busy, restored } = useRestore();
  return (
    <>
      {restored && <RestoredMessage restored={restored} />}
      <CursorList
        id="trash-entries"
        heading="Deleted records, newest first"
        items={list.items}
        entries="deletions"
        empty={
          view.collection
            ? 'Nothing of this kind is in the trash.'
            : 'The trash is empty. What you delete stays here for 30 days, so you can restore it.'
        }
        pagesLabel="Trash pages"
        cursor={view.cursor}
        nextCursor={list.nextCursor}
        href={(cursor) => trashHref(view, cursor)}
      >
        {(entry) => (
          <Entry
            key={entry.id}
            entry={entry}
            busy={busy === entry.id}
            onRestore={() => void restore(entry)}
          />
        )}
      </CursorList>
    </>
  );
}
