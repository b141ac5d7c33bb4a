/**
 * The response cache keyed by content version (docs/decisions/0005): public API reads are answered
 * from memory with an ETag, compressed once, revalidated with 304, and a content write is visible
 * on the very next request. On PostgreSQL, a write through one instance invalidates another.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../server/app';
import {
  API_CACHE_CONTROL,
  negotiate,
  PRIVATE_CACHE_CONTROL,
} from '../../server/cache/response-cache';
import { openDatabase, type Database } from '../../server/db/client';
import { contentVersionRepo } from '../../server/repositories/content/content-version-repo';
import { sectionsRepo } from '../../server/repositories/content/sections-repo';
import { bearer, signIn, SUPER_PASSWORD } from '../helpers/test-app';
import { signedInApp } from '../helpers/signed-in-app';
import { sectionPath } from './write-helpers';

const ctx = signedInApp();

const get = (url: string, headers: Record<string, string> = {}, on: App = ctx.app) =>
  on.fastify.inject({ method: 'GET', url, headers });
const patch = (url: string, payload: object) =>
  ctx.app.fastify.inject({ method: 'PATCH', url, headers: bearer(ctx.sup), payload });
const version = () => contentVersionRepo(ctx.app.database.db).current();

describe('a public API read', () => {
  it('is answered from the cache the second time, with the same ETag', async () => {
    const path = await sectionPath(ctx.app, 'home/why');
    const first = await get(path);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(API_CACHE_CONTROL);
    expect(first.headers.vary).toBe('Accept-Encoding');

    // Changed underneath without a content write (no version bump): the cache still answers.
    const repo = sectionsRepo(ctx.app.database.db);
    const stored = (await repo.byKey('home/why'))!;
    await repo.replaceData('home/why', { ...stored.data, why: 'Not through a content write' });
    try {
      const second = await get(path);
      expect(second.statusCode).toBe(200);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.body).toBe(first.body);
    } finally {
      await repo.replaceData('home/why', stored.data);
    }
  });

  it('answers 304 without a body to If-None-Match with its ETag, 200 to another', async () => {
    const path = await sectionPath(ctx.app, 'footer');
    const { headers } = await get(path);
    const etag = String(headers.etag);
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(path, { 'if-none-match': tag });
      expect(res.statusCode, tag).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe(API_CACHE_CONTROL);
    }
    const changed = await get(path, { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toHaveProperty('footerText');
  });

  it('is sent gzip or brotli by Accept-Encoding, each decoding to the same JSON', async () => {
    const url = '/api/v1/sections';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.json();

    const gz = await get(url, { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(json);

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(json);

    // One representation, one ETag; each form has its own, and each revalidates.
    const tags = [plain.headers.etag, gz.headers.etag, br.headers.etag];
    expect(new Set(tags).size).toBe(3);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    const again = await get(url, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    // A deflate-only client gets the plain form, not a deflated copy under the plain ETag.
    const deflate = await get(url, { 'accept-encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBeUndefined();
    expect(deflate.headers.etag).toBe(plain.headers.etag);
  });

  it('answers a miss with quick compression, then serves the smaller brotli under the same ETag', async () => {
    // Big enough for brotli 10 to beat brotli 5: the section index, made fresh by a write.
    await patch(await sectionPath(ctx.app, 'home/why'), { why: 'A new version of the index' });
    const url = '/api/v1/sections';
    const first = await get(url, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const json = JSON.parse(brotliDecompressSync(first.rawPayload).toString());
    // The smaller form replaces the quick one once the background compression is done.
    let later = first;
    await expect
      .poll(
        async () => {
          later = await get(url, { 'accept-encoding': 'br' });
          return later.rawPayload.length;
        },
        { timeout: 15_000, interval: 20 },
      )
      .toBeLessThan(first.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(later.rawPayload).toString())).toEqual(json);
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(Number(later.headers['content-length'])).toBe(later.rawPayload.length);
  });

  it('shows a section PATCH on the next GET, with a new ETag', async () => {
    const path = await sectionPath(ctx.app, 'about/vision-mission');
    const before = await get(path);
    expect((await get(path)).headers.etag).toBe(before.headers.etag);

    const saved = await patch(path, { vision: 'Seen on the next request' });
    expect(saved.statusCode).toBe(200);
    // The write answers the section's edit version (issue 14), not a cache validator.
    expect(saved.headers.etag).toMatch(/^"\d+"$/);

    const after = await get(path);
    expect(after.json().visionMission.vision).toBe('Seen on the next request');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get(path, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(
      200,
    );
  });

  it('shows collection creates, updates and deletes on the next GET', async () => {
    const list = async () => (await get('/api/v1/blog')).json().blogs as { title: string }[];
    const titles = async () => (await list()).map((b) => b.title);
    await list();

    const created = await ctx.app.fastify.inject({
      method: 'POST',
      url: '/api/v1/blog',
      headers: bearer(ctx.sup),
      payload: { title: 'Cached lists move on', subtitle: 'A', content: '<p>x</p>' },
    });
    expect(created.statusCode).toBe(201);
    expect(await titles()).toContain('Cached lists move on');
    const id = created.json().blog._id as string;
    const one = await get(`/api/v1/blog/${id}`);
    expect(one.json().blog.title).toBe('Cached lists move on');

    const renamed = await ctx.app.fastify.inject({
      method: 'PATCH',
      url: `/api/v1/blog/${id}`,
      headers: bearer(ctx.sup),
      payload: { title: 'Renamed at once' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await titles()).toContain('Renamed at once');
    expect((await get(`/api/v1/blog/${id}`)).json().blog.title).toBe('Renamed at once');

    const removed = await ctx.app.fastify.inject({
      method: 'DELETE',
      url: `/api/v1/blog/${id}`,
      headers: bearer(ctx.sup),
    });
    expect(removed.statusCode).toBe(200);
    expect(await titles()).not.toContain('Renamed at once');
    expect((await get(`/api/v1/blog/${id}`)).statusCode).toBe(404);
  });

  it('is made once for many requests arriving together after a write', async () => {
    await patch(await sectionPath(ctx.app, 'home/why'), { why: 'Everyone asks at once' });
    const list = vi.spyOn(ctx.app.services.content, 'page');
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => get('/api/v1/case-studies')),
      );
      expect(list).toHaveBeenCalledTimes(1);
      expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    } finally {
      list.mockRestore();
    }
  });

  it('answers HEAD from the same entry, without a body', async () => {
    const path = await sectionPath(ctx.app, 'home/hero');
    const full = await get(path);
    const head = await ctx.app.fastify.inject({ method: 'HEAD', url: path });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(Number(head.headers['content-length'])).toBe(full.rawPayload.length);
  });
});

describe('what is not cached', () => {
  it('a signed-in read: private, no-store, never the cached answer', async () => {
    const path = await sectionPath(ctx.app, 'home/hero');
    const cached = await get(path);
    expect(cached.headers.etag).toBeDefined();
    for (const headers of [bearer(ctx.sup), { cookie: ctx.sup.cookie }]) {
      const res = await get(path, { ...headers, 'if-none-match': String(cached.headers.etag) });
      expect(res.statusCode).toBe(200);
      // An editor's read answers the edit version for If-Match, never the cached copy's tag.
      expect(res.headers.etag).toMatch(/^"\d+"$/);
      expect(res.headers.etag).not.toBe(cached.headers.etag);
      expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect(res.json()).toEqual(cached.json());
    }
  });

  it('answers other than 200', async () => {
    const res = await get('/api/v1/home/hero/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('the enquiry, newsletter and auth API, health checks and the API docs', async () => {
    const enquiry = await ctx.app.fastify.inject({
      method: 'POST',
      url: '/api/v1/enquiries',
      headers: { 'x-forwarded-for': '10.99.0.1' },
      payload: {
        type: 'contact',
        firstName: 'Ngozi',
        lastName: 'Eze',
        email: 'ngozi@example.com',
        phone: '0803 123 4567',
        request: 'Do you service generators in Port Harcourt?',
      },
    });
    expect(enquiry.statusCode, enquiry.body).toBe(201);
    const responses = [
      enquiry,
      await get('/api/v1/enquiries', bearer(ctx.sup)),
      await get('/api/v1/newsletter/unsubscribe?token=nobody'),
      await get('/api/v1/newsletter/unsubscribe?token=nobody'),
      await get('/api/v1/auth/me', bearer(ctx.sup)),
      await get('/healthz'),
      await get('/readyz'),
      await get('/api/openapi.json'),
    ];
    for (const res of responses) {
      expect(res.headers.etag, res.raw.req.url).toBeUndefined();
      expect(String(res.headers['cache-control'] ?? '')).not.toMatch(/public/);
    }
  });

  it('only content writes move the content version, in the write', async () => {
    const start = await version();
    await signIn(ctx.app, 'super_admin', SUPER_PASSWORD);
    await ctx.app.fastify.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      headers: { 'x-forwarded-for': '10.99.0.2' },
      payload: { email: 'reader@example.com' },
    });
    expect(await version()).toBe(start);

    const path = await sectionPath(ctx.app, 'home/why');
    const refused = await patch(path, { why: 42 });
    expect(refused.statusCode).toBe(400);
    expect(await version()).toBe(start);

    expect((await patch(path, { why: 'One more version' })).statusCode).toBe(200);
    expect(await version()).toBe(start + 1);
    expect(ctx.app.fastify.responseCache.version.current()).toBe(start + 1);
  });
});

describe('Accept-Encoding', () => {
  it('prefers br, honours q-values, and falls back to identity', () => {
    expect(negotiate(undefined)).toBe('identity');
    expect(negotiate('gzip, deflate, br')).toBe('br');
    expect(negotiate('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiate('br;q=0, gzip;q=0')).toBe('identity');
    expect(negotiate('*')).toBe('br');
    expect(negotiate('deflate')).toBe('identity');
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')(
  'two instances on one PostgreSQL database',
  () => {
    let other: App;
    let otherDb: Database;
    beforeAll(async () => {
      const pool = (ctx.app.database.db as unknown as { $client: pg.Pool }).$client;
      otherDb = await openDatabase({
        driver: 'postgres',
        url: String(pool.options.connectionString),
      });
      other = await buildApp({
        config: { LOG_LEVEL: 'silent', NODE_ENV: 'test', publicUrl: 'http://localhost' },
        database: otherDb,
        media: ctx.app.media,
      });
      await other.fastify.ready();
    });
    afterAll(async () => {
      await other.fastify.close();
      await otherDb.close();
    });

    it('a write through one is seen on the next GET of the other', async () => {
      const path = await sectionPath(ctx.app, 'about/values');
      const before = await get(path, {}, other);
      expect((await get(path, {}, other)).headers.etag).toBe(before.headers.etag);

      expect((await patch(path, { canDo: 'Written on instance A' })).statusCode).toBe(200);
      // The NOTIFY sent at the commit reaches the other instance's LISTEN connection.
      const written = ctx.app.fastify.responseCache.version.current();
      await vi.waitFor(() => expect(other.fastify.responseCache.version.current()).toBe(written), {
        timeout: 5000,
        interval: 5,
      });

      const after = await get(path, {}, other);
      expect(after.json().values.canDo).toBe('Written on instance A');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });

    it('stops caching while its LISTEN connection is lost, and listens again', async () => {
      const path = await sectionPath(ctx.app, 'about/values');
      const versionOf = (on: App) => on.fastify.responseCache.version.current();
      // Cut every instance's listening connection, as a database restart or failover would.
      await ctx.app.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database()
              and query like 'SELECT version FROM content_version%'`,
      );
      await vi.waitFor(() => expect(versionOf(other)).toBeUndefined(), {
        timeout: 5000,
        interval: 2,
      });
      const uncached = await get(path, {}, other);
      expect(uncached.statusCode).toBe(200);
      expect(uncached.headers.etag).toBeUndefined();
      await vi.waitFor(() => expect(versionOf(other)).toBeDefined(), {
        timeout: 10_000,
        interval: 20,
      });

      expect((await get(path, {}, other)).headers.etag).toBeDefined();
      expect((await patch(path, { canDo: 'After the reconnect' })).statusCode).toBe(200);
      const written = versionOf(ctx.app);
      await vi.waitFor(() => expect(versionOf(other)).toBe(written), {
        timeout: 5000,
        interval: 5,
      });
      expect((await get(path, {}, other)).json().values.canDo).toBe('After the reconnect');
    });
  },
);
