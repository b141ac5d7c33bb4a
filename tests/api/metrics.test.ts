/**
 * GET /metrics (Prometheus text format): there only when METRICS_TOKEN is set, answered only to
 * that bearer token; requests counted by route pattern and status, never by URL; the response
 * cache, the renders, the database pool and the notification e-mails waiting.
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiriesRepo } from '../../server/repositories/enquiries/enquiries-repo';
import { pageRenderer, type PageRenderer } from '../helpers/pages';
import { mailingTo } from '../helpers/smtp';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { buyerQuote } from '../helpers/visitors';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
/** Nothing listens there: every notification e-mail fails. */
const DEAD_SMTP = 'smtp://127.0.0.1:1';

let pages: PageRenderer;
let app: TestApp;

beforeAll(async () => {
  pages = await pageRenderer();
  app = await createTestApp({
    ssr: pages.ssr,
    config: { METRICS_TOKEN: TOKEN },
    services: { enquiries: await mailingTo(DEAD_SMTP) },
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await pages?.close();
});

const get = (url: string, headers: Record<string, string> = {}, on = app) =>
  on.fastify.inject({ method: 'GET', url, headers });

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of an exposition, e.g. `http_requests_total{method="GET",…} 2`. */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, name = '', value = ''] of (match[2] ?? '').matchAll(
        /(\w+)="((?:[^"\\]|\\.)*)"/g,
      ))
        labels[name] = value;
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

async function scrape(): Promise<Sample[]> {
  const res = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
  expect(res.statusCode).toBe(200);
  return parse(res.body);
}

