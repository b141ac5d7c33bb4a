/**
 * The site search as a visitor meets it (docs/decisions/0014): a box on every page that
 * submits a plain GET, ranked results with the matched words marked, a type filter, "Did you
 * mean", suggestions while typing, and a way on when nothing is found.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousAxeViolations } from './page-checks';

const results = (page: Page) =>
  page.getByRole('region', { name: /results? for/ }).locator('ol > li');

/**
 * Searches for `query` from the header's box, submitted with Enter: a combobox (suggestions
 * while typing) with JavaScript, a plain searchbox without.
 */
async function searchFromTheHeader(page: Page, box: 'combobox' | 'searchbox', query: string) {
  const field = page.getByRole('banner').getByRole(box, { name: 'Search the site' });
  await field.fill(query);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${query}$`));
}

test('the header box finds SIVACON from any page, first, with the word marked', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/who-we-are');
  await searchFromTheHeader(page, 'combobox', 'sivacon');
  const first = results(page).first();
  await expect(first.getByRole('link')).toHaveAttribute(
    'href',
    '/products/power-protection-and-distribution/siemens-sivacon',
  );
  await expect(first.locator('mark').first()).toHaveText(/sivacon/i);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the header box is a plain form, and a misspelling still finds the generators', async ({
    page,
  }) => {
    await page.goto('/contacts');
    await searchFromTheHeader(page, 'searchbox', 'genrator');
    await expect(results(page).first().getByRole('link')).toHaveAttribute(
      'href',
      '/products/power-generation/gas-powered-generators',
    );
  });

  test('no page has every word: the pages with most of them, what each lacks, and Did you mean', async ({
    page,
  }) => {
    await page.goto('/search?q=stainless+steel+glands+for+brewries+hazardus');
    await expect(
      page.getByText('No page has all of your words; showing pages with most of them.'),
    ).toBeVisible();
    const first = results(page).first();
    await expect(first.getByRole('link')).toHaveAttribute('href', /\/cable-glands\/aisi3/);
    await expect(first.getByText(/^Missing:/)).toHaveText('Missing: brewries hazardus');
    await page.getByRole('link', { name: 'stainless steel glands for brewries hazardous' }).click();
    await expect(page).toHaveURL(/\?q=stainless\+steel\+glands\+for\+brewries\+hazardous$/);
  });

  test('a part number typed run together finds its product, and says which part', async ({
    page,
  }) => {
    await page.goto('/search?q=TGA316LM25');
    const first = results(page).first();
    await expect(first.getByRole('link')).toHaveAttribute(
      'href',
      '/products/cable-management/cable-glands/aisi316l',
    );
    await expect(first.getByText(/^Part number/)).toHaveText('Part number TG-A316L-M25');
  });
});

test('the type filter shows counts and narrows the results', async ({ page }) => {
  await page.goto('/search?q=gland');
  const types = page.getByRole('navigation', { name: 'Result types' });
  const products = types.getByRole('link', { name: /^Products \d+$/ });
  const count = Number((await products.textContent())!.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(1);
  await products.click();
  await expect(page).toHaveURL(/type=product/);
  await expect(types.getByRole('link', { name: /^Products/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: `${count} results for “gland”` })).toBeVisible();
  // The type label above each result's title.
  const labels = await results(page).evaluateAll((items) =>
    items.map((li) => li.querySelector('p')?.textContent ?? ''),
  );
  expect(labels.length).toBeGreaterThan(1);
  expect(new Set(labels)).toEqual(new Set(['Products']));
});

test('a misspelt word is corrected and said so; nothing found offers a quote', async ({ page }) => {
  await page.goto('/search?q=spirl+wound+gaskets');
  await expect(page.getByText(/spiral wound gaskets/).first()).toBeVisible();
  await expect(results(page).first().getByRole('link')).toHaveAttribute(
    'href',
    '/products/gaskets/spiral-wound-gaskets',
  );

  await page.goto('/search?q=zzqqxxjj');
  await expect(page.getByRole('heading', { name: '0 results for “zzqqxxjj”' })).toBeVisible();
  await expect(page.getByText(/We found nothing for that/)).toBeVisible();
  await page.getByRole('link', { name: 'Request a quote' }).last().click();
  await expect(page.getByRole('textbox', { name: 'Request', exact: true })).toHaveValue(
    'We are looking for: “zzqqxxjj”.',
  );
});

test('what a visitor types is shown as text, never run; too long a query is refused', async ({
  page,
  request,
}) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  const attack = '<script>alert(1)</script><img src=x onerror=alert(2)>';
  await page.goto(`/search?q=${encodeURIComponent(attack)}`);
  await expect(page.getByRole('heading', { name: /results for/ })).toContainText(attack);
  expect(await page.locator('main img[src="x"]').count()).toBe(0);
  expect(dialogs).toBe(0);

  const long = await request.get(`/search?q=${'a'.repeat(201)}`);
  expect(long.status()).toBe(400);
  const api = await request.get(`/api/v1/search?q=${'a'.repeat(201)}`);
  expect(api.status()).toBe(400);
  expect((await api.json()).error.fields.q).toBeTruthy();
});

test('suggestions appear while typing and open from the keyboard', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
  await box.pressSequentially('simo', { delay: 30 });
  const list = page.getByRole('banner').getByRole('listbox');
  await expect(list.getByRole('option', { name: /Siemens SIMOPRIME/i })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = await list.getByRole('option').allTextContents();
  const target = options.findIndex((o) => /SIMOPRIME/i.test(o));
  for (let i = 0; i <= target; i++) await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\/power-protection-and-distribution\/siemens-simoprime$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the magnifier leads to the search page, and the menu holds a search box', async ({
    page,
  }) => {
    await page.goto('/services');
    await page.getByRole('banner').getByRole('link', { name: 'Search the site' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByText(/Search our products, projects, news and pages/)).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const box = page.locator('#mobile-menu').getByRole('combobox', { name: 'Search the site' });
    await box.fill('kammprofile');
    // Escape closes the suggestions, not the menu; Enter then searches what was typed.
    await expect(page.locator('#mobile-menu').getByRole('option').first()).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('kammprofile');
    await box.press('Enter');
    await expect(results(page).first().getByRole('link')).toHaveAttribute(
      'href',
      '/products/gaskets/kammprofile',
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});
