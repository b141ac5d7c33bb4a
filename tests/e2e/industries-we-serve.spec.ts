import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { eachPageIsNotFound, eachPageIsCrawled } from './page-checks';

const industries = [
  'power-and-energy',
  'oil-and-gas',
  'residential-and-commercial',
  'industrial-and-manufacturing',
  'telecommunications',
];

eachPageIsCrawled(industries.map((s) => `/industries-we-serve/${s}`));
eachPageIsNotFound(['/industries-we-serve/aviation']);

/** The families and product addresses the catalogue API names for an industry. */
async function catalogueOf(request: APIRequestContext, industry: string) {
  const res = await request.get(`/api/v1/catalogue/products?industry=${industry}`);
  expect(res.status()).toBe(200);
  const { products } = (await res.json()) as { products: { family: string; url: string }[] };
  return products;
}

for (const slug of industries) {
  test(`industry ${slug}: sub-navigation marks it and it lists its products by family`, async ({
    page,
    request,
  }) => {
    await page.goto(`/industries-we-serve/${slug}`);
    const subnav = page.getByRole('navigation', { name: 'Industries', exact: true });
    await expect(subnav.getByRole('link')).toHaveCount(5);
    const current = subnav.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', `/industries-we-serve/${slug}`);

    const products = await catalogueOf(request, slug);
    expect(products.length).toBeGreaterThan(0);
    const catalogue = page.getByRole('region', { name: 'Our product catalogue' });
    await expect(catalogue.getByRole('heading', { level: 3 })).toHaveCount(
      new Set(products.map((p) => p.family)).size,
    );
    const hrefs = await catalogue
      .getByRole('link')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
    expect(hrefs.sort()).toEqual(products.map((p) => p.url).sort());
  });
}

test('the power and energy page lists Tranos Elite under its family, and oil and gas does not', async ({
  page,
}) => {
  await page.goto('/industries-we-serve/power-and-energy');
  const catalogue = page.getByRole('region', { name: 'Our product catalogue' });
  const family = catalogue
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Power Protection & Distribution' }) });
  await expect(family.getByRole('link', { name: 'Tranos Elite Range' })).toHaveAttribute(
    'href',
    '/products/power-protection-and-distribution/tranos-elite-range',
  );
  await page.goto('/industries-we-serve/oil-and-gas');
  await expect(
    page
      .getByRole('region', { name: 'Our product catalogue' })
      .getByRole('link', { name: 'Tranos Elite Range' }),
  ).toHaveCount(0);
});

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
