/**
 * The jobs' sweeps delete or update at most `limit` rows a run, the oldest first, so that a run
 * costs the same however much waits; the rows are chosen by a subquery on the index over what is
 * still to do, and the write checks its own condition again on each row it takes.
 */
import { and, asc, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/**
 * Rows whose `key` is among the first `limit` keys of its table where `where` holds, ordered by
 * `by` (oldest first; in no set order without it).
 */
export function amongOldest(
  db: Db,
  key: AnyPgColumn,
  where: SQL | undefined,
  limit: number,
  by?: AnyPgColumn,
): SQL {
  const chosen = db
    .select({ key })
    .from(key.table)
    .where(where)
    .orderBy(...(by ? [asc(by)] : []))
    .limit(limit);
  return inArray(key, chosen);
}

/**
 * Deletes the rows `amongOldest` chooses that still match `where` when deleted (one changed
 * meanwhile stays); answers how many went.
 */
export async function deleteOldest(
  db: Db,
  key: AnyPgColumn,
  where: SQL | undefined,
  limit: number,
  by?: AnyPgColumn,
): Promise<number> {
  const gone = await db
    .delete(key.table)
    .where(and(amongOldest(db, key, where, limit, by), where))
    .returning({ key });
  return gone.length;
}
