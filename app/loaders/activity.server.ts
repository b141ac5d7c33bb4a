/**
 * The Activity screen's data (Settings → Activity, the super admin's): a page of the audit log
 * for the address's filters, and the people to filter by.
 */
import type { AppLoadContext } from 'react-router';
import type { AuditLogPage, AuditLogQuery } from '../../schemas/audit-log';
import { ServiceError } from '../../server/services/shared/service-error';
import type { ActivityErrors } from '~/components/cms/activity/activity-address';

export interface ActivityData {
  query: AuditLogQuery;
  errors: ActivityErrors;
  /** Undefined when the log could not be read: the screen says so. */
  log: AuditLogPage | undefined;
  people: { id: string; name: string }[];
}

const without = (query: AuditLogQuery, fields: Record<string, string>): AuditLogQuery =>
  Object.fromEntries(
    Object.entries(query).filter(([key]) => !Object.hasOwn(fields, key)),
  ) as AuditLogQuery;

/**
 * Reads the page; a cursor we did not hand out or days in the wrong order (a hand-edited link)
 * are reported by their field and left out, as the other filters' mistakes are.
 */
export async function activityData(
  context: AppLoadContext,
  query: AuditLogQuery,
  errors: ActivityErrors,
): Promise<ActivityData> {
  const { auditLog, auth } = context.services;
  const people = (await auth.listUsers()).map((u) => ({ id: u._id, name: u.username }));
  try {
    return { query, errors, log: await auditLog.list(query), people };
  } catch (err) {
    if (err instanceof ServiceError && err.fields) {
      const kept = without(query, err.fields);
      const log = await auditLog.list(kept).catch(() => undefined);
      return { query: kept, errors: { ...errors, ...err.fields }, log, people };
    }
    console.error('Could not read the audit log:', err);
    return { query, errors, log: undefined, people };
  }
}
