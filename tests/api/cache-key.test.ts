/**
 * The cache key is the path plus only the query parameters the page or read uses
 * (docs/architecture.md, Under load): tracking parameters and junk are answered from the same entry
 * without running the handler, the kept ones are validated before anything runs (400, nothing
 * stored), and any number of distinct valid URLs stays within the store's byte bound, never
 * pushing out the pages themselves.
 *
 * One key per page (docs/decisions/0023): every other spelling of a page's path answers 301 to
 * its one address before anything is rendered or stored, and a cookie or header that changes
 * nothing about the page (a basket that holds nothing, a preview without a real session) gets
 * the cached copy.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { normaliseQuery, pageParams } from '../../server/cache/query-rules';
import { encodeResponse, ResponseStore, VARIANT_SHARE } from '../../server/cache/response-store';
import { products } from '../../server/db/schema';
import { pageRenderer, type PageRenderer } from '../helpers/pages';
import { createTestApp, signIn, SUPER_PASSWORD, type TestApp } from '../helpers/test-app';
import { encodeCursor } from '../../server/services/shared/page-cursor';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
// The handlers and lookups the tests spy on are the app's own: each test gets them back intact.
afterEach(() => {
  vi.restoreAllMocks();
});

const get = (url: string, on: App = app) => on.fastify.inject({ method: 'GET', url });
const entries = (on: App = app) => on.fastify.responseCache.store.size.entries;

describe('parameters that do not change the answer', () => {
  it('tracking parameters are answered from the cached entry, the handler not run', async () => {
    const plain = await get('/api/v1/sections');
    expect(plain.statusCode).toBe(200);
    const stored = entries();
    const index = vi.spyOn(app.services.content, 'sectionIndex');
    for (const query of [
      '?utm_source=x&fbclid=y',
      '?gclid=1&msclkid=2&utm_campaign=spring',
      '?q=anything&page=3',
      '?limit=5',
    ]) {
      const res = await get(`/api/v1/sections${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.headers.etag, query).toBe(plain.headers.etag);
      expect(res.body, query).toBe(plain.body);
    }
    expect(index).not.toHaveBeenCalled();
    expect(entries()).toBe(stored);
  });

  // 20,000 requests one after another: about 15 s on an idle two-core machine, and past the
  // suite's 30 s default on a loaded one (a CI run on PostgreSQL took 31 s).
  it(
    '20,000 distinct junk URLs share one entry and one run of the handler',
    { timeout: 180_000 },
    async () => {
      const list = vi.spyOn(app.services.content, 'page');
      const first = await get('/api/v1/home/partner?utm_source=0');
      const stored = entries();
      for (let i = 1; i < 20_000; i++) {
        const res = await get(`/api/v1/home/partner?utm_source=${i}&x${i}=${i}&fbclid=${i}`);
        if (res.headers.etag !== first.headers.etag) {
          expect.fail(`junk URL ${i} answered ${res.statusCode} with another ETag`);
        }
      }
      expect(list).toHaveBeenCalledTimes(1);
      expect(entries()).toBe(stored);
    },
  );

  it('a kept parameter is one entry whatever the junk and order around it', async () => {
    const list = vi.spyOn(app.services.content, 'page');
    const a = await get('/api/v1/case-studies?limit=5&utm_medium=mail');
    const b = await get('/api/v1/case-studies?fbclid=z&limit=05');
    expect(a.statusCode).toBe(200);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('kept parameters are sorted, first value only, so their order makes no new key', () => {
    const reads = ['limit', 'cursor'] as const;
    const one = normaliseQuery(
      new URLSearchParams('limit=5&cursor=abc&utm_source=x'),
      reads,
      false,
    );
    const other = normaliseQuery(
      new URLSearchParams('cursor=abc&fbclid=1&limit=5&limit=7'),
      reads,
      false,
    );
    expect(one).toEqual({
      status: 200,
      search: '?cursor=abc&limit=5',
      params: { cursor: 'abc', limit: '5' },
    });
    expect(other).toEqual(one);
  });
});

describe('bad values of kept parameters', () => {
  it('answer 400 in the API error shape, run nothing and store nothing', async () => {
    await get('/api/v1/blog');
    const stored = entries();
    const list = vi.spyOn(app.services.content, 'page');
    const cases: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['limit=2.5', 'limit'],
      [`cursor=${'a'.repeat(201)}`, 'cursor'],
      ['cursor=not%20base64url', 'cursor'],
      ['cursor=abc%00', 'cursor'],
      ['limit=5&utm_source=%01x', 'utm_source'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/api/v1/blog?${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      expect(body.error.code, query).toBe('validation');
      expect(Object.keys(body.error.fields), query).toEqual([field]);
      expect(body.error.fields[field], query).toMatch(/\w/);
      expect(res.headers.etag, query).toBeUndefined();
    }
    expect(list).not.toHaveBeenCalled();
    expect(entries()).toBe(stored);
  });

  it('a control character anywhere in the query is refused, on every cached read', async () => {
    const res = await get('/api/v1/sections?utm_source=a%00b');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ utm_source: 'Must not contain control characters' });
  });

  it('pages redirect a page that is not a number and refuse an overlong search', () => {
    const reads = ['page', 'q'] as const;
    expect(
      normaliseQuery(new URLSearchParams('page=abc&q=pump&utm_source=x'), reads, true),
    ).toEqual({ status: 301, search: '?q=pump' });
    expect(normaliseQuery(new URLSearchParams(`q=${'a'.repeat(201)}`), reads, true)).toEqual({
      status: 400,
      fields: { q: 'Search text is too long' },
    });
    expect(normaliseQuery(new URLSearchParams('page=10001'), reads, true).status).toBe(400);
    expect(
      normaliseQuery(new URLSearchParams(`q=${'a'.repeat(200)}&page=10000`), reads, true).status,
    ).toBe(200);
  });

  it('the product finder keeps its filters, drops the empty ones and at most eight spec-*', () => {
    const reads = pageParams('/products');
    expect(
      normaliseQuery(
        new URLSearchParams(
          'q=&family=cable-management&industry=&spec-material=Brass&spec-x=&utm_source=y',
        ),
        reads,
        true,
      ),
    ).toEqual({
      status: 200,
      search: '?family=cable-management&spec-material=Brass',
      params: { family: 'cable-management', 'spec-material': 'Brass' },
    });
    const many = Array.from({ length: 12 }, (_, i) => `spec-s${i}=v`).join('&');
    const kept = normaliseQuery(new URLSearchParams(many), reads, true);
    expect(kept.status === 200 && Object.keys(kept.params)).toHaveLength(8);
    expect(normaliseQuery(new URLSearchParams('family=Not%20A%20Slug'), reads, true)).toEqual({
      status: 400,
      fields: { family: 'Must be an address: lower-case letters, digits and hyphens' },
    });
    expect(normaliseQuery(new URLSearchParams('spec-Bad_Name=x'), reads, true)).toMatchObject({
      status: 200,
      search: '',
    });
  });
});

describe('many distinct valid URLs', () => {
  const limits = { maxEntries: 1000, maxBytes: 256 * 1024 };
  let small: App;
  beforeAll(async () => {
    small = await buildApp({
      config: { LOG_LEVEL: 'silent', NODE_ENV: 'test', publicUrl: 'http://localhost' },
      database: app.database,
      media: app.media,
      cacheLimits: limits,
    });
    await small.fastify.ready();
  });
  afterAll(() => small.fastify.close());

  const validUrl = (i: number) =>
    `/api/v1/home/partner?cursor=${encodeCursor({
      position: -1 - i,
      at: String(1_700_000_000_000_000 + i),
      id: '00000000-0000-4000-8000-000000000000',
    })}&limit=${(i % 100) + 1}`;

  it('through the cache, they leave the store within its byte bound', async () => {
    let largest = 0;
    for (let i = 0; i < 1_000; i++) {
      const res = await get(validUrl(i), small);
      if (res.statusCode !== 200) expect.fail(`URL ${i} answered ${res.statusCode}`);
      largest = Math.max(largest, small.fastify.responseCache.store.size.bytes);
    }
    const { entries: held, bytes } = small.fastify.responseCache.store.size;
    expect(largest).toBeLessThanOrEqual(limits.maxBytes);
    expect(bytes).toBeLessThanOrEqual(limits.maxBytes);
    // The byte bound, not the entry count, is what held it: many entries were evicted.
    expect(held).toBeGreaterThan(1);
    expect(held).toBeLessThan(500);
  });

  it('20,000 of them, by their normalised keys, hold no more than their share of the bound', async () => {
    // Making 20,000 answers costs a minute of compression; the store's bound is what is tested.
    const entry = await encodeResponse(Buffer.from((await get(validUrl(0))).body), {
      'content-type': 'application/json',
    });
    const store = new ResponseStore(limits);
    // The pages (addresses without a query) that were there before the flood.
    const plain = Array.from({ length: 20 }, (_, i) => `/api/v1/page-${i}`);
    for (const key of plain) store.set(1, key, entry);
    const keys = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      const url = new URL(validUrl(i), 'http://localhost');
      const query = normaliseQuery(url.searchParams, ['limit', 'cursor'], false);
      if (query.status !== 200) expect.fail(`URL ${i} was refused`);
      const key = `${url.pathname}${query.search}`;
      keys.add(key);
      store.set(1, key, entry);
      if (store.size.bytes > limits.maxBytes) expect.fail(`over the bound after ${i + 1} URLs`);
      if (store.variantSize.bytes > limits.maxBytes * VARIANT_SHARE) {
        expect.fail(`variants over their share after ${i + 1} URLs`);
      }
    }
    expect(keys.size).toBe(20_000);
    expect(store.variantSize.entries).toBe(
      Math.floor((limits.maxBytes * VARIANT_SHARE) / entry.bytes),
    );
    // Not one page was pushed out by them.
    for (const key of plain) expect(store.get(1, key), key).toBe(entry);
  });
});

describe('the store', () => {
  const entry = (bytes: number) => ({
    headers: {},
    variants: {
      identity: { body: Buffer.alloc(bytes), etag: '"x"' },
      gzip: { body: Buffer.alloc(bytes), etag: '"x"' },
      br: { body: Buffer.alloc(bytes), etag: '"x"' },
    },
    bytes,
  });

  it('keeps pages least recently used last, across both kinds of address', () => {
    const store = new ResponseStore({ maxEntries: 8, maxBytes: 1_000_000 });
    for (let i = 0; i < 6; i++) store.set(1, `/p${i}`, entry(10));
    store.set(1, '/s?q=1', entry(10));
    store.set(1, '/s?q=2', entry(10));
    // Used again: now the most recent.
    store.get(1, '/p0');
    store.set(1, '/p6', entry(10));
    store.set(1, '/p7', entry(10));
    expect(store.size.entries).toBe(8);
    // The two least recently used went: /p1, then /p2 (older than either variant).
    expect(store.get(1, '/p1')).toBeUndefined();
    expect(store.get(1, '/p2')).toBeUndefined();
    for (const key of ['/p0', '/p3', '/s?q=1', '/s?q=2', '/p7']) {
      expect(store.get(1, key), key).toBeDefined();
    }
  });

  it('holds addresses with a query to their share of entries and bytes', () => {
    const store = new ResponseStore({ maxEntries: 100, maxBytes: 10_000 });
    for (let i = 0; i < 60; i++) store.set(1, `/p${i}`, entry(10));
    for (let i = 0; i < 1000; i++) store.set(1, `/news?q=${i}`, entry(10));
    expect(store.variantSize.entries).toBe(25);
    for (let i = 0; i < 60; i++) expect(store.get(1, `/p${i}`)).toBeDefined();
    for (let i = 0; i < 100; i++) store.set(1, `/big?q=${i}`, entry(1000));
    expect(store.variantSize.bytes).toBeLessThanOrEqual(2_500);
    expect(store.size.entries).toBe(62);
  });

  it('counts an upgraded entry’s bytes in its own kind', () => {
    const store = new ResponseStore({ maxEntries: 100, maxBytes: 10_000 });
    const quick = entry(100);
    store.set(1, '/s?q=1', quick);
    store.upgrade(1, '/s?q=1', quick, entry(40));
    expect(store.variantSize.bytes).toBe(40);
    expect(store.size.bytes).toBe(40);
  });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * The site listening on a port of its own, with the pages the tests start from rendered once,
 * and the raw requests and cache counts the tests read it with.
 */
