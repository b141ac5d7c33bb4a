/**
 * Issue 50, point 1: the days a query names, and the periods and weeks made of them. Whatever
 * string comes in, the answer is a period or a message per field, never a throw, and the weeks
 * of any period are few (decision 0039). Generated inputs with fast-check.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkedPeriod,
  MAX_PERIOD_DAYS,
  MAX_PERIOD_WEEKS,
  periodChoices,
  weeksOf,
} from '../../schemas/insights';
import {
  addDays,
  dayProblem,
  daysBetween,
  FIRST_DAY,
  LAST_DAY,
  mondayOf,
  mondaysOf,
} from '../../schemas/plain-day';
import { periodKeyOf } from '../../app/loaders/insights.server';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** YYYY-MM-DD with any numbers in it: months 00 and 13, day 45, year 0000 and 99999. */
const dayLike = fc
  .tuple(fc.integer({ min: 0, max: 99_999 }), fc.nat(99), fc.nat(99))
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
/** A real day in the range queries may name. */
const goodDay = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z') })
  .filter((d) => !Number.isNaN(d.getTime()))
  .map((d) => d.toISOString().slice(0, 10));
/** What a query's `from` or `to` may hold: missing, anything, nearly a day, or a day. */
const queryDay = fc.option(fc.oneof(fc.string(), dayLike, goodDay, fc.constant('9999-12-31')), {
  nil: undefined,
});
const now = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-30T00:00:00Z') })
  .filter((d) => !Number.isNaN(d.getTime()));

/** The oracle: a real day (the UTC calendar reads it back) from 2000 to 2099. */
function isRealDayInRange(value: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!parts) return false;
  const [y, m, d] = parts.slice(1).map(Number) as [number, number, number];
  const at = new Date(0);
  at.setUTCFullYear(y, m - 1, d);
  const real = at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
  return real && y >= 2000 && y <= 2099;
}

describe('a query’s day', () => {
  it('is good exactly when it is a real day from 2000-01-01 to 2099-12-31', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), dayLike, goodDay), (value) => {
        expect(dayProblem(value) === undefined).toBe(isRealDayInRange(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses impossible days as badly written and far ones as out of range', () => {
    for (const value of ['2026-13-45', '2026-00-10', '2026-02-30', '2025-02-29', '2026-1-1'])
      expect(dayProblem(value), value).toBe('format');
    for (const value of ['9999-12-31', '1999-12-31', '2100-01-01', '0000-01-01'])
      expect(dayProblem(value), value).toBe('range');
    for (const value of [FIRST_DAY, LAST_DAY, '2024-02-29'])
      expect(dayProblem(value), value).toBeUndefined();
  });

  it('counts days as the calendar does, across months, years and leap days', () => {
    fc.assert(
      fc.property(goodDay, fc.integer({ min: -2000, max: 2000 }), (day, n) => {
        const later = addDays(day, n);
        expect(daysBetween(day, later)).toBe(n);
        const utc = new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000);
        expect(later).toBe(utc.toISOString().slice(0, 10));
      }),
    );
    expect(addDays(LAST_DAY, 1)).toBe('2100-01-01');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
  });

  it('makes at most the asked number of weeks, whatever the days', () => {
    fc.assert(
      fc.property(goodDay, goodDay, fc.nat(100), (from, to, max) => {
        const weeks = mondaysOf(from, to, max);
        expect(weeks.length).toBeLessThanOrEqual(max);
        if (daysBetween(from, to) < 0) expect(weeks).toEqual([]);
      }),
    );
    // Found by the property above: a Tuesday to the Monday before shares that Monday's week.
    expect(mondaysOf('2034-02-07', '2034-02-06', 1)).toEqual([]);
    expect(mondaysOf('2034-02-06', '2034-02-07', 5)).toEqual(['2034-02-06']);
  });
});

describe('a period from a query', () => {
  it('is a period of at most MAX_PERIOD_DAYS, or a message per field: never a throw', () => {
    fc.assert(
      fc.property(queryDay, queryDay, now, (from, to, at) => {
        const checked = checkedPeriod({ from, to }, at);
        if ('fields' in checked) {
          expect(Object.keys(checked.fields).length).toBeGreaterThan(0);
          for (const field of Object.keys(checked.fields)) expect(['from', 'to']).toContain(field);
          return;
        }
        const { period } = checked;
        const length = daysBetween(period.from, period.to);
        expect(length).toBeGreaterThanOrEqual(0);
        expect(length).toBeLessThan(MAX_PERIOD_DAYS);
        if (from !== undefined) expect(period.from).toBe(from.trim());
        if (to !== undefined) expect(period.to).toBe(to.trim());
        // Every week the period touches, Monday by Monday, and no more.
        const weeks = weeksOf(period);
        expect(weeks.length).toBeGreaterThan(0);
        expect(weeks.length).toBeLessThanOrEqual(MAX_PERIOD_WEEKS);
        expect(weeks[0]).toBe(mondayOf(period.from));
        const last = weeks[weeks.length - 1] ?? '';
        expect(daysBetween(last, period.to)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(last, period.to)).toBeLessThan(7);
        weeks.slice(1).forEach((week, i) => expect(daysBetween(weeks[i] ?? '', week)).toBe(7));
      }),
      { numRuns: 1000 },
    );
  });

  it('names the field at fault for the days the audit found', () => {
    const at = new Date('2026-11-28T12:00:00Z');
    const fieldsOf = (query: object) => {
      const checked = checkedPeriod(query, at);
      return 'fields' in checked ? Object.keys(checked.fields) : [];
    };
    expect(fieldsOf({ from: '9999-12-31' })).toEqual(['from']);
    expect(fieldsOf({ from: '2026-13-45' })).toEqual(['from']);
    expect(fieldsOf({ to: '2026-13-45' })).toEqual(['to']);
    expect(fieldsOf({ from: '2026-00-10' })).toEqual(['from']);
    expect(fieldsOf({ from: ['2026-01-01', '2026-01-02'] })).toEqual(['from']);
  });
});

describe('the dashboard’s period', () => {
  it('is one of its choices whatever `?period=` says', () => {
    const keys: string[] = periodChoices.map((c) => c.key);
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), (value) => {
        expect(keys).toContain(periodKeyOf(value));
      }),
    );
  });
});
