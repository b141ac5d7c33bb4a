/**
 * `npm run audit`: Lighthouse (its default mobile preset: emulated phone, simulated slow 4G and
 * 4× CPU slowdown) in Debian's Chromium against the production server, on ten public templates
 * (issue 31): home, a special product page (Sivacon), a generic product page, the finder with a
 * filter, search results, the quote basket with two lines, the news list, a post, a case study
 * and contacts. Prints the four category scores per page and the Performance metrics; reports,
 * never fails on a score (docs/performance.md). Installs nothing at run time.
 *
 *   npm run audit                  build, then audit
 *   npm run audit -- --skip-build  audit the existing build (BUILD_DIR or build/)
 *   npm run audit -- --save DIR    also write each page's full Lighthouse report (JSON) to DIR
 *   npm run audit -- --only TEXT   only the pages whose path contains TEXT (`/$`: the home page)
 *   npm run audit -- --runs N      audit each page N times (3 by default)
 *
 * One Lighthouse run of a page varies by ±0.1 s in LCP and tens of milliseconds of blocking time
 * from one run to the next on the same build (the machine's other work lands in the trace that
 * its simulation scales up). As Lighthouse's own guidance on variability advises, each page is
 * audited several times: the scores are the run's nearest the median LCP and blocking time, LCP
 * and blocking time are the medians, with the range of LCP and Lighthouse's benchmark index (the
 * machine's speed as it measured it) across the runs beside them.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { caseStudyCategories } from '../content/case-study-categories';
import { chromiumLaunch } from '../playwright.config';
import {
  fetchJson,
  fetchRaw,
  runBuild,
  startServer,
  tempDataDir,
  type ProdServer,
} from './lib/server';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const productPath = '/products/power-protection-and-distribution/siemens-sivacon';
const genericProductPath = '/products/gaskets/kammprofile';
const secondProductPath = '/products/cable-management/cable-glands/atex';

interface AuditPage {
  path: string;
  /** Sent with every request of the audit (the basket's cookie). */
  headers?: Record<string, string>;
}

/** The first match of `pattern`'s group in the page at `path`, or an error saying what is missing. */
async function pick(port: number, path: string, pattern: RegExp, what: string): Promise<string> {
  const res = await fetchRaw(port, path);
  const found = pattern.exec(res.body.toString())?.[1];
  if (res.status !== 200 || !found) throw new Error(`${path} (${res.status}) shows no ${what}`);
  return found;
}

/** A basket with two lines, as a visitor without JavaScript makes one: two plain form posts. */
async function basketCookie(port: number): Promise<string> {
  let cookie = '';
  for (const path of [genericProductPath, secondProductPath]) {
    const productId = await pick(port, path, /name="productId" value="([^"]+)"/, 'Add to quote');
    const res = await fetchRaw(port, '/quote', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: `http://127.0.0.1:${port}`,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams({ intent: 'add', productId, quantity: '2' }).toString(),
    });
    const set = [res.headers['set-cookie'] ?? []].flat()[0];
    if (set) cookie = set.split(';')[0] ?? '';
    if (res.status >= 400 || !cookie)
      throw new Error(`Adding ${path} to the basket: ${res.status}`);
  }
  return cookie;
}

async function auditPages(port: number): Promise<AuditPage[]> {
  const { blogs } = await fetchJson<{ blogs: { slug: string }[] }>(port, '/api/v1/blog');
  const post = blogs[0];
  if (!post) throw new Error('GET /api/v1/blog answered no posts');
  const categories = caseStudyCategories.map((c) => c.slug).join('|');
  const caseStudy = await pick(
    port,
    '/case-studies',
    new RegExp(`href="(/case-studies/(?!(?:${categories})")[a-z0-9-]+)"`),
    'case study link',
  );
  return [
    { path: '/' },
    { path: productPath },
    { path: genericProductPath },
    { path: '/products?family=gaskets' },
    { path: '/search?q=switchgear' },
    { path: '/quote', headers: { cookie: await basketCookie(port) } },
    { path: '/news-and-insights' },
    { path: `/news-and-insights/${post.slug}` },
    { path: caseStudy },
    { path: '/contacts' },
  ];
}

