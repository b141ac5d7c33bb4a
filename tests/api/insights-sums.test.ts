/**
 * The dashboard's kept sums (issue 33, at size): the page views and searches of a period, read
 * as days pass, are what a fresh read of the day rows gives, day after day, on both drivers;
 * yesterday's and today's counts show at once.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, periodOf, type Insights } from '../../schemas/insights';
import { createInsightsService } from '../../server/services/insights';
import { pagesApp } from '../helpers/signed-in-app';

const ctx = pagesApp();

/** Noon in Lagos on `day`. */
const noon = (day: string) => new Date(`${day}T11:00:00Z`);
const FIRST = '2026-03-01';
const DAYS = 70;

/** Counts that differ by day, path and query, so any day counted twice or missed shows. */
async function loadDays() {
  await ctx.app.database.db.execute(sql`
    insert into page_views (day, path, count)
    select (${FIRST}::date + d)::date, '/sums/page-' || p, 1 + (p * 7 + d * 3) % 11
      from generate_series(0, ${DAYS - 1}) as d, generate_series(1, 30) as p`);
  await ctx.app.database.db.execute(sql`
    insert into search_queries (day, query, count, results)
    select (${FIRST}::date + d)::date, 'sums query ' || q, 1 + (q + d) % 5,
           case when (q + d) % 4 = 0 then 0 else q end
      from generate_series(0, ${DAYS - 1}) as d, generate_series(1, 15) as q`);
}

const counted = (i: Insights) => ({ pageViews: i.pageViews, searches: i.searches });

describe('the kept sums of page views and searches', () => {
  it('match a fresh read as the days pass, for each choice of period', async () => {
    await loadDays();
    const kept = ctx.app.services.insights;
    for (const key of ['7d', '30d', '12m'] as const) {
      // Day after day, then a jump of a week and one back: each answer as a fresh service's.
      for (const offset of [20, 21, 22, 29, 28, 69]) {
        const now = noon(addDays(FIRST, offset));
        const period = periodOf(key, now);
        const fresh = createInsightsService(ctx.app.database.db);
        expect(counted(await kept.read(period, now)), `${key} at day ${offset}`).toEqual(
          counted(await fresh.read(period, now)),
        );
      }
    }
  });

  it('add up the days as stored', async () => {
    const now = noon(addDays(FIRST, 40));
    const period = periodOf('30d', now);
    const { pageViews } = await ctx.app.services.insights.read(period, now);
    const { rows } = (await ctx.app.database.db.execute(
      sql`select sum(count)::int as n from page_views
           where path = '/sums/page-3' and day between ${period.from}::date and ${period.to}::date`,
    )) as unknown as { rows: { n: number }[] };
    expect(pageViews.topPages.find((p) => p.path === '/sums/page-3')?.count).toBe(rows[0]?.n);
  });

  it("show yesterday's and today's counts at once", async () => {
    const now = noon(addDays(FIRST, 50));
    const { insights, visits } = ctx.app.services;
    const before = await insights.read(periodOf('30d', now), now);
    visits.page('/sums/fresh', now);
    visits.page('/sums/fresh', new Date(now.getTime() - 86_400_000));
    visits.search('sums fresh query', 0, now);
    await visits.flush();
    const after = await insights.read(periodOf('30d', now), now);
    expect(after.pageViews.total).toBe(before.pageViews.total + 2);
    expect(after.searches.total).toBe(before.searches.total + 1);
  });
});
