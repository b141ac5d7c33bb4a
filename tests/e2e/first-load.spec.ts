/**
 * Few, full requests (issue 55, point 2): what a phone downloads before the home page is idle,
 * counted as Chromium receives it. The build checks its own figures against the same budgets
 * (scripts/lib/first-load-budget.ts); this keeps them true of the real answers, headers included.
 * And the first flight (decision 0059): a public page's document, as sent, fits what a new
 * connection's first round trip carries, so nothing waits a second round trip to be shown.
 */
import {
  homeRequests,
  homeWireBudget,
  scriptHeaderBytes,
  smallScript,
  unmergeable,
} from '../../scripts/lib/first-load-budget';
import { get } from 'node:http';
import { expect, test } from './fixtures';

/** Ten TCP segments of 1,460 bytes: a new connection's first round trip (RFC 6928). */
const FIRST_FLIGHT = 14_600;

/** The document as a phone's browser gets it: brotli, every byte of the answer counted. */
function sentBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = get(url, { headers: { 'accept-encoding': 'br', accept: 'text/html' } }, (res) => {
      let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
      if (res.headers['content-encoding'] !== 'br') bytes = Infinity;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

test('a public page’s document, headers included, fits the first flight', async ({
  request,
  baseURL,
}) => {
  const post = /href="(\/news-and-insights\/[a-z0-9-]+)"/.exec(
    await (await request.get('/news-and-insights')).text(),
  )?.[1];
  expect(post).toBeDefined();
  for (const path of [
    '/',
    '/products/power-protection-and-distribution/siemens-sivacon',
    '/products/gaskets/kammprofile',
    '/products?family=gaskets',
    '/news-and-insights',
    post ?? '',
    '/contacts',
  ]) {
    // The cache answers a miss compressed quickly and keeps a thorough copy for every visitor
    // after it: that one, once it is there.
    await expect
      .poll(() => sentBytes(`${baseURL}${path}`), { message: `${path}: bytes sent` })
      .toBeLessThanOrEqual(FIRST_FLIGHT);
  }
});

interface Received {
  path: string;
  body: number;
  headers: number;
}

test('the home page fetches few scripts, none needlessly small, within its budget on the wire', async ({
  page,
}) => {
  const scripts: Promise<Received>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      request.sizes().then((sizes) => ({
        path: new URL(request.url()).pathname,
        body: sizes.responseBodySize,
        headers: sizes.responseHeadersSize,
      })),
    );
  });
  await page.goto('/');
  // Hydrated: the entry runs last, after every module the page needs.
  await expect
    .poll(() => page.evaluate(() => Object.keys(document).some((k) => k.startsWith('__react'))))
    .toBe(true);
  await page.waitForLoadState('networkidle');
  const received = await Promise.all(scripts);

  expect(received.length).toBeGreaterThan(0);
  expect(received.length, received.map((r) => r.path).join(', ')).toBeLessThanOrEqual(homeRequests);
  for (const script of received) {
    expect(script.headers, `${script.path}: headers`).toBeLessThanOrEqual(scriptHeaderBytes);
    if (!unmergeable.test(script.path))
      expect(script.body, `${script.path}: too small for a request`).toBeGreaterThanOrEqual(
        smallScript,
      );
  }
  const wire = received.reduce((sum, r) => sum + r.body + r.headers, 0);
  expect(wire).toBeLessThanOrEqual(homeWireBudget);
});
