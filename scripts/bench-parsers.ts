/**
 * `npm run bench -- --parsers`: how fast every parser a stranger can reach answers on long,
 * hostile text. The property tests (tests/unit/properties) say what each answers; speed lives here,
 * where a busy machine makes a number worse instead of a test red. For each parser, the slowest of
 * a few hostile shapes at 5,000 and at 50,000 characters (best of three runs each): a linear parser
 * grows about tenfold, a quadratic one a hundredfold.
 */
import { fromLagosInput, lagosLongDate, toLagosInput } from '../content/lagos-time';
import { foldText, snippetOf } from '../content/search-text';
import { slug } from '../content/slug';
import { auditLogQuery } from '../schemas/audit-log';
import { emailSchema, inboxFilterSchema, phoneSchema } from '../schemas/enquiry';
import { quoteRequestSchema } from '../schemas/quote';
import { findUnstorableText } from '../schemas/text';
import { canonicalUrl } from '../server/cache/canonical-path';
import { normaliseQuery } from '../server/cache/query-rules';
import { parseByteRange } from '../server/media/byte-range';
import { decodeCursor } from '../server/services/shared/page-cursor';
import { parseBound, parseSpecRange } from '../server/services/catalogue/spec-range';

const SIZES = [5_000, 50_000] as const;
const GROWTH_GOAL = 20;
const SLOWEST_GOAL_MS = 50;

/** Shapes that make backtracking parsers slow: long runs between a valid start and a bad end. */
const shapes = (n: number) => [
  `1${' '.repeat(n)}x`,
  '-'.repeat(n),
  '9'.repeat(n),
  `${'a.'.repeat(n / 2)}@`,
  '%'.repeat(n),
  `2026-01-01${'0'.repeat(n)}`,
  '\u0000'.repeat(n),
  `${'ab '.repeat(n / 3)}!`,
];

const buyer = { firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '08031234567' };
const parsers: Record<string, (text: string) => unknown> = {
  'page cursor': (t) => {
    try {
      return decodeCursor(t, true);
    } catch {
      return undefined;
    }
  },
  'Lagos date and time': (t) => [toLagosInput(t), fromLagosInput(t), lagosLongDate(t)],
  'audit log days': (t) => auditLogQuery.safeParse({ from: t, to: t }),
  'inbox before': (t) => inboxFilterSchema.safeParse({ before: t }),
  'quote needed by': (t) => quoteRequestSchema.safeParse({ ...buyer, neededBy: t }),
  'spec range and bound': (t) => [parseSpecRange(t), parseBound(t)],
  'byte range': (t) => parseByteRange(`bytes=${t}`),
  slug: (t) => slug(t),
  'e-mail and phone': (t) => [emailSchema.safeParse(t), phoneSchema.safeParse(t)],
  'storable text': (t) => findUnstorableText({ a: [t] }),
  'query rules': (t) => normaliseQuery(new URLSearchParams({ q: t, page: t }), ['q', 'page'], true),
  'canonical URL': (t) => canonicalUrl(`/products/${t}?q=${t}`, 'page'),
  'search folding and snippets': (t) => [foldText(t), snippetOf(t, t.slice(0, 40), 200)],
};

function bestOfThree(run: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

export function runParsers() {
  const lines = [
    '| Parser | 5,000 chars (ms) | 50,000 chars (ms) | Growth | Goal |',
    '| --- | --- | --- | --- | --- |',
  ];
  let failed = 0;
  for (const [name, parse] of Object.entries(parsers)) {
    const [small, large] = SIZES.map((n) =>
      Math.max(...shapes(n).map((text) => bestOfThree(() => parse(text)))),
    ) as [number, number];
    const growth = large / Math.max(small, 0.01);
    const ok = large <= SLOWEST_GOAL_MS || growth <= GROWTH_GOAL;
    if (!ok) failed++;
    lines.push(
      `| ${name} | ${small.toFixed(2)} | ${large.toFixed(2)} | ${growth.toFixed(1)}× | ${ok ? '✓' : '✗'} |`,
    );
  }
  let deep: unknown = '\u0000';
  for (let i = 0; i < 100_000; i++) deep = { a: deep };
  const deepMs = bestOfThree(() => findUnstorableText(deep));
  lines.push(`| storable text, 100,000 levels deep | – | ${deepMs.toFixed(1)} | – | – |`);
  console.log(lines.join('\n'));
  console.log(
    `\nGoal: at 50,000 characters under ${SLOWEST_GOAL_MS} ms, or growing at most ${GROWTH_GOAL}× from 5,000 (linear).`,
  );
  if (failed) process.exitCode = 1;
}
