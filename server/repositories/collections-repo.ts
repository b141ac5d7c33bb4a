import { asc, count, desc, eq, getTableColumns, ilike, like, max, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { atexPowerPanels, blogPosts, caseStudies, partners, seedRuns } from '../db/schema';
import { collections, type CollectionName } from '../../content/registry';
import { writeContent } from './content-version-repo';
import { containsPattern } from './like-pattern';

/** Each collection's table and the order its list is shown in. */
export const collectionTables = {
  blogPosts: { table: blogPosts, newestFirst: true },
  caseStudies: { table: caseStudies, newestFirst: true },
  partners: { table: partners, newestFirst: false },
  atexPowerPanels: { table: atexPowerPanels, newestFirst: false },
} as const satisfies Record<CollectionName, unknown>;

export type CollectionRow<N extends CollectionName> =
  (typeof collectionTables)[N]['table']['$inferSelect'];
export type CollectionInsert<N extends CollectionName> =
  (typeof collectionTables)[N]['table']['$inferInsert'];

type AnyTable = (typeof collectionTables)[CollectionName]['table'];

export interface AdminPageQuery {
  /** Kept when some of the collection's `searchFields` contain it, in any case. */
  text?: string;
  limit: number;
  offset: number;
}

export function collectionsRepo(db: Db) {
  const spec = (name: CollectionName) =>
    collectionTables[name] as { table: AnyTable; newestFirst: boolean };
  const listOrder = (name: CollectionName) => {
    const { table, newestFirst } = spec(name);
    return newestFirst
      ? [desc(table.createdAt), desc(table.id)]
      : [asc(table.position), asc(table.createdAt)];
  };
  /** The registry's `searchFields` of a collection, as conditions matching `text`. */
  const textFilter = (name: CollectionName, text: string | undefined): SQL | undefined => {
    const fields: readonly string[] = collections[name].searchFields ?? [];
    if (!text || fields.length === 0) return undefined;
    const columns: Record<string, AnyPgColumn | undefined> = getTableColumns(spec(name).table);
    const pattern = containsPattern(text);
    return or(
      ...fields.map((f) => {
        const column = columns[f];
        if (!column) throw new Error(`${name}.searchFields names ${f}, which has no column`);
        return ilike(column, pattern);
      }),
    );
  };
  return {
    /**
     * One page of the CMS's list of a collection, in list order, optionally narrowed by text,
     * with the number of matching records.
     */
    adminPage: async <N extends CollectionName>(
      name: N,
      { text, limit, offset }: AdminPageQuery,
    ): Promise<{ rows: CollectionRow<N>[]; total: number }> => {
      const { table } = spec(name);
      const where = textFilter(name, text);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(...listOrder(name))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(table).where(where),
      ]);
      return { rows: rows as CollectionRow<N>[], total: counted?.n ?? 0 };
    },
    list: async <N extends CollectionName>(name: N): Promise<CollectionRow<N>[]> => {
      const { table, newestFirst } = spec(name);
      const order = newestFirst
        ? [desc(table.createdAt), desc(table.id)]
        : [asc(table.position), asc(table.createdAt)];
      return (await db
        .select()
        .from(table)
        .orderBy(...order)) as CollectionRow<N>[];
    },
    byId: async <N extends CollectionName>(
      name: N,
      id: string,
    ): Promise<CollectionRow<N> | undefined> => {
      const { table } = spec(name);
      const rows = await db.select().from(table).where(eq(table.id, id)).limit(1);
      return rows[0] as CollectionRow<N> | undefined;
    },
    /** News posts whose title, subtitle or content contain `text`, any case, newest first. */
    searchPosts: async (text: string): Promise<CollectionRow<'blogPosts'>[]> => {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .select()
        .from(blogPosts)
        .where(
          or(
            ilike(blogPosts.title, pattern),
            ilike(blogPosts.subtitle, pattern),
            ilike(blogPosts.content, pattern),
          ),
        )
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
    },
    /** Inserts records in one statement, answering them in the order given. */
    insertMany: async <N extends CollectionName>(
      name: N,
      rows: CollectionInsert<N>[],
    ): Promise<CollectionRow<N>[]> => {
      if (rows.length === 0) return [];
      const inserted = (await db
        .insert(spec(name).table)
        .values(rows as CollectionInsert<'blogPosts'>[])
        .returning()) as CollectionRow<N>[];
      // RETURNING order follows VALUES order in practice; sort by position to be certain.
      return inserted.sort((a, b) => a.position - b.position);
    },
    insert: async <N extends CollectionName>(
      name: N,
      row: CollectionInsert<N>,
    ): Promise<CollectionRow<N>> => {
      const [inserted] = (await db
        .insert(spec(name).table)
        .values(row as CollectionInsert<'blogPosts'>)
        .returning()) as CollectionRow<N>[];
      if (!inserted) throw new Error(`Inserting into ${name} returned no row`);
      return inserted;
    },
    /** Changes a record and its updatedAt; undefined when there is no such record. */
    update: async <N extends CollectionName>(
      name: N,
      id: string,
      patch: Partial<CollectionInsert<N>>,
    ): Promise<CollectionRow<N> | undefined> => {
      const { table } = spec(name);
      const rows = (await db
        .update(table)
        .set({ ...(patch as Partial<CollectionInsert<'blogPosts'>>), updatedAt: new Date() })
        .where(eq(table.id, id))
        .returning()) as CollectionRow<N>[];
      return rows[0];
    },
    /** Deletes a record; false when there was none. */
    remove: async (name: CollectionName, id: string): Promise<boolean> => {
      const { table } = spec(name);
      const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return rows.length > 0;
    },
    /** The position after the last record, so that a new record is listed last. */
    nextPosition: async (name: CollectionName): Promise<number> => {
      const { table } = spec(name);
      const [row] = await db.select({ last: max(table.position) }).from(table);
      return (row?.last ?? -1) + 1;
    },
    /** Case-study slugs equal to `base` or of the form `base-…`, to find a free one. */
    slugsLike: async (base: string): Promise<{ id: string; slug: string }[]> =>
      db
        .select({ id: caseStudies.id, slug: caseStudies.slug })
        .from(caseStudies)
        .where(or(eq(caseStudies.slug, base), like(caseStudies.slug, `${base}-%`))),
    bySlug: async (slug: string) =>
      (await db.select().from(caseStudies).where(eq(caseStudies.slug, slug)).limit(1))[0],
    /**
     * Seeds a collection once: later starts leave it, and whatever editors did to it, alone.
     * Seeding is a content write: it bumps the content version when it adds records.
     */
    seedOnce: async <N extends CollectionName>(name: N, rows: CollectionInsert<N>[]) =>
      writeContent(
        db,
        async (tx) => {
          const claimed = await tx
            .insert(seedRuns)
            .values({ key: `collection:${name}` })
            .onConflictDoNothing()
            .returning();
          if (claimed.length === 0 || rows.length === 0) return false;
          await tx.insert(spec(name).table).values(rows as CollectionInsert<'blogPosts'>[]);
          return true;
        },
        (seeded) => seeded,
      ),
  };
}
