/**
 * Unknown paths are cheap (issue 50, point 7; docs/decisions/0044): every address no page claims
 * is answered with one cached not-found page per content version, status 404, `noindex`, the
 * same bytes and ETag whatever the path, so a stranger's random paths cost a lookup each, not a
 * render, and hold one cache entry, not one each. A content write makes the next 404 afresh.
 */
import fc from 'fast-check';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_KEY } from '../../server/cache/response-cache';
import { NOT_FOUND_PATTERN, routePattern } from '../../server/ssr/route-patterns';
import { pageRenderer, visibleText } from '../helpers/pages';
import { pagesApp } from '../helpers/signed-in-app';
import { patchSection } from './write-helpers';

const ctx = pagesApp();
afterEach(() => {
  vi.restoreAllMocks();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.fastify.inject({ method: 'GET', url, headers });
const cache = () => ctx.app.fastify.responseCache;
const version = () => cache().version.current() ?? -1;

/** Paths no page claims: a first segment no route has, then anything. */
const randomPath = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,10}$/),
    fc.array(fc.stringMatching(/^[a-z0-9_-]{1,12}$/), { maxLength: 3 }),
  )
  .map(([first, rest]) => `/${['no-such-' + first, ...rest].join('/')}`);

describe('a path no page claims', () => {
  it('is one cached 404 for any number of distinct paths: same body, same ETag, one entry', async () => {
    const paths = [...new Set(fc.sample(randomPath, { numRuns: 120, seed: 50 }))];
    expect(paths.length).toBeGreaterThan(100);
    const before = cache().store.size.entries;
    const first = await get(paths[0] ?? '/no-such-page', { 'accept-encoding': 'identity' });
    expect(first.statusCode).toBe(404);
    expect(first.body).toMatch(/<meta name="robots" content="noindex"\/>/);
    expect(visibleText(first.body)).toContain('Not Found');
    // Made once; every other path is answered from memory, no loader run.
    const reads = vi.spyOn(ctx.app.services.content, 'section');
    const hitsBefore = cache().counts.hits.page;
    for (const path of paths.slice(1)) {
      const res = await get(path, { 'accept-encoding': 'identity' });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers.etag, path).toBe(first.headers.etag);
      expect(res.body, path).toBe(first.body);
      // The page names no path: its bytes could not be shared otherwise.
      expect(res.body.includes(path), path).toBe(false);
    }
    expect(reads).not.toHaveBeenCalled();
    expect(cache().counts.hits.page - hitsBefore).toBe(paths.length - 1);
    expect(cache().store.size.entries).toBe(before + 1);
    expect(cache().store.get(version(), NOT_FOUND_KEY)).toBeDefined();
  });

  it('keeps its query, compressed forms and HEAD in that entry', async () => {
    const html = await get('/no-such-thing', { 'accept-encoding': 'identity' });
    const entries = cache().store.size.entries;
    const reads = vi.spyOn(ctx.app.services.content, 'section');
    for (const url of ['/no-such-thing?utm_source=x&q=1', '/no/such/thing?page=2']) {
      const res = await get(url, { 'accept-encoding': 'identity' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(html.body);
    }
    const br = await get('/no-such-brotli', { 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(404);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(`${String(html.headers.etag).slice(0, -1)}-br"`);
    const head = await ctx.app.fastify.inject({ method: 'HEAD', url: '/no-such-head' });
    expect(head.statusCode).toBe(404);
    expect(reads).not.toHaveBeenCalled();
    expect(cache().store.size.entries).toBe(entries);
  });

  it('answers its 404 and body to If-None-Match with its own ETag, never a 304', async () => {
    const first = await get('/no-such-etag');
    const again = await get('/no-such-etag-2', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(first.body);
  });

  it('is served with the stored policy, no nonce: the loader runs by its hash', async () => {
    await get('/no-such-policy');
    const res = await get('/no-such-policy-2');
    const policy = String(res.headers['content-security-policy']);
    const scripts = /script-src [^;]*/.exec(policy)?.[0];
    expect(scripts).toMatch(/^script-src 'sha256-[\w+/=]+' 'strict-dynamic'$/);
    expect(policy).not.toContain("'nonce-");
    expect(res.headers.vary).toContain('Save-Data');
  });

  it('keeps one lighter copy for visitors saving data and one for client navigations', async () => {
    await get('/no-such-a');
    const entries = cache().store.size.entries;
    const lite = await get('/no-such-b', { 'save-data': 'on' });
    const lite2 = await get('/no-such-c', { 'save-data': 'on' });
    const data = await get('/no-such-d.data');
    const data2 = await get('/no-such-e/f.data');
    expect([lite.statusCode, lite2.statusCode, data.statusCode, data2.statusCode]).toEqual([
      404, 404, 404, 404,
    ]);
    expect(lite2.headers.etag).toBe(lite.headers.etag);
    expect(data2.body).toBe(data.body);
    expect(data.headers['content-type']).toMatch(/text\/x-script/);
    expect(cache().store.size.entries).toBe(entries + 2);
  });

  it('is made afresh after a content write, showing the new content', async () => {
    const before = await get('/no-such-footer');
    const marker = `Footer of round four ${Date.now()}`;
    expect(before.body).not.toContain(marker);
    const write = await patchSection(ctx.app, ctx.sup, 'footer', { copyright: marker });
    expect(write.statusCode).toBe(200);
    const after = await get('/no-such-footer-2', { 'accept-encoding': 'identity' });
    expect(after.statusCode).toBe(404);
    expect(visibleText(after.body)).toContain(marker);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // One not-found entry under the new version, the old one gone with its version.
    expect(cache().store.size.entries).toBe(1);
    const again = await get('/no-such-footer-3', { 'accept-encoding': 'identity' });
    expect(again.headers.etag).toBe(after.headers.etag);
  });
});

describe('an address a page or a record claims', () => {
  it('is rendered as itself: a missing record is its own 404, a page its 200', async () => {
    const post = await get('/news-and-insights/no-such-post');
    expect(post.statusCode).toBe(404);
    expect((await get('/who-we-are')).statusCode).toBe(200);
    expect(cache().store.get(version(), '/who-we-are')).toBeDefined();
  });

  /**
   * The cache answers an unclaimed path without rendering it, so the label must never call a
   * page's path unclaimed: checked against React Router's own matching of the real build, on
   * paths made of the routes' own segments.
   */
  it('is never taken for unclaimed, by React Router’s own matching of the build', async () => {
    const pages = await pageRenderer();
    const build = (await pages.ssr()) as ServerBuild;
    const manifest = build.routes;
    const objects = (parentId: string | undefined): RouteObject[] =>
      Object.values(manifest)
        .filter((r) => r !== undefined && r.parentId === parentId)
        .map((r): RouteObject => {
          const route = r as NonNullable<typeof r>;
          const children = objects(route.id);
          return route.index
            ? { id: route.id, index: true }
            : {
                id: route.id,
                path: route.path,
                caseSensitive: route.caseSensitive,
                ...(children.length ? { children } : {}),
              };
        });
    const tree = objects(undefined);
    const segments = [
      ...new Set(
        Object.values(manifest).flatMap((r) => (r?.path ?? '').split('/').filter(Boolean)),
      ),
    ].map((s) => (s.startsWith(':') || s === '*' ? 'x' : s));
    const path = fc
      .array(fc.oneof(fc.constantFrom(...segments), fc.stringMatching(/^[a-z0-9-]{1,8}$/)), {
        minLength: 1,
        maxLength: 5,
      })
      .map((parts) => `/${parts.join('/')}`);
    fc.assert(
      fc.property(path, (p) => {
        const deepest = matchRoutes(tree, p)?.at(-1)?.route.id;
        const unclaimed = routePattern(build, p) === NOT_FOUND_PATTERN;
        expect(unclaimed, p).toBe(deepest === 'routes/not-found');
      }),
      { numRuns: 500, seed: 7 },
    );
  });
});
