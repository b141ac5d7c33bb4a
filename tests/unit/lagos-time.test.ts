/** Lagos time, UTC+1 all year: the one module the server and the CMS read times through. */
import { describe, expect, it } from 'vitest';
import {
  fromLagosInput,
  lagosDayEnd,
  lagosFormat,
  lagosMidnight,
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
});
