/**
 * The retention job's cut-offs (issue 32): a period in months is calendar months, a day the
 * month lacks being its last; a period in days is days of 24 hours.
 */
import { describe, expect, it } from 'vitest';
import { cutOffs, monthsBefore } from '../../server/services/personal-data/personal-data-retention';

const at = (iso: string) => new Date(iso);

describe('monthsBefore', () => {
  it.each([
    // Whole calendar months back, the time of day kept.
    ['2026-11-26T10:15:00.000Z', 12, '2025-11-26T10:15:00.000Z'],
    ['2026-02-10T00:00:00.000Z', 3, '2025-11-10T00:00:00.000Z'],
    ['2026-11-26T10:15:00.000Z', 72, '2020-11-26T10:15:00.000Z'],
    // The last day of a shorter month, never overflowing into the next.
    ['2026-03-31T12:00:00.000Z', 1, '2026-02-28T12:00:00.000Z'],
    ['2028-03-31T12:00:00.000Z', 1, '2028-02-29T12:00:00.000Z'],
    ['2026-05-31T23:59:00.000Z', 12, '2025-05-31T23:59:00.000Z'],
    ['2026-12-31T08:00:00.000Z', 10, '2026-02-28T08:00:00.000Z'],
  ] as const)('%s less %i calendar months is %s', (from, months, cutOff) => {
    expect(monthsBefore(at(from), months).toISOString()).toBe(cutOff);
  });
});

describe('cutOffs', () => {
  it('puts each kind’s cut-off its own period before the moment of the run', () => {
    const now = at('2026-11-26T10:00:00.000Z');
    const cut = cutOffs(
      { filesMonths: 12, enquiriesMonths: 24, auditAddressDays: 400, pendingSubscriberDays: 7 },
      now,
    );
    expect(cut.files.toISOString()).toBe('2025-11-26T10:00:00.000Z');
    expect(cut.enquiries.toISOString()).toBe('2024-11-26T10:00:00.000Z');
    expect(cut.auditAddresses.toISOString()).toBe('2025-10-22T10:00:00.000Z');
    expect(cut.pendingSubscribers.toISOString()).toBe('2026-11-19T10:00:00.000Z');
    expect(cut.signInFailures.toISOString()).toBe('2026-11-25T10:00:00.000Z');
  });
});
