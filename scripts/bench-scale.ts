/**
 * `npm run bench -- --scale`: the site at a real company's size. Per driver (PGlite, then
 * PostgreSQL when one answers at BENCH_PG_URL), it starts the production server on fresh data
 * (first start migrates and seeds), measures it at seed size, stops it, loads 5,000 news posts,
 * 500 case studies and 50,000 enquiries through the repositories, starts it again and measures
 * the same targets. Prints a markdown table; `--save` also writes it into docs/performance.md.
 *
 * Every "uncached" sample follows a content write (the hero's text), which moves the content
 * version the page cache is keyed by, and uses a URL of its own where the page has several
 * (posts, search words): so each one is a real render whatever the cache keys. Each target is
 * bounded (SAMPLES requests, TARGET_BUDGET_MS, 30 s per request; a timeout ends the target), and
 * the data directory, the database and the server go away even when something fails.
 *
 * On PGlite it also reports the data directory's size, `pg_wal` apart, at its highest during the
 * load, right after it and after the run at scale (issue 55, point 4). `--driver=pglite` or
 * `--driver=postgres` runs one driver only.
 */
import { rmSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { caseStudyCategories } from '../content/case-study-categories';
import { sql } from 'drizzle-orm';
import type { QuoteItem } from '../schemas/quote-items';
import { products } from '../server/db/schema';
import { openDatabase, type Database, type DatabaseOptions } from '../server/db/client';
import {
  collectionsRepo,
  type CollectionInsert,
} from '../server/repositories/content/collections-repo';
import { writeContent } from '../server/repositories/content/content-version-repo';
import { enquiriesRepo } from '../server/repositories/enquiries/enquiries-repo';
import { searchIndex } from '../server/services/search/search-index';
import { slugify } from '../server/services/shared/slug';
import {
  adminPassword,
  benchPgUrl,
  createBenchDatabase,
  saveBlock,
  fetchJson,
  fetchRaw,
  processMemoryMb,
  runBuild,
  startServer,
  tempDataDir,
  type ProdServer,
  postgresAnswers,
} from './lib/server';
import { misspelt, vocabulary } from './lib/vocabulary';
import { dirSize, formatDirSize, watchDirPeak, type DirSize } from './lib/data-dir-size';

const POSTS = 5_000;
const CASE_STUDIES = 500;
const ENQUIRIES = 50_000;
/** A year of daily page-view counts of this many paths, this many of them product pages. */
const INSIGHT_PATHS = 5_000;
const INSIGHT_PRODUCT_PATHS = 1_000;
const SAMPLES = 20;
const CSV_SAMPLES = 3;
const TARGET_BUDGET_MS = 20_000;
const REQUEST_TIMEOUT_MS = 30_000;
const docPath = 'docs/performance.md';
const MARK_START = '<!-- bench:scale:start -->';
const MARK_END = '<!-- bench:scale:end -->';
const browserEncoding = { 'accept-encoding': 'gzip, deflate, br' };

// ---- Realistic text, the same on every run -------------------------------------------------

/** mulberry32: a small seeded PRNG, so two runs load the same data. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The item at `i`, wrapping around: lists here are never empty. */
function at<T>(list: readonly T[], i: number): T {
  const item = list[i % list.length];
  if (item === undefined) throw new Error('An empty list');
  return item;
}

function words(random: () => number, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++)
    out.push(at(vocabulary, Math.floor(random() * vocabulary.length)));
  return out.join(' ');
}
const sentence = (random: () => number) => {
  const s = words(random, 8 + Math.floor(random() * 14));
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
};
const paragraph = (random: () => number, sentences: number) =>
  Array.from({ length: sentences }, () => sentence(random)).join(' ');

/** A post body of a few KB of HTML: headings, paragraphs and a list. */
function postBody(random: () => number): string {
  const parts: string[] = [];
  const sections = 2 + Math.floor(random() * 3);
  for (let s = 0; s < sections; s++) {
    parts.push(`<h2>${sentence(random).slice(0, -1)}</h2>`);
    parts.push(`<p>${paragraph(random, 4 + Math.floor(random() * 4))}</p>`);
    if (random() < 0.5) {
      const items = Array.from({ length: 3 + Math.floor(random() * 3) }, () => sentence(random));
      parts.push(`<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`);
    }
  }
  return parts.join('\n');
}

