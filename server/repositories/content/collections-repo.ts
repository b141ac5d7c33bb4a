import {
  and,
  asc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  like,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { collectionTables } from '../../db/collection-tables';
import type { CollectionInsert } from './record-rows';
import type { partners } from '../../db/schema';
import { collections, type CollectionName } from '../../../content/registry';
import { writeContent } from './content-version-repo';
import { seedRunsRepo } from './seed-runs-repo';
import { newestFirstOrder } from '../shared/keyset';
import { containsPattern, escapeLike } from '../shared/like-pattern';
import { countedPage } from '../shared/counted-page';
import { returnedRow } from '../shared/returned-row';

export { collectionTables };

/** Columns the database computes itself (the news search index): never read into a record. */
type GeneratedColumn = 'search';

export type CollectionRow<N extends CollectionName> = Omit<
  (typeof collectionTables)[N]['table']['$inferSelect'],
  GeneratedColumn
>;
export type { CollectionInsert };

export type AnyTable = (typeof collectionTables)[CollectionName]['table'];

/** A collection's table, typed as any of them (for code that works on every collection). */
export const tableOf = (name: CollectionName) => collectionTables[name].table as AnyTable;

/** A table's stored columns, for selecting and returning records without generated ones. */
const recordColumns = (table: AnyTable) =>
  Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([, column]) => !column.generated),
  ) as ReturnType<typeof getTableColumns<typeof partners>>;

/**
 * Where a row sits in its collection's order, for keyset pages: `at` is created_at in
 * microseconds since the epoch (digits), exact where a JS Date would round; `position` only
 * for positioned collections.
 */
export interface SortKey {
  at: string;
  id: string;
  position?: number;
}

/** Newest first by (created_at, id), served by the newest-first index; else by position. */
function listOrder(table: AnyTable, newestFirst: boolean): SQL[] {
  return newestFirst
    ? newestFirstOrder(table)
    : [asc(table.position), asc(table.createdAt), asc(table.id)];
}

/** Rows after `key` in the list's order, compared as one row value so an index can serve it. */
function pastKey(table: AnyTable, newestFirst: boolean, key: SortKey): SQL {
  const at = sql`(timestamptz 'epoch' + ${key.at}::bigint * interval '1 microsecond')`;
  return newestFirst
    ? sql`(${table.createdAt}, ${table.id}) < (${at}, ${key.id}::uuid)`
    : sql`(${table.position}, ${table.createdAt}, ${table.id}) > (${key.position ?? 0}::int, ${at}, ${key.id}::uuid)`;
}

export interface AdminPageQuery {
  /** Kept when some of the collection's `searchFields` contain it, in any case. */
  text?: string;
  /** Field → value: the field equals it, or, a string list, holds it (a family's products). */
  filters?: Readonly<Record<string, string>>;
  limit: number;
  offset: number;
}

/** On the site: not a record saved only as a draft so far. */
export const onSite = (table: AnyTable) => eq(table.published, true);

/** A collection's table and list order. */
const spec = (name: CollectionName) =>
  collectionTables[name] as { table: AnyTable; newestFirst: boolean };

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

/** Field → value conditions: the field equals the value or, a string list, holds it. */
const fieldFilters = (name: CollectionName, filters: Readonly<Record<string, string>>) => {
  const columns: Record<string, AnyPgColumn | undefined> = getTableColumns(spec(name).table);
  const fields: Readonly<Record<string, { kind: string } | undefined>> = collections[name].fields;
  return Object.entries(filters).map(([field, value]) => {
    const column = columns[field];
    if (!column) throw new Error(`${name} has no column for the filter ${field}`);
    return fields[field]?.kind === 'stringList'
      ? sql`${column} @> ${JSON.stringify([value])}::jsonb`
      : eq(column, value);
  });
};

/** The seed_runs key marking a collection seeded. */
const seedRunOf = (name: CollectionName) => `collection:${name}`;

