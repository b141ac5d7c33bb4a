/**
 * The audit log (issue 14, docs/decisions/0019): who did what, when and from where. The write
 * services call `recordAudit` inside their own transactions, so an entry commits with its write
 * or not at all; the super admin reads the log through `list` (the API and Settings → Activity).
 * Entries name the fields that changed, never their values.
 */
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { recordInfo, sectionInfo } from '../../../content/cms-targets';
import type { Fields } from '../../../content/fields';
import { collections, sectionsByKey, type CollectionName } from '../../../content/registry';
import {
  AUDIT_PAGE_SIZE,
  AUDIT_RETENTION_DAYS,
  auditActions,
  type AuditAction,
  type AuditEntry,
  type AuditLogPage,
  type AuditLogQuery,
} from '../../../schemas/audit-log';
import type { Db } from '../../db/client';
import {
  auditLogRepo,
  type AuditFilter,
  type AuditRow,
  type ExistenceKind,
} from '../../repositories/accounts/audit-log-repo';
import { collectionsRepo } from '../../repositories/content/collections-repo';
import { inBatches } from './in-batches';
import { encodeCursor, newestCursor } from './page-cursor';
import { ServiceError } from './service-error';
import { lagosDayEnd, lagosMidnight } from '../../../content/lagos-time';

/** Who acts: an account (null for someone not known, e.g. an unknown username) and the address. */
export interface Actor {
  id: string | null;
  name: string;
  ip: string;
}

export const actorOf = (user: { id: string; username: string }, ip: string): Actor => ({
  id: user.id,
  name: user.username,
  ip,
});

/** Work done by the server itself or from its shell (`npm run user:reset`), not by a person. */
export const systemActor = (name: string): Actor => ({ id: null, name, ip: '' });

export interface AuditEvent {
  action: AuditAction;
  target?: string;
  targetLabel?: string;
  /** The labels of the fields that changed. */
  fields?: readonly string[];
  /** When it happened, where two entries of one moment must keep their order; else now. */
  at?: Date;
}

/** The targets that are not content (content's are content/cms-targets.ts's). */
export const auditTargets = {
  user: (id: string) => `user/${id}`,
  media: (id: string) => `media/${id}`,
  enquiry: (id: string) => `enquiry/${id}`,
  subscriber: (id: string) => `subscriber/${id}`,
  security: 'settings/security',
  personalData: 'settings/personal-data',
  search: 'settings/search',
} as const;

const bounded = (text: string, max: number) => text.slice(0, max);

/**
 * Records one entry through `db`: pass the write's transaction, so that both commit or neither.
 * Everything is bounded, as names and labels come from what people typed.
 */
export async function recordAudit(db: Db, actor: Actor, event: AuditEvent): Promise<void> {
  await auditLogRepo(db).insert({
    actorId: actor.id,
    actorName: bounded(actor.name, 100),
    ip: bounded(actor.ip, 100),
    action: event.action,
    target: bounded(event.target ?? '', 300),
    targetLabel: bounded(event.targetLabel ?? '', 300),
    fields: (event.fields ?? []).slice(0, 100).map((f) => bounded(f, 200)),
    ...(event.at ? { at: event.at } : {}),
  });
}

/**
 * The labels of the fields whose values differ between two stored values of a section or
 * record. Compared as values, not as text: PostgreSQL's jsonb does not keep the order of keys.
 */
export function changedFields(
  fields: Fields,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): string[] {
  return Object.entries(fields)
    .filter(([name]) => !isDeepStrictEqual(before[name] ?? null, after[name] ?? null))
    .map(([, field]) => field.label);
}

const DAY_MS = 86_400_000;

/** A `from`/`to` of the query as an instant: a date starts at Lagos midnight, `to` takes it all. */
function instant(value: string, end: 'from' | 'to'): Date {
  if (value.length > 10) return new Date(value);
  return new Date(end === 'to' ? lagosDayEnd(value) : lagosMidnight(value));
}

const invalid = (fields: Record<string, string>) =>
  new ServiceError(400, 'Some fields need attention', fields);

