/**
 * What buyers ask for (issue 33): page views and searches counted on the server (bots, prefetches,
 * the CMS and the API left out; cached pages counted), and `GET /api/v1/insights` adding them up
 * with the enquiries of a period, on PGlite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { enquiries, productFamilies, products } from '../../server/db/schema';
import type { Insights } from '../../schemas/insights';
import { addDays, lagosDay } from '../../schemas/insights';
import { storableQuery } from '../../server/services/insights/visit-counter';
import { expectFieldRefusals } from '../helpers/refusals';
import { pagesApp } from '../helpers/signed-in-app';
import { bearer } from '../helpers/test-app';

const ctx = pagesApp();
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const visit = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.fastify.inject({ url, headers: { 'user-agent': BROWSER, ...headers } });

async function insights(query = ''): Promise<Insights> {
  await ctx.app.services.visits.flush();
  const res = await ctx.app.fastify.inject({
    url: `/api/v1/insights${query}`,
    headers: bearer(ctx.sup),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { insights: Insights }).insights;
}

const viewsOf = (data: Insights, path: string) =>
  data.pageViews.topPages.find((p) => p.path === path)?.count ?? 0;

describe('page views', () => {
  it('counts public pages served to browsers, cached or not, and nothing else', async () => {
    expect((await visit('/who-we-are')).statusCode).toBe(200);
    expect((await visit('/who-we-are')).statusCode).toBe(200); // from the cache this time
    expect((await visit('/who-we-are.data')).statusCode).toBe(200); // a client-side navigation
    // Not counted: crawlers, scripts without a user agent, prefetches, misses and staff screens.
    await visit('/who-we-are', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    await ctx.app.fastify.inject({ url: '/who-we-are', headers: { 'user-agent': '' } });
    await visit('/who-we-are', { 'sec-purpose': 'prefetch' });
    await visit('/who-we-are', { purpose: 'prefetch' });
    await visit('/no-such-page');
    await visit('/cms/sign-in');
    await visit('/api/v1/sections');
    const data = await insights();
    expect(viewsOf(data, '/who-we-are')).toBe(3);
    expect(viewsOf(data, '/no-such-page')).toBe(0);
    expect(data.pageViews.topPages.some((p) => /^\/(cms|api)/.test(p.path))).toBe(false);
    expect(data.pageViews.total).toBeGreaterThanOrEqual(3);
  });

  it('lists product pages apart', async () => {
    const [product] = await ctx.app.database.db
      .select({ family: products.family, slug: products.slug })
      .from(products)
      .limit(1);
    const path = `/products/${product?.family}/${product?.slug}`;
    expect((await visit(path)).statusCode).toBe(200);
    const data = await insights();
    expect(data.pageViews.topProducts).toContainEqual({ path, count: 1 });
  });
});

describe('searches', () => {
  it('counts what was typed, folded, with whether it found anything', async () => {
    await visit('/search?q=Cable+Gland');
    await visit('/search?q=cable%20%20gland'); // the same search, from the cache or not
    // Words no page has: a query with some that pages have finds those pages (issue 52).
    await visit('/search?q=zzqxv+qqzzx+vvqz');
    await visit('/search?q=cable+gland&page=2'); // paging through is not another search
    const { searches } = await insights();
    const gland = searches.top.find((s) => s.query === 'cable gland');
    expect(gland?.count).toBe(2);
    expect(gland?.results).toBeGreaterThan(0);
    expect(searches.noResults).toContainEqual({ query: 'zzqxv qqzzx vvqz', count: 1 });
  });

  it('never stores an address, a phone number or a long text', async () => {
    await visit('/search?q=ada%40example.com');
    await visit('/search?q=0803+123+4567');
    await visit(`/search?q=${'transformer '.repeat(10)}`);
    const { searches } = await insights();
    const stored = [...searches.top, ...searches.noResults].map((s) => s.query);
    expect(stored.some((q) => q.includes('@') || q.includes('0803') || q.length > 100)).toBe(false);
    expect(storableQuery('+234 (803) 123-4567')).toBeUndefined();
    expect(storableQuery('Ex d  IIB  T4')).toBe('ex d iib t4');
  });
});

describe('keeping searches', () => {
  it('lets the retention job drop day rows older than 13 months, and only those', async () => {
    const { visits } = ctx.app.services;
    visits.search('old transformer', 4, new Date('2025-01-10T10:00:00Z'));
    visits.search('recent transformer', 4, new Date('2026-01-10T10:00:00Z'));
    await visits.flush();
    await visits.pruneSearches('2025-06-01');
    const left = (await ctx.app.database.db.execute(
      sql`select query from search_queries where query like '% transformer' order by query`,
    )) as unknown as { rows: { query: string }[] };
    expect(left.rows.map((r) => r.query)).toEqual(['recent transformer']);
  });
});

describe('GET /api/v1/insights', () => {
  it('is for signed-in staff', async () => {
    const res = await ctx.app.fastify.inject({ url: '/api/v1/insights' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses bad periods with a message per field', async () => {
    await expectFieldRefusals(
      [
        ['?from=2026-02-30', 'from'],
        ['?to=yesterday', 'to'],
        ['?from=2026-05-01&to=2026-04-01', 'to'],
        ['?from=2024-01-01&to=2026-01-01', 'from'],
      ],
      (query) =>
        ctx.app.fastify.inject({ url: `/api/v1/insights${query}`, headers: bearer(ctx.sup) }),
    );
  });

  it('adds up enquiries by week, type, product, family and industry, and how fast they were answered', async () => {
    const db = ctx.app.database.db;
    const [gland] = await db
      .select({ id: products.id, name: products.name, family: products.family })
      .from(products)
      .where(eq(products.family, 'cable-management'))
      .limit(1);
    const familyName = async (slug: string) =>
      (
        await db
          .select({ name: productFamilies.name })
          .from(productFamilies)
          .where(eq(productFamilies.slug, slug))
      )[0]?.name ?? '';
    const family = { name: await familyName('enclosures') };
    if (!gland) throw new Error('the seed has no catalogue');
    // Wednesday 4 to Tuesday 10 March 2026, Lagos: two weeks (Mondays 2 and 9 March).
    const at = (iso: string) => new Date(iso);
    const base = { name: 'Ada', email: 'ada@example.com', emailStatus: 'off' as const };
    await db.insert(enquiries).values([
      {
        ...base,
        type: 'quote',
        data: {},
        items: [{ productId: gland.id, name: gland.name, url: '/x', quantity: 3, note: '' }],
        createdAt: at('2026-03-04T09:00:00Z'),
        status: 'quoted',
        answeredAt: at('2026-03-04T13:00:00Z'),
      },
      {
        ...base,
        type: 'contact',
        data: { productLine: family.name },
        createdAt: at('2026-03-05T09:00:00Z'),
        status: 'in progress',
        answeredAt: at('2026-03-05T11:00:00Z'),
      },
      // Sunday 23:30 Lagos is still the first week; Monday 00:30 Lagos the second.
      { ...base, type: 'career', data: {}, createdAt: at('2026-03-08T22:30:00Z') },
      {
        ...base,
        type: 'contact',
        data: { productLine: gland.name },
        createdAt: at('2026-03-08T23:30:00Z'),
      },
      // Outside the period.
      { ...base, type: 'contact', data: {}, createdAt: at('2026-03-11T00:00:00Z') },
    ]);
    const data = await insights('?from=2026-03-04&to=2026-03-10');
    expect(data.period).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(data.enquiries.byWeek).toEqual([
      { week: '2026-03-02', contact: 1, quote: 1, career: 1 },
      { week: '2026-03-09', contact: 1, quote: 0, career: 0 },
    ]);
    expect(data.enquiries.total).toEqual({ contact: 2, quote: 1, career: 1 });
    expect(data.enquiries.answered).toEqual({ count: 2, of: 4, medianHours: 3 });
    expect(data.products.byProduct[0]).toMatchObject({ name: gland.name, count: 2 });
    expect(data.products.byFamily.map((f) => f.name).sort()).toEqual(
      [family.name, await familyName('cable-management')].sort(),
    );
    // The open ones of more than two working days, whenever they came, oldest first.
    expect(data.enquiries.open.oldest.slice(0, 2).map((e) => e.type)).toEqual([
      'career',
      'contact',
    ]);
    expect(data.enquiries.open.count).toBeGreaterThanOrEqual(3);
  });

  it('reads the last 30 days by default', async () => {
    const today = lagosDay(new Date());
    const data = await insights();
    expect(data.period).toEqual({ from: addDays(today, -29), to: today });
  });

  it('is in the OpenAPI document', async () => {
    const res = await ctx.app.fastify.inject({
      url: '/api/openapi.json',
      headers: bearer(ctx.sup),
    });
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/v1/insights', '/api/v1/search/synonyms']),
    );
  });
});
