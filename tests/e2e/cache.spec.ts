/**
 * Public pages are served from the response cache keyed by content version (docs/decisions/0005):
 * an ETag and a Cache-Control a CDN may keep briefly, 304 on revalidation, the CMS never cached,
 * and a CMS save visible on the very next request.
 *
 * Other specs save content while these run, which legitimately changes every page (the footer
 * is on all of them): the checks that compare two answers retry until no save fell between.
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { expect, signedInApi, test } from './fixtures';

/** A GET with the path exactly as written: Playwright and fetch would resolve `/./` first. */
function rawGet(baseURL: string, path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ hostname, port, path, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const API_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

test('a public page answers with an ETag and a CDN-friendly Cache-Control', async ({ request }) => {
  const res = await request.get('/who-we-are');
  expect(res.status()).toBe(200);
  const headers = res.headers();
  expect(headers.etag).toMatch(/^"[\w-]+"$/);
  expect(headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
  expect(headers.vary).toMatch(/Accept-Encoding/i);
  expect(headers['content-type']).toMatch(/^text\/html/);
  // The security headers are there on answers from the cache too.
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(await res.text()).toContain('Our values');

  await expect(async () => {
    const first = await request.get('/who-we-are');
    const second = await request.get('/who-we-are');
    expect(second.headers().etag).toBe(first.headers().etag);
    expect(await second.text()).toBe(await first.text());
  }).toPass({ timeout: 15_000 });
});

test('If-None-Match with the current ETag answers 304 without a body', async ({ request }) => {
  await expect(async () => {
    const etag = (await request.get('/')).headers().etag ?? '';
    expect(etag).not.toBe('');
    const revalidated = await request.get('/', { headers: { 'if-none-match': etag } });
    expect(revalidated.status()).toBe(304);
    expect((await revalidated.body()).length).toBe(0);
    expect(revalidated.headers().etag).toBe(etag);
    expect(revalidated.headers()['cache-control']).toBe(PAGE_CACHE_CONTROL);
  }).toPass({ timeout: 15_000 });
  const stale = await request.get('/', { headers: { 'if-none-match': '"not-this-page"' } });
  expect(stale.status()).toBe(200);
});

test('HEAD answers the headers of the cached page', async ({ request }) => {
  await expect(async () => {
    const get = await request.get('/services');
    const head = await request.head('/services');
    expect(head.status()).toBe(200);
    expect(head.headers().etag).toBe(get.headers().etag);
    expect(head.headers()['cache-control']).toBe(PAGE_CACHE_CONTROL);
  }).toPass({ timeout: 15_000 });
});

test('the CMS is never cached', async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const res = await request.get('/cms/sign-in');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('private, no-store');
    expect(res.headers().etag).toBeUndefined();
  }
});

test('other spellings of a CMS path lead to the one CMS address, never to a cached copy', async ({
  playwright,
  baseURL,
}) => {
  const { headers } = await signedInApi(playwright, baseURL ?? '');
  const token = headers.authorization.slice('Bearer '.length);
  const inbox = 'Contact enquiries, quote requests and job applications from the website';
  for (const path of [
    '/./cms/enquiries',
    '/%2e/cms/enquiries',
    '/x/../cms/enquiries',
    '/x/%2e%2e/cms/enquiries',
    '//cms/enquiries',
    '/%63ms/enquiries',
    '/CMS/Enquiries',
    '/cms/enquiries/',
  ]) {
    // Staff open it first; a stranger asking the same URL must not get their page.
    const staff = await rawGet(baseURL ?? '', path, { cookie: `sid=${token}` });
    expect(staff.status, path).toBe(301);
    expect(staff.headers.location, path).toBe('/cms/enquiries');
    expect(staff.body, path).not.toContain(inbox);
    const stranger = await rawGet(baseURL ?? '', path);
    expect(stranger.status, path).toBe(301);
    expect(stranger.body, path).not.toContain(inbox);
    expect(stranger.headers.etag, path).toBeUndefined();
  }
  const staff = await rawGet(baseURL ?? '', '/cms/enquiries', { cookie: `sid=${token}` });
  expect(staff.body).toContain(inbox);
  expect(staff.headers.etag).toBeUndefined();
});

test('other spellings of a public page lead to its one address, never to a copy of their own', async ({
  baseURL,
}) => {
  const base = baseURL ?? '';
  const cases: [sent: string, location: string][] = [
    ['//x/', '/x'],
    ['/\\x/', '/x'],
    ['/./x/../', '/'],
    ['/NeWs-AnD-InSiGhTs', '/news-and-insights'],
    ['/%6eews-and-insights', '/news-and-insights'],
    ['/news-and-insights/', '/news-and-insights'],
    ['/x/%2e%2e/news-and-insights?utm_source=y', '/news-and-insights?utm_source=y'],
    ['/Who-We-Are.data', '/who-we-are.data'],
    ['http://evil.example/who-we-are', '/who-we-are'],
  ];
  for (const [sent, location] of cases) {
    const res = await rawGet(base, sent);
    expect(res.status, sent).toBe(301);
    expect(res.headers.location, sent).toBe(location);
    expect(res.headers.etag, sent).toBeUndefined();
  }
  // No redirect leads off the site, however the path is spelt.
  for (const sent of [
    '//evil.example',
    '//evil.example/',
    '///evil.example/x',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%5C%5Cevil.example',
    '/.%2E/%2F/evil.example',
    'http://evil.example//evil.example/',
  ]) {
    const res = await rawGet(base, sent);
    expect(res.status, sent).toBe(301);
    const location = String(res.headers.location);
    expect(location, sent).toMatch(/^\/[^/\\]/);
    expect(new URL(location, base).origin, sent).toBe(new URL(base).origin);
  }
});

