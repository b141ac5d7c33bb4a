/**
 * The audit log's SQL (issue 14): entries are only added, listed newest first a page at a time,
 * and deleted once older than the retention, in bounded batches.
 */
import { and, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, enquiries, media, users } from '../../db/schema';
import { amongOldest } from '../shared/bounded-sweep';
import type { SortKey } from '../content/collections-repo';
import { newestFirstPages } from '../shared/keyset';
import { containsPattern } from '../shared/like-pattern';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditInsert = typeof auditLog.$inferInsert;

export interface AuditFilter {
  actorId?: string;
  /** A target exactly, or part of what people call it (the label). */
  target?: string;
  /** At or after. */
  from?: Date;
  /** Before. */
  to?: Date;
}

const pages = newestFirstPages({ createdAt: auditLog.at, id: auditLog.id });

function conditions(filter: AuditFilter): (SQL | undefined)[] {
  return [
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.target
      ? or(
          eq(auditLog.target, filter.target),
          ilike(auditLog.targetLabel, containsPattern(filter.target)),
        )
      : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lt(auditLog.at, filter.to) : undefined,
  ];
}

/** The targets that are not content, by kind: their table and the column that names them. */
const targetTables = {
  media: { table: media, name: media.filename },
  user: { table: users, name: users.username },
  enquiry: { table: enquiries, name: enquiries.id },
} as const;
export type ExistenceKind = keyof typeof targetTables;

export function auditLogRepo(db: Db) {
  return {
    insert: (row: AuditInsert) => db.insert(auditLog).values(row),

    /** Up to `limit` entries older than `after`, newest first, and where the next page starts. */
    page: (
      filter: AuditFilter,
      limit: number,
      after?: SortKey,
    ): Promise<{ rows: AuditRow[]; next: SortKey | null }> =>
      pages.read(
        db.select({ row: auditLog, sortAt: pages.sortAt }).from(auditLog),
        and(...conditions(filter)),
        limit,
        after,
      ),

    /** Deletes up to `batch` entries from before `before`, oldest first; answers how many. */
    async deleteBefore(before: Date, batch: number): Promise<number> {
      const gone = await db
        .delete(auditLog)
        .where(amongOldest(db, auditLog.id, lt(auditLog.at, before), batch, auditLog.at))
        .returning({ id: auditLog.id });
      return gone.length;
    },

    /** Which of `ids` still exist as `kind` (a file, an account, an enquiry), with their names. */
    async existing(kind: ExistenceKind, ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const { table, name } = targetTables[kind];
      const rows = await db
        .select({ id: table.id, name: sql<string>`${name}::text` })
        .from(table)
        .where(inArray(table.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