/** The writes of a collection's records: inserts, updates, deletes and the seed's one insert. */
function collectionWrites(db: Db) {
  return {
    /** Inserts records in one statement, answering them in the order given. */
    insertMany: async <N extends CollectionName>(
      name: N,
      rows: CollectionInsert<N>[],
    ): Promise<CollectionRow<N>[]> => {
      if (rows.length === 0) return [];
      const { table } = collectionTables[name];
      const inserted = (await db
        .insert(table)
        .values(rows)
        .returning(recordColumns(table))) as CollectionRow<N>[];
      // RETURNING order follows VALUES order in practice; sort by position to be certain.
      return inserted.sort((a, b) => a.position - b.position);
    },
    insert: async <N extends CollectionName>(
      name: N,
      row: CollectionInsert<N>,
    ): Promise<CollectionRow<N>> => {
      const { table } = collectionTables[name];
      const inserted = (await db
        .insert(table)
        .values(row)
        .returning(recordColumns(table))) as CollectionRow<N>[];
      return returnedRow(inserted, `Inserting into ${name}`);
    },
    /** Changes a record and its updatedAt; undefined when there is no such record. */
    update: async <N extends CollectionName>(
      name: N,
      id: string,
      patch: Partial<CollectionInsert<N>>,
    ): Promise<CollectionRow<N> | undefined> => {
      const { table } = collectionTables[name];
      const rows = (await db
        .update(table)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(table.id, id))
        .returning(recordColumns(table))) as CollectionRow<N>[];
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
    /** Whether seedOnce has seeded the collection (or found nothing to seed) before. */
    seeded: (name: CollectionName) => seedRunsRepo(db).ran(seedRunOf(name)),
    /**
     * Seeds a collection once: later starts leave it, and whatever editors did to it, alone.
     * Seeding is a content write: it bumps the content version when it adds records.
     */
    seedOnce: async <N extends CollectionName>(name: N, rows: CollectionInsert<N>[]) =>
      writeContent(
        db,
        async (tx) => {
          const claimed = await seedRunsRepo(tx).claim(seedRunOf(name));
          if (!claimed || rows.length === 0) return false;
          await tx.insert(collectionTables[name].table).values(rows);
          return true;
        },
        (seeded) => seeded,
      ),
  };
}

/**
 * `onSiteOnly`: the reads a visitor's page makes (lists, a record by its address) leave out the
 * records never published; an editor's preview and the CMS pass false. Reads that only ever
 * serve visitors (cards, sitemaps) leave them out either way.
 */