const isUuid = (id: string) => z.uuid().safeParse(id).success;
const isAction = (action: string): action is AuditAction => Object.hasOwn(auditActions, action);

/** A target's kind and id: `blogPosts/<id>` → ['blogPosts', '<id>']. */
function splitTarget(target: string): [string, string] {
  const slash = target.indexOf('/');
  return slash < 0 ? [target, ''] : [target.slice(0, slash), target.slice(slash + 1)];
}

/** How long entries are kept, then deleted in batches of this many, this many at most per run. */
const PURGE_BATCH = 500;
const PURGE_MAX_BATCHES = 40;

export function createAuditLogService(db: Db) {
  const repo = auditLogRepo(db);

  /**
   * Where each target of a page is edited in the CMS, for the targets that still exist: one
   * query per kind of target on the page, never one per entry.
   */
  async function editorLinks(rows: AuditRow[]): Promise<Map<string, string>> {
    const links = new Map<string, string>();
    const byKind = new Map<string, Set<string>>();
    for (const { target } of rows) {
      if (sectionsByKey.has(target)) links.set(target, sectionInfo(target).href);
      else if (target === auditTargets.security) links.set(target, '/cms/settings');
      else if (target === auditTargets.personalData)
        links.set(target, '/cms/settings/personal-data');
      else if (target === auditTargets.search) links.set(target, '/cms/settings/search');
      else {
        const [kind, id] = splitTarget(target);
        if (isUuid(id)) {
          let ids = byKind.get(kind);
          if (!ids) byKind.set(kind, (ids = new Set()));
          ids.add(id);
        }
      }
    }
    const others: Record<ExistenceKind, (id: string, name: string) => string> = {
      user: () => '/cms/settings',
      // The library has no page per file: its search by file name finds it.
      media: (_id, filename) => `/cms/media?q=${encodeURIComponent(filename)}`,
      enquiry: (id) => `/cms/enquiries?open=${id}`,
    };
    for (const [kind, ids] of byKind) {
      if (Object.hasOwn(collections, kind)) {
        const name = kind as CollectionName;
        for (const row of await collectionsRepo(db).byIds(name, [...ids])) {
          links.set(`${kind}/${row.id}`, recordInfo(name, row).href);
        }
      } else if (Object.hasOwn(others, kind)) {
        const existence = kind as ExistenceKind;
        for (const [id, name] of await repo.existing(existence, [...ids])) {
          links.set(`${kind}/${id}`, others[existence](id, name));
        }
      }
    }
    return links;
  }

  return {
    /** A page of the log, newest first, filtered; `nextCursor` leads to older entries. */
    async list(query: AuditLogQuery): Promise<AuditLogPage> {
      const after = newestCursor(query.cursor);
      const filter: AuditFilter = {
        actorId: query.actor,
        target: query.target,
        from: query.from ? instant(query.from, 'from') : undefined,
        to: query.to ? instant(query.to, 'to') : undefined,
      };
      if (filter.from && filter.to && filter.from >= filter.to) {
        throw invalid({ to: 'The last day must not be before the first' });
      }
      const { rows, next } = await repo.page(filter, query.limit ?? AUDIT_PAGE_SIZE, after);
      const links = await editorLinks(rows);
      // An action this version does not know (written by a newer one) is left out, not guessed.
      const entries = rows.flatMap((row): AuditEntry[] =>
        isAction(row.action)
          ? [
              {
                id: row.id,
                at: row.at.toISOString(),
                actor: { id: row.actorId, name: row.actorName },
                ip: row.ip,
                action: row.action,
                target: row.target,
                targetLabel: row.targetLabel,
                href: links.get(row.target) ?? null,
                fields: row.fields,
              },
            ]
          : [],
      );
      return { entries, ...(next ? { nextCursor: encodeCursor(next) } : {}) };
    },

    /**
     * Deletes entries older than the retention (400 days: the log covers at least a year), in
     * bounded batches so that a long-neglected log cannot hold the database in one statement.
     */
    async purge(now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS);
      return inBatches(PURGE_BATCH, PURGE_MAX_BATCHES, () =>
        repo.deleteBefore(before, PURGE_BATCH),
      );
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
