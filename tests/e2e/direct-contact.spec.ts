/**
 * Click-to-chat on WhatsApp and tap-to-call: the number set in the CMS (here through its API)
 * opens a chat that names the product and its address; with none, no WhatsApp link; the call
 * dials the footer's phone. On phones a bar at the bottom of the screen carries both, and the
 * page keeps room for it, so the footer's last line stays readable. On a server of its own,
 * because the WhatsApp number is site-wide: other specs would meet it mid-run.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, signedInApi, test } from './fixtures';
import { specOnOwnServer } from './own-server';
import { seriousAxeViolations } from './page-checks';

const publicUrl = 'https://www.tranos.example';
const server = specOnOwnServer('direct-contact', { PUBLIC_URL: publicUrl });
const { origin } = server;

const footerPhone = '+234 700 000 0000';
const newTab = '(opens WhatsApp in a new tab)';

interface Product {
  name: string;
  url: string;
}

/** Sets the WhatsApp number through the CMS's API, as the editor's form does. */
async function setWhatsAppNumber(
  api: APIRequestContext,
  headers: Record<string, string>,
  number: string,
) {
  const sections = (await (await api.get('/api/v1/sections')).json()) as {
    sections: { key: string; path: string }[];
  };
  const path = sections.sections.find((s) => s.key === 'site/direct-contact')?.path;
  expect(path).toBeTruthy();
  const res = await api.patch(path ?? '', { headers, data: { whatsAppNumber: number } });
  expect(res.status(), await res.text()).toBe(200);
}

async function aProduct(api: APIRequestContext): Promise<Product> {
  const res = await api.get('/api/v1/catalogue/products?family=enclosures&limit=1');
  const { products } = (await res.json()) as { products: Product[] };
  expect(products.length).toBe(1);
  return products[0] as Product;
}

const chatAbout = (product: Product) =>
  `https://wa.me/2348031234567?text=${encodeURIComponent(
    `Hello, I would like to ask about ${product.name}: ${publicUrl}${product.url}`,
  )}`;

test('a product page offers a WhatsApp chat that names the product, and a call', async ({
  page,
  playwright,
}) => {
  const { api, headers } = await signedInApi(playwright, origin);
  await setWhatsAppNumber(api, headers, '+234 803 123 4567');
  const product = await aProduct(api);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(product.url);
  const box = page.getByRole('region', { name: 'Questions about this product?' });
  const chat = box.getByRole('link', { name: `Chat with us on WhatsApp ${newTab}` });
  await expect(chat).toHaveAttribute('href', chatAbout(product));
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(box.getByRole('link', { name: `Call ${footerPhone}` })).toHaveAttribute(
    'href',
    'tel:+2347000000000',
  );
  await expect(
    box.getByText('We answer calls and messages Monday to Friday, 8 am to 5 pm (WAT)'),
  ).toBeVisible();
  // The bar is for phones only.
  await expect(page.getByRole('complementary', { name: 'Talk to us' })).toBeHidden();

  // Keyboard users see where they are.
  await chat.focus();
  await expect(chat).toBeFocused();
  expect(await chat.evaluate((a) => getComputedStyle(a).outlineStyle)).toBe('solid');
});

test('with no WhatsApp number there is no WhatsApp link, and the call stays', async ({
  page,
  playwright,
}) => {
  const { api, headers } = await signedInApi(playwright, origin);
  await setWhatsAppNumber(api, headers, '');
  const product = await aProduct(api);

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(product.url);
    await expect(page.getByRole('link', { name: `Call ${footerPhone}` }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the bar at the bottom carries the chat and the call, and never covers the footer', async ({
    page,
    playwright,
  }) => {
    const { api, headers } = await signedInApi(playwright, origin);
    await setWhatsAppNumber(api, headers, '0803 123 4567');
    const product = await aProduct(api);

    await page.goto(product.url);
    const bar = page.getByRole('complementary', { name: 'Talk to us' });
    await expect(bar).toBeVisible();
    const chat = bar.getByRole('link', { name: `WhatsApp ${newTab}` });
    const call = bar.getByRole('link', { name: `Call ${footerPhone}` });
    await expect(chat).toHaveAttribute('href', chatAbout(product));
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(call).toHaveAttribute('href', 'tel:+2347000000000');
    for (const link of [chat, call]) {
      const size = await link.boundingBox();
      expect(size?.height).toBeGreaterThanOrEqual(44);
      expect(size?.width).toBeGreaterThanOrEqual(44);
    }
    // It sits at the bottom of the screen.
    const barBox = await bar.boundingBox();
    expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeCloseTo(740, 0);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Scrolled to the end, the footer's last line shows above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = page.getByRole('contentinfo').getByText(/©/);
    await expect(lastLine).toBeInViewport();
    const line = await lastLine.boundingBox();
    const barTop = (await bar.boundingBox())?.y ?? 0;
    expect((line?.y ?? 740) + (line?.height ?? 0)).toBeLessThanOrEqual(barTop);
  });

  test('away from products, the chat names the page it was opened on', async ({ page }) => {
    await page.goto('/services');
    const chat = page
      .getByRole('complementary', { name: 'Talk to us' })
      .getByRole('link', { name: `WhatsApp ${newTab}` });
    await expect(chat).toHaveAttribute(
      'href',
      `https://wa.me/2348031234567?text=${encodeURIComponent(
        `Hello, I have a question about this page: ${publicUrl}/services`,
      )}`,
    );
  });

  test('the CMS has no bar', async ({ page }) => {
    await page.goto('/cms');
    await expect(page.getByRole('complementary', { name: 'Talk to us' })).toHaveCount(0);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test('the links are plain links in the page', async ({ page, playwright }) => {
    const { api } = await signedInApi(playwright, origin);
    const product = await aProduct(api);
    await page.goto(product.url);
    await expect(
      page
        .getByRole('complementary', { name: 'Talk to us' })
        .getByRole('link', { name: `WhatsApp ${newTab}` }),
    ).toHaveAttribute('href', chatAbout(product));
    await expect(
      page.getByRole('region', { name: 'Questions about this product?' }).getByRole('link', {
        name: `Call ${footerPhone}`,
      }),
    ).toHaveAttribute('href', 'tel:+2347000000000');
  });
});
