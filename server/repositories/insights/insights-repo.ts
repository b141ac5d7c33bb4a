/**
 * The dashboard's SQL (issue 33): what each enquiry of a day asked for and when it was answered,
 * with a version per day (the service keeps days in memory: `insights-enquiries`); the open
 * enquiries; page views and searches from their daily rows (summed by `insights-counts`).
 */
import { sql, type SQL } from 'drizzle-orm';
import { OPEN_LISTED } from '../../../schemas/insights';
import type { Db } from '../../db/client';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function insightsRepo(db: Db) {
  return {
    /** The version of each Lagos day's enquiries (decision 0030): a row per day that had one. */
    enquiryDayVersions: () =>
      rows<{ day: string; version: number }>(
        db,
        sql`select d.day::text as day, d.version from enquiry_days d`,
      ),

    /**
     * What the dashboard reads of each enquiry made from `from` to before `to`: its type, status
     * and times, the products its quote lines name and the contact form's product line.
     */
    enquiryFacts: (from: Date, to: Date) =>
      rows<{
        type: string;
        status: string;
        created_at: string | Date;
        answered_at: string | Date | null;
        product_ids: string[] | null;
        product_line: string | null;
      }>(
        db,
        sql`select e.type, e.status, e.created_at, e.answered_at, e.data->>'productLine' as product_line,
                   case when jsonb_typeof(e.items) = 'array' then
                     (select jsonb_agg(item->>'productId') from jsonb_array_elements(e.items) item)
                   end as product_ids
              from enquiries e
             where e.created_at >= ${from.toISOString()}::timestamptz
               and e.created_at < ${to.toISOString()}::timestamptz`,
      ),

    /** The catalogue's products and families, to name what the enquiries asked for. */
    async catalogue() {
      const products = await rows<{
        id: string;
        name: string;
        family: string;
        slug: string;
        industries: string[] | null;
      }>(db, sql`select p.id::text as id, p.name, p.family, p.slug, p.industries from products p`);
      const families = await rows<{ slug: string; name: string }>(
        db,
        sql`select f.slug, f.name from product_families f`,
      );
      return { products, families };
    },

    /** The enquiries still "new" that came before `before` and have waited longest. */
    oldestOpen: (before: Date) =>
      rows<{
        id: string;
        reference: string | null;
        type: string;
        name: string;
        created_at: string | Date;
      }>(
        db,
        sql`select e.id, e.reference, e.type, e.name, e.created_at from enquiries e
             where e.status = 'new' and e.created_at < ${before.toISOString()}::timestamptz
             order by e.created_at, e.id limit ${OPEN_LISTED}`,
      ),

    /**
     * Views per day and per path over `fromDay`..`toDay` in one pass over their day rows
     * (grouping sets): at 5,000 paths a day, reading them once instead of twice is what counts.
     * Paths are summed by id and named after, once each (decision 0057).
     */
    viewSums: (fromDay: string, toDay: string) =>
      rows<{ day: string | null; path: string | null; n: number }>(
        db,
        sql`select s.day::text as day, p.path, s.n
              from (select v.day, v.path_id, sum(v.count)::int as n
                      from page_views v
                     where v.day >= ${fromDay}::date and v.day <= ${toDay}::date
                     group by grouping sets ((v.day), (v.path_id))) s
              left join page_paths p on p.id = s.path_id`,
      ),

    /** Each query searched over `fromDay`..`toDay`: how often, how often it found nothing, and
     * how many results it found on the last day it was searched. */
    searchSums: (fromDay: string, toDay: string) =>
      rows<{ query: string; n: number; misses: number; results: number; last: string }>(
        db,
        sql`select q.query, sum(q.count)::int as n,
                   coalesce(sum(q.count) filter (where q.results = 0), 0)::int as misses,
                   (array_agg(q.results order by q.day desc))[1] as results,
                   max(q.day)::text as last
              from search_queries q
             where q.day >= ${fromDay}::date and q.day <= ${toDay}::date
             group by q.query`,
      ),
  };
}
