/**
 * Times as editors in Lagos read and type them (UTC+1 all year, no daylight saving): the
 * schedule field's `datetime-local` value and the sentences that name a time.
 */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** An instant as a `datetime-local` value in Lagos time (`2026-12-01T09:00`). */
export function toLagosInput(iso: string): string {
  const at = new Date(Date.parse(iso) + LAGOS_OFFSET_MS);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Lagos time, as an ISO instant; '' stays ''. */
export function fromLagosInput(value: string): string {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(value)) return '';
  return `${value}:00+01:00`;
}

const lagos = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Tue 1 Dec, 09:00" in Lagos time. */
export const lagosWhen = (iso: string) => lagos.format(new Date(iso));