test('cookies and headers that change nothing on a page get its cached copy', async ({
  baseURL,
}) => {
  const base = baseURL ?? '';
  // Shaped like a real token, so the server has to look it up: there is no such basket or session.
  const token = randomBytes(32).toString('base64url');
  await expect(async () => {
    const first = await rawGet(base, '/services');
    const cached = await rawGet(base, '/services');
    expect(cached.status).toBe(200);
    expect(cached.headers.etag).toBe(first.headers.etag);
    for (const [path, headers] of [
      ['/services', { cookie: 'quote_basket=junk' }],
      ['/services', { cookie: `quote_basket=${token}` }],
      ['/services?preview=true', { cookie: 'sid=junk' }],
      ['/services?preview=true', { cookie: `sid=${token}` }],
      ['/services?preview=true', { authorization: `Bearer ${token}` }],
    ] as const) {
      const res = await rawGet(base, path, headers);
      const label = `${path} ${JSON.stringify(headers)}`;
      expect(res.status, label).toBe(200);
      expect(res.headers['cache-control'], label).toBe(PAGE_CACHE_CONTROL);
      // Every render has a CSP nonce of its own: the same ETag is the same cached copy.
      expect(res.headers.etag, label).toBe(cached.headers.etag);
    }
    // The loaders a data request names make no copy of their own either.
    const data = await rawGet(base, '/services.data');
    for (const routes of ['root', 'routes/services', 'junk']) {
      const res = await rawGet(base, `/services.data?_routes=${routes}`);
      expect(res.headers.etag, routes).toBe(data.headers.etag);
    }
  }).toPass({ timeout: 15_000 });
});

test('React Router’s route manifest keeps its own immutable caching', async ({ request }) => {
  // The page's scripts, which come apart from it (decision 0059).
  const scripts = await (await request.get('/', { headers: { 'x-hydration-data': '1' } })).text();
  // The build's version names its manifest script, /assets/manifest-<version>.js.
  const version = /\/assets\/manifest-([\w-]+)\.js/.exec(scripts)?.[1] ?? '';
  expect(version).not.toBe('');
  const res = await request.get(
    `/__manifest?paths=${encodeURIComponent('/who-we-are')}&version=${version}`,
  );
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers().etag).toBeUndefined();
});

test('the sitemap and the API reads are cached as API answers', async ({ request }) => {
  for (const url of [
    '/sitemap.xml',
    '/sitemaps/pages.xml',
    '/sitemaps/news-1.xml',
    '/api/v1/sections',
    '/api/v1/blog',
  ]) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['cache-control'], url).toBe(API_CACHE_CONTROL);
    expect(res.headers().etag, url).toMatch(/^"[\w-]+"$/);
  }
});

test('a CMS save shows on the public page on the next request', async ({
  request,
  playwright,
  baseURL,
}) => {
  const { api, headers } = await signedInApi(playwright, baseURL ?? '');
  const { sections } = (await (await request.get('/api/v1/sections')).json()) as {
    sections: { key: string; path: string }[];
  };
  const path = sections.find((s) => s.key === 'about/values')?.path ?? '';
  const before = ((await (await request.get(path)).json()) as { values: { continuous: string } })
    .values.continuous;

  const page = await request.get('/who-we-are');
  const etag = page.headers().etag ?? '';
  expect(etag).not.toBe('');
  const marker = `We keep learning, always (${Date.now()}).`;
  try {
    const saved = await api.patch(path, { headers, data: { continuous: marker } });
    expect(saved.status()).toBe(200);

    const after = await request.get('/who-we-are');
    expect(after.status()).toBe(200);
    expect(await after.text()).toContain(marker);
    expect(after.headers().etag).not.toBe(etag);
    // The old ETag no longer revalidates: the page changed.
    const old = await request.get('/who-we-are', { headers: { 'if-none-match': etag } });
    expect(old.status()).toBe(200);
    // The API read moved on too.
    const read = (await (await request.get(path)).json()) as { values: { continuous: string } };
    expect(read.values.continuous).toBe(marker);
  } finally {
    const restored = await api.patch(path, { headers, data: { continuous: before } });
    expect(restored.status()).toBe(200);
    await api.dispose();
  }
  const back = await (await request.get('/who-we-are')).text();
  expect(back).not.toContain(marker);
});
