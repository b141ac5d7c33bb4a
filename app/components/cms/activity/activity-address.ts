/**
 * The Activity screen's address: its filters and cursor are in the URL (a GET form, so it works
 * without JavaScript; a filtered view can be bookmarked), read by the API's own rules.
 */
import { auditLogQuery, type AuditLogQuery } from '../../../../schemas/audit-log';
import { hrefWith, readAddress } from '../paging';

export const ACTIVITY_PATH = '/cms/settings/activity';

/** The parameters the screen reads; anything else in the address is ignored. */
const keys = ['actor', 'target', 'from', 'to', 'cursor'] as const;
type Key = (typeof keys)[number];

/** What was wrong with the address (a hand-edited link), by parameter. */
export type ActivityErrors = Partial<Record<Key, string>>;

/** The filters and cursor in an address; one that breaks a rule is left out and reported. */
export function activityQuery(params: URLSearchParams): {
  query: AuditLogQuery;
  errors: ActivityErrors;
} {
  const { parsed, kept, errors } = readAddress(params, keys, auditLogQuery);
  return { query: parsed ?? auditLogQuery.parse(kept), errors };
}

/** The filters as address parameters; the cursor is left out unless given. */
export const activityHref = (query: AuditLogQuery, cursor?: string) =>
  hrefWith(ACTIVITY_PATH, {
    actor: query.actor,
    target: query.target,
    from: query.from,
    to: query.to,
    cursor,
  });

export const isFiltered = (query: AuditLogQuery) =>
  Boolean(query.actor || query.target || query.from || query.to);
