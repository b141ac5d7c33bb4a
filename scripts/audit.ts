/**
 * `npm run audit`: Lighthouse (its default mobile preset: emulated phone, simulated slow 4G and
 * 4× CPU slowdown) in Debian's Chromium against the production server, on five public pages.
 * Prints the four category scores per page and the Performance metrics; reports, never fails on
 * a score (docs/performance.md). Installs nothing at run time.
 *
 *   npm run audit                  build, then audit
 *   npm run audit -- --skip-build  audit the existing build (BUILD_DIR or build/)
 *   npm run audit -- --save DIR    also write each page's full Lighthouse report (JSON) to DIR
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumLaunch } from '../playwright.config';
import { fetchJson, runBuild, startServer, tempDataDir, type ProdServer } from './lib/server';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const productPath = '/products/power-protection-and-distribution/siemens-sivacon';

interface PageResult {
  path: string;
  scores: Record<(typeof categories)[number], number | null>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost points, per category. */
  lost: string[];
}

const saveAt = process.argv.indexOf('--save');
const saveDir = saveAt > 0 ? process.argv[saveAt + 1] : undefined;

async function main() {
  runBuild();
  const dataDir = tempDataDir('audit');
  const userDataDir = tempDataDir('audit-chromium');
  let server: ProdServer | undefined;
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    server = await startServer(dataDir);
    const { port } = server;
    const { blogs } = await fetchJson<{ blogs: { _id: string }[] }>(port, '/api/v1/blog');
    const post = blogs[0];
    if (!post) throw new Error('GET /api/v1/blog answered no posts');
    const pages = [
      '/',
      productPath,
      '/case-studies',
      `/news-and-insights/${post._id}`,
      '/contacts',
    ];

    chrome = await launch({
      chromePath: chromiumLaunch.executablePath,
      chromeFlags: [...new Set([...chromiumLaunch.args, '--headless'])],
      userDataDir,
      logLevel: 'error',
    });
    const results: PageResult[] = [];
    const failures: string[] = [];
    for (const path of pages) {
      process.stdout.write(`  ${path} … `);
      // A busy machine now and then spoils a trace (NO_NAVSTART, NO_FCP): up to three tries.
      let lhr: Result | undefined;
      for (let attempt = 1; attempt <= 3; attempt++) {
        const run = await lighthouse(`http://127.0.0.1:${port}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
        });
        lhr = run?.lhr;
        if (lhr && !lhr.runtimeError) break;
        process.stdout.write(`(${lhr?.runtimeError?.code ?? 'no result'}, again) `);
      }
      if (!lhr || lhr.runtimeError) {
        failures.push(`${path}: ${lhr?.runtimeError?.message ?? 'Lighthouse returned nothing'}`);
        console.log('failed');
        continue;
      }
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        const name = path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-');
        writeFileSync(join(saveDir, `${name}.json`), JSON.stringify(lhr, null, 1));
      }
      const score = (id: (typeof categories)[number]) => {
        const value = lhr.categories[id]?.score;
        return value === null || value === undefined ? null : Math.round(value * 100);
      };
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
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
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
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

function formatReport(results: PageResult[]): string {
  const mark = (value: number | null, target: number) =>
    value === null ? '–' : `${value}${value >= target ? '' : ' ✗'}`;
  return [
    'Lighthouse 12.8.2, mobile preset (simulated throttling), Debian Chromium. Targets: Performance ≥ 98, the others 100.',
    '',
    '| Page | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map((r) =>
      [
        '',
        `\`${r.path.replace(/^\/products\/[^/]+/, '/products/…').replace(/[0-9a-f-]{36}$/, '{id}')}\``,
        mark(r.scores.performance, 98),
        mark(r.scores.accessibility, 100),
        mark(r.scores['best-practices'], 100),
        mark(r.scores.seo, 100),
        `${(r.fcpMs / 1000).toFixed(1)} s`,
        `${(r.lcpMs / 1000).toFixed(1)} s`,
        `${Math.round(r.tbtMs)} ms`,
        r.cls.toFixed(3),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
  ].join('\n');
}

await main();
