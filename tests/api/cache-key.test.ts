/**
 * The cache key is the path plus only the query parameters the page or read uses
 * (docs/architecture.md, Under load): tracking parameters and junk are answered from the same entry
 * without running the handler, the kept ones are validated before anything runs (400, nothing
 * stored), and any number of distinct valid URLs stays within the store's byte bound.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { normaliseQuery, pageParams } from '../../server/cache/query-rules';
import { encodeResponse, ResponseStore } from '../../server/cache/response-store';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { encodeCursor } from '../../server/services/page-cursor';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string, on: App = app) => on.fastify.inject({ method: 'GET', url });
const entries = (on: App = app) => on.fastify.responseCache.store.size.entries;

describe('parameters that do not change the answer', () => {
  it('tracking parameters are answered from the cached entry, the handler not run', async () => {
    const plain = await get('/api/v1/sections');
    expect(plain.statusCode).toBe(200);
    const stored = entries();
    const index = vi.spyOn(app.services.content, 'sectionIndex');
    try {
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
    } finally {
      index.mockRestore();
    }
  });

  it('20,000 distinct junk URLs share one entry and one run of the handler', async () => {
    const list = vi.spyOn(app.services.content, 'page');
    try {
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
    } finally {
      list.mockRestore();
    }
  });

  it('a kept parameter is one entry whatever the junk and order around it', async () => {
    const list = vi.spyOn(app.services.content, 'page');
    try {
      const a = await get('/api/v1/case-studies?limit=5&utm_medium=mail');
      const b = await get('/api/v1/case-studies?fbclid=z&limit=05');
      expect(a.statusCode).toBe(200);
      expect(b.headers.etag).toBe(a.headers.etag);
      expect(list).toHaveBeenCalledTimes(1);
    } finally {
      list.mockRestore();
    }
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
    try {
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
    } finally {
      list.mockRestore();
    }
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

  it('20,000 of them, by their normalised keys, never hold more than the bound', async () => {
    // Making 20,000 answers costs a minute of compression; the store's bound is what is tested.
    const entry = await encodeResponse(Buffer.from((await get(validUrl(0))).body), {
      'content-type': 'application/json',
    });
    const store = new ResponseStore(limits);
    const keys = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      const url = new URL(validUrl(i), 'http://localhost');
      const query = normaliseQuery(url.searchParams, ['limit', 'cursor'], false);
      if (query.status !== 200) expect.fail(`URL ${i} was refused`);
      const key = `${url.pathname}${query.search}`;
      keys.add(key);
      store.set(1, key, entry);
      if (store.size.bytes > limits.maxBytes) expect.fail(`over the bound after ${i + 1} URLs`);
    }
    expect(keys.size).toBe(20_000);
    expect(store.size.entries).toBe(Math.floor(limits.maxBytes / entry.bytes));
  });
});
