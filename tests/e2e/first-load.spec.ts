/**
 * Few, full requests (issue 55, point 2): what a phone downloads before the home page is idle,
 * counted as Chromium receives it. The build checks its own figures against the same budgets
 * (scripts/lib/first-load-budget.ts); this keeps them true of the real answers, headers included.
 */
import {
  homeRequests,
  homeWireBudget,
  scriptHeaderBytes,
  smallScript,
  unmergeable,
} from '../../scripts/lib/first-load-budget';
import { expect, test } from './fixtures';

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
