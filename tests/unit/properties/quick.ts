/**
 * Shared by the property tests: what "never takes long" means for a parser. The bound is far
 * above what a linear parser needs on the inputs given (well under a millisecond each) and far
 * below what a quadratic one takes on the long ones (seconds), so a busy machine does not fail it.
 */
import fc from 'fast-check';
import { expect } from 'vitest';

export const QUICK_MS = 1000;

/** `parse(input)`'s result, asserting it came back quickly. */
export function quick<T>(parse: () => T): T {
  const started = performance.now();
  const result = parse();
  expect(performance.now() - started).toBeLessThan(QUICK_MS);
  return result;
}

/** Text from plain to hostile: every unit fast-check has, control characters, lone surrogates. */
export const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.string({
    unit: fc.constantFrom(
      '\u0000',
      '\n',
      '\r',
      '\t',
      '\u007f',
      '\u2028',
      '\ufeff',
      '\ud800',
      '\udc00',
      '-',
      '–',
      '.',
      ' ',
      '%',
      '9',
      'a',
    ),
  }),
);

/** Long runs of one short piece, where backtracking parsers blow up (`1` + 50,000 spaces + `x`). */
export const longText = fc
  .tuple(
    fc.string({ maxLength: 3 }),
    fc.string({ minLength: 1, maxLength: 3 }),
    fc.string({ maxLength: 3 }),
    fc.integer({ min: 1000, max: 50_000 }),
  )
  .map(([head, unit, tail, times]) => `${head}${unit.repeat(times)}${tail}`);

/** Runs per property: FUZZ_RUNS scales them with the route fuzz's. */
export const runs = (base = 200) => ({
  numRuns: base * Math.max(1, Number(process.env.FUZZ_RUNS ?? 6) / 6),
});
