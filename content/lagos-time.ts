/**
 * Lagos time, the one clock of the site and the CMS: West Africa Time, UTC+1 all year (Nigeria
 * keeps no daylight saving), so an offset is exact and a day given as a date is a Lagos day. The
 * server (filters, references, messages) and the browser (forms, lists) use this one module, so
 * both say the same time.
 */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';
/** The offset as ISO 8601 writes it. */
export const LAGOS_OFFSET = '+01:00';
const LAGOS_OFFSET_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** A formatter in Lagos time; build it once (creating one costs about a millisecond). */
export const lagosFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: LAGOS_TIME_ZONE });

/** The instant a Lagos day (`2026-12-01`) starts, in milliseconds; NaN for no such day. */
export const lagosMidnight = (day: string) => Date.parse(`${day}T00:00:00${LAGOS_OFFSET}`);

/** The instant the Lagos day after `day` starts: the end of "on or before `day`". */
export const lagosDayEnd = (day: string) => lagosMidnight(day) + DAY_MS;

/** The year in Lagos at `now`. */
export const lagosYear = (now: Date) => new Date(now.getTime() + LAGOS_OFFSET_MS).getUTCFullYear();

/** An instant as a `datetime-local` value in Lagos time (`2026-12-01T09:00`). */
export function toLagosInput(iso: string): string {
  const at = new Date(Date.parse(iso) + LAGOS_OFFSET_MS);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Lagos time, as an ISO instant; '' stays ''. */
export function fromLagosInput(value: string): string {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(value)) return '';
  return `${value}:00${LAGOS_OFFSET}`;
}

const lagosWhenFormat = lagosFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Tue 1 Dec, 09:00" in Lagos time. */
export const lagosWhen = (iso: string) => lagosWhenFormat.format(new Date(iso));
