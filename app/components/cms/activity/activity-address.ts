/**
 * The Activity screen's address: its filters and cursor are in the URL (a GET form, so it works
 * without JavaScript; a filtered view can be bookmarked), read by the API's own rules.
 */
import { auditLogQuery, type AuditLogQuery } from '../../../../schemas/audit-log';
import { hrefWith } from '../paging';

export const ACTIVITY_PATH = '/cms/settings/activity';

/** The parameters the screen reads; anything else in the address is ignored. */
const keys = ['actor', 'target', 'from', 'to', 'cursor'] as const;
type Key = (typeof keys)[number];

/** What was wrong with the address (a hand-edited link), by parameter. */
export type ActivityErrors = Partial<Record<Key, string>>;

/**
 * The query in an address. A GET form sends empty fields for "any", so those are dropped; a value
 * that breaks a rule is left out and reported rather than failing the screen.
 */
export function activityQuery(params: URLSearchParams): {
  query: AuditLogQuery;
  errors: ActivityErrors;
} {
  const raw: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const parsed = auditLogQuery.safeParse(raw);
  if (parsed.success) return { query: parsed.data, errors: {} };
  const errors: ActivityErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]) as Key;
    errors[key] ??= issue.message;
  }
  const valid = Object.fromEntries(Object.entries(raw).filter(([key]) => !(key in errors)));
  return { query: auditLogQuery.parse(valid), errors };
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
