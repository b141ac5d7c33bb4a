/**
 * The jobs' bounded loops: they stop at the first short batch (nothing left) or at the cap (the
 * rest is the next run's), and answer how much was done.
 */
import { describe, expect, it } from 'vitest';
import { inBatches } from '../../server/services/shared/in-batches';

/** A batch that takes up to `size` of `waiting` items, counting its calls. */
function taking(waiting: number, size: number) {
  let left = waiting;
  const calls = { n: 0 };
  const batch = async () => {
    calls.n++;
    const done = Math.min(size, left);
    left -= done;
    return done;
  };
  return { batch, calls };
}

describe('inBatches', () => {
  it('stops at the first short batch and answers the total', async () => {
    const { batch, calls } = taking(250, 100);
    expect(await inBatches(100, 10, batch)).toBe(250);
    expect(calls.n).toBe(3);
  });

  it('runs one more, empty batch when the last full one took the rest', async () => {
    const { batch, calls } = taking(200, 100);
    expect(await inBatches(100, 10, batch)).toBe(200);
    expect(calls.n).toBe(3);
  });

  it('stops at the cap and leaves the rest', async () => {
    const { batch, calls } = taking(1_000, 100);
    expect(await inBatches(100, 4, batch)).toBe(400);
    expect(calls.n).toBe(4);
  });
});
