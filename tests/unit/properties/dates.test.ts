/**
 * Dates as the site reads them (content/lagos-time.ts, the audit log's `from`/`to`, the inbox's
 * `before`, a quote's `neededBy`) on generated input: a real day or instant, or a clean refusal.
 * The insights' days (schemas/insights.ts, schemas/plain-day.ts) have their own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromLagosInput,
  lagosDayEnd,
  lagosLongDate,
  lagosMidnight,
  toLagosInput,
} from '../../../content/lagos-time';
import { auditLogQuery } from '../../../schemas/audit-log';
import { inboxFilterSchema } from '../../../schemas/enquiry';
import { quoteRequestSchema } from '../../../schemas/quote';
import { anyText, longText, runs } from './generated-text';

const instant = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2999-12-31T00:00:00Z'),
  noInvalidDate: true,
});

/** `YYYY-MM-DD` with every part anywhere in its digits' range: real days and impossible ones. */
const dayText = fc
  .tuple(
    fc.integer({ min: 0, max: 9999 }),
    fc.integer({ min: 0, max: 19 }),
    fc.integer({ min: 0, max: 39 }),
  )
  .map(
    ([y, m, d]) =>
      `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
  );

/** Whether a `YYYY-MM-DD` is a day of the calendar: it reads back as itself. */
const isRealDay = (day: string) => {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
};

const dateish = fc.oneof(
  dayText,
  instant.map((d) => d.toISOString()),
  anyText,
  longText,
);

describe('Lagos time (content/lagos-time.ts)', () => {
  it('a datetime-local value read as Lagos time reads back as itself', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const input = toLagosInput(at.toISOString());
        expect(input).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
        const iso = fromLagosInput(input);
        // To the minute: the form has no seconds.
        expect(Date.parse(iso)).toBe(Math.floor(at.getTime() / 60_000) * 60_000);
        expect(toLagosInput(iso)).toBe(input);
      }),
      runs(),
    );
  });

  it('turns any text into a value or nothing, never an exception', () => {
    fc.assert(
      fc.property(dateish, (text) => {
        expect(toLagosInput(text)).toMatch(/^(\d{4}-\d\d-\d\dT\d\d:\d\d)?$/);
        const iso = fromLagosInput(text);
        expect(iso === '' || iso === `${text}:00+01:00`).toBe(true);
        expect(lagosLongDate(text)).toMatch(/^(\d{1,2} [A-Z][a-z]+ -?\d+)?$/);
      }),
      runs(),
    );
  });

  it('a real day starts at its Lagos midnight and ends a day later', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const day = at.toISOString().slice(0, 10);
        const start = lagosMidnight(day);
        expect(new Date(start + 3_600_000).toISOString()).toBe(`${day}T00:00:00.000Z`);
        expect(lagosDayEnd(day) - start).toBe(86_400_000);
      }),
      runs(),
    );
  });
});

describe('days and instants in query and form schemas', () => {
  it('the audit log takes a real day or an ISO instant with its offset, else says how to write it', () => {
    fc.assert(
      fc.property(dateish, (text) => {
        const parsed = auditLogQuery.safeParse({ from: text, to: text });
        if (parsed.success) {
          expect(Number.isFinite(Date.parse(parsed.data.from ?? ''))).toBe(true);
          if (/^\d{4}-\d\d-\d\d$/.test(text)) {
            expect(isRealDay(text)).toBe(true);
            expect(Number.isFinite(lagosMidnight(text))).toBe(true);
          }
        } else {
          expect(parsed.error.issues.map((i) => i.path[0]).sort()).toEqual(['from', 'to']);
        }
      }),
      runs(),
    );
  });

  it('the inbox jumps back only to a real day', () => {
    fc.assert(
      fc.property(dateish, (text) => {
        const parsed = inboxFilterSchema.safeParse({ before: text });
        const written = /^\d{4}-\d\d-\d\d$/.test(text);
        if (parsed.success) expect(written && isRealDay(text)).toBe(true);
        else for (const issue of parsed.error.issues) expect(issue.path).toEqual(['before']);
        // Every real day of the years anyone means is taken.
        if (written && isRealDay(text) && text >= '2000' && text < '2100') {
          expect(parsed.success).toBe(true);
        }
      }),
      runs(),
    );
  });

  it('a quote is needed by a real day from today on, or by no day', () => {
    const buyer = { name: 'A', email: 'a@b.example', phone: '0803 123 4567', location: 'Lagos' };
    fc.assert(
      fc.property(fc.oneof(dayText, dateish), (text) => {
        const parsed = quoteRequestSchema.safeParse({ ...buyer, neededBy: text });
        if (!parsed.success) {
          for (const issue of parsed.error.issues) expect(issue.path).toEqual(['neededBy']);
          return;
        }
        const day = parsed.data.neededBy;
        if (day === '') return;
        expect(isRealDay(day)).toBe(true);
        expect(Date.parse(`${day}T23:59:59+01:00`)).toBeGreaterThanOrEqual(Date.now() - 86_400_000);
      }),
      runs(),
    );
  });

  it('refuses an impossible day for a quote (it was read as the day it rolls over to)', () => {
    const buyer = { name: 'A', email: 'a@b.example', phone: '0803 123 4567', location: 'Lagos' };
    const year = new Date().getUTCFullYear() + 1;
    for (const day of [`${year}-02-30`, `${year}-04-31`, `${year}-13-01`, `${year}-00-10`]) {
      const parsed = quoteRequestSchema.safeParse({ ...buyer, neededBy: day });
      expect(parsed.success, day).toBe(false);
    }
    expect(quoteRequestSchema.safeParse({ ...buyer, neededBy: `${year}-03-02` }).success).toBe(
      true,
    );
  });
});
