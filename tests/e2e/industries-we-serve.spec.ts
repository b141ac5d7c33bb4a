import { expect, test } from './fixtures';
import { eachPageIsNotFound, eachPageIsSound } from './page-checks';

const industries = [
  'power-and-energy',
  'oil-and-gas',
  'residential-and-commercial',
  'industrial-and-manufacturing',
  'telecommunications',
];

eachPageIsSound(industries.map((s) => `/industries-we-serve/${s}`));
eachPageIsNotFound(['/industries-we-serve/aviation']);

for (const slug of industries) {
  test(`industry ${slug}: sub-navigation marks it and the catalogue links to products`, async ({
    page,
  }) => {
    await page.goto(`/industries-we-serve/${slug}`);
    const subnav = page.getByRole('navigation', { name: 'Industries', exact: true });
    await expect(subnav.getByRole('link')).toHaveCount(5);
    const current = subnav.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', `/industries-we-serve/${slug}`);

    const catalogue = page.getByRole('region', { name: 'Our product catalogue' });
    await expect(catalogue.getByRole('heading', { level: 3 })).toHaveCount(6);
    const hrefs = await catalogue
      .getByRole('link')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(href).toMatch(/^\/products\//);
    await expect(catalogue.getByRole('link', { name: 'Tranos Elite Range' })).toHaveAttribute(
      'href',
      '/products/power-protection-and-distribution/tranos-elite-range',
    );
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the industries strip shows the current industry', async ({ page }) => {
    await page.goto('/industries-we-serve/telecommunications');
    const current = page
      .getByRole('navigation', { name: 'Industries', exact: true })
      .locator('[aria-current="page"]');
    await expect(current).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('/industries-we-serve/oil-and-gas fits the screen without sideways scrolling', async ({
    page,
  }) => {
    await page.goto('/industries-we-serve/oil-and-gas');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});
