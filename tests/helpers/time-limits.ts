/**
 * Which tests came near their time limit: listed at the end of every run (Vitest and Playwright
 * reporters, time-limit-reporter.ts and tests/e2e/time-limit-reporter.ts), so that a test
 * drifting towards a timeout on a busy machine is seen before it fails. Reported, never failed
 * on: no test depends on speed.
 */

/** Past this share of its limit a test is listed. */
export const NEAR = 0.5;

export interface Timed {
  name: string;
  durationMs: number;
  limitMs: number;
}

/** The report's lines: each test past NEAR of its limit, nearest first, or a line saying none. */
export function nearTheirLimit(tests: readonly Timed[]): string[] {
  const near = tests
    .filter((t) => t.limitMs > 0 && t.durationMs > NEAR * t.limitMs)
    .sort((a, b) => b.durationMs / b.limitMs - a.durationMs / a.limitMs);
  const heading = `Tests past ${NEAR * 100}% of their time limit: ${near.length ? near.length : 'none'} of ${tests.length}`;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    heading,
    ...near.map(
      (t) =>
        `  ${Math.round((100 * t.durationMs) / t.limitMs)}%  ${seconds(t.durationMs)} of ${seconds(t.limitMs)}  ${t.name}`,
    ),
  ];
}
