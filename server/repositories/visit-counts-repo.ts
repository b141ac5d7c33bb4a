/**
 * Adds counted page views and searches to their daily rows (issue 33). Additive upserts
 * (`count = count + n`): several instances add to one row without reading it first, and rows
 * go in sorted order so two instances' batches take their locks in the same order.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pageViews, searchQueries } from '../db/schema';

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
const byKey =
  <T>(key: (row: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

export function visitCountsRepo(db: Db) {
  return {
    async addPageViews(rows: readonly PageViewCount[]) {
      const sorted = [...rows].sort(byKey((r) => `${r.day} ${r.path}`));
      for (let i = 0; i < sorted.length; i += CHUNK) {
        await db
          .insert(pageViews)
          .values(sorted.slice(i, i + CHUNK))
          .onConflictDoUpdate({
            target: [pageViews.day, pageViews.path],
            set: { count: sql`${pageViews.count} + excluded.count` },
          });
      }
    },
    async addSearches(rows: readonly SearchCount[]) {
      const sorted = [...rows].sort(byKey((r) => `${r.day} ${r.query}`));
      for (let i = 0; i < sorted.length; i += CHUNK) {
        await db
          .insert(searchQueries)
          .values(sorted.slice(i, i + CHUNK))
          .onConflictDoUpdate({
            target: [searchQueries.day, searchQueries.query],
            // The latest number of results: a synonym added today shows from its next search.
            set: {
              count: sql`${searchQueries.count} + excluded.count`,
              results: sql`excluded.results`,
            },
          });
      }
    },
    /** Deletes the daily search rows before `day` (kept 13 months: a year to compare with). */
    async pruneSearches(before: string) {
      await db.execute(sql`delete from ${searchQueries} where ${searchQueries.day} < ${before}`);
    },
  };
}
