import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { sitemapPaths } from './sitemap';

/**
 * Records every Content-Security-Policy violation the page reports, from the first byte on;
 * the array returned fills with the console's reports of them.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = log;
    document.addEventListener('securitypolicyviolation', (e) =>
      log.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      ),
    );
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

/** The violations the page has reported since it was opened. */
export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

/**
 * The page's axe violations, every impact. Axe runs in the page itself (legacy mode) and reports
 * nodes for violations only: by default @axe-core/playwright gathers every rule's passing nodes
 * too and merges them in a blank page it opens, which on the 2,000-element CMS home screen took
 * 10.8 s of a quiet machine (and over a minute of a busy one) where this takes 2.0 s. The page
 * has no cross-origin frames, the one thing legacy mode cannot look into.
 */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations;
}

/** The page's serious and critical axe violations, one line each with the elements they hit. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The paths are pages of the sitemap, so the crawl (crawl.spec.ts) checks each one as a visitor
 * would: it answers 200 with one visible, non-empty h1, no serious axe violations, sized images
 * and links that answer. Each used to be visited again here, one test a page, after the crawl
 * had: 50 pages at about 9 s each on a two-core machine, checking nothing the crawl does not.
 */
export function eachPageIsCrawled(paths: readonly string[]) {
  test(`the ${paths.length} pages listed, from ${paths[0]} on, are in the sitemap, so the crawl checks each`, async ({
    baseURL,
  }) => {
    const listed = new Set(await sitemapPaths(baseURL!));
    expect(
      paths.filter((path) => !listed.has(path)),
      'pages the sitemap leaves out',
    ).toEqual([]);
  });
}

/** One test per path: it answers 404 with the Not Found page. */
export function eachPageIsNotFound(paths: readonly string[]) {
  for (const path of paths) {
    test(`${path} is Not Found`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not Found');
    });
  }
}
