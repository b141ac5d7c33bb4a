import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The page's serious and critical axe violations, one line each with the elements they hit. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** One test per path: it answers 200 with one visible, non-empty h1 and no serious axe violations. */
export function eachPageIsSound(paths: readonly string[]) {
  for (const path of paths) {
    test(`${path} answers 200 with one visible h1 and no serious axe violations`, async ({
      page,
    }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('h1')).not.toBeEmpty();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
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
