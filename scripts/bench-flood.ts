/**
 * `npm run bench -- --flood`: the server's memory under a flood of distinct query URLs (issue 31,
 * point 4). Per driver (PGlite, then PostgreSQL when one answers at BENCH_PG_URL) it starts the
 * production server on fresh data (migrate + seed), stops it and starts it again, reads its RSS
 * once it has been idle a few seconds, then sends FLOOD distinct search URLs (site search, news
 * search, the finder; words the documents use, misspelt words and words no document has), each
 * from a client of its own so no per-client limit stops them, CONCURRENCY at a time. RSS is
 * sampled throughout; the table gives it idle, at its highest, right after and once idle again.
 * `--save` also writes the table into docs/performance.md. Reports, never asserts.
 */
import { rmSync } from 'node:fs';
import {
  benchPgUrl,
  createBenchDatabase,
  statusAsVisitor,
  postgresAnswers,
  processMemoryMb,
  runBuild,
  saveBlock,
  sleep,
  startServer,
  tempDataDir,
  type ProdServer,
} from './lib/server';
import { misspelt, vocabulary } from './lib/vocabulary';

const FLOOD = 10_000;
const CONCURRENCY = 8;
/** How long the server is left alone before an "idle" reading. */
const SETTLE_MS = 5_000;
const SAMPLE_MS = 200;
const MARK_START = '<!-- bench:flood:start -->';
const MARK_END = '<!-- bench:flood:end -->';

const paths = ['/search?q=', '/news-and-insights?q=', '/products?q='];

/** The i-th URL of the flood: never the same twice. */
function floodUrl(i: number): string {
  const a = vocabulary[i % vocabulary.length] ?? 'panel';
  const b = vocabulary[Math.floor(i / vocabulary.length) % vocabulary.length] ?? 'cable';
  const round = Math.floor(i / (vocabulary.length * vocabulary.length));
  const query = [`${a} ${b} ${round}`, `${misspelt(a)} ${b} ${round}`, `zq${i.toString(36)}vx`][
    i % 3
  ];
  return `${paths[Math.floor(i / 3) % paths.length]}${encodeURIComponent(query ?? '')}`;
}

interface Flooded {
  driver: string;
  /** RSS (MB) SETTLE_MS after the first start (migrate + seed) and after a restart. */
  idleFirst: number;
  idle: number;
  highest: number;
  after: number;
  idleAfter: number;
  seconds: number;
  statuses: Map<string, number>;
}

async function flood(server: ProdServer): Promise<Omit<Flooded, 'driver' | 'idleFirst'>> {
  const pid = server.process.pid ?? 0;
  const rss = () => processMemoryMb(pid).rss;
  await sleep(SETTLE_MS);
  const idle = rss();
  let highest = idle;
  const sampler = setInterval(() => (highest = Math.max(highest, rss())), SAMPLE_MS);
  const statuses = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < FLOOD) {
      const i = next++;
      const status = await statusAsVisitor(server.port, floodUrl(i), i);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (i % 1000 === 999) process.stdout.write(`${i + 1} `);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = rss();
  await sleep(SETTLE_MS);
  console.log('');
  return { idle, highest: Math.max(highest, after), after, idleAfter: rss(), seconds, statuses };
}

async function runDriver(driver: 'pglite' | 'postgres'): Promise<Flooded> {
  console.log(`${driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}:`);
  const database = driver === 'postgres' ? await createBenchDatabase('flood') : undefined;
  const dataDir = tempDataDir(`flood-${driver}`);
  let server: ProdServer | undefined;
  try {
    const start = () =>
      startServer(dataDir, {
        readyPath: '/readyz',
        databaseUrl: database?.url,
        // Each request comes from a client of its own (X-Forwarded-For), as from many visitors.
        env: { TRUST_PROXY: '127.0.0.1' },
      });
    server = await start();
    await sleep(SETTLE_MS);
    const idleFirst = processMemoryMb(server.process.pid ?? 0).rss;
    await server.stop();
    server = await start();
    const result = await flood(server);
    return { driver, idleFirst, ...result };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

function report(results: Flooded[], skipped: string[]): string {
  const mb = (value: number) => `${Math.round(value)}`;
  const mark = (value: number, limit: number) => `${mb(value)}${value <= limit ? '' : ' ✗'}`;
  return [
    `Measured ${new Date().toISOString().slice(0, 10)}, Node ${process.version}: ${FLOOD.toLocaleString('en')} distinct query URLs (site search, news search, the finder; a third each of two-word queries, misspelt words and words no document has), ${CONCURRENCY} at a time, each from a client of its own. RSS in MB; idle is ${SETTLE_MS / 1000} s after start with no requests. Targets: idle ≤ 300, during and after the flood ≤ 400 (✗ past them).`,
    '',
    '| Driver | idle, first start | idle, restart | highest during | right after | idle after | time | answers |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.map((r) =>
      [
        '',
        r.driver === 'pglite' ? 'PGlite' : 'PostgreSQL',
        mark(r.idleFirst, 300),
        mark(r.idle, 300),
        mark(r.highest, 400),
        mark(r.after, 400),
        mark(r.idleAfter, 400),
        `${Math.round(r.seconds)} s`,
        [...r.statuses].map(([status, n]) => `${n} × ${status}`).join(', '),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    ...(skipped.length ? ['', ...skipped] : []),
  ].join('\n');
}

export async function runFlood(): Promise<void> {
  runBuild();
  const results = [await runDriver('pglite')];
  const skipped: string[] = [];
  if (await postgresAnswers(`${benchPgUrl}/postgres`)) results.push(await runDriver('postgres'));
  else skipped.push(`PostgreSQL skipped: nothing answered at ${benchPgUrl}.`);
  const text = report(results, skipped);
  console.log(`\n${text}`);
  if (process.argv.includes('--save')) saveBlock('docs/performance.md', MARK_START, MARK_END, text);
}
