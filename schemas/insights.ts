/**
 * What buyers ask for (issue 33): the period the dashboard and `GET /api/v1/insights` read, and
 * the numbers they answer. Shared by the API, the service, the CMS dashboard and its CSV files.
 * Days are Lagos days (UTC+1, no daylight saving), written YYYY-MM-DD.
 */
import { z } from 'zod';
import { lagosMidnight } from '../content/lagos-time';
import { enquiryTypes } from './enquiry';
import { fieldErrors } from './field-errors';
import {
  addDays,
  dayProblem,
  daysBetween,
  FIRST_DAY,
  LAST_DAY,
  laterDay,
  mondaysOf,
} from './plain-day';

export { addDays, daysBetween } from './plain-day';

/** The longest period one read covers: a year and a little, so "last 12 months" fits. */
export const MAX_PERIOD_DAYS = 400;
/** The most weeks a period touches: its days, plus a part-week at either end. */
export const MAX_PERIOD_WEEKS = Math.ceil(MAX_PERIOD_DAYS / 7) + 2;
/** How many rows each "top" list holds. */
export const TOP_N = 10;
/** How many of the open enquiries waiting longest the dashboard lists. */
export const OPEN_LISTED = 20;

const LAGOS_OFFSET_MS = 3_600_000;

/** The Lagos day of an instant, YYYY-MM-DD. */
export const lagosDay = (at: Date) =>
  new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
/** The instant a Lagos day starts. */
export const dayStart = (day: string) => new Date(lagosMidnight(day));

/** A query's day: a real one (no 2026-02-30), from FIRST_DAY to LAST_DAY (decision 0039). */
const day = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => dayProblem(v) !== 'format', `Enter the ${name} date as YYYY-MM-DD, a real day`)
    .refine(
      (v) => dayProblem(v) !== 'range',
      `Choose a ${name} day from ${FIRST_DAY} to ${LAST_DAY}`,
    )
    .optional()
    .describe(`The ${name} day of the period (Lagos time), YYYY-MM-DD, included`);

/** The query of `GET /api/v1/insights`: both days optional (the last 30 days by default). */
export const insightsQuery = z.object({ from: day('first'), to: day('last') });
export type InsightsQuery = z.infer<typeof insightsQuery>;

/** The dashboard's choices of period, as plain links (`?period=30d`). */
export const periodChoices = [
  { key: '7d', label: 'Last 7 days', days: 7 },
  { key: '30d', label: 'Last 30 days', days: 30 },
  { key: '90d', label: 'Last 90 days', days: 90 },
  { key: '12m', label: 'Last 12 months', days: 365 },
] as const;
export type PeriodKey = (typeof periodChoices)[number]['key'];
export const DEFAULT_PERIOD: PeriodKey = '30d';

export interface Period {
  from: string;
  to: string;
}

/** The period a choice names, ending today (Lagos). */
export function periodOf(key: PeriodKey, now: Date): Period {
  const choice = periodChoices.find((c) => c.key === key) ?? periodChoices[1];
  const to = lagosDay(now);
  return { from: addDays(to, 1 - choice.days), to };
}

/** A period from the query's days: no last day is today (or the first day, if later); no
 * first day is 30 days before the last. */
export function resolvePeriod(query: InsightsQuery, now: Date): Period {
  const today = lagosDay(now);
  const to = query.to ?? (query.from ? laterDay(query.from, today) : today);
  return { from: query.from ?? addDays(to, -29), to };
}

/** What is wrong with a period, per field (the query's days each checked already). */
export function periodErrors({ from, to }: Period): Record<string, string> | undefined {
  const length = daysBetween(from, to);
  if (length < 0) return { to: 'Choose a last day on or after the first' };
  if (length >= MAX_PERIOD_DAYS)
    return { from: `Choose a period of at most ${MAX_PERIOD_DAYS} days` };
  return undefined;
}

/**
 * The period a query (`from`, `to`, as sent) asks for, or what is wrong with it per field: never
 * a throw, whatever the query holds.
 */
export function checkedPeriod(
  input: unknown,
  now: Date,
): { period: Period } | { fields: Record<string, string> } {
  const parsed = insightsQuery.safeParse(input);
  if (!parsed.success) return { fields: fieldErrors(parsed.error) };
  const period = resolvePeriod(parsed.data, now);
  const fields = periodErrors(period);
  return fields ? { fields } : { period };
}

/** The Monday of every week the period touches, at most MAX_PERIOD_WEEKS: counted, not stepped. */
export const weeksOf = ({ from, to }: Period) => mondaysOf(from, to, MAX_PERIOD_WEEKS);

const count = z.number().int();
const typeCounts = z.object(
  Object.fromEntries(enquiryTypes.map((t) => [t, count])) as Record<
    (typeof enquiryTypes)[number],
    typeof count
  >,
);

export const insightsSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  enquiries: z.object({
    byWeek: z
      .array(
        typeCounts.extend({ week: z.string().describe('The Monday the week starts, YYYY-MM-DD') }),
      )
      .describe('Enquiries per week by type: contact, quote (form and basket), career'),
    total: typeCounts,
    answered: z.object({
      count: count.describe('How many of the period’s enquiries were moved from “new”'),
      of: count,
      medianHours: z
        .number()
        .nullable()
        .describe('Median hours from arrival to the first status change; null when none'),
    }),
    open: z.object({
      count: count.describe('Enquiries still “new” after two working days, whenever they came'),
      oldest: z
        .array(
          z.object({
            id: z.string(),
            reference: z.string(),
            type: z.enum(enquiryTypes),
            name: z.string(),
            createdAt: z.string(),
          }),
        )
        .describe(`The ${OPEN_LISTED} waiting longest, oldest first`),
    }),
  }),
  products: z.object({
    byFamily: z.array(z.object({ name: z.string(), count })),
    byProduct: z.array(z.object({ name: z.string(), family: z.string(), url: z.string(), count })),
    byIndustry: z.array(z.object({ name: z.string(), count })),
  }),
  pageViews: z.object({
    total: count,
    byWeek: z.array(z.object({ week: z.string(), count })),
    topPages: z.array(z.object({ path: z.string(), count })),
    topProducts: z.array(z.object({ path: z.string(), count })),
  }),
  searches: z.object({
    total: count,
    top: z.array(z.object({ query: z.string(), count, results: count })),
    noResults: z.array(z.object({ query: z.string(), count })),
  }),
});
export type Insights = z.infer<typeof insightsSchema>;
