/**
 * The quote basket (issue 16): a buyer collects products with quantities from product pages,
 * with JavaScript off (plain form posts) and on (no page reloads), sends one request for quote
 * with an attachment, and the CMS inbox shows both lines with links to the products.
 */
import type { Page } from '@playwright/test';
import { expect, SUPER_ADMIN, test } from './fixtures';
import { specOnOwnServer } from './own-server';

// A server of its own, behind a "proxy" on loopback: each test is a visitor of its own
// (X-Forwarded-For), so the other specs' enquiries do not use up its five an hour.
specOnOwnServer('quote-basket', { TRUST_PROXY: '127.0.0.1' });
let visitor = 0;
test.beforeEach(({ context }, testInfo) =>
  context.setExtraHTTPHeaders({
    'x-forwarded-for': `10.77.${testInfo.retry}.${++visitor + testInfo.workerIndex * 20}`,
  }),
);

const GASKET = '/products/gaskets/kammprofile';
const GLANDS = '/products/cable-management/cable-glands/atex';

const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@buyer.example`;

async function addToQuote(page: Page, url: string, quantity: string, note = '') {
  await page.goto(url);
  const form = page.getByRole('region', { name: /Request a quote for/ });
  await form.getByLabel('Quantity').fill(quantity);
  if (note) await form.getByLabel(/Note/).fill(note);
  await form.getByRole('button', { name: 'Add to quote' }).click();
}

async function fillBuyer(page: Page, email: string) {
  await page.getByLabel('Your name').fill('Aisha Bello');
  await page.getByLabel('Company').fill('Kaduna Grid Services');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('0803 123 4567');
  await page.getByLabel('State or delivery location').fill('Kaduna State');
  await page.getByLabel('Attachment').setInputFiles({
    name: 'single-line-diagram.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  });
}

/** Signs in and opens the request sent from `email`: both lines and their links. */
async function expectInInbox(page: Page, email: string, lines: [RegExp, string][]) {
  await page.goto(`/cms/enquiries?q=${encodeURIComponent(email)}`);
  await page.getByLabel('Username').fill(SUPER_ADMIN.username);
  await page.getByLabel('Password').fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('link', { name: 'Aisha Bello' }).first().click();
  const detail = page.getByRole('region', { name: /Quote request from Aisha Bello/ });
  await expect(detail).toContainText(/Reference Q-20\d\d-\d{5}/);
  const table = detail.getByRole('table', { name: 'Products requested' });
  for (const [name, quantity] of lines) {
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await expect(row).toContainText(quantity);
  }
  await expect(table.getByRole('row')).toHaveCount(lines.length + 1);
  await expect(detail.getByRole('link', { name: 'Download the attachment' })).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('adds two products, changes a quantity, removes nothing by mistake, and sends one request', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail('nojs');
    await addToQuote(page, GASKET, '40', 'DN50 PN40');
    // A plain form lands on the basket, which says what was added.
    await expect(page).toHaveURL(/\/quote\?added=/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Kammprofile Gaskets is in your quote.' }),
    ).toBeVisible();
    await addToQuote(page, GLANDS, '12');
    await expect(page.getByRole('link', { name: /Quote\s*2 products/ })).toBeVisible();
    const basket = page.getByRole('form', { name: 'Products in your quote' });
    await expect(basket.getByRole('listitem')).toHaveCount(2);

    await basket.getByLabel(/Quantity of ATEX Cable Glands/).fill('0');
    await basket.getByRole('button', { name: 'Update quantities' }).click();
    await expect(page.getByText('Enter a quantity of at least 1')).toBeVisible();
    await page.getByLabel(/Quantity of ATEX Cable Glands/).fill('15');
    await page.getByRole('button', { name: 'Update quantities' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Quantities updated.' })).toBeVisible();
    await expect(page.getByLabel(/Quantity of ATEX Cable Glands/)).toHaveValue('15');

    // Missing details are named beside their fields, and the basket is kept.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Enter your name')).toBeVisible();
    await expect(page.getByText('Enter your state or delivery location')).toBeVisible();
    await fillBuyer(page, email);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
      /reference Q-20\d\d-\d{5}/,
    );
    await page.goto('/quote');
    await expect(page.getByText('Your quote is empty.')).toBeVisible();

    // The CMS is staff's, and needs JavaScript.
    const staff = await browser.newContext({
      baseURL,
      javaScriptEnabled: true,
      extraHTTPHeaders: { 'x-forwarded-for': '10.77.250.1' },
    });
    await expectInInbox(await staff.newPage(), email, [
      [/Kammprofile Gaskets/, '40'],
      [/ATEX Cable Glands/, '15'],
    ]);
    await staff.close();
  });
});

test.describe('with JavaScript', () => {
  test('adds without leaving the page, counts in the header, and sends without reloading', async ({
    page,
  }) => {
    const email = uniqueEmail('js');
    await addToQuote(page, GASKET, '3');
    const form = page.getByRole('region', { name: /Request a quote for/ });
    await expect(form.getByRole('status')).toContainText('Kammprofile Gaskets is in your quote.');
    await expect(page).toHaveURL(new RegExp(`${GASKET}$`));
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Quote\s*1 product/ })).toBeVisible();

    await addToQuote(page, GLANDS, '8', 'Zone 1, M20');
    await expect(
      page.getByRole('banner').getByRole('link', { name: /Quote\s*2 products/ }),
    ).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: /Quote/ }).click();
    await expect(page).toHaveURL(/\/quote$/);

    // No document load from here on: every change is a fetch (a reload would drop the mark).
    await page.evaluate(() => document.documentElement.setAttribute('data-still-here', 'yes'));
    await page.getByLabel(/Quantity of Kammprofile Gaskets/).fill('5');
    await page.getByRole('button', { name: 'Update quantities' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Quantities updated.' })).toBeVisible();
    await fillBuyer(page, email);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-still-here', 'yes');
    await expect(
      page.getByRole('banner').getByRole('link', { name: /Quote\s*0 products/ }),
    ).toBeVisible();

    await expectInInbox(page, email, [
      [/Kammprofile Gaskets/, '5'],
      [/ATEX Cable Glands/, '8'],
    ]);
  });
});

test('a finder result goes into the quote in one press', async ({ page }) => {
  await page.goto('/products?family=gaskets');
  const results = page.getByRole('list', { name: 'Products found' });
  await results.getByRole('button', { name: /^Add to quote\s?: Kammprofile Gaskets$/ }).click();
  await expect(results.getByRole('status').filter({ hasText: 'is in your quote' })).toContainText(
    'Kammprofile Gaskets is in your quote.',
  );
  await expect(
    page.getByRole('banner').getByRole('link', { name: /Quote\s*1 product/ }),
  ).toBeVisible();
  await page.goto('/quote');
  await expect(page.getByLabel(/Quantity of Kammprofile Gaskets/)).toHaveValue('1');
  // On a phone the line's name and its quantity each keep their own room.
  await page.setViewportSize({ width: 360, height: 740 });
  const name = await page.getByRole('link', { name: 'Kammprofile Gaskets' }).boundingBox();
  const quantity = await page.getByLabel(/Quantity of Kammprofile Gaskets/).boundingBox();
  if (!name || !quantity) throw new Error('The line is not shown');
  const apart = name.x + name.width <= quantity.x || name.y + name.height <= quantity.y;
  expect(apart, 'the name runs into the quantity').toBe(true);
});