/** A quote line naming `product`, as the quote form stores it. */
const productLine = (product: { id: string; name: string }): QuoteItem => ({
  productId: product.id,
  name: product.name,
  url: '/products',
  quantity: 1,
  note: '',
});

const YEAR_MS = 365 * 24 * 3600 * 1000;
/** A date within the last `years`, at random. */
const spreadDate = (random: () => number, years: number) =>
  new Date(Date.now() - Math.floor(random() * years * YEAR_MS));

// ---- Loading -------------------------------------------------------------------------------

interface Loaded {
  postIds: string[];
  seconds: {
    posts: number;
    caseStudies: number;
    searchIndexed: number;
    enquiries: number;
    counts: number;
  };
  /** PGlite's data directory before the dashboard's year of counts is loaded (issue 55, point 4). */
  beforeCounts?: DirSize;
}

/** Loads the scale data into a database the server has migrated and seeded (and is not using). */
export async function loadScaleData(options: DatabaseOptions): Promise<Loaded> {
  const database = await openDatabase(options);
  const { db } = database;
  const random = prng(20_260_101);
  try {
    const records = collectionsRepo(db);
    const postImage = (await records.list('blogPosts'))[0]?.blogImage ?? '';
    const caseImage = (await records.list('caseStudies'))[0]?.imageUrl ?? '';

    const timed = async (load: () => Promise<void>) => {
      const started = performance.now();
      await load();
      return (performance.now() - started) / 1000;
    };
    const postIds: string[] = [];
    const posts = await timed(async () => {
      for (let start = 0; start < POSTS; start += 500) {
        const rows: CollectionInsert<'blogPosts'>[] = [];
        for (let i = start; i < Math.min(POSTS, start + 500); i++) {
          const title = `${sentence(random).slice(0, 70).replace(/\.$/, '')} (${i + 1})`;
          rows.push({
            slug: slugify(title),
            title,
            subtitle: sentence(random).slice(0, 160),
            blogImage: postImage,
            content: postBody(random),
            position: i,
            createdAt: spreadDate(random, 10),
          });
        }
        // A content write like an editor's: the version moves, so no page is served stale.
        const inserted = await writeContent(db, (tx) =>
          collectionsRepo(tx).insertMany('blogPosts', rows),
        );
        postIds.push(...inserted.map((row) => row.slug));
      }
    });
    const caseStudies = await timed(async () => {
      for (let start = 0; start < CASE_STUDIES; start += 250) {
        const rows: CollectionInsert<'caseStudies'>[] = [];
        for (let i = start; i < Math.min(CASE_STUDIES, start + 250); i++) {
          const title = `${words(random, 5)} project ${i + 1}`;
          rows.push({
            title,
            slug: `${title.replace(/[^a-z0-9]+/g, '-')}-scale`,
            category: at(caseStudyCategories, i).value,
            imageUrl: caseImage,
            project: `<p>${paragraph(random, 4)}</p>`,
            solutionsProvided: `<ul>${Array.from({ length: 4 }, () => `<li>${sentence(random)}</li>`).join('')}</ul>`,
            position: i,
            createdAt: spreadDate(random, 10),
          });
        }
        await writeContent(db, (tx) => collectionsRepo(tx).insertMany('caseStudies', rows));
      }
    });
    // Loaded past the write services, as a restore would be: the search index is rebuilt.
    const searchIndexed = await timed(() =>
      db.transaction(async (tx) => {
        await searchIndex(tx).rebuild({ force: true });
      }),
    );
    const enquiries = await timed(async () => {
      const repo = enquiriesRepo(db);
      const statuses = ['new', 'in progress', 'closed'] as const;
      // A quote request carries its lines when it is sent, as the quote form's does.
      const catalogue = await db
        .select({ id: products.id, name: products.name })
        .from(products)
        .orderBy(products.id);
      for (let start = 0; start < ENQUIRIES; start += 1000) {
        const rows: Parameters<typeof repo.insertMany>[0] = [];
        for (let i = start; i < Math.min(ENQUIRIES, start + 1000); i++) {
          const first = at(vocabulary, i);
          const last = at(vocabulary, i * 7);
          const email = `${first}.${last}${i}@example.com`;
          const phone = `0803${String(1_000_000 + i).slice(-7)}`;
          const career = i % 10 === 0;
          rows.push({
            type: career ? 'career' : i % 3 === 0 ? 'quote' : 'contact',
            status: statuses[i % 3],
            name: `${first} ${last}`,
            email,
            data: career
              ? {
                  name: `${first} ${last}`,
                  age: 20 + (i % 40),
                  email,
                  phone,
                  yearsOfExperience: i % 30,
                  designation: words(random, 3),
                  documentUrl: '',
                }
              : {
                  firstName: first,
                  lastName: last,
                  email,
                  phone,
                  company: `${words(random, 2)} Ltd`,
                  request: paragraph(random, 2 + Math.floor(random() * 5)),
                  productLine: words(random, 2),
                  documentUrl: '',
                },
            items:
              !career && i % 3 === 0
                ? [productLine(at(catalogue, Math.imul(i, 2_654_435_761) >>> 0))]
                : undefined,
            emailStatus: 'off',
            createdAt: spreadDate(random, 3),
          });
        }
        await repo.insertMany(rows);
      }
    });
    const beforeCounts =
      options.driver === 'pglite' && options.dir ? dirSize(options.dir) : undefined;
    const counts = await timed(() => loadInsightsData(db));
    return {
      postIds,
      seconds: { posts, caseStudies, searchIndexed, enquiries, counts },
      beforeCounts,
    };
  } finally {
    await database.close();
  }
}

