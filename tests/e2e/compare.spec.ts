import { expect, hydrated, test } from './fixtures';

/**
 * A control's name: its words and, for screen readers, the product's (`Compare: IP68 Cable
 * Glands`; the browser may read a space before the colon).
 */
const named = (words: string, product: string) =>
  new RegExp(`^${words}\\s*:\\s*${product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Products side by side (docs/decisions/0050), chosen and read without JavaScript. */
test.describe('comparing products without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const ip68 = 'cable-management/cable-glands/ip68';
  const steel = 'cable-management/cable-glands/aisi316l';

  test('ticks two glands in the finder, sees them side by side with what differs marked, and adds one to the quote', async ({
    page,
  }) => {
    await page.goto('/products?family=cable-management');
    await page.getByRole('checkbox', { name: named('Compare', 'IP68 Cable Glands') }).check();
    await page
      .getByRole('checkbox', { name: named('Compare', 'AISI 316L Stainless Steel Cable Glands') })
      .check();
    await page.getByRole('button', { name: 'Compare selected' }).click();

    await expect(page).toHaveURL(
      `/products/compare?p=${encodeURIComponent(ip68)}&p=${encodeURIComponent(steel)}`,
    );
    const table = page.getByRole('table', { name: 'Products side by side' });
    // Each column is headed by its product and the link to its datasheet (decision 0052).
    await expect(table.locator('thead').getByRole('columnheader')).toHaveText([
      /^IP68 Cable Glands/,
      /^AISI 316L Stainless Steel Cable Glands/,
    ]);
    const sheet = table.getByRole('link', {
      name: /^Download datasheet \(PDF\)\s*: IP68 Cable Glands$/,
    });
    await expect(sheet).toHaveAttribute('href', `/products/${ip68}/datasheet.pdf`);
    await sheet.focus();
    await expect(sheet).toBeFocused();
    // Rows line up by name; a row where the glands differ says so in its header.
    await expect(table.getByRole('rowheader', { name: 'Material Differs' })).toBeVisible();
    await expect(table.getByRole('row', { name: /^Material Differs/ })).toContainText(
      'Stainless steel',
    );
    await expect(table.getByRole('rowheader', { name: 'IP rating', exact: true })).toBeVisible();
    await expect(table.getByRole('row', { name: /^IP rating/ }).getByRole('cell')).toHaveText([
      'IP68',
      'IP68',
    ]);
    // Part numbers of both.
    await expect(table).toContainText('TG-IP68-M20');
    await expect(table).toContainText('TG-A316L-M25');

    await table.getByRole('button', { name: named('Add to quote', 'IP68 Cable Glands') }).click();
    await expect(page).toHaveURL(/\/quote/);
    await expect(page.getByRole('main')).toContainText('IP68 Cable Glands');
  });

  test('a product page offers its family to compare it with', async ({ page }) => {
    await page.goto(`/products/${ip68}`);
    const box = page.getByRole('region', { name: 'Compare with our other products' });
    await expect(
      box.getByRole('checkbox', { name: 'IP68 Cable Glands', exact: true }),
    ).toBeChecked();
    await box.getByRole('checkbox', { name: 'Polyamide Cable Glands' }).check();
    await box.getByRole('button', { name: 'Compare selected' }).click();
    await expect(
      page.getByRole('table', { name: 'Products side by side' }).locator('thead th'),
    ).toHaveText([/^IP68 Cable Glands/, /^Polyamide Cable Glands/]);
  });

  test('more than four, one, or unknown products get a message, with products to tick', async ({
    page,
    request,
  }) => {
    const glands = ['ip45', 'ip68', 'aisi303', 'aisi316l', 'polyamide'].map(
      (g) => `p=cable-management/cable-glands/${g}`,
    );
    await page.goto(`/products/compare?${glands.join('&')}`);
    await expect(page.getByRole('status')).toContainText('at most four products');
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(5);
    await expect(page.getByRole('table')).toHaveCount(0);

    await page.goto(`/products/compare?p=${ip68}&p=gaskets/no-such-gasket`);
    await expect(page.getByRole('alert')).toContainText('gaskets/no-such-gasket');
    await expect(page.getByRole('status')).toContainText('at least two products');
    await expect(page.getByRole('checkbox', { name: 'IP68 Cable Glands' })).toBeChecked();
    // Its family's others are offered: tick one and compare.
    await page.getByRole('checkbox', { name: 'AISI 303 Stainless Steel Cable Glands' }).check();
    await page.getByRole('button', { name: 'Compare selected' }).click();
    await expect(page.getByRole('table', { name: 'Products side by side' })).toBeVisible();

    // What cannot be an address is refused with a readable page, not an error.
    const refused = await request.get('/products/compare?p=%3Cscript%3E&p=gaskets/kammprofile');
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain('product’s address');
  });
});

test('with JavaScript, the finder’s ticked products are compared and one is added where it stands', async ({
  page,
}) => {
  await page.goto('/products?family=cable-management');
  await hydrated(page);
  await page.getByRole('checkbox', { name: named('Compare', 'IP54 Cable Glands') }).check();
  await page.getByRole('checkbox', { name: named('Compare', 'ATEX Cable Glands') }).check();
  await page.getByRole('button', { name: 'Compare selected' }).click();
  await expect(page).toHaveURL(/\/products\/compare\?p=cable-management%2Fcable-glands%2Fip45&p=/);
  const table = page.getByRole('table', { name: 'Products side by side' });
  await expect(table.locator('thead th')).toHaveText([/^IP54 Cable Glands/, /^ATEX Cable Glands/]);
  await table.getByRole('button', { name: named('Add to quote', 'ATEX Cable Glands') }).click();
  // The fetcher adds it and the table stays.
  await expect(table.getByRole('status').filter({ hasText: 'View your quote' })).toBeVisible();
  await expect(table).toBeVisible();
});
