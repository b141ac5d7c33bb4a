/**
 * Adds counted page views and searches to their daily rows (issue 33). Additive upserts
 * (`count = count + n`): several instances add to one row without reading it first, and rows
 * go in sorted order so two instances' batches take their locks in the same order.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageViews, searchQueries } from '../../db/schema';

export interface PageViewCount {
  day: string;
  path: string;
  count: number;
}
export interface SearchCount {
  day: string;
  query: string;
  count: number;
  results: number;
}

const CHUNK = 500;

/**
 * Writes `rows` sorted by `key` (the upsert's target), `CHUNK` at a time: sorted, two instances'
 * batches lock the rows they share in the same order and cannot deadlock.
 */
async function inKeyOrder<T>(
  rows: readonly T[],
  key: (row: T) => string,
  write: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  const sorted = [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  for (let i = 0; i < sorted.length; i += CHUNK) await write(sorted.slice(i, i + CHUNK));
}

export function visitCountsRepo(db: Db) {
  return {
    addPageViews: (rows: readonly PageViewCount[]) =>
      inKeyOrder(
        rows,
        (r) => `${r.day} ${r.path}`,
        (chunk) =>
          db
            .insert(pageViews)
            .values(chunk)
            .onConflictDoUpdate({
              target: [pageViews.day, pageViews.path],
              set: { count: sql`${pageViews.count} + excluded.count` },
            }),
      ),
    addSearches: (rows: readonly SearchCount[]) =>
      inKeyOrder(
        rows,
        (r) => `${r.day} ${r.query}`,
        (chunk) =>
          db
            .insert(searchQueries)
            .values(chunk)
            .onConflictDoUpdate({
              target: [searchQueries.day, searchQueries.query],
              // The latest number of results: a synonym added today shows from its next search.
              set: {
                count: sql`${searchQueries.count} + excluded.count`,
                results: sql`excluded.results`,
              },
            }),
      ),
    /** Deletes the daily search rows before `day` (kept 13 months: a year to compare with). */
    async pruneSearches(before: string) {
      await db.execute(sql`delete from ${searchQueries} where ${searchQueries.day} < ${before}`);
    },
  };
}
