/**
 * Nothing from another origin before the visitor asks for it (issue 32, NDPA 2023): every kind
 * of public page, scrolled to its end so that lazy images, sliders and videos start, loads only
 * from the site's own origin. The one third-party frame, the contacts page's map, is asked for
 * by the visitor's click and by nothing else.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { sitemapPaths } from './sitemap';

/**
 * Every request the page makes from now on: those that leave `origin`, and how many of all are
 * still under way. (A load the Content-Security-Policy refuses makes no request; it is a console
 * error, which fails every test of ./fixtures.)
 */
function watchRequests(page: Page, origin: string) {
  const foreign: string[] = [];
  const pending = new Set<Request>();
  page.on('request', (request) => {
    pending.add(request);
    const url = new URL(request.url());
    // Inline data, blobs made by the page and blank frames are no request to anyone.
    if (['data:', 'blob:', 'about:'].includes(url.protocol)) return;
    if (url.origin !== origin) foreign.push(`${page.url()} → ${request.url()}`);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return { foreign, pending };
}

/**
 * Goes to `path` and scrolls to the end of the page a screen at a time, a frame apart, as a
 * reader would, so that what loads near the viewport (images, sliders, videos) loads; then
 * waits until nothing is under way.
 */
async function readToTheEnd(page: Page, path: string, pending: Set<Request>) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBeLessThan(500);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate(
      (top) =>
        new Promise((done) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(done));
        }),
      y,
    );
  }
  await expect.poll(() => pending.size, { message: `${path}: requests under way` }).toBe(0);
}

/**
 * One page of each kind: the sitemap's paths grouped by their first segment and depth (a family
 * landing, a product, an industry, a case study, a post…), the first two of each, so a kind of
 * page added later is visited unasked.
 */
function oneOfEachKind(paths: string[]): string[] {
  const kinds = new Map<string, string[]>();
  for (const path of paths) {
    const segments = path.split('/').filter(Boolean);
    const kind = `${segments[0] ?? ''}:${segments.length}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), path]);
  }
  return [...kinds.values()].flatMap((group) => group.slice(0, 2));
}

test('no public page loads anything from another origin', async ({ page, baseURL }) => {
  test.setTimeout(8 * 60_000);
  const origin = new URL(baseURL!).origin;
  const { foreign, pending } = watchRequests(page, origin);
  const paths = oneOfEachKind(await sitemapPaths(baseURL!));
  // The pages every template list must hold, whatever the sitemap's grouping picked.
  for (const path of [
    '/',
    '/products',
    '/products/cable-management',
    '/who-we-are',
    '/services',
    '/leadership',
    '/case-studies',
    '/news-and-insights',
    '/careers',
    '/contacts',
    '/search',
    '/privacy',
  ]) {
    expect(paths, path).toContain(path);
  }
  expect(paths.some((p) => p.startsWith('/industries-we-serve/'))).toBe(true);
  expect(paths.some((p) => /^\/products\/[^/]+\/[^/]+/.test(p))).toBe(true);
  expect(paths.some((p) => /^\/news-and-insights\/./.test(p))).toBe(true);
  expect(paths.some((p) => /^\/leadership\/./.test(p))).toBe(true);
  // Pages the sitemap leaves out: a search's results, the phones' menu, a missing page.
  for (const path of [...paths, '/search?q=switchgear', '/menu', '/no-such-page']) {
    await readToTheEnd(page, path, pending);
  }
  // The basket with something in it, and its request form.
  await page.goto('/products/gaskets/kammprofile');
  await page
    .getByRole('region', { name: /Request a quote for/ })
    .getByRole('button', { name: 'Add to quote' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'is in your quote' })).toBeVisible();
  await readToTheEnd(page, '/quote', pending);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  expect(foreign).toEqual([]);
});

test('the contacts map comes from Google only when the visitor presses its button', async ({
  page,
  baseURL,
}) => {
  // No network here: Google's answer is stood in for, the request itself is what counts.
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>map</title>' }),
  );
  const { foreign, pending } = watchRequests(page, new URL(baseURL!).origin);
  await readToTheEnd(page, '/contacts', pending);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(foreign).toEqual([]);

  await page.getByRole('button', { name: 'Show the map' }).click();
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.google\.com\/maps\?/,
  );
  await expect
    .poll(() => foreign.filter((r) => r.includes('https://www.google.com/maps?')).length)
    .toBeGreaterThan(0);
  expect(foreign.every((r) => r.includes('https://www.google.com/'))).toBe(true);
});
