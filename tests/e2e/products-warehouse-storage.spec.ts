import { expect, test } from './fixtures';
import { eachPageIsSound } from './page-checks';

eachPageIsSound(['/products/warehouse-storage']);

test('the warehouse page shows pallet racks, shelving, mezzanines and safety accessories', async ({
  page,
}) => {
  await page.goto('/products/warehouse-storage');
  for (const title of [
    'Standard Pallet Racks',
    'Industrial Shelving',
    'Mezzanines',
    'Safety Accessories',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
});
