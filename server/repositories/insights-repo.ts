/**
 * The dashboard's SQL (issue 33): counts over a period, grouped in the database, each list
 * bounded (TOP_N). Enquiries by week and type, by product, family and industry (quote lines and
 * the contact form's product line), how many were answered and how fast; page views and searches
 * from their daily rows (summed over days by `insights-counts`). Weeks are Lagos weeks (UTC+1), starting on Monday.
 */
import { sql, type SQL } from 'drizzle-orm';
import { OPEN_LISTED, TOP_N } from '../../schemas/insights';
import type { Db } from '../db/client';

/** Instants of a period: from its first day's start to the start of the day after its last. */
export interface Span {
  from: Date;
  to: Date;
  fromDay: string;
  toDay: string;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The Monday of a Lagos week, as text. */
const lagosWeek = (column: SQL) =>
  sql`to_char(date_trunc('week', (${column} at time zone 'UTC') + interval '1 hour'), 'YYYY-MM-DD')`;

export function insightsRepo(db: Db) {
  const inSpan = (s: Span) =>
    sql`e.created_at >= ${s.from.toISOString()}::timestamptz and e.created_at < ${s.to.toISOString()}::timestamptz`;

  /**
   * What each enquiry of the period asked for: each quote line's product, and the contact form's
   * product line when it names a product or a family of the catalogue.
   */
  const asked = (s: Span) => sql`
    with lines as (
      select e.id as enquiry, p.id as product, p.family as family
        from enquiries e
        cross join lateral jsonb_array_elements(e.items) as item
        join products p on p.id::text = item->>'productId'
       where ${inSpan(s)} and jsonb_typeof(e.items) = 'array'
      union all
      select e.id, p.id, coalesce(p.family, f.slug)
        from enquiries e
        left join products p on p.name = e.data->>'productLine'
        left join product_families f on f.name = e.data->>'productLine'
       where ${inSpan(s)} and e.data->>'productLine' <> ''
         and (p.id is not null or f.slug is not null)
    )`;

  return {
    enquiriesByWeek: (s: Span) =>
      rows<{ week: string; type: string; n: number }>(
        db,
        sql`select ${lagosWeek(sql`e.created_at`)} as week, e.type, count(*)::int as n
              from enquiries e where ${inSpan(s)} group by 1, 2 order by 1`,
      ),

    async answered(s: Span) {
      const [row] = await rows<{ answered: number; total: number; median: number | null }>(
        db,
        sql`select count(e.answered_at)::int as answered, count(*)::int as total,
                   (percentile_cont(0.5) within group (order by extract(epoch from e.answered_at - e.created_at))
                     filter (where e.answered_at is not null))::float8 / 3600 as median
              from enquiries e where ${inSpan(s)}`,
      );
      return row ?? { answered: 0, total: 0, median: null };
    },

    /** Enquiries still "new" that came before `before`: how many, and the oldest few. */
    async openSince(before: Date) {
      const cut = sql`e.status = 'new' and e.created_at < ${before.toISOString()}::timestamptz`;
      const [counted] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from enquiries e where ${cut}`,
      );
      const oldest = await rows<{
        id: string;
        reference: string | null;
        type: string;
        name: string;
        created_at: string | Date;
      }>(
        db,
        sql`select e.id, e.reference, e.type, e.name, e.created_at from enquiries e
             where ${cut} order by e.created_at, e.id limit ${OPEN_LISTED}`,
      );
      return { count: counted?.n ?? 0, oldest };
    },

    byProduct: (s: Span) =>
      rows<{ name: string; family: string; url: string; n: number }>(
        db,
        sql`${asked(s)}
            select p.name, f.name as family, '/products/' || p.family || '/' || p.slug as url,
                   count(distinct l.enquiry)::int as n
              from lines l join products p on p.id = l.product
              join product_families f on f.slug = p.family
             group by p.id, p.name, f.name, p.family, p.slug
             order by n desc, p.name limit ${TOP_N}`,
      ),

    byFamily: (s: Span) =>
      rows<{ name: string; n: number }>(
        db,
        sql`${asked(s)}
            select f.name, count(distinct l.enquiry)::int as n
              from lines l join product_families f on f.slug = l.family
             group by f.name order by n desc, f.name limit ${TOP_N}`,
      ),

    /** Industries the asked-for products name (the only place an enquiry's industry is known). */
    byIndustry: (s: Span) =>
      rows<{ name: string; n: number }>(
        db,
        sql`${asked(s)}
            select i.name, count(distinct l.enquiry)::int as n
              from lines l join products p on p.id = l.product
              cross join lateral jsonb_array_elements_text(p.industries) as i(name)
             group by i.name order by n desc, i.name limit ${TOP_N}`,
      ),

    /**
     * Views per day and per path over `fromDay`..`toDay` in one pass over their day rows
     * (grouping sets): at 5,000 paths a day, reading them once instead of twice is what counts.
     */
    viewSums: (fromDay: string, toDay: string) =>
      rows<{ day: string | null; path: string | null; n: number }>(
        db,
        sql`select v.day::text as day, v.path, sum(v.count)::int as n
              from page_views v
             where v.day >= ${fromDay}::date and v.day <= ${toDay}::date
             group by grouping sets ((v.day), (v.path))`,
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
