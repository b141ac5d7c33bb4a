import { describe, expect, it } from 'vitest';
import { parseBound, parseSpecRange } from '../../server/services/catalogue/spec-range';

describe('a specification value as numbers', () => {
  it('reads a number, a range with a dash or an en dash, in either order', () => {
    expect(parseSpecRange('12')).toEqual({ low: 12, high: 12 });
    expect(parseSpecRange('7.5–20')).toEqual({ low: 7.5, high: 20 });
    expect(parseSpecRange(' 630 - 6300 ')).toEqual({ low: 630, high: 6300 });
    expect(parseSpecRange('20-7.5')).toEqual({ low: 7.5, high: 20 });
  });

  it('is not a number when it says more', () => {
    for (const value of ['IP68', 'M20 x 1.5', '400/690', 'Natural gas or LPG', '', '12 kVA']) {
      expect(parseSpecRange(value)).toBeUndefined();
    }
  });

  it('leaves a range end open when the box holds no number', () => {
    expect(parseBound('15')).toBe(15);
    expect(parseBound(' 2.5 ')).toBe(2.5);
    for (const text of [undefined, '', 'ten', '-3', 'Infinity', '0x10', '1e2', '+16', '١٦', '.5'])
      expect(parseBound(text)).toBeUndefined();
  });
});
