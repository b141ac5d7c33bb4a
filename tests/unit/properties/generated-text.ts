/**
 * Shared by the property tests: generated text, from plain to hostile. The tests assert what a
 * parser answers, never how long it took (a busy machine must not fail them); how fast the parsers
 * are on the long inputs below is `npm run bench -- --parsers` (scripts/bench-parsers.ts). A
 * parser that backtracks without end still fails here, by the test's own timeout.
 */
import fc from 'fast-check';

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
