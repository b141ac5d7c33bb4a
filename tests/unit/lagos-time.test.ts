/** Lagos time, UTC+1 all year: the one module the server and the CMS read times through. */
import { describe, expect, it } from 'vitest';
import {
  fromLagosInput,
  lagosDayEnd,
  lagosFormat,
  lagosLongDate,
  lagosMidnight,
  lagosWhen,
  lagosYear,
  toLagosInput,
} from '../../content/lagos-time';

describe('Lagos time', () => {
  it('starts a Lagos day an hour before UTC’s, and ends it at the next Lagos midnight', () => {
    expect(new Date(lagosMidnight('2026-12-01')).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(new Date(lagosDayEnd('2026-12-01')).toISOString()).toBe('2026-12-01T23:00:00.000Z');
  });

  it('is already next year in Lagos at 23:30 UTC on 31 December', () => {
    expect(lagosYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(lagosYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026);
  });

  it('reads and writes the schedule field as Lagos time', () => {
    expect(toLagosInput('2026-12-01T08:00:00Z')).toBe('2026-12-01T09:00');
    expect(fromLagosInput('2026-12-01T09:00')).toBe('2026-12-01T09:00:00+01:00');
    expect(fromLagosInput('tomorrow')).toBe('');
  });

  it('formats in Lagos time whatever the machine’s zone', () => {
    const hour = lagosFormat('en-GB', { hour: '2-digit', hourCycle: 'h23' });
    expect(hour.format(new Date('2026-06-01T23:30:00Z'))).toBe('00');
  });

  it('writes a long date as en-NG does in Lagos, across midnights, years and leap days', () => {
    const intl = lagosFormat('en-NG', { dateStyle: 'long' });
    const instants = [
      '2026-11-26T23:30:00Z', // already the 27th in Lagos
      '2026-11-26T22:59:59Z',
      '2025-12-31T23:00:00Z', // New Year in Lagos, not yet in UTC
      '2028-02-29T12:00:00Z',
      '2000-01-01T00:00:00Z',
      '2026-11-27T10:00:00+01:00',
    ];
    // And one instant every 3,001 minutes over four years, to meet every month and hour.
    for (let t = Date.parse('2025-01-01T00:00:00Z'); t < Date.parse('2029-01-01'); t += 180_060_000)
      instants.push(new Date(t).toISOString());
    for (const iso of instants) expect(lagosLongDate(iso), iso).toBe(intl.format(new Date(iso)));
    expect(lagosLongDate('2026-11-26T23:30:00Z')).toBe('27 November 2026');
    expect(lagosLongDate('not a date')).toBe('');
  });

  it('says when in Lagos, as the CMS lists it', () => {
    expect(lagosWhen('2026-12-01T08:00:00Z')).toBe('Tue 1 Dec, 09:00');
  });
});