/**
 * The dashboard's data at size (issue 33): a year of daily page views of 5,000 paths (1,000 of
 * them product pages), a year of daily counts of 500 searches (one in five finding nothing),
 * each quote request asking for a product of the catalogue and most enquiries answered.
 */
async function loadInsightsData(db: Database['db']): Promise<void> {
  // Each path once, as the site names it (decision 0057); the day rows name it by its id.
  const path = sql`case when p <= ${INSIGHT_PRODUCT_PATHS} then '/products/bench-family/product-' || p
                        else '/bench/page-' || p end`;
  await db.execute(sql`
    insert into page_paths (path)
    select ${path} from generate_series(1, ${INSIGHT_PATHS}) as p order by p`);
  // Four weeks a statement, as days are counted: one statement for the year wrote ~250 MB of WAL
  // that no checkpoint could cut short (PGlite looks at its WAL between statements).
  for (let from = 364; from >= 0; from -= 28) {
    await db.execute(sql`
      insert into page_views (day, path_id, count)
      select d::date, pp.id, 1 + (p * 7 + extract(doy from d)::int) % 50
        from generate_series(current_date - ${from}::int, current_date - ${Math.max(0, from - 27)}::int,
                             interval '1 day') as d,
             generate_series(1, ${INSIGHT_PATHS}) as p
        join page_paths pp on pp.path = ${path}
       order by 1, 2`);
  }
  await db.execute(sql`
    insert into search_queries (day, query, count, results)
    select d::date, 'bench query ' || q, 1 + (q + extract(doy from d)::int) % 9,
           case when q % 5 = 0 then 0 else q % 40 end
      from generate_series(current_date - 364, current_date, interval '1 day') as d,
           generate_series(1, 500) as q`);
  // Answered once, as a site answers an enquiry (quote requests came with their lines).
  await db.execute(
    sql`update enquiries set answered_at = created_at + interval '5 hours' where status <> 'new'`,
  );
  await db.execute(sql`analyze page_views`);
  await db.execute(sql`analyze search_queries`);
  await db.execute(sql`analyze enquiries`);
}

// ---- Measuring -----------------------------------------------------------------------------

