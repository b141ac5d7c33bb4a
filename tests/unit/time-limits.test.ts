import { describe, expect, it } from 'vitest';
import { nearTheirLimit } from '../helpers/time-limits';

describe('the list of tests near their time limit', () => {
  it('names each test past half its limit, nearest first, and counts them all', () => {
    expect(
      nearTheirLimit([
        { name: 'quick', durationMs: 1_000, limitMs: 30_000 },
        { name: 'half', durationMs: 15_000, limitMs: 30_000 },
        { name: 'slow', durationMs: 20_000, limitMs: 30_000 },
        { name: 'slower', durationMs: 50_000, limitMs: 60_000 },
      ]),
    ).toEqual([
      'Tests past 50% of their time limit: 2 of 4',
      '  83%  50.0 s of 60.0 s  slower',
      '  67%  20.0 s of 30.0 s  slow',
    ]);
  });

  it('says none when every test kept its margin', () => {
    expect(nearTheirLimit([{ name: 'quick', durationMs: 10, limitMs: 30_000 }])).toEqual([
      'Tests past 50% of their time limit: none of 1',
    ]);
  });
});
