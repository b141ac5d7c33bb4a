/**
 * Numbered pages of a list: the page's rows and how many rows the whole list holds, read side by
 * side (two statements at once, not one after the other).
 */
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Slice } from './collections-repo';

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
