import { describe, expect, it } from 'vitest';
import { batchedReads } from '../../server/services/shared/batched-reads';

describe('batchedReads', () => {
  it('answers the reads of one turn with one load, each with its own value', async () => {
    const loads: string[][] = [];
    const read = batchedReads(async (keys) => {
      loads.push(keys);
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, k.toUpperCase()]));
    });
    const values = await Promise.all([read('a'), read('b'), read('a'), read('missing')]);
    expect(values).toEqual(['A', 'B', 'A', undefined]);
    expect(loads).toEqual([['a', 'b', 'missing']]);
    // A later turn is a new batch.
    expect(await read('c')).toBe('C');
    expect(loads).toHaveLength(2);
  });

  it('rejects every read of a batch whose load failed, and recovers on the next', async () => {
    let fail = true;
    const read = batchedReads(async (keys) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((k) => [k, 1]));
    });
    const results = await Promise.allSettled([read('a'), read('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await read('a')).toBe(1);
  });
});