/** The value of the one sample with this name and (at least) these labels; 0 when absent. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name}`);
  return found[0]?.value ?? 0;
}

const routes = (samples: Sample[]) =>
  new Set(samples.filter((s) => s.name === 'http_requests_total').map((s) => s.labels.route));

describe('without METRICS_TOKEN', () => {
  it('has no /metrics: the site’s own 404 page', async () => {
    const plain = await createTestApp({ ssr: pages.ssr });
    try {
      const res = await get('/metrics', { authorization: `Bearer ${TOKEN}` }, plain);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    } finally {
      await plain.close();
    }
  });
});

describe('GET /metrics', () => {
  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: `Bearer ${TOKEN}x` }],
    ['a shorter token', { authorization: 'Bearer metrics' }],
    ['the token under another scheme', { authorization: `Basic ${TOKEN}` }],
  ])('answers 401 with WWW-Authenticate to %s', async (_, headers) => {
    const res = await get('/metrics', headers);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain('http_requests_total');
  });

  it('answers the Prometheus text format to the token, never stored', async () => {
    const res = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    const samples = parse(res.body);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'db_pool_max_connections')).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'ssr_renders_in_flight')).toBe(0);
    expect(valueOf(samples, 'ssr_renders_queued')).toBe(0);
    // Scrapes are not requests of the site: they do not count themselves.
    expect(routes(await scrape()).has('/metrics')).toBe(false);
  });

  it('reads the heap kept after a full collection, which a leak would make climb', async () => {
    // A full (mark-sweep) collection on demand, as `node --expose-gc` would allow.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    collect();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const live = valueOf(await scrape(), 'nodejs_heap_live_bytes');
    const total = getHeapStatistics().total_heap_size;
    expect(live).toBeGreaterThan(1_000_000);
    expect(live).toBeLessThanOrEqual(total);
  });

  it('is not in the API reference', async () => {
    const spec = await get('/api/openapi.json');
    expect(spec.body).not.toContain('/metrics');
  });
});

describe('request metrics', () => {
  it('count a page by its route pattern and status, its miss and then its hit', async () => {
    const posts = (await get('/api/v1/blog?limit=1')).json().blogs as { url: string }[];
    const url = posts[0]?.url ?? '';
    expect(url).toMatch(/^\/news-and-insights\/./);
    const labels = { method: 'GET', route: '/news-and-insights/:id', status: '200' };

    const before = await scrape();
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(200);
    const after = await scrape();

    const delta = (name: string, l: Record<string, string>) =>
      valueOf(after, name, l) - valueOf(before, name, l);
    expect(delta('http_requests_total', labels)).toBe(2);
    expect(delta('http_request_duration_seconds_count', labels)).toBe(2);
    expect(delta('response_cache_misses_total', { kind: 'page' })).toBe(1);
    expect(delta('response_cache_hits_total', { kind: 'page' })).toBe(1);
    expect(valueOf(after, 'response_cache_entries')).toBeGreaterThan(0);
    expect(valueOf(after, 'response_cache_bytes')).toBeGreaterThan(0);
    // The post's own address is nowhere among the labels.
    expect(after.some((s) => Object.values(s.labels).includes(url))).toBe(false);
  });

  it('count an API read by its route pattern, and a page’s data request as the page', async () => {
    const before = await scrape();
    expect((await get('/api/v1/sections')).statusCode).toBe(200);
    expect((await get('/who-we-are.data')).statusCode).toBe(200);
    const after = await scrape();
    for (const route of ['/api/v1/sections', '/who-we-are']) {
      const labels = { method: 'GET', route, status: '200' };
      expect(
        valueOf(after, 'http_requests_total', labels) -
          valueOf(before, 'http_requests_total', labels),
        route,
      ).toBe(1);
    }
  });

  it('do not grow with the addresses strangers make up', async () => {
    const before = await scrape();
    const made: string[] = [];
    const junk = () => {
      const word = `x${Math.random().toString(36).slice(2, 10)}`;
      made.push(word);
      return word;
    };
    const urls = [
      () => `/${junk()}/${junk()}`,
      () => `/api/v1/${junk()}`,
      () => `/media/${junk()}.jpg`,
      () => `/news-and-insights/${junk()}`,
    ];
    for (let i = 0; i < 60; i++) {
      const res = await get(urls[i % urls.length]!());
      expect(res.statusCode).toBe(404);
    }
    await app.fastify.inject({ method: 'PROPFIND', url: `/${junk()}` });
    const after = await scrape();
    const series = (samples: Sample[]) =>
      samples.filter((s) => s.name === 'http_requests_total').length;
    // At most one new series per kind of made-up address above, whatever their number.
    expect(series(after) - series(before)).toBeLessThanOrEqual(urls.length + 1);
    const labels = after.flatMap((s) => Object.values(s.labels)).join(' ');
    expect(made.filter((word) => labels.includes(word))).toEqual([]);
  });
});

describe('the notification e-mails', () => {
  it('show a failed notification as waiting, and as given up after its last attempt', async () => {
    const before = await scrape();
    const res = await app.fastify.inject({
      method: 'POST',
      url: '/api/v1/enquiries',
      remoteAddress: '10.9.8.7',
      payload: { ...buyerQuote, request: 'Two 1,600A main distribution boards, form 4b.' },
    });
    expect(res.statusCode).toBe(201);
    await expect
      .poll(
        async () => valueOf(await scrape(), 'mail_send_failures_total', { kind: 'notification' }),
        {
          timeout: 10_000,
        },
      )
      .toBe(valueOf(before, 'mail_send_failures_total', { kind: 'notification' }) + 1);

    const failed = await scrape();
    expect(valueOf(failed, 'mail_queue_notifications', { state: 'waiting' })).toBe(1);
    expect(valueOf(failed, 'mail_queue_notifications', { state: 'given_up' })).toBe(0);

    // Its last retry failed too: nothing more is scheduled.
    const repo = enquiriesRepo(app.database.db);
    const [row] = (await repo.page({}, 1, 0)).rows;
    await repo.update(row!.id, { emailAttempts: 8, nextEmailAt: null });
    const gaveUp = await scrape();
    expect(valueOf(gaveUp, 'mail_queue_notifications', { state: 'waiting' })).toBe(0);
    expect(valueOf(gaveUp, 'mail_queue_notifications', { state: 'given_up' })).toBe(1);
  });
});
