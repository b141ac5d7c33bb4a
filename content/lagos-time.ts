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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * "27 November 2026", the Lagos day of `iso`: what `en-NG`'s long date style writes, without
 * Intl. A browser's first `Intl.DateTimeFormat` loads its time-zone data: 20–40 ms on a desktop,
 * several times that on a phone, in the task that hydrates a page with a date on it. The public
 * pages show only this form, so they never pay it. '' for no date.
 */
export function lagosLongDate(iso: string): string {
  const at = new Date(Date.parse(iso) + LAGOS_OFFSET_MS);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** Made on first use: the CMS's lists call it, the public pages never do (see lagosLongDate). */
let lagosWhenFormat: Intl.DateTimeFormat | undefined;

/** "Tue 1 Dec, 09:00" in Lagos time. */
export function lagosWhen(iso: string): string {
  lagosWhenFormat ??= lagosFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return lagosWhenFormat.format(new Date(iso));
}
