/**
 * Adds counted page views and searches to their daily rows (issue 33). Additive upserts
 * (`count = count + n`): several instances add to one row without reading it first, and rows
 * go in sorted order so two instances' batches take their locks in the same order. A page view
 * names its path by its id in `page_paths` (decision 0057): a path seen for the first time is
 * added there first, by the same flush.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pagePaths, pageViews, searchQueries } from '../../db/schema';

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
    /** Two statements per CHUNK rows: the paths not yet known, then the counts by path id. */
    addPageViews: (rows: readonly PageViewCount[]) =>
      inKeyOrder(
        rows,
        (r) => `${r.day} ${r.path}`,
        async (chunk) => {
          const paths = [...new Set(chunk.map((r) => r.path))].sort();
          // Only the paths missing: a conflict would still take an id from the sequence, and a
          // flush every 15 s of thousands of known paths would use up the integer in a year.
          await db.execute(sql`
            insert into ${pagePaths} (path)
            select v.path from (values ${sql.join(
              paths.map((path) => sql`(${path}::text)`),
              sql`, `,
            )}) as v(path)
             where not exists (select 1 from ${pagePaths} p where p.path = v.path)
             order by v.path
            on conflict do nothing`);
          // Another statement, so it sees the paths another instance added meanwhile.
          await db.execute(sql`
            insert into ${pageViews} (day, path_id, count)
            select v.day, p.id, v.count
              from (values ${sql.join(
                chunk.map((r) => sql`(${r.day}::date, ${r.path}::text, ${r.count}::int)`),
                sql`, `,
              )}) as v(day, path, count)
              join ${pagePaths} p on p.path = v.path
             order by v.day, p.id
            on conflict (day, path_id) do update set count = ${pageViews}.count + excluded.count`);
        },
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
