/**
 * Product documents (issue 15) as a visitor and an editor meet them: the datasheet made from the
 * record (decision 0052) linked from every product page, reachable by keyboard, without
 * JavaScript and on a phone; a PDF added in the CMS product editor appears on the page beside
 * it. Tests restore what they change.
 */
import { pdf } from '../helpers/pdf';
import { seriousAxeViolations } from './page-checks';
import { answered, expect, signedInApi, ownAccount, test } from './fixtures';

const BOXES = '/products/enclosures/atex-junction-boxes';

test('the datasheet made from the record is a link on the page, reached by keyboard', async ({
  page,
}) => {
  await page.goto(BOXES);
  const downloads = page.getByRole('region', { name: 'Downloads' });
  const link = downloads.getByRole('link', { name: 'Download datasheet (PDF)' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `${BOXES}/datasheet.pdf`);
  await link.focus();
  await expect(link).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const res = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['content-disposition']).toContain('ATEX%20Junction%20Boxes%20Datasheet.pdf');
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the datasheet is a plain link', async ({ page }) => {
    await page.goto(BOXES);
    const link = page.getByRole('link', { name: 'Download datasheet (PDF)' });
    await expect(link).toHaveAttribute('href', `${BOXES}/datasheet.pdf`);
  });
});

for (const width of [320, 360, 1440]) {
  test(`at ${width} px the downloads fit the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto(BOXES);
    const link = page.getByRole('region', { name: 'Downloads' }).getByRole('link').first();
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: test.info().outputPath(`downloads-${width}.png`) });
  });
}

test.describe('in the CMS', () => {
  test('an editor adds a PDF to a product and it is listed on its page', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const { api, headers } = await signedInApi(playwright, baseURL ?? '');
    const list = await api.get('/api/v1/catalogue/products?family=warehouse-storage');
    const product = (
      (await list.json()) as { products: { id: string; slug: string }[] }
    ).products.find((p) => p.slug === 'mezzanine-floors');
    expect(product).toBeDefined();
    const id = product?.id ?? '';

    // The page's request context shares its cookies: signed in over the API, as the CMS is.
    expect((await page.request.post('/api/v1/auth/login', { data: ownAccount() })).status()).toBe(
      200,
    );
    try {
      await page.goto(`/cms/products?tab=warehouse-storage&productEdit=${id}`);
      const documents = page.getByRole('group', { name: 'Documents' });
      await documents.getByRole('button', { name: /Add document/ }).click();
      await documents.getByLabel('Title').fill('Installation guide');

      // Not a PDF: refused beside the field before anything is sent.
      const file = documents.getByLabel('File');
      await file.setInputFiles({
        name: 'guide.html',
        mimeType: 'text/html',
        buffer: Buffer.from('<html></html>'),
      });
      await expect(
        documents.getByText('guide.html is not a PDF. Choose a PDF file.'),
      ).toBeVisible();

      await file.setInputFiles({
        name: 'mezzanine-guide.pdf',
        mimeType: 'application/pdf',
        buffer: pdf('Mezzanine installation guide'),
      });
      await expect(documents.getByText(/New PDF chosen: mezzanine-guide\.pdf/)).toBeVisible();
      const form = page.locator('form').filter({ has: documents });
      const saved = await answered(page, 'PATCH', `/api/v1/catalogue/products/${id}`, () =>
        form.getByRole('button', { name: /^Publish/ }).click(),
      );
      expect(saved.status()).toBe(200);
      await expect(page.getByText('Edit “Mezzanine Floors”: changes saved.')).toBeVisible();

      // Opened again, the entry shows the stored file's type and size, with a link to it.
      await page.goto(`/cms/products?tab=warehouse-storage&productEdit=${id}`);
      await expect(documents.getByText(/Current file: PDF · 1 KB\./)).toBeVisible();
      await expect(
        documents.getByRole('link', { name: 'Open the current PDF (File, opens in a new tab)' }),
      ).toHaveAttribute('href', /^\/media\/[0-9a-f]+\.pdf$/);
      await documents.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath('cms-documents.png'), fullPage: false });

      await page.goto('/products/warehouse-storage/mezzanine-floors');
      await expect(
        page
          .getByRole('region', { name: 'Downloads' })
          .getByRole('link', { name: 'Installation guide · PDF · 1 KB' }),
      ).toBeVisible();
    } finally {
      await api.patch(`/api/v1/catalogue/products/${id}`, { headers, data: { documents: [] } });
      await api.dispose();
    }
  });
});