interface Target {
  name: string;
  ms: number[];
  failed: string[];
  bytes?: number;
  /** A page answering the visitor's own words: held to 2× an uncached home render (issue 31). */
  query?: boolean;
}
interface Figures {
  targets: Target[];
  concurrent: { statuses: string[]; slowestMs: number; healthzMs: number };
  /** Server RSS (MB) right before the CSV export and the highest seen while it ran. */
  csvRss: { before: number; highest: number };
  memory: { afterStart: number; afterRun: number; peak: number };
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return at(sorted, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
};

/** `paths` requested all at once, and a /healthz sent while they are under way. */
async function tenAtOnce(port: number, paths: string[]): Promise<Figures['concurrent']> {
  const sent = performance.now();
  const answers = paths.map((path) =>
    fetchRaw(port, path, { headers: browserEncoding, timeoutMs: REQUEST_TIMEOUT_MS }).then(
      (res) => ({ status: String(res.status), ms: performance.now() - sent }),
      (err: unknown) => ({
        status: err instanceof Error && err.message.startsWith('timeout') ? 'timeout' : 'error',
        ms: performance.now() - sent,
      }),
    ),
  );
  const healthSent = performance.now();
  const healthzMs = await fetchRaw(port, '/healthz', { timeoutMs: REQUEST_TIMEOUT_MS }).then(
    () => performance.now() - healthSent,
    () => NaN,
  );
  const settled = await Promise.all(answers);
  return {
    statuses: settled.map((a) => a.status),
    slowestMs: Math.max(...settled.map((a) => a.ms)),
    healthzMs,
  };
}

async function measure(server: ProdServer, postIds: string[]): Promise<Figures> {
  const { port } = server;
  const pid = server.process.pid as number;
  const afterStart = processMemoryMb(pid).rss;
  const { token } = await fetchJson<{ token: string }>(port, '/api/v1/auth/login', {
    method: 'POST',
    body: { username: 'super_admin', password: adminPassword },
  });
  const bearer = { authorization: `Bearer ${token}` };
  const cookie = { cookie: `sid=${token}` };
  const sections = await fetchJson<{ sections: { key: string; path: string }[] }>(
    port,
    '/api/v1/sections',
  );
  const heroPath = sections.sections.find((s) => s.key === 'home/hero')?.path;
  if (!heroPath) throw new Error('No home/hero section in GET /api/v1/sections');
  let edits = 0;
  /** A content write: the next read of any public page is a render, not a cache hit. */
  const bump = () =>
    fetchJson(port, heroPath, {
      method: 'PATCH',
      headers: bearer,
      body: { boldText: `Benchmark edit ${++edits}` },
    });

  let visitor = 0;
  const nextVisitor = () => {
    const n = ++visitor;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
  let word = 0;
  const nextWord = () => at(vocabulary, word++);
  /** A word no document has, never the same twice: letters no vocabulary word is made of. */
  let unknown = 0;
  const nowhere = () => `qzv${(++unknown).toString(36)}xjk`;
  let post = 0;
  const nextPost = () => at(postIds, post++);

  const run = async (
    name: string,
    path: (i: number) => string,
    options: {
      headers?: Record<string, string>;
      uncached?: boolean;
      samples?: number;
      bytes?: boolean;
      query?: boolean;
    } = {},
  ): Promise<Target> => {
    const target: Target = { name, ms: [], failed: [], query: options.query };
    // The readiness check has rendered `/` once before its samples; a query page gets the same one
    // unrecorded first render, which compiles its code paths after a start (decision 0035), so
    // the ratio compares like with like.
    if (options.query) {
      await fetchRaw(port, path(-1), {
        headers: { ...browserEncoding, 'x-forwarded-for': nextVisitor() },
        timeoutMs: REQUEST_TIMEOUT_MS,
      }).catch(() => undefined);
    }
    const started = performance.now();
    process.stdout.write(`    ${name} … `);
    for (let i = 0; i < (options.samples ?? SAMPLES); i++) {
      if (performance.now() - started > TARGET_BUDGET_MS) break;
      if (options.uncached !== false) await bump();
      const sent = performance.now();
      try {
        const res = await fetchRaw(port, path(i), {
          headers: { ...browserEncoding, 'x-forwarded-for': nextVisitor(), ...options.headers },
          timeoutMs: REQUEST_TIMEOUT_MS,
        });
        target.ms.push(performance.now() - sent);
        if (res.status !== 200) target.failed.push(String(res.status));
        if (options.bytes) target.bytes = res.body.length;
      } catch (err) {
        target.failed.push(
          err instanceof Error && err.message.startsWith('timeout') ? 'timeout' : 'error',
        );
        break;
      }
    }
    console.log(`${target.ms.length} × p50 ${Math.round(percentile(target.ms, 50))} ms`);
    return target;
  };

  const targets: Target[] = [];
  targets.push(await run('`/`', () => '/'));
  targets.push(await run('`/` (cached)', () => '/', { uncached: false }));
  targets.push(await run('news list, page 1', () => '/news-and-insights'));
  targets.push(
    await run('news list, page 1 (cached)', () => '/news-and-insights', { uncached: false }),
  );
  targets.push(await run('news list, `?page=50`', () => '/news-and-insights?page=50'));
  targets.push(
    await run('one post (a new one each time)', () => `/news-and-insights/${nextPost()}`),
  );
  // The pages that answer a visitor's words (issue 31, point 2), each with a word never searched
  // before: one the documents use, the same misspelt, and one no document has.
  const queryPages: [string, string][] = [
    ['news search', '/news-and-insights?q='],
    ['site search', '/search?q='],
    ['finder', '/products?q='],
  ];
  for (const [label, prefix] of queryPages) {
    for (const [kind, word] of [
      ['a new word each time', () => nextWord()],
      ['a misspelt word', () => misspelt(nextWord())],
      ['a word no document has', nowhere],
    ] as const) {
      targets.push(
        await run(`${label}, \`${prefix}\` (${kind})`, () => `${prefix}${word()}`, {
          query: true,
        }),
      );
    }
  }
  // No page has every word (issue 52): two words documents use and one none has, so the site
  // search looks the words up one by one and answers with the pages that have most of them.
  targets.push(
    await run(
      'site search, `/search?q=` (most of the words)',
      () => `/search?q=${nextWord()}+${nextWord()}+${nowhere()}`,
      { query: true },
    ),
  );
  // A part number typed run together and one misspelt word beside it: the code and the
  // correction's look-ups on top of the search.
  targets.push(
    await run(
      'site search, `/search?q=` (a part number and a misspelt word)',
      () => `/search?q=TGA316LM25+${misspelt(nextWord())}`,
      { query: true },
    ),
  );
  targets.push(await run('`/case-studies`', () => '/case-studies'));
  targets.push(await run('`/sitemap.xml` (the index)', () => '/sitemap.xml'));
  // A full file of the sitemap at scale (1,000 posts); the only one there is at seed size.
  const newsFile = postIds.length > 1_000 ? 3 : 1;
  targets.push(
    await run(
      'a sitemap file of posts (`news-3.xml`, 1,000 URLs, at scale)',
      () => `/sitemaps/news-${newsFile}.xml`,
    ),
  );
  targets.push(
    await run('CMS `/cms/news-and-insights`', () => '/cms/news-and-insights', {
      headers: cookie,
      uncached: false,
    }),
  );
  targets.push(
    await run('CMS `/cms/enquiries`', () => '/cms/enquiries', { headers: cookie, uncached: false }),
  );
  // The insights dashboard (issue 33): its numbers over the API, and the page with its charts.
  targets.push(
    await run('`GET /api/v1/insights` (last 30 days)', () => '/api/v1/insights', {
      headers: bearer,
      uncached: false,
    }),
  );
  targets.push(
    await run('CMS `/cms/insights` (last 30 days)', () => '/cms/insights', {
      headers: cookie,
      uncached: false,
    }),
  );
  targets.push(
    await run('CMS `/cms/insights?period=12m`', () => '/cms/insights?period=12m', {
      headers: cookie,
      uncached: false,
    }),
  );
  // The export streams: the server's RSS while it runs should stay near where it started.
  const rssBefore = processMemoryMb(pid).rss;
  // Starts at `before`: a quick export may finish before the first sample.
  const csvRss = { before: rssBefore, highest: rssBefore };
  const sampler = setInterval(() => {
    csvRss.highest = Math.max(csvRss.highest, processMemoryMb(pid).rss);
  }, 20);
  targets.push(
    await run('`/api/v1/enquiries.csv`', () => '/api/v1/enquiries.csv', {
      headers: { ...bearer, 'accept-encoding': 'identity' },
      uncached: false,
      samples: CSV_SAMPLES,
      bytes: true,
    }),
  );
  clearInterval(sampler);

  // Ten different uncached pages at once, and a /healthz sent while they are under way.
  process.stdout.write('    ten concurrent … ');
  await bump();
  const concurrent = await tenAtOnce(port, [
    ...[2, 3, 4].map((page) => `/news-and-insights?page=${page}`),
    ...[0, 1, 2].map(() => `/news-and-insights?q=${nextWord()}`),
    ...[0, 1, 2].map(() => `/news-and-insights/${nextPost()}`),
    '/case-studies?concurrent=1',
  ]);
  console.log(`slowest ${Math.round(concurrent.slowestMs)} ms`);
  const { rss: afterRun, peak } = processMemoryMb(pid);
  return { targets, concurrent, memory: { afterStart, afterRun, peak }, csvRss };
}

// ---- One driver ----------------------------------------------------------------------------

type Driver = 'pglite' | 'postgres';

interface DriverResult {
  driver: Driver;
  seed: Figures;
  scale: Figures;
  loaded: Loaded;
  /** PGlite's data directory: highest during the load, right after it, after the run at scale. */
  disk?: { peak: DirSize; loaded: DirSize; end: DirSize };
}

async function runDriver(driver: Driver, cleanups: (() => Promise<void>)[]): Promise<DriverResult> {
  console.log(`\n${driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}:`);
  const dataDir = tempDataDir(`scale-${driver}`);
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (driver === 'postgres') {
    const database = await createBenchDatabase('bench');
    databaseUrl = database.url;
    cleanups.push(database.drop);
  }
  let server: ProdServer | undefined;
  cleanups.push(async () => server?.stop());
  const start = async () => {
    server = await startServer(dataDir, {
      readyPath: '/readyz',
      databaseUrl,
      // Each sample comes from a visitor of its own (X-Forwarded-For below), as on the site:
      // one client's limits (60 searches a minute) are not what this measures.
      env: { TRUST_PROXY: '127.0.0.1' },
    });
    return server;
  };

  // First start migrates and seeds; the seed-size figures come from a restart, like the scale ones.
  await (await start()).stop();
  console.log('  seed size:');
  const seedServer = await start();
  const { blogs } = await fetchJson<{ blogs: { slug: string }[] }>(seedServer.port, '/api/v1/blog');
  const seed = await measure(
    seedServer,
    blogs.map((b) => b.slug),
  );
  await seedServer.stop();

  process.stdout.write(
    `  loading ${POSTS} posts, ${CASE_STUDIES} case studies, ${ENQUIRIES} enquiries … `,
  );
  const pgliteDir = join(dataDir, 'pglite');
  const watch = databaseUrl ? undefined : watchDirPeak(pgliteDir);
  const loaded = await loadScaleData(
    databaseUrl ? { driver: 'postgres', url: databaseUrl } : { driver: 'pglite', dir: pgliteDir },
  );
  const peak = await watch?.stop();
  const s = loaded.seconds;
  console.log(`${(s.posts + s.caseStudies + s.enquiries).toFixed(1)} s`);
  const afterLoad = databaseUrl ? undefined : dirSize(pgliteDir);
  if (peak && afterLoad) {
    console.log(`  data dir: highest during the load ${formatDirSize(peak)}`);
    if (loaded.beforeCounts)
      console.log(`  data dir: before the year of counts ${formatDirSize(loaded.beforeCounts)}`);
    console.log(`  data dir: after the load ${formatDirSize(afterLoad)}`);
  }
  console.log('  at scale:');
  const scaleServer = await start();
  const scale = await measure(scaleServer, loaded.postIds);
  await scaleServer.stop();
  if (!peak || !afterLoad) return { driver, seed, scale, loaded };
  const end = dirSize(pgliteDir);
  console.log(`  data dir: after the run at scale ${formatDirSize(end)}`);
  return { driver, seed, scale, loaded, disk: { peak, loaded: afterLoad, end } };
}

// ---- Report --------------------------------------------------------------------------------

const ms = (value: number) =>
  Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : String(Math.round(value));

function formatDriver(r: DriverResult): string {
  const cell = (t: Target | undefined, p: number) => (t ? ms(percentile(t.ms, p)) : '–');
  const note = (t: Target | undefined) =>
    t
      ? `${t.ms.length}${t.failed.length ? ` (${[...new Set(t.failed)].join(', ')}: ${t.failed.length})` : ''}`
      : '–';
  // A query page's p95 over the uncached home page's p95 of the same run (target: ≤ 2).
  const homeP95 = (f: Figures) => percentile(f.targets.find((t) => t.name === '`/`')?.ms ?? [], 95);
  const ratio = (t: Target | undefined, f: Figures) => {
    if (!t?.query) return '';
    const value = percentile(t.ms, 95) / homeP95(f);
    return `${value.toFixed(2)}×${value <= 2 ? '' : ' ✗'}`;
  };
  const rows = r.scale.targets.map((t) => {
    const seed = r.seed.targets.find((s) => s.name === t.name);
    const bytes =
      t.bytes === undefined
        ? ''
        : `, ${(t.bytes / 1024 / 1024).toFixed(1)} MB (seed ${((seed?.bytes ?? 0) / 1024).toFixed(1)} kB)`;
    const against = t.query ? `${ratio(seed, r.seed)} / ${ratio(t, r.scale)}` : '';
    return `| ${t.name} | ${cell(seed, 50)} | ${cell(seed, 95)} | ${cell(t, 50)} | ${cell(t, 95)} | ${against} | ${note(t)}${bytes} |`;
  });
  const c = (f: Figures) => f.concurrent;
  const m = (f: Figures) => f.memory;
  const s = r.loaded.seconds;
  return [
    `**${r.driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}** — loaded ${POSTS.toLocaleString('en')} posts in ${s.posts.toFixed(1)} s, ${CASE_STUDIES} case studies in ${s.caseStudies.toFixed(1)} s, built the search index in ${s.searchIndexed.toFixed(1)} s, ${ENQUIRIES.toLocaleString('en')} enquiries in ${s.enquiries.toFixed(1)} s, a year of daily page views of ${INSIGHT_PATHS.toLocaleString('en')} paths and of 500 searches in ${s.counts.toFixed(1)} s.`,
    '',
    '| Target | seed p50 ms | seed p95 ms | scale p50 ms | scale p95 ms | p95 ÷ `/` p95, seed / scale | scale samples (failed) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    `| ten uncached pages at once: slowest | ${ms(c(r.seed).slowestMs)} | | ${ms(c(r.scale).slowestMs)} | | | statuses ${c(r.scale).statuses.join(' ')} |`,
    `| \`/healthz\` sent meanwhile | ${ms(c(r.seed).healthzMs)} | | ${ms(c(r.scale).healthzMs)} | | | |`,
    `| server RSS before the CSV export / highest during it (MB) | ${Math.round(r.seed.csvRss.before)} / ${Math.round(r.seed.csvRss.highest)} | | ${Math.round(r.scale.csvRss.before)} / ${Math.round(r.scale.csvRss.highest)} | | | |`,
    `| server RSS after start / after the run / peak (MB) | ${Math.round(m(r.seed).afterStart)} / ${Math.round(m(r.seed).afterRun)} / ${Math.round(m(r.seed).peak)} | | ${Math.round(m(r.scale).afterStart)} / ${Math.round(m(r.scale).afterRun)} / ${Math.round(m(r.scale).peak)} | | | |`,
    ...(r.disk
      ? [
          '',
          `Data directory (target ≤ 350 MB, WAL included): highest during the load ${formatDirSize(r.disk.peak)}; with the posts, case studies, enquiries and search index, before the dashboard's year of counts ${r.loaded.beforeCounts ? formatDirSize(r.loaded.beforeCounts) : '–'}; right after the load ${formatDirSize(r.disk.loaded)}; after the run at scale ${formatDirSize(r.disk.end)}.`,
        ]
      : []),
  ].join('\n');
}

function formatReport(results: DriverResult[], skipped: string[]): string {
  const cpu = cpus();
  return [
    `Measured ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 1024 ** 3)} GB RAM; client and server on the same machine. Up to ${SAMPLES} sequential requests per target (${CSV_SAMPLES} for the CSV), at most ${TARGET_BUDGET_MS / 1000} s per target, ${REQUEST_TIMEOUT_MS / 1000} s per request (a timeout ends the target). Uncached samples follow a content write; "(cached)" rows repeat one URL. The query pages' p95 is also given over the uncached \`/\`'s p95 of the same run (target ≤ 2×, ✗ past it).`,
    '',
    ...results.flatMap((r) => [formatDriver(r), '']),
    ...skipped,
  ]
    .join('\n')
    .trim();
}

export async function runScale(): Promise<void> {
  runBuild();
  const cleanups: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((err: unknown) => console.error(`Clean-up failed: ${String(err)}`));
    }
  };
  const interrupted = () => void cleanUp().then(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const results: DriverResult[] = [];
  const skipped: string[] = [];
  const only = /^--driver=(pglite|postgres)$/.exec(
    process.argv.find((a) => a.startsWith('--driver=')) ?? '',
  )?.[1];
  try {
    if (only !== 'postgres') results.push(await runDriver('pglite', cleanups));
    await cleanUp();
    if (only === 'pglite') skipped.push('PostgreSQL not run (`--driver=pglite`).');
    else if (await postgresAnswers(`${benchPgUrl}/postgres`))
      results.push(await runDriver('postgres', cleanups));
    else skipped.push(`PostgreSQL skipped: nothing answered at ${benchPgUrl}.`);
  } finally {
    await cleanUp();
  }
  const report = formatReport(results, skipped);
  console.log(`\n${report}`);
  if (process.argv.includes('--save')) saveBlock(docPath, MARK_START, MARK_END, report);
}
