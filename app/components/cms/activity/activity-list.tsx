import { Link } from 'react-router';
import {
  auditActions,
  fieldsCaption,
  type AuditEntry,
  type AuditLogPage,
  type AuditLogQuery,
} from '../../../../schemas/audit-log';
import { CursorList } from '../cursor-pages';
import { formatDate } from '../inbox/labels';
import { activityHref, isFiltered } from './activity-address';

/** "Updated Home: Hero text", the target a link to its editor while it has one. */
function What({ entry }: { entry: AuditEntry }) {
  const { verb, object } = auditActions[entry.action];
  if (!object || !entry.targetLabel) return <>{verb}</>;
  return (
    <>
      {verb}{' '}
      {entry.href ? (
        <Link to={entry.href} className="font-semibold text-brand-700 underline">
          {entry.targetLabel}
        </Link>
      ) : (
        <span className="font-semibold">{entry.targetLabel}</span>
      )}
    </>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <li className="grid gap-1 px-4 py-3 md:grid-cols-[11rem_12rem_1fr] md:gap-4">
      <p className="text-sm text-slate-700">
        <time dateTime={entry.at}>{formatDate(entry.at)}</time>
      </p>
      <p className="min-w-0 break-words">
        <span className="font-semibold text-brand-900">{entry.actor.name}</span>
        <span className="block text-sm text-slate-700">
          <span className="sr-only">from address </span>
          {entry.ip || 'No address'}
        </span>
      </p>
      <div className="min-w-0 break-words">
        <p>
          <What entry={entry} />
        </p>
        {entry.fields.length > 0 && (
          <p className="text-sm text-slate-700">
            {fieldsCaption(entry.action)}: {entry.fields.join(', ')}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * The entries newest first: a stacked list on phones, three columns from tablets up. Older
 * entries are a plain link with the cursor (works without JavaScript).
 */
export function ActivityList({ log, query }: { log: AuditLogPage; query: AuditLogQuery }) {
  return (
    <CursorList
      id="activity-entries"
      heading="Entries, newest first"
      ordered
      columns={
        <div
          aria-hidden="true"
          className="hidden px-4 pb-2 text-sm font-semibold text-brand-900 md:grid md:grid-cols-[11rem_12rem_1fr] md:gap-4"
        >
          <span>When</span>
          <span>Who</span>
          <span>What</span>
        </div>
      }
      items={log.entries}
      entries="entries"
      empty={
        isFiltered(query) ? 'No activity matches these filters.' : 'Nothing has been recorded yet.'
      }
      pagesLabel="Activity pages"
      cursor={query.cursor}
      nextCursor={log.nextCursor}
      href={(cursor) => activityHref(query, cursor)}
    >
      {(entry) => <Entry key={entry.id} entry={entry} />}
    </CursorList>
  );
}
