import { expect, test } from './fixtures';
import { eachPageIsCrawled } from './page-checks';

eachPageIsCrawled(['/products/warehouse-storage', '/products/warehouse-storage/pallet-racks']);

test('the warehouse page shows pallet racks, shelving, mezzanines and safety accessories', async ({
  page,
}) => {
  await page.goto('/products/warehouse-storage');
  for (const title of [
    'Standard Pallet Racks',
    'Industrial Shelving',
    'Mezzanine Floors',
    'Safety Accessories',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  // Each block is a product of the catalogue, with its own page.
  await page.getByRole('link', { name: 'More about Mezzanine Floors' }).click();
  await expect(page).toHaveURL(/\/products\/warehouse-storage\/mezzanine-floors$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mezzanine Floors');
});
