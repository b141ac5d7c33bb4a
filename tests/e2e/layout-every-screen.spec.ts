/**
 * What a person sees on every screen (issue 51): one page of each public template, search
 * results, a quote with lines, the 404 page, the menu and every CMS screen, at 320, 360, 768
 * and 1440 px, checked by layout-check.ts. The screens are listed in layout-screens.ts; this
 * file only visits them. One test per width and side, each in one browser context, and every
 * problem of every screen reported at once, so one run names all there is to fix.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, signedInContext, test } from './fixtures';
import { layoutProblems } from './layout-check';
import {
  cmsScreenPaths,
  extraPublicScreens,
  publicTemplateScreens,
  quoteProducts,
} from './layout-screens';

const WIDTHS = [320, 360, 768, 1440] as const;
const HEIGHT = 740;

/** The screen's problems, each line naming the screen. */
async function problemsOf(page: Page, path: string) {
  return (await layoutProblems(page)).map((p) => `${path}: ${p}`);
}

for (const width of WIDTHS) {
  test(`public screens at ${width} px`, async ({ page, baseURL }) => {
    // About forty pages on a two-core machine, each control scrolled to and tapped.
    test.setTimeout(5 * 60_000);
    // A visitor of its own, so the quote basket's rate limit is not shared with other specs.
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.79.${width % 256}.1` });
    await page.setViewportSize({ width, height: HEIGHT });
    const screens = [...(await publicTemplateScreens(baseURL ?? '')), ...extraPublicScreens];
    expect(screens.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const path of screens) {
      await page.goto(path);
      problems.push(...(await problemsOf(page, path)));
    }

    // A quote with lines: two products added with their Add to quote form.
    for (const product of quoteProducts) {
      await page.goto(product);
      const form = page.getByRole('region', { name: /Request a quote for/ });
      await form.getByRole('button', { name: 'Add to quote' }).click();
      await expect(form.getByRole('link', { name: /View your quote/ })).toBeVisible();
    }
    await page.goto('/quote');
    const basket = page.getByRole('form', { name: 'Products in your quote' });
    await expect(basket.getByRole('listitem')).toHaveCount(quoteProducts.length);
    problems.push(...(await problemsOf(page, '/quote')));

    expect(problems, `what a person sees at ${width} px`).toEqual([]);
  });

  test(`CMS screens at ${width} px`, async ({ browser, playwright, baseURL }) => {
    test.setTimeout(5 * 60_000);
    // The spec's own account (accounts.ts): sign-ins are rate-limited per account.
    const context = await signedInContext(browser, playwright, baseURL ?? '');
    const page = await context.newPage();
    await page.setViewportSize({ width, height: HEIGHT });
    const problems: string[] = [];
    try {
      for (const path of cmsScreenPaths) {
        await page.goto(path);
        await hydrated(page);
        // Still signed in, on the screen asked for (not sent to sign in).
        expect(new URL(page.url()).pathname).toBe(path);
        problems.push(...(await problemsOf(page, path)));
      }
    } finally {
      await context.close();
    }
    expect(problems, `what an editor sees at ${width} px`).toEqual([]);
  });
}
