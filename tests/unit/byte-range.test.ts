import { describe, expect, it } from 'vitest';
import { parseByteRange, parseContentRange, resolveRange } from '../../server/media/byte-range';

describe('Range headers', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100 }],
    ['bytes=-50', { suffix: 50 }],
    ['bytes=0-0', { start: 0, end: 0 }],
    [' bytes = 5 - 9 ', { start: 5, end: 9 }],
    ['BYTES=1-2', { start: 1, end: 2 }],
  ])('reads %s as one range', (header, range) => {
    expect(parseByteRange(header)).toEqual(range);
  });

  it.each([undefined, '', 'items=0-5', 'bytes=0-1,5-9', 'bytes=-5,10-'])(
    'answers the whole file for %s (no range, another unit, several ranges)',
    (header) => {
      expect(parseByteRange(header)).toBeUndefined();
    },
  );

  it.each([
    'bytes=',
    'bytes=-',
    'bytes=5-3',
    'bytes=x-',
    'bytes=1-y',
    'bytes=-0',
    'bytes=1.5-2',
    `bytes=${'9'.repeat(30)}-`,
  ])('refuses %s as a range no file has', (header) => {
    expect(parseByteRange(header)).toBe('invalid');
  });

  it('resolves a range against the file’s size as RFC 9110 does', () => {
    expect(resolveRange({ start: 0, end: 99 }, 1000)).toEqual({ start: 0, end: 99 });
    expect(resolveRange({ start: 900, end: 5000 }, 1000)).toEqual({ start: 900, end: 999 });
    expect(resolveRange({ start: 100 }, 1000)).toEqual({ start: 100, end: 999 });
    expect(resolveRange({ suffix: 50 }, 1000)).toEqual({ start: 950, end: 999 });
    // A suffix longer than the file is the whole file.
    expect(resolveRange({ suffix: 5000 }, 1000)).toEqual({ start: 0, end: 999 });
    expect(resolveRange({ start: 1000 }, 1000)).toBeUndefined();
    expect(resolveRange({ suffix: 10 }, 0)).toBeUndefined();
  });

  it('reads a Content-Range', () => {
    expect(parseContentRange('bytes 0-99/1000')).toEqual({ start: 0, end: 99, size: 1000 });
    expect(parseContentRange('bytes */1000')).toBeUndefined();
    expect(parseContentRange(undefined)).toBeUndefined();
  });
});
