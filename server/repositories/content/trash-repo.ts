/**
 * The trash's SQL (docs/decisions/0021-trash.md): entries are added by a delete, listed newest
 * deletion first a page at a time, taken out by a restore, and purged in bounded batches once
 * older than the retention.
 */
import { and, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { CollectionName } from '../../../content/registry';
import type { Db } from '../../db/client';
import { trash } from '../../db/schema';
import { amongOldest } from '../shared/bounded-sweep';
import { collectionTables, type SortKey } from './collections-repo';
import { newestFirstPages } from '../shared/keyset';
import { returnedRow } from '../shared/returned-row';

export type TrashRow = typeof trash.$inferSelect;
export type TrashInsert = typeof trash.$inferInsert;

const pages = newestFirstPages({ createdAt: trash.deletedAt, id: trash.id });

/**
 * A kept record (`data`, the row as its table answered it, whose dates JSON made ISO text) as
 * the values to insert into its collection's table again (recordRow): the timestamp columns as
 * dates, and only the columns the table has now (one dropped since the delete is left out; one
 * added since takes its default).
 */
export function storedRow(
  name: CollectionName,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(collectionTables[name].table))) {
    if (column.generated || !Object.hasOwn(data, key)) continue;
    const value = data[key];
    row[key] = column.dataType === 'date' && typeof value === 'string' ? new Date(value) : value;
  }
  return row;
}

export function trashRepo(db: Db) {
  return {
    insert: async (row: TrashInsert): Promise<TrashRow> =>
      returnedRow(await db.insert(trash).values(row).returning(), 'Putting a record in the trash'),

    byId: async (id: string): Promise<TrashRow | undefined> =>
      (await db.select().from(trash).where(eq(trash.id, id)).limit(1))[0],

    /**
     * Takes an entry out of the trash, answering it; undefined when it is not there (restored or
     * purged a moment ago: of two at once, one gets it).
     */
    take: async (id: string): Promise<TrashRow | undefined> =>
      (await db.delete(trash).where(eq(trash.id, id)).returning())[0],

    /** Whether a record of `collection` with this slug is in the trash (a deleted family). */
    holdsSlug: async (collection: string, slug: string): Promise<boolean> =>
      (
        await db
          .select({ id: trash.id })
          .from(trash)
          .where(and(eq(trash.collection, collection), sql`${trash.data}->>'slug' = ${slug}`))
          .limit(1)
      ).length > 0,

    /** Up to `limit` entries after `after`, newest deletion first, and where the next page starts. */
    page: (
      filter: { collection?: string },
      limit: number,
      after?: SortKey,
    ): Promise<{ rows: TrashRow[]; next: SortKey | null }> =>
      pages.read(
        db.select({ row: trash, sortAt: pages.sortAt }).from(trash),
        filter.collection ? eq(trash.collection, filter.collection) : undefined,
        limit,
        after,
      ),

    /** Takes out up to `batch` entries deleted before `before`, oldest first, answering them. */
    async takeBefore(before: Date, batch: number): Promise<TrashRow[]> {
      const old = amongOldest(db, trash.id, lt(trash.deletedAt, before), batch, trash.deletedAt);
      return db.delete(trash).where(old).returning();
    },

    /** Every entry, a batch at a time after `afterId` (by id), for rebuilding their media uses. */
    batch: (limit: number, afterId?: string): Promise<TrashRow[]> =>
      db
        .select()
        .from(trash)
        .where(afterId ? sql`${trash.id} > ${afterId}::uuid` : undefined)
        .orderBy(trash.id)
        .limit(limit),
  };
}
