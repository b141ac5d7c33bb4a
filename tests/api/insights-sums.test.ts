/**
 * The dashboard's kept sums (issue 33, at size): the page views and searches of a period, read
 * as days pass, are what a fresh read of the day rows gives, day after day, on both drivers;
 * today's counts show at once. The day rows of an older site keep every count when their paths
 * move to page_paths (migration 0038).
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { enquiries } from '../../server/db/schema';
import { addDays, periodOf, type Insights } from '../../schemas/insights';
import { applyMigrations, codeMigrations } from '../../server/operations/migrations';
import { visitCountsRepo } from '../../server/repositories/insights/visit-counts-repo';
import { createInsightsService } from '../../server/services/insights/insights';
import { pagesApp } from '../helpers/signed-in-app';
import { createTestDatabase } from '../helpers/test-app';

const ctx = pagesApp();

/** Noon in Lagos on `day`. */
const noon = (day: string) => new Date(`${day}T11:00:00Z`);
const FIRST = '2026-03-01';
const DAYS = 70;

/** Counts that differ by day, path and query, so any day counted twice or missed shows. */
async function loadDays() {
  await ctx.app.database.db.execute(sql`
    insert into page_paths (path) select '/sums/page-' || p from generate_series(1, 30) as p`);
  await ctx.app.database.db.execute(sql`
    insert into page_views (day, path_id, count)
    select (${FIRST}::date + d)::date, pp.id, 1 + (p * 7 + d * 3) % 11
      from generate_series(0, ${DAYS - 1}) as d, generate_series(1, 30) as p
      join page_paths pp on pp.path = '/sums/page-' || p`);
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
      sql`select sum(v.count)::int as n from page_views v join page_paths p on p.id = v.path_id
           where p.path = '/sums/page-3' and v.day between ${period.from}::date and ${period.to}::date`,
    )) as unknown as { rows: { n: number }[] };
    expect(pageViews.topPages.find((p) => p.path === '/sums/page-3')?.count).toBe(rows[0]?.n);
  });

  it("show today's counts at once, and yesterday's until a minute into today", async () => {
    const { insights, visits } = ctx.app.services;
    const now = noon(addDays(FIRST, 50));
    const before = await insights.read(periodOf('30d', now), now);
    visits.page('/sums/fresh', now);
    visits.search('sums fresh query', 0, now);
    await visits.flush();
    const after = await insights.read(periodOf('30d', now), now);
    expect(after.pageViews.total).toBe(before.pageViews.total + 1);
    expect(after.searches.total).toBe(before.searches.total + 1);

    // 30 s into a Lagos day (23:00:30 UTC): a view of ten seconds before midnight lands late.
    const midnight = new Date(`${addDays(FIRST, 54)}T23:00:30Z`);
    const early = await insights.read(periodOf('30d', midnight), midnight);
    visits.page('/sums/late', new Date(midnight.getTime() - 40_000));
    await visits.flush();
    const late = await insights.read(periodOf('30d', midnight), midnight);
    expect(late.pageViews.total).toBe(early.pageViews.total + 1);
  });
});

describe('the kept enquiries', () => {
  it('follow every change to a past day, on any instance, as a fresh read does', async () => {
    const db = ctx.app.database.db;
    const base = { name: 'Ada', email: 'ada@example.com', emailStatus: 'off' as const, data: {} };
    const day = (n: number) => new Date(`${addDays(FIRST, n)}T09:00:00Z`);
    const added = await db
      .insert(enquiries)
      .values([
        { ...base, type: 'quote', createdAt: day(10) },
        { ...base, type: 'contact', createdAt: day(12) },
        { ...base, type: 'career', createdAt: day(12), status: 'closed', answeredAt: day(13) },
      ])
      .returning({ id: enquiries.id });
    const now = noon(addDays(FIRST, 25));
    const period = periodOf('30d', now);
    const kept = ctx.app.services.insights;
    const same = async (why: string) => {
      const fresh = createInsightsService(db);
      const read = await kept.read(period, now);
      expect(read.enquiries, why).toEqual((await fresh.read(period, now)).enquiries);
      return read.enquiries;
    };
    const first = await same('first read');
    // Written straight to the database, as another instance would: only the trigger tells.
    await db
      .update(enquiries)
      .set({ status: 'closed', answeredAt: day(11) })
      .where(eq(enquiries.id, added[0]?.id ?? ''));
    const answered = await same('after an answer');
    expect(answered.answered.count).toBe(first.answered.count + 1);
    const counted = await ctx.app.services.enquiries.countNew();
    expect(answered.open.count).toBe(first.open.count - 1);
    await db.delete(enquiries).where(eq(enquiries.id, added[1]?.id ?? ''));
    const deleted = await same('after a deletion');
    // The CMS menu's count of new enquiries follows the same trigger.
    expect(await ctx.app.services.enquiries.countNew()).toBe(counted - 1);
    expect(deleted.total.contact).toBe(first.total.contact - 1);
    await db
      .update(enquiries)
      .set({ createdAt: day(20) })
      .where(eq(enquiries.id, added[2]?.id ?? ''));
    const moved = await same('after a move to another day');
    expect(moved.total).toEqual(deleted.total);
  });
});

describe('the day rows of a site counting before page_paths (migration 0038)', () => {
  it('keep every count, each path named once', async () => {
    const { database, dispose } = await createTestDatabase();
    try {
      const migrations = codeMigrations();
      const at = migrations.findIndex((m) => m.tag === '0038_page_paths');
      expect(at).toBeGreaterThan(0);
      await applyMigrations(database.db, migrations.slice(0, at));
      await database.db.execute(sql`
        insert into page_views (day, path, count)
        values ('2026-03-01', '/a', 3), ('2026-03-01', '/b', 4), ('2026-03-02', '/a', 5)`);
      await applyMigrations(database.db, migrations.slice(at));
      const { rows } = (await database.db.execute(
        sql`select v.day::text as day, p.path, v.count
              from page_views v join page_paths p on p.id = v.path_id
             order by v.day, p.path`,
      )) as unknown as { rows: { day: string; path: string; count: number }[] };
      expect(rows).toEqual([
        { day: '2026-03-01', path: '/a', count: 3 },
        { day: '2026-03-01', path: '/b', count: 4 },
        { day: '2026-03-02', path: '/a', count: 5 },
      ]);
      // New paths take ids after the ones the migration gave.
      await visitCountsRepo(database.db).addPageViews([
        { day: '2026-03-02', path: '/c', count: 1 },
        { day: '2026-03-02', path: '/a', count: 1 },
      ]);
      const paths = (await database.db.execute(
        sql`select id, path from page_paths order by id`,
      )) as unknown as { rows: { id: number; path: string }[] };
      expect(paths.rows).toEqual([
        { id: 1, path: '/a' },
        { id: 2, path: '/b' },
        { id: 3, path: '/c' },
      ]);
    } finally {
      await database.close();
      await dispose();
    }
  });
});
