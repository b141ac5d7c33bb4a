/**
 * Whole numbers (schemas/whole-number.ts, the list pages, the server's configuration), the
 * finder's specification ranges (server/services/catalogue/spec-range.ts) and byte ranges
 * (server/media/byte-range.ts) on generated input: a valid value or a clean refusal.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { parseByteRange, parseContentRange, resolveRange } from '../../../server/media/byte-range';
import { parseBound, parseSpecRange } from '../../../server/services/catalogue/spec-range';
import { lenientPage, PAGE_MAX, pageNumberSchema } from '../../../schemas/list-query';
import { wholeNumber } from '../../../schemas/whole-number';
import { anyText, longText, runs } from './generated-text';

const numberText = fc.oneof(
  fc.nat().map(String),
  fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String),
  fc.constantFrom(
    '0x10',
    '1e2',
    '+16',
    '-1',
    '16.0',
    ' 16',
    '16 ',
    '١٦',
    '',
    ' ',
    'NaN',
    'Infinity',
  ),
  anyText,
);

describe('a whole number (schemas/whole-number.ts)', () => {
  const rule = wholeNumber({ min: 1, max: 500, message: 'Enter a whole number' });

  it('is taken only as decimal digits or a whole JSON number in range, else refused with the message', () => {
    fc.assert(
      fc.property(fc.oneof(numberText, fc.anything(), fc.double(), fc.integer()), (input) => {
        const parsed = rule.safeParse(input);
        const inRange = (n: number) => Number.isInteger(n) && n >= 1 && n <= 500;
        const expected =
          typeof input === 'string'
            ? /^[0-9]+$/.test(input) && inRange(Number(input))
            : typeof input === 'number' && inRange(input);
        expect(parsed.success).toBe(expected);
        if (parsed.success) expect(parsed.data).toBe(Number(input));
        else expect(parsed.error.issues[0]?.message).toBe('Enter a whole number');
      }),
      runs(500),
    );
  });

  it('as a page number: a page from 1 to the last, or page 1 when lenient', () => {
    fc.assert(
      fc.property(fc.option(numberText, { nil: null }), (input) => {
        const page = lenientPage(input);
        expect(Number.isInteger(page) && page >= 1 && page <= PAGE_MAX).toBe(true);
        const strict = pageNumberSchema.safeParse(input);
        expect(page).toBe(strict.success ? strict.data : 1);
      }),
      runs(),
    );
  });
});

describe('a whole number in the configuration (server/config.ts)', () => {
  it('starts the server only with decimal digits in range; anything else names the variable', () => {
    fc.assert(
      fc.property(numberText, (port) => {
        try {
          const config = loadConfig({ PORT: port });
          const text = port.trim();
          // Blank is the default, 3000.
          if (text === '') expect(config.PORT).toBe(3000);
          else {
            expect(text).toMatch(/^[0-9]+$/);
            expect(config.PORT).toBe(Number(text));
          }
          expect(Number.isInteger(config.PORT) && config.PORT >= 1 && config.PORT <= 65535).toBe(
            true,
          );
        } catch (err) {
          expect(err).toBeInstanceOf(ConfigError);
          expect((err as Error).message).toMatch(/^Invalid configuration: PORT /);
        }
      }),
      runs(),
    );
  });
});

const decimal = fc
  .tuple(fc.nat({ max: 100_000 }), fc.option(fc.nat({ max: 999 }), { nil: undefined }))
  .map(([whole, part]) => (part === undefined ? String(whole) : `${whole}.${part}`));

describe('a specification range (server/services/catalogue/spec-range.ts)', () => {
  it('reads a number or two as their lowest and highest, in any order and spacing', () => {
    fc.assert(
      fc.property(decimal, decimal, fc.constantFrom('-', '–', ' - ', ' – '), (a, b, dash) => {
        expect(parseSpecRange(a)).toEqual({ low: Number(a), high: Number(a) });
        const [low, high] = [Math.min(Number(a), Number(b)), Math.max(Number(a), Number(b))];
        expect(parseSpecRange(` ${a}${dash}${b} `)).toEqual({ low, high });
      }),
      runs(),
    );
  });

  it('is undefined or an ordered pair of non-negative numbers for any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyText,
          longText,
          decimal.map((d) => `${d}${' '.repeat(30_000)}x`),
        ),
        (text) => {
          const range = parseSpecRange(text);
          if (range) {
            expect(range.low).toBeGreaterThanOrEqual(0);
            expect(range.low).toBeLessThanOrEqual(range.high);
          }
        },
      ),
      runs(),
    );
  });

  it('takes a filter bound only as digits with an optional decimal part', () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(anyText, longText, decimal), { nil: undefined }), (text) => {
        const bound = parseBound(text);
        const trimmed = text?.trim() ?? '';
        expect(bound).toBe(/^\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : undefined);
      }),
      runs(),
    );
  });
});

describe('a Range header (server/media/byte-range.ts)', () => {
  const rangeText = fc.oneof(
    fc
      .tuple(fc.nat(), fc.option(fc.nat(), { nil: undefined }))
      .map(([a, b]) => `bytes=${a}-${b ?? ''}`),
    fc.nat().map((n) => `bytes=-${n}`),
    anyText.map((t) => `bytes=${t}`),
    anyText,
    longText.map((t) => `bytes=${t}`),
  );

  it('is the whole file, invalid, or one range that resolves inside any file it fits', () => {
    fc.assert(
      fc.property(
        fc.option(rangeText, { nil: undefined }),
        fc.nat({ max: 2 ** 40 }),
        (header, size) => {
          const range = parseByteRange(header);
          if (range === undefined || range === 'invalid') return;
          for (const n of Object.values(range))
            expect(Number.isSafeInteger(n) && n >= 0).toBe(true);
          const resolved = resolveRange(range, size);
          if (resolved) {
            expect(resolved.start).toBeGreaterThanOrEqual(0);
            expect(resolved.start).toBeLessThanOrEqual(resolved.end);
            expect(resolved.end).toBeLessThan(size);
          }
        },
      ),
      runs(),
    );
  });

  it('reads back the range it was written as, and a Content-Range too', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), fc.nat({ max: 2 ** 40 }), (a, b) => {
        const [start, end] = [Math.min(a, b), Math.max(a, b)];
        expect(parseByteRange(`bytes=${start}-${end}`)).toEqual({ start, end });
        expect(parseContentRange(`bytes ${start}-${end}/${end + 1}`)).toEqual({
          start,
          end,
          size: end + 1,
        });
      }),
      runs(),
    );
  });
});