function listeningSite() {
  let pages: PageRenderer;
  let origin: URL;
  const ctx = {} as { site: TestApp };
  /** Many raw requests on a few sockets, as a flood would come. */
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

  beforeAll(async () => {
    pages = await pageRenderer();
    ctx.site = await createTestApp({ ssr: pages.ssr });
    origin = new URL(await ctx.site.fastify.listen({ host: '127.0.0.1', port: 0 }));
  }, 120_000);
  afterAll(async () => {
    agent.destroy();
    await ctx.site?.close();
    await pages?.close();
  });

  /** A request with its target exactly as written: inject and fetch would resolve `/./` first. */
  const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        { host: origin.hostname, port: origin.port, path, method, headers, agent },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });

  const counts = () => {
    const { hits, misses } = ctx.site.fastify.responseCache.counts;
    return { hits: hits.page, misses: misses.page };
  };
  // Entries, not bytes: a new entry's smaller compressed forms replace its first ones a moment later.
  const held = () => ctx.site.fastify.responseCache.store.size.entries;

  /**
   * The page rendered once, however long that takes: the first render of a page compiles its
   * modules (Vite), which under load can outlast the render limits (a 503).
   */
  async function rendered(path: string) {
    for (let tries = 0; (await raw(path)).status !== 200; tries++) {
      if (tries > 60) expect.fail(`${path} never rendered`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  /** The page's cached answer; every render has its own CSP nonce, so its ETag names it. */
  async function cached(path: string): Promise<Answer> {
    await rendered(path);
    const before = counts();
    const res = await raw(path);
    expect(res.status, path).toBe(200);
    expect(counts(), path).toEqual({ hits: before.hits + 1, misses: before.misses });
    return res;
  }

  beforeAll(async () => {
    for (const path of [
      '/',
      '/who-we-are',
      '/news-and-insights',
      '/services',
      '/who-we-are.data',
    ]) {
      await rendered(path);
    }
  }, 180_000);

  return { ctx, raw, counts, held, rendered, cached };
}

describe('one key per page', () => {
  const { ctx, raw, counts, held, cached } = listeningSite();

  it('spellings of a page answer 301 to its one address, before any render or entry', async () => {
    const news = await cached('/news-and-insights');
    const home = await cached('/');
    const before = { counts: counts(), held: held() };
    const cases: [sent: string, location: string][] = [
      ['//x/', '/x'],
      ['//evil.com/news-and-insights', '/evil.com/news-and-insights'],
      ['/\\x/', '/x'],
      ['/./x/../', '/'],
      ['/./news-and-insights', '/news-and-insights'],
      ['/x/../news-and-insights', '/news-and-insights'],
      ['/%2e/news-and-insights', '/news-and-insights'],
      ['/x/%2E%2E/news-and-insights', '/news-and-insights'],
      ['/%2Fnews-and-insights', '/news-and-insights'],
      ['/NeWs-AnD-InSiGhTs', '/news-and-insights'],
      ['/%6eews-and-insights', '/news-and-insights'],
      ['/news-and-insights/', '/news-and-insights'],
      ['/news-and-insights//', '/news-and-insights'],
      ['/news-and-insights/.', '/news-and-insights'],
      ['/news-and-insights#x', '/news-and-insights'],
      ['/NEWS-AND-INSIGHTS?utm_source=x&page=2', '/news-and-insights?utm_source=x&page=2'],
      ['/News-And-Insights/.data', '/news-and-insights.data'],
      ['/.data', '/_.data'],
      ['/_root.data', '/_.data'],
      ['http://evil.com/news-and-insights', '/news-and-insights'],
      ['http://evil.com//evil.com/', '/evil.com'],
    ];
    for (const [sent, location] of cases) {
      for (const method of ['GET', 'HEAD']) {
        const res = await raw(sent, {}, method);
        expect(res.status, `${method} ${sent}`).toBe(301);
        expect(res.headers.location, `${method} ${sent}`).toBe(location);
        expect(res.headers.etag, sent).toBeUndefined();
      }
    }
    // Nothing was rendered, looked up or kept for any of them.
    expect(counts()).toEqual(before.counts);
    expect(held()).toEqual(before.held);
    // Where they lead is the one cached copy.
    expect((await raw('/news-and-insights')).headers.etag).toBe(news.headers.etag);
    expect((await raw('/')).headers.etag).toBe(home.headers.etag);
  });

  it('the sitemap’s files have one address each', async () => {
    const file = await raw('/sitemaps/pages.xml');
    expect(file.status).toBe(200);
    for (const sent of ['/sitemaps/%70ages.xml', '/sitemaps/PAGES.xml', '/sitemaps/pages%2Exml']) {
      const res = await raw(sent);
      expect(res.status, sent).toBe(301);
      expect(res.headers.location, sent).toBe('/sitemaps/pages.xml');
    }
  });

  it('a form sent to another spelling is sent on with its method and body (308)', async () => {
    for (const sent of ['/Contacts', '//evil.com/contacts', '/./contacts', '/contacts/']) {
      const res = await raw(
        sent,
        { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.com' },
        'POST',
      );
      expect(res.status, sent).toBe(308);
      expect(res.headers.location, sent).toMatch(/^\/(?:contacts|evil\.com\/contacts)$/);
    }
  });

  it('1,500 made-up spellings neither render nor push the real pages out', async () => {
    const real = ['/', '/news-and-insights', '/who-we-are', '/services'];
    const tags = new Map<string, string | undefined>();
    for (const path of real) tags.set(path, (await cached(path)).headers.etag);
    const before = { counts: counts(), held: held() };
    const random = () => randomBytes(6).toString('hex');
    // At least one capital, so that no spelling is the page's own by chance.
    const mixedCase = (path: string) =>
      [...path].map((c, i) => (i === 1 || Math.random() < 0.5 ? c.toUpperCase() : c)).join('');
    const spellings = [
      () => `//${random()}/`,
      () => `/\\${random()}/`,
      () => `/./${random()}/../`,
      () => `/${random()}/%2e%2e/who-we-are`,
      () => mixedCase(`/news-and-insights${'/'.repeat((1 + Math.random() * 3) | 0)}`),
      () => `${mixedCase('/who-we-are')}?${random()}=1`,
    ];
    const statuses = new Set<number>();
    for (let i = 0; i < 1_500; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, (_, j) => raw(spellings[(i + j) % spellings.length]!())),
      );
      for (const res of batch) statuses.add(res.status);
    }
    expect([...statuses]).toEqual([301]);
    expect(counts()).toEqual(before.counts);
    expect(held()).toEqual(before.held);
    for (const [path, etag] of tags) expect((await raw(path)).headers.etag, path).toBe(etag);
  });

  it('React Router’s route list on a data request makes no entry of its own', async () => {
    const data = await cached('/who-we-are.data');
    const before = held();
    for (const routes of ['root', 'routes/who-we-are', 'junk', `${'a,'.repeat(400)}b`]) {
      const res = await raw(`/who-we-are.data?_routes=${encodeURIComponent(routes)}`);
      expect(res.status, routes).toBe(200);
      expect(res.headers.etag, routes).toBe(data.headers.etag);
    }
    expect(held()).toEqual(before);
  });

  describeCookiesAndHeaders({ ctx, raw, counts, cached });
});

/**
 * What a visitor's cookies and headers change: nothing on the page but a basket that holds
 * something, or a real editor's preview session.
 */
function describeCookiesAndHeaders({
  ctx,
  raw,
  counts,
  cached,
}: Pick<ReturnType<typeof listeningSite>, 'ctx' | 'raw' | 'counts' | 'cached'>) {
  describe('cookies and headers that change nothing on the page', () => {
    const path = '/who-we-are';
    const token = () => randomBytes(32).toString('base64url');

    it('a basket cookie that names no basket, or an empty one, gets the cached page', async () => {
      const page = await cached(path);
      const lookups = vi.spyOn(ctx.site.services.quotes, 'count');
      const [product] = await ctx.site.database.db
        .select({ id: products.id })
        .from(products)
        .limit(1);
      const emptied = await ctx.site.services.quotes.add(undefined, {
        productId: product!.id,
        quantity: 1,
      });
      if (!emptied.ok) expect.fail('no basket');
      await ctx.site.services.quotes.remove(emptied.token, product!.id);
      const cases: [cookie: string, lookups: number][] = [
        ['quote_basket=junk', 0],
        ['quote_basket=', 0],
        [`quote_basket=${'x'.repeat(5000)}`, 0],
        [`quote_basket=${token()}`, 1],
        [`quote_basket=${emptied.token}`, 1],
        [`other=1; quote_basket=${token()}; sid=${token()}`, 1],
      ];
      for (const [cookie, expected] of cases) {
        lookups.mockClear();
        const before = counts();
        const res = await raw(path, { cookie });
        expect(res.status, cookie).toBe(200);
        expect(res.headers['cache-control'], cookie).toMatch(/^public/);
        expect(res.headers.etag, cookie).toBe(page.headers.etag);
        expect(counts(), cookie).toEqual({ hits: before.hits + 1, misses: before.misses });
        // Checked once, before the cache answered; never by a render.
        expect(lookups, cookie).toHaveBeenCalledTimes(expected);
      }
    });

    it('a basket that holds something makes the page the visitor’s own', async () => {
      const [product] = await ctx.site.database.db
        .select({ id: products.id })
        .from(products)
        .limit(1);
      const basket = await ctx.site.services.quotes.add(undefined, {
        productId: product!.id,
        quantity: 2,
      });
      if (!basket.ok) expect.fail('no basket');
      const before = counts();
      const res = await raw(path, { cookie: `quote_basket=${basket.token}` });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
      expect(res.body).toMatch(/data-testid="basket-count">1</);
      expect(counts().hits).toBe(before.hits);
    });

    it('?preview=true without a real session gets the cached page; the session is looked up once', async () => {
      const page = await cached(path);
      const lookups = vi.spyOn(ctx.site.services.auth, 'authenticate');
      const cases: [headers: Record<string, string>, lookups: number][] = [
        [{}, 0],
        [{ cookie: 'sid=junk' }, 0],
        [{ cookie: `sid=${'y'.repeat(300)}` }, 0],
        [{ cookie: `sid=${token()}` }, 1],
        [{ authorization: 'Bearer junk' }, 0],
        [{ authorization: `Bearer ${token()}` }, 1],
        [{ authorization: 'Basic c3VwZXJfYWRtaW46eA==' }, 0],
        [{ authorization: 'Basic x', cookie: `sid=${token()}` }, 1],
      ];
      for (const [headers, expected] of cases) {
        const label = JSON.stringify(headers);
        lookups.mockClear();
        const before = counts();
        const res = await raw(`${path}?preview=true`, headers);
        expect(res.status, label).toBe(200);
        expect(res.headers.etag, label).toBe(page.headers.etag);
        expect(res.body, label).not.toContain('Preview: not published');
        expect(counts(), label).toEqual({ hits: before.hits + 1, misses: before.misses });
        expect(lookups, label).toHaveBeenCalledTimes(expected);
      }
      // A real session is the editor's preview: rendered for them alone, looked up once.
      const editor = await signIn(ctx.site, 'super_admin', SUPER_PASSWORD);
      lookups.mockClear();
      const preview = await raw(`${path}?preview=true`, { cookie: editor.cookie });
      expect(preview.status).toBe(200);
      expect(preview.headers['cache-control']).toBe('private, no-store');
      expect(preview.body).toContain('Preview: not published');
      expect(lookups).toHaveBeenCalledTimes(1);
    });

    it('when a lookup fails (the database is away) the visitor gets the cached page, never a 500', async () => {
      const page = await cached(path);
      const basket = vi
        .spyOn(ctx.site.services.quotes, 'count')
        .mockRejectedValue(new Error('connection refused'));
      const session = vi
        .spyOn(ctx.site.services.auth, 'authenticate')
        .mockRejectedValue(new Error('connection refused'));
      for (const [url, headers] of [
        [path, { cookie: `quote_basket=${token()}` }],
        [`${path}?preview=true`, { cookie: `sid=${token()}` }],
      ] as const) {
        const res = await raw(url, headers);
        expect(res.status, url).toBe(200);
        expect(res.headers.etag, url).toBe(page.headers.etag);
      }
      expect(basket).toHaveBeenCalledTimes(1);
      expect(session).toHaveBeenCalledTimes(1);
    });

    it('a page with a made-up session that is not yet cached is stored by that request', async () => {
      const other = '/services';
      // Empty the cache by moving the content version on.
      ctx.site.fastify.responseCache.store.clear(ctx.site.fastify.responseCache.version.current());
      const first = await raw(`${other}?preview=true`, { cookie: `sid=${token()}` });
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toMatch(/^public/);
      const before = counts();
      const next = await raw(other);
      expect(next.headers.etag).toBe(first.headers.etag);
      expect(counts()).toEqual({ hits: before.hits + 1, misses: before.misses });
    });
  });
}
