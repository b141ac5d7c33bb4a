/**
 * Hostile traffic against the real server (docs/architecture.md, Under load): a burst of uncached
 * pages is rendered whole while health checks still answer, tracking parameters are served the
 * cached page, and a bad query is answered before any render: a small 400 page, or a 301 to the
 * clean URL.
 */
import { expect, test } from './fixtures';

test('ten uncached pages at once are each whole or an honest busy page, and /healthz answers meanwhile', async ({
  request,
}) => {
  const run = Date.now().toString(36);
  const urls = [
    ...Array.from({ length: 7 }, (_, i) => `/news-and-insights?q=burst-${run}-${i}`),
    ...Array.from({ length: 3 }, (_, i) => `/contacts?type=quote&product=burst-${run}-${i}`),
  ];
  const pages = urls.map((url) => request.get(url));
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });

  // One render at a time on PGlite, each waiting at most 2 s for its turn: on a busy machine the
  // last of the ten may be refused. Refused means the small busy page with Retry-After, before
  // any of the page is sent; never a page cut off midway, never a 500.
  const answers = await Promise.all(pages);
  const refused: string[] = [];
  for (const [i, res] of answers.entries()) {
    const url = urls[i] ?? '';
    expect([200, 503], url).toContain(res.status());
    expect(res.headers()['content-type'], url).toMatch(/^text\/html/);
    const html = (await res.text()).trimEnd();
    expect(html.endsWith('</html>'), url).toBe(true);
    if (res.status() === 503) {
      expect(res.headers()['retry-after'], url).toMatch(/^\d+$/);
      expect(html, url).toContain('The site is busy');
      refused.push(url);
    }
  }
  expect(refused.length, 'the first in line is always rendered').toBeLessThan(urls.length);
  // A visitor who was refused tries again and gets the whole page.
  for (const url of refused) {
    const again = await request.get(url);
    expect(again.status(), url).toBe(200);
    expect((await again.text()).trimEnd().endsWith('</html>'), url).toBe(true);
  }
});

test('tracking parameters get the cached page of the plain URL', async ({ request }) => {
  await expect(async () => {
    const plain = await request.get('/');
    const tracked = await request.get('/?utm_source=x&fbclid=y');
    expect(tracked.status()).toBe(200);
    expect(plain.headers().etag).toMatch(/^"[\w-]+"$/);
    expect(tracked.headers().etag).toBe(plain.headers().etag);
  }).toPass({ timeout: 15_000 });
});

test('a search over 200 characters is a small 400 page with a way back', async ({ request }) => {
  const res = await request.get(`/news-and-insights?q=${'a'.repeat(201)}&utm_source=x`);
  expect(res.status()).toBe(400);
  expect(res.headers()['content-type']).toMatch(/^text\/html/);
  const html = await res.text();
  expect(html).toContain('<h1>Search text is too long</h1>');
  expect(html).toContain('<a href="/news-and-insights">');
  // Not the React app: no hydration data, no module scripts.
  expect(html).not.toContain('data-deferred');
  expect(html).not.toContain('__reactRouterContext');
});

test('a page number that is not a number redirects to the URL without it', async ({ request }) => {
  const res = await request.get('/news-and-insights?utm_source=x&page=abc&q=pump', {
    maxRedirects: 0,
  });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe('/news-and-insights?q=pump');
  const plain = await request.get('/case-studies?page=abc', { maxRedirects: 0 });
  expect(plain.status()).toBe(301);
  expect(plain.headers().location).toBe('/case-studies');
});

test('a control character in the query is refused with a 400 page', async ({ request }) => {
  const res = await request.get('/who-we-are?ref=%00');
  expect(res.status()).toBe(400);
  expect(await res.text()).toContain('<a href="/who-we-are">');
});