export function collectionsRepo(db: Db, { onSiteOnly = false }: { onSiteOnly?: boolean } = {}) {
  const visible = (table: AnyTable) => (onSiteOnly ? onSite(table) : undefined);
  return {
    ...collectionWrites(db),
    /**
     * One page of the CMS's list of a collection, in list order, optionally narrowed by text
     * and by field values, with the number of matching records.
     */
    adminPage: async <N extends CollectionName>(
      name: N,
      { text, limit, offset, filters = {} }: AdminPageQuery,
    ): Promise<{ rows: CollectionRow<N>[]; total: number }> => {
      const { table } = spec(name);
      const where = and(textFilter(name, text), ...fieldFilters(name, filters));
      const rows = db
        .select(recordColumns(table))
        .from(table)
        .where(where)
        .orderBy(...listOrder(table, spec(name).newestFirst))
        .limit(limit)
        .offset(offset);
      const page = await countedPage(db, rows, table, where);
      return { rows: page.rows as CollectionRow<N>[], total: page.total };
    },
    list: async <N extends CollectionName>(name: N): Promise<CollectionRow<N>[]> => {
      const { table, newestFirst } = spec(name);
      return (await db
        .select(recordColumns(table))
        .from(table)
        .where(visible(table))
        .orderBy(...listOrder(table, newestFirst))) as CollectionRow<N>[];
    },
    /**
     * Up to `limit` records after `after` in the list's order, and the key to continue from
     * (null on the last page): one more row than asked for tells whether there is a next page.
     */
    page: async <N extends CollectionName>(
      name: N,
      {
        limit,
        after,
        text,
        filters = {},
      }: {
        limit: number;
        after?: SortKey;
        /** Kept when some of the collection's `searchFields` contain it, in any case. */
        text?: string;
        /** Field → value: the field equals it, or, a string list, holds it. */
        filters?: Readonly<Record<string, string>>;
      },
    ): Promise<{ rows: CollectionRow<N>[]; next: SortKey | null }> => {
      const { table, newestFirst } = spec(name);
      const narrowed = fieldFilters(name, filters);
      const at = sql<string>`((extract(epoch from ${table.createdAt}) * 1000000)::bigint)::text`;
      const found = await db
        .select({ ...recordColumns(table), sortAt: at })
        .from(table)
        .where(
          and(
            after && pastKey(table, newestFirst, after),
            visible(table),
            textFilter(name, text),
            ...narrowed,
          ),
        )
        .orderBy(...listOrder(table, newestFirst))
        .limit(limit + 1);
      const rows = found.slice(0, limit);
      const last = rows.at(-1);
      const next =
        found.length > limit && last
          ? {
              at: last.sortAt,
              id: last.id,
              ...(newestFirst ? {} : { position: last.position }),
            }
          : null;
      return {
        rows: rows.map(({ sortAt: _sortAt, ...row }) => row) as CollectionRow<N>[],
        next,
      };
    },
    byId: async <N extends CollectionName>(
      name: N,
      id: string,
    ): Promise<CollectionRow<N> | undefined> => {
      const { table } = spec(name);
      const rows = await db
        .select(recordColumns(table))
        .from(table)
        .where(eq(table.id, id))
        .limit(1);
      return rows[0] as CollectionRow<N> | undefined;
    },
    /** The records among `ids` that exist, in no particular order. */
    byIds: async <N extends CollectionName>(
      name: N,
      ids: readonly string[],
    ): Promise<CollectionRow<N>[]> => {
      if (ids.length === 0) return [];
      const { table } = spec(name);
      const rows = await db
        .select(recordColumns(table))
        .from(table)
        .where(inArray(table.id, [...ids]));
      return rows as CollectionRow<N>[];
    },
    /**
     * The slugs of a collection that are `base` or `base-<anything>`, with their records' ids;
     * among the records whose `scope` column holds `scope.value` when given.
     */
    slugsLike: async (
      name: CollectionName,
      base: string,
      scope?: { field: string; value: string },
    ): Promise<{ id: string; slug: string }[]> => {
      const { table } = spec(name);
      const columns: Record<string, AnyPgColumn | undefined> = getTableColumns(table);
      const slug = columns.slug;
      if (!slug) throw new Error(`${name} has no slug column`);
      const scopeColumn = scope && columns[scope.field];
      if (scope && !scopeColumn) throw new Error(`${name} has no ${scope.field} column`);
      return db
        .select({ id: table.id, slug: sql<string>`${slug}` })
        .from(table)
        .where(
          and(
            or(eq(slug, base), like(slug, `${escapeLike(base)}-%`)),
            scopeColumn && scope ? eq(scopeColumn, scope.value) : undefined,
          ),
        );
    },
    /** The records whose `field` holds `value` (a family's products), as stored rows. */
    withField: async (
      name: CollectionName,
      field: string,
      value: string,
    ): Promise<(Record<string, unknown> & { id: string })[]> => {
      const { table } = spec(name);
      const column = (getTableColumns(table) as Record<string, AnyPgColumn | undefined>)[field];
      if (!column) throw new Error(`${name} has no column ${field}`);
      return db.select(recordColumns(table)).from(table).where(eq(column, value));
    },
    /** One record by the values of some of its fields (a product by family and slug). */
    byFields: async <N extends CollectionName>(
      name: N,
      values: Readonly<Record<string, string>>,
    ): Promise<CollectionRow<N> | undefined> => {
      const { table } = spec(name);
      const columns: Record<string, AnyPgColumn | undefined> = getTableColumns(table);
      const conditions = Object.entries(values).map(([field, value]) => {
        const column = columns[field];
        if (!column) throw new Error(`${name} has no column ${field}`);
        return eq(column, value);
      });
      const [row] = await db
        .select(recordColumns(table))
        .from(table)
        .where(and(visible(table), ...conditions))
        .limit(1);
      return row as CollectionRow<N> | undefined;
    },
  };
}
