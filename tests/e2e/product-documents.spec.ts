/**
 * Product documents (issue 15) as a visitor and an editor meet them: a datasheet listed with its
 * type and size, saved under its product's name, reachable without JavaScript and on a phone;
 * a PDF added in the CMS product editor appears on the page. Tests restore what they change.
 */
import { pdf } from '../helpers/pdf';
import { seriousAxeViolations } from './page-checks';
import { answered, expect, signedInApi, SUPER_ADMIN, test } from './fixtures';

const BOXES = '/products/enclosures/atex-junction-boxes';

test('a datasheet is a download that says its type and size, saved under the product’s name', async ({
  page,
}) => {
  await page.goto(BOXES);
  const downloads = page.getByRole('region', { name: 'Downloads' });
  const link = downloads.getByRole('link', { name: /^Datasheet · PDF · \d+ KB$/ });
  await expect(link).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('ATEX Junction Boxes - Datasheet.pdf');
  const res = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the datasheet is a plain link', async ({ page }) => {
    await page.goto(BOXES);
    const link = page.getByRole('link', { name: /^Datasheet · PDF/ });
    await expect(link).toHaveAttribute('href', /^\/media\/[0-9a-f]+\.pdf$/);
  });
});

test('on a phone the downloads fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(BOXES);
  const link = page.getByRole('region', { name: 'Downloads' }).getByRole('link').first();
  await link.scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

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
    expect((await page.request.post('/api/v1/auth/login', { data: SUPER_ADMIN })).status()).toBe(
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
