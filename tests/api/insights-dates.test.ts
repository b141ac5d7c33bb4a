/**
 * Issue 50, point 1: `GET /api/v1/insights` with a day nobody meant. `?from=9999-12-31` once spun
 * the process for good (a week loop stepping past year 9999) and impossible days were a 500;
 * now each is a 400 naming the field, and the server keeps answering (decision 0039). The other
 * queries that name a day are bounded the same way: year 0000 reached the database, a 500.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PERIOD_WEEKS, type Insights } from '../../schemas/insights';
import { expectFieldRefusals } from '../helpers/refusals';
import { signedInApp } from '../helpers/signed-in-app';
import { bearer } from '../helpers/test-app';

const ctx = signedInApp();

const insights = (query: string) =>
  ctx.app.fastify.inject({ url: `/api/v1/insights${query}`, headers: bearer(ctx.sup) });

describe('GET /api/v1/insights with days out of bounds', () => {
  it('refuses a first day in year 9999 with a message, and the server keeps answering', async () => {
    const res = await insights('?from=9999-12-31');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { fields: { from: 'Choose a first day from 2000-01-01 to 2099-12-31' } },
    });
    const health = await ctx.app.fastify.inject('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('refuses impossible and far days, naming the field', async () => {
    const impossible = ['2026-13-45', '2026-00-10', '2026-02-30', '2025-02-29'];
    const far = ['0000-01-01', '1999-12-31', '2100-01-01', '9999-12-31', '%2B010000-01-01'];
    await expectFieldRefusals(
      [
        ...[...impossible, ...far].flatMap((day) => [
          [`?from=${day}`, 'from'] as const,
          [`?to=${day}`, 'to'] as const,
        ]),
        ['?from=9999-12-25&to=9999-12-31', 'from'],
      ],
      insights,
    );
    const res = await insights('?from=2026-13-45&to=2026-00-10');
    expect(res.json().error.fields).toEqual({
      from: 'Enter the first date as YYYY-MM-DD, a real day',
      to: 'Enter the last date as YYYY-MM-DD, a real day',
    });
  });

  it('answers for the last days allowed, week by week', async () => {
    const res = await insights('?from=2099-12-31');
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { insights: Insights }).insights;
    expect(data.period).toEqual({ from: '2099-12-31', to: '2099-12-31' });
    expect(data.enquiries.byWeek.map((w) => w.week)).toEqual(['2099-12-28']);

    const longest = await insights('?from=2098-12-01&to=2099-12-31');
    expect(longest.statusCode).toBe(200);
    const weeks = (longest.json() as { insights: Insights }).insights.pageViews.byWeek;
    expect(weeks.length).toBeLessThanOrEqual(MAX_PERIOD_WEEKS);
    expect(weeks.at(-1)?.week).toBe('2099-12-28');

    expect((await insights('?from=2000-01-01&to=2000-01-31')).statusCode).toBe(200);
  });

  it('answers 200 or a 400 naming `from` or `to` for any days sent, never a 500', async () => {
    const day = fc.oneof(
      fc.string({ maxLength: 14 }),
      fc
        .tuple(fc.integer({ min: 0, max: 99_999 }), fc.nat(99), fc.nat(99))
        .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.option(day), fc.option(day), async (from, to) => {
        const query = new URLSearchParams();
        if (from !== null) query.set('from', from);
        if (to !== null) query.set('to', to);
        const res = await insights(`?${query}`);
        expect([200, 400]).toContain(res.statusCode);
        if (res.statusCode === 400) {
          const fields = Object.keys(res.json().error?.fields ?? {});
          expect(fields.length).toBeGreaterThan(0);
          for (const field of fields) expect(['from', 'to']).toContain(field);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('other queries that name a day', () => {
  const get = (url: string) => ctx.app.fastify.inject({ url, headers: bearer(ctx.sup) });

  it('refuse days outside 2000–2099 with a message on the field, not a 500', async () => {
    // Each list's day parameter, with days before 2000 and after 2099.
    const fields = [
      ['audit-log', 'from'],
      ['audit-log', 'to'],
      ['enquiries', 'before'],
    ] as const;
    const days = ['0000-01-01', '0000-01-01T00:00:00Z', '1999-12-31', '2100-01-01', '9999-12-31'];
    await expectFieldRefusals(
      fields.flatMap(([list, field]) =>
        days.map((day) => [`/api/v1/${list}?${field}=${day}`, field] as const),
      ),
      get,
    );
    expect((await get('/api/v1/audit-log?from=2000-01-01&to=2099-12-31')).statusCode).toBe(200);
    expect((await get('/api/v1/enquiries?before=2099-12-31')).statusCode).toBe(200);
  });
});
