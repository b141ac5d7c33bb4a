/**
 * Numbered pages of a list: the page's rows and how many rows the whole list holds, read side by
 * side (two statements at once, not one after the other).
 */
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { newestFirstOrder, type Keyed } from './keyset';

/** A slice of a list for numbered pages, with the count of everything the list holds. */
export interface Slice<T> {
  rows: T[];
  total: number;
}

/** `rows`, a page of `table` where `where` holds (ordered and limited), and the count of all. */
export async function countedPage<R>(
  db: Db,
  rows: PromiseLike<R[]>,
  table: PgTable,
  where: SQL | undefined,
): Promise<Slice<R>> {
  const [page, [counted]] = await Promise.all([
    rows,
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: page, total: counted?.n ?? 0 };
}

/** A select of rows, before its where, order and window. */
interface UnorderedSelect<R> {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): {
      limit(limit: number): { offset(offset: number): PromiseLike<R[]> };
    };
  };
}

/**
 * A numbered page of `query` (`db.select(…).from(table)`) where `where` holds, newest first
 * (served by the table's newest-first index), and the count of all.
 */
export function newestFirstSlice<R>(
  db: Db,
  query: UnorderedSelect<R>,
  table: PgTable & Keyed,
  where: SQL | undefined,
  window: { offset: number; limit: number },
): Promise<Slice<R>> {
  const rows = query
    .where(where)
    .orderBy(...newestFirstOrder(table))
    .limit(window.limit)
    .offset(window.offset);
  return countedPage(db, rows, table, where);
}
