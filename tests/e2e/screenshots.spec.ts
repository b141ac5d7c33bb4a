/**
 * Screenshots compared with reviewed baselines (issue 51): ten public templates and five CMS
 * screens at 360 and 1440 px, whole pages. The layout check (layout-check.ts) finds what it is
 * told to look for; a picture also catches what nobody thought of (a button covered, a panel cut,
 * a colour lost).
 *
 * The same picture on every machine: a server of the spec's own on a fresh copy of the seeded
 * data (no other spec's edits), Chromium seeing only the fonts the repo pins (screenshot-fonts/
 * fonts.conf: DejaVu from the exact npm version in package.json), animations stopped, every
 * picture loaded, and what changes by itself (publication times, the footer's year) masked.
 *
 * Update after a change meant to show (then open every changed PNG before committing it):
 *   npm run test:screenshots:update
 */
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config';
import { expect, hydrated, signedInContext, test } from './fixtures';
import { ownServer } from './own-server';

const server = ownServer('screenshots');
const { origin } = server;

/** The ten public templates, one page each. */
const publicScreens = {
  home: '/',
  'product-finder': '/products',
  family: '/products/cable-management/cable-glands',
  product: '/products/gaskets/kammprofile',
  industry: '/industries-we-serve/oil-and-gas',
  'case-studies': '/case-studies',
  'case-study': '/case-studies/hybrid-power-for-rural-base-stations',
  news: '/news-and-insights',
  'news-post': '/news-and-insights/what-form-4-segregation-buys-you',
  contacts: '/contacts',
} as const;

/** Five CMS screens, signed in (sign-in itself is not). */
const cmsScreens = {
  'cms-sign-in': '/cms/sign-in',
  'cms-products': '/cms/products',
  'cms-product-editor': '/cms/products?tab=gaskets&productEdit=',
  'cms-settings': '/cms/settings',
  'cms-about': '/cms/about',
} as const;

const WIDTHS = [360, 1440] as const;
const HEIGHT = 800;

/**
 * Tight: a 44 px button hidden, or a line of text moved, is thousands of pixels; anti-aliasing
 * noise between two runs of the same Chromium is none (the fonts and the renderer are the same).
 */
const SAME = { maxDiffPixels: 50, threshold: 0.1, fullPage: true } as const;

test.describe.configure({ mode: 'serial' });
test.use({
  baseURL: origin,
  launchOptions: {
    ...chromiumLaunch,
    env: { ...process.env, FONTCONFIG_FILE: resolve('tests/e2e/screenshot-fonts/fonts.conf') },
  },
});

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start();
});
test.afterAll(() => server.stop());

/** Every picture loaded (lazy ones too), the page hydrated and scrolled back to its top. */
async function settled(page: Page) {
  await hydrated(page);
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
    await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => {})));
    window.scrollTo(0, 0);
  });
}

/** What changes by itself between runs: times written from the clock, the footer's year. */
const changing = (page: Page) => [
  page.locator('time'),
  page.locator('footer p', { hasText: '©' }),
];

async function compare(page: Page, name: string) {
  await settled(page);
  await expect(page).toHaveScreenshot(`${name}.png`, { ...SAME, mask: changing(page) });
}

for (const [name, path] of Object.entries(publicScreens)) {
  test(`${name} (${path}) looks as reviewed`, async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.goto(path);
      await compare(page, `${name}-${width}`);
    }
  });
}

for (const [name, path] of Object.entries(cmsScreens)) {
  test(`${name} looks as reviewed`, async ({ browser, page: visitor, playwright }) => {
    let target: string = path;
    if (path.endsWith('productEdit=')) {
      const res = await visitor.request.get('/api/v1/catalogue/products?limit=100');
      const { products } = (await res.json()) as { products: { id: string; url: string }[] };
      const kamm = products.find((p) => p.url.endsWith('/gaskets/kammprofile'));
      target = `${path}${kamm?.id ?? ''}`;
    }
    const context =
      name === 'cms-sign-in' ? undefined : await signedInContext(browser, playwright, origin, {});
    const page = context ? await context.newPage() : visitor;
    try {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(target);
        await compare(page, `${name}-${width}`);
      }
    } finally {
      await context?.close();
    }
  });
}

test('a hidden Add to quote button fails the comparison', async ({ page }, testInfo) => {
  // Only when comparing: updating would save the hidden button as the baseline.
  const updating = !['none', 'missing'].includes(testInfo.config.updateSnapshots);
  test.skip(updating, 'baselines are being remade');
  await page.setViewportSize({ width: 360, height: HEIGHT });
  await page.goto(publicScreens['product-finder']);
  await settled(page);
  await page
    .getByRole('button', { name: /Add to quote/ })
    .nth(1)
    .evaluate((button) => ((button as HTMLElement).style.visibility = 'hidden'));
  await expect(
    expect(page).toHaveScreenshot('product-finder-360.png', {
      ...SAME,
      mask: changing(page),
      timeout: 5_000,
    }),
  ).rejects.toThrow(/pixels/);
});
