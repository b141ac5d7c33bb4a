/**
 * Plain days, `YYYY-MM-DD` with no time of day (a Lagos day: content/lagos-time.ts), as queries
 * send them: checked, bounded and counted with date-fns, never stepped or compared as strings
 * (issue 50: stepping a string week by week past 9999-12-31 gave "+010000-01-01", which sorts
 * below "9999-12-31", so the loop never ended and the process spun for good). Decision 0039.
 *
 * A day is held as a `Date` at local midnight only while it is counted: date-fns counts calendar
 * days in the process's time zone, so the answer does not depend on where the server runs.
 */
// Each function from its own module: the package's index loads all ~250 of them, ~15 MB of the
// idle server's memory (docs/performance.md, npm start's memory).
import { addDays as addCalendarDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { startOfISOWeek } from 'date-fns/startOfISOWeek';

/** The first and last day any query may name: far beyond the site's data either way. */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The date of `value` when it is a real day written YYYY-MM-DD, else undefined. By hand rather
 * than date-fns' `parse`, which costs ~50 µs a call, and the dashboard counts thousands of days.
 */
function dateOf(value: string): Date | undefined {
  const parts = PATTERN.exec(value);
  if (!parts) return undefined;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])];
  const date = new Date(2000, month, day);
  date.setFullYear(year, month, day); // the constructor would read a year under 100 as 19xx
  // Out-of-range parts roll over (2026-02-30 becomes 2 March): a real day reads back as itself.
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day
    ? date
    : undefined;
}

/** The date of a day the caller has checked; a bad one is a bug, so it throws. */
function checked(day: string): Date {
  const date = dateOf(day);
  if (!date) throw new TypeError(`Not a day: ${JSON.stringify(day)}`);
  return date;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** A date as its day, YYYY-MM-DD (date-fns' `format` does the same, ten times slower). */
const written = (date: Date) =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;

/** Why a query's day cannot be used: 'format' (not YYYY-MM-DD, or no such day), 'range'. */
export function dayProblem(value: string): 'format' | 'range' | undefined {
  const date = dateOf(value);
  if (!date) return 'format';
  // The bounds are whole years, so the year says it.
  const year = date.getFullYear();
  return year < 2000 || year > 2099 ? 'range' : undefined;
}

/** Whether `value` is a real day from FIRST_DAY to LAST_DAY. */
export const isDayInRange = (value: string) => dayProblem(value) === undefined;

/** The day `n` days after `day` (before, for a negative `n`). */
export const addDays = (day: string, n: number) => written(addCalendarDays(checked(day), n));

/** How many days `to` is after `from` (negative when before). */
export const daysBetween = (from: string, to: string) =>
  differenceInCalendarDays(checked(to), checked(from));

/** The later of two days. */
export const laterDay = (a: string, b: string) => (daysBetween(a, b) > 0 ? b : a);

/** The Monday of a day's week. */
export const mondayOf = (day: string) => written(startOfISOWeek(checked(day)));

/**
 * The Mondays of the weeks from `from`'s to `to`'s, at most `max` of them: counted first, so the
 * loop ends whatever the days are.
 */
export function mondaysOf(from: string, to: string, max: number): string[] {
  // A period that ends before it starts touches no week, even when both days share one.
  if (differenceInCalendarDays(checked(to), checked(from)) < 0) return [];
  const first = startOfISOWeek(checked(from));
  const weeks = Math.floor(differenceInCalendarDays(checked(to), first) / 7) + 1;
  return Array.from({ length: Math.max(0, Math.min(weeks, max)) }, (_, i) =>
    written(addCalendarDays(first, 7 * i)),
  );
}

/** Every day from `from` to `to`, in order, at most `max` of them (none when `to` is before). */
export function daysOf(from: string, to: string, max: number): string[] {
  const first = checked(from);
  const count = Math.min(differenceInCalendarDays(checked(to), first) + 1, max);
  return Array.from({ length: Math.max(0, count) }, (_, i) => written(addCalendarDays(first, i)));
}