/**
 * Asks for the page until the response cache answers its thorough compression (it answers a
 * miss with a quick one, 1 kB larger on the home page, and replaces it in the background): the
 * page as every visitor after the first gets it. At most five seconds.
 */
async function warm({ path, headers }: AuditPage, port: number) {
  const compressed = { 'accept-encoding': 'br', ...headers };
  let last = -1;
  for (let tries = 0; tries < 50; tries++) {
    const size = (await fetchRaw(port, path, { headers: compressed })).body.length;
    if (size === last) return;
    last = size;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface PageResult {
  path: string;
  scores: Record<(typeof categories)[number], number | null>;
  fcpMs: number;
  lcpMs: number;
  /** The least and the most LCP over the page's runs. */
  lcpRangeMs: [number, number];
  runs: number;
  tbtMs: number;
  /** Lighthouse's benchmark index (how fast this machine ran its CPU test) over the runs. */
  benchmarkRange: [number, number];
  cls: number;
  /** Audits that cost points, per category. */
  lost: string[];
}

const saveAt = process.argv.indexOf('--save');
const saveDir = saveAt > 0 ? process.argv[saveAt + 1] : undefined;
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? (process.argv[onlyAt + 1] ?? '') : '';
const runsAt = process.argv.indexOf('--runs');
const runs = Math.max(1, Number(runsAt > 0 ? process.argv[runsAt + 1] : 3) || 3);

const numericOf = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * The run nearest the median LCP and the median blocking time (Lighthouse's computeMedianRun
 * does the same with FCP and time to interactive; these two are the targets).
 */
function medianRun(lhrs: Result[]): Result {
  const lcp = median(lhrs.map((l) => numericOf(l, 'largest-contentful-paint')));
  const tbt = median(lhrs.map((l) => numericOf(l, 'total-blocking-time')));
  const distance = (l: Result) =>
    (numericOf(l, 'largest-contentful-paint') - lcp) ** 2 +
    (numericOf(l, 'total-blocking-time') - tbt) ** 2;
  return [...lhrs].sort((a, b) => distance(a) - distance(b))[0] as Result;
}

async function main() {
  runBuild();
  const dataDir = tempDataDir('audit');
  const userDataDir = tempDataDir('audit-chromium');
  let server: ProdServer | undefined;
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    server = await startServer(dataDir);
    const { port } = server;
    // `--only /` would match every page: a path ending in `$` must match whole.
    const pages = (await auditPages(port)).filter((page) =>
      only.endsWith('$') ? page.path === only.slice(0, -1) : page.path.includes(only),
    );

    chrome = await launch({
      chromePath: chromiumLaunch.executablePath,
      chromeFlags: [...new Set([...chromiumLaunch.args, '--headless'])],
      userDataDir,
      logLevel: 'error',
    });
    const results: PageResult[] = [];
    const failures: string[] = [];
    for (const { path, headers } of pages) {
      process.stdout.write(`  ${path} … `);
      await warm({ path, headers }, port);
      const lhrs: Result[] = [];
      let failure = '';
      for (let run = 1; run <= runs; run++) {
        // A busy machine now and then spoils a trace (NO_NAVSTART, NO_FCP): up to three tries.
        let lhr: Result | undefined;
        for (let attempt = 1; attempt <= 3; attempt++) {
          const answer = await lighthouse(`http://127.0.0.1:${port}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...categories],
            extraHeaders: headers,
          });
          lhr = answer?.lhr;
          if (lhr && !lhr.runtimeError) break;
          process.stdout.write(`(${lhr?.runtimeError?.code ?? 'no result'}, again) `);
        }
        if (lhr && !lhr.runtimeError) lhrs.push(lhr);
        else failure = lhr?.runtimeError?.message ?? 'Lighthouse returned nothing';
      }
      if (lhrs.length === 0) {
        failures.push(`${path}: ${failure}`);
        console.log('failed');
        continue;
      }
      const lhr = medianRun(lhrs);
      const lcps = lhrs.map((l) => numericOf(l, 'largest-contentful-paint'));
      const benchmarks = lhrs.map((l) => l.environment.benchmarkIndex);
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        const name = path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-');
        writeFileSync(join(saveDir, `${name}.json`), JSON.stringify(lhr, null, 1));
      }
      const score = (id: (typeof categories)[number]) => {
        const value = lhr.categories[id]?.score;
        return value === null || value === undefined ? null : Math.round(value * 100);
      };
      const numeric = (id: string) => numericOf(lhr, id);
      const lost = categories.flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 1)
          .map((audit) => `${id}: ${audit?.id} (${audit?.displayValue ?? audit?.score})`),
      );
      const result: PageResult = {
        path,
        scores: {
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
        },
        fcpMs: numeric('first-contentful-paint'),
        // The targets are medians of the runs (issue 55), not the values of one run.
        lcpMs: median(lcps),
        lcpRangeMs: [Math.min(...lcps), Math.max(...lcps)],
        runs: lhrs.length,
        tbtMs: median(lhrs.map((l) => numericOf(l, 'total-blocking-time'))),
        benchmarkRange: [Math.min(...benchmarks), Math.max(...benchmarks)],
        cls: numeric('cumulative-layout-shift'),
        lost,
      };
      results.push(result);
      console.log(categories.map((id) => result.scores[id] ?? '–').join(' / '));
      for (const warning of lhr.runWarnings) console.log(`    warning: ${warning}`);
    }
    console.log(`\n${formatReport(results)}`);
    if (failures.length > 0) console.log(`\nNot audited:\n  ${failures.join('\n  ')}`);
    const lost = results.filter((r) => r.lost.length > 0);
    if (lost.length > 0) {
      console.log('\nAudits that cost points:');
      for (const r of lost) console.log(`  ${r.path}\n    ${r.lost.join('\n    ')}`);
    }
  } finally {
    chrome?.kill();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Issue 55, point 3: a margin under issue 31's 1.0 s and 100 ms. */
const LCP_TARGET_MS = 900;
const TBT_TARGET_MS = 50;

function benchmarkSpan(results: PageResult[]): string {
  const all = results.flatMap((r) => r.benchmarkRange);
  return all.length === 0 ? '–' : `${Math.round(Math.min(...all))}–${Math.round(Math.max(...all))}`;
}

function formatReport(results: PageResult[]): string {
  const mark = (value: number | null, target: number) =>
    value === null ? '–' : `${value}${value >= target ? '' : ' ✗'}`;
  // LCP to the hundredth: Lighthouse's own display rounds 1.04 s to 1.0 s.
  const under = (text: string, value: number, limit: number) =>
    `${text}${value <= limit ? '' : ' ✗'}`;
  return [
    `Lighthouse 12.8.2, mobile preset (simulated throttling), Debian Chromium; scores from each page's median run of ${results[0]?.runs ?? runs}, LCP and TBT the medians of the runs, with LCP's range and Lighthouse's benchmark index over the runs. Targets (issue 55): 100 in every category, LCP ≤ ${LCP_TARGET_MS / 1000} s, TBT ≤ ${TBT_TARGET_MS} ms (✗ where missed). Benchmark index over every run: ${benchmarkSpan(results)}.`,
    '',
    '| Page | Performance | Accessibility | Best Practices | SEO | FCP | LCP | LCP range | TBT | CLS | Benchmark index |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map((r) =>
      [
        '',
        `\`${r.path.replace(/^\/products\/[^/]+/, '/products/…').replace(/[0-9a-f-]{36}$/, '{id}')}\``,
        mark(r.scores.performance, 100),
        mark(r.scores.accessibility, 100),
        mark(r.scores['best-practices'], 100),
        mark(r.scores.seo, 100),
        `${(r.fcpMs / 1000).toFixed(1)} s`,
        under(`${(r.lcpMs / 1000).toFixed(2)} s`, r.lcpMs, LCP_TARGET_MS),
        r.lcpRangeMs.map((ms) => (ms / 1000).toFixed(2)).join('–'),
        under(`${Math.round(r.tbtMs)} ms`, Math.round(r.tbtMs), TBT_TARGET_MS),
        r.cls.toFixed(3),
        r.benchmarkRange.map(Math.round).join('–'),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
  ].join('\n');
}

await main();
