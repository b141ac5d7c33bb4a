import { expect, test } from './fixtures';
import { eachPageIsCrawled } from './page-checks';

eachPageIsCrawled([
  '/products/power-generation',
  '/products/power-generation/gas-powered-generators',
  '/products/power-generation/ups-backup-system',
]);

test('the power generation tiles lead to two real pages', async ({ page, request }) => {
  await page.goto('/products/power-generation');
  const tiles = page.getByRole('list', { name: 'Power Generation & Backup' }).getByRole('link');
  await expect(tiles).toHaveCount(2);
  const generators = page.getByRole('link', { name: /Gas-Powered Generators/ });
  await expect(generators).toHaveAttribute(
    'href',
    '/products/power-generation/gas-powered-generators',
  );
  const ups = page.getByRole('link', { name: /UPS Backup System/ });
  const href = await ups.getAttribute('href');
  expect(href).toBe('/products/power-generation/ups-backup-system');
  expect((await request.get(href ?? '')).status()).toBe(200);

  await ups.click();
  await expect(page).toHaveURL(/\/ups-backup-system$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('UPS Backup System');
  const tabs = page.getByRole('navigation', { name: 'Power Generation & Backup' });
  await expect(tabs.getByRole('link', { name: 'UPS Backup System' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    page.getByText('Online double-conversion for clean, regulated output'),
  ).toBeVisible();

  await tabs.getByRole('link', { name: 'Gas-Powered Generators' }).click();
  await expect(page).toHaveURL(/\/gas-powered-generators$/);
  await expect(tabs.getByRole('link', { name: 'Gas-Powered Generators' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the generators page lists the four models, the availability and the catalogue', async ({
  page,
}) => {
  await page.goto('/products/power-generation/gas-powered-generators');
  await expect(page.getByText('99.87%', { exact: true })).toBeVisible();
  const models = page.getByRole('region', { name: 'Models' });
  await expect(models.getByRole('listitem').filter({ has: page.locator('h3') })).toHaveCount(4);
  for (const [name, rating, output, speed] of [
    ['TG1000', '7.5kVA', '400VAC', '1500rpm'],
    ['TG1200', '12kVA', '46-54VDC', '1500-2200rpm'],
    ['TG1800', '18kVA', '46-54VDC', '1500rpm'],
    ['TG2000', '20kVA', '400VAC', '1500rpm'],
  ]) {
    const card = models.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card).toContainText(rating ?? '');
    await expect(card).toContainText(output ?? '');
    await expect(card).toContainText(speed ?? '');
  }
  const download = page.getByRole('link', { name: /Download Catalogue/ });
  await expect(download).toHaveAttribute('target', '_blank');
  await expect(download).toHaveAttribute('rel', /noopener/);
});
