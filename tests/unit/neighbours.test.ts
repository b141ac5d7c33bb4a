import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neighbours } from '../../app/catalogue/neighbours';

const list = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("a product's neighbours in its family", () => {
  it('takes as many before as after in the middle, more on the open side at either end', () => {
    expect(neighbours(list(30), 15, 4)).toEqual([13, 14, 16, 17]);
    expect(neighbours(list(30), 0, 4)).toEqual([1, 2, 3, 4]);
    expect(neighbours(list(30), 29, 4)).toEqual([25, 26, 27, 28]);
    expect(neighbours(list(3), 1, 11)).toEqual([0, 2]);
  });

  it('is at most `count` items of the list, never the item itself', () => {
    fc.assert(
      fc.property(fc.nat(300), fc.nat(300), fc.nat(20), (n, at, count) => {
        const i = Math.min(at, Math.max(0, n - 1));
        const got = neighbours(list(n), i, count);
        expect(got.length).toBe(Math.min(count, Math.max(0, n - 1)));
        expect(got).not.toContain(i);
        expect(new Set(got).size).toBe(got.length);
      }),
    );
  });
});
