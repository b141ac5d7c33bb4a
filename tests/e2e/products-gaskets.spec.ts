import { z } from 'zod';
import { collections } from '../../content/registry';
import { loadSeedRecords } from '../../server/services/content/seed-files';
import { expect, test } from './fixtures';
import { eachPageIsNotFound, eachPageIsCrawled } from './page-checks';

eachPageIsCrawled([
  '/products/gaskets',
  ...['spiral-wound-gaskets', 'soft-cut-gaskets', 'kammprofile'].map(
    (slug) => `/products/gaskets/${slug}`,
  ),
]);
eachPageIsNotFound(['/products/gaskets/no-such-gasket']);

/** The spiral wound page's table as first start seeds it: one `{ property, value }` a row. */
async function graphiteTable() {
  const products = await loadSeedRecords(collections.products);
  const seeded = products.find((p) => p.family === 'gaskets' && p.slug === 'spiral-wound-gaskets');
  return z
    .object({ gasketProperties: z.array(z.object({ property: z.string(), value: z.string() })) })
    .parse(seeded?.details).gasketProperties;
}

test('the gaskets landing links to the three gasket pages and the catalogue', async ({ page }) => {
  await page.goto('/products/gaskets');
  for (const slug of ['spiral-wound-gaskets', 'soft-cut-gaskets', 'kammprofile']) {
    await expect(page.locator(`main a[href="/products/gaskets/${slug}"]`)).toHaveCount(1);
  }
  const download = page.getByRole('link', { name: /Download Catalogue/ });
  await expect(download).toHaveAttribute('target', '_blank');
  await expect(download).toHaveAttribute('rel', /noopener/);

  await page.getByRole('link', { name: /Kammprofile Gaskets/ }).click();
  await expect(page).toHaveURL(/\/products\/gaskets\/kammprofile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kammprofile Gaskets');
});

test('the gasket pages present their figures as tables with row headers', async ({ page }) => {
  await page.goto('/products/gaskets/spiral-wound-gaskets');
  const graphite = page.getByRole('table');
  const graphiteProperties = await graphiteTable();
  expect(graphiteProperties).toContainEqual({ property: 'Purity', value: '99% minimum' });
  for (const { property, value } of graphiteProperties) {
    const row = graphite.getByRole('row', { name: new RegExp(`^${property}`) });
    await expect(row.getByRole('rowheader')).toHaveText(property);
    await expect(row.getByRole('cell')).toHaveText(value);
  }

  await page.goto('/products/gaskets/soft-cut-gaskets');
  const sheet = page.getByRole('table');
  await expect(sheet.getByRole('rowheader')).toHaveCount(7);
  for (const text of ['1.7-2.0', '5-15%', '0.25-6.0mm', '440°C', '350°C', '250°C', '150 kg/cm²']) {
    await expect(sheet.getByRole('cell', { name: text, exact: false })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Download Catalogue/ })).toHaveCount(0);
});

test('kammprofile shows materials, fillers, the three types and the footer contacts', async ({
  page,
}) => {
  await page.goto('/products/gaskets/kammprofile');
  const main = page.getByRole('main');
  await expect(main.getByText(/solid metal ring with grooved faces/i).first()).toBeVisible();
  const cores = page.getByRole('region', { name: 'Core materials' });
  for (const item of ['Stainless steel 304', 'Stainless steel 316L', 'Others on request']) {
    await expect(cores.getByText(item)).toBeVisible();
  }
  const fillers = page.getByRole('region', { name: 'Fillers' });
  for (const item of ['Flexible graphite', 'PTFE', 'Mica', 'Others on request']) {
    await expect(fillers.getByText(item)).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Applications' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Key advantages' })).toBeVisible();
  const types = page.getByRole('region', { name: 'Gasket types' });
  await expect(types.locator('img')).toHaveCount(3);
  for (const name of [
    'Core and facing only',
    'With loose outer ring',
    'With integral outer ring',
  ]) {
    await expect(types.getByRole('heading', { name })).toBeVisible();
  }

  // The contact line repeats the footer's phone and e-mail, whatever they are edited to.
  const footer = page.getByRole('contentinfo');
  const phone = (await footer.locator('a[href^="tel:"]').first().textContent())?.trim() ?? '';
  const email = (await footer.locator('a[href^="mailto:"]').first().textContent())?.trim() ?? '';
  expect(phone).not.toBe('');
  expect(email).not.toBe('');
  const contact = page.getByRole('complementary', { name: 'Contact' });
  await expect(contact.getByRole('link', { name: phone })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(contact.getByRole('link', { name: email })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  );
});
