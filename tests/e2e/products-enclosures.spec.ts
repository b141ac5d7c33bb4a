import { expect, test } from './fixtures';
import { eachPageIsNotFound, eachPageIsCrawled } from './page-checks';

const enclosureSlugs = [
  'electrical',
  'mechanical',
  'servers',
  'battery',
  'heavy-duty',
  'customised',
  'atex-junction-boxes',
  'meter-boxes',
];

eachPageIsCrawled([
  '/products/enclosures',
  ...enclosureSlugs.map((slug) => `/products/enclosures/${slug}`),
]);
eachPageIsNotFound(['/products/enclosures/no-such-enclosure']);

test('the enclosures landing links to all eight category pages', async ({ page }) => {
  await page.goto('/products/enclosures');
  const cards = page.getByRole('list', { name: 'Enclosures' }).getByRole('link');
  await expect(cards).toHaveCount(8);
  for (const slug of enclosureSlugs) {
    await expect(page.locator(`main a[href="/products/enclosures/${slug}"]`)).toHaveCount(1);
  }
});

test('the enclosure tab bar marks the current tab and navigates', async ({ page }) => {
  await page.goto('/products/enclosures/electrical');
  const tabs = page.getByRole('navigation', { name: 'Enclosures' });
  await expect(tabs.getByRole('link')).toHaveCount(8);
  await expect(tabs.getByRole('link', { name: 'Electrical' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1);

  await tabs.getByRole('link', { name: 'Meter Boxes' }).click();
  await expect(page).toHaveURL(/\/products\/enclosures\/meter-boxes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meter Boxes');
  await expect(tabs.getByRole('link', { name: 'Meter Boxes' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tabs.getByRole('link', { name: 'Electrical' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('Ingress protection IP54')).toBeVisible();
});

test('a catalogue button appears only where a catalogue is set, opening a new tab', async ({
  page,
}) => {
  await page.goto('/products/enclosures/electrical');
  const download = page.getByRole('link', { name: /Download Catalogue/ });
  await expect(download).toHaveAttribute('target', '_blank');
  await expect(download).toHaveAttribute('rel', /noopener/);
  await expect(download).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
    'href',
    '/contacts?type=quote&product=electrical',
  );

  await page.goto('/products/enclosures/heavy-duty');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heavy-Duty Enclosures');
  await expect(page.getByRole('link', { name: /Download Catalogue/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a quote' })).toBeVisible();
});

test('the customised enclosure page calls the visitor to the contacts page', async ({ page }) => {
  await page.goto('/products/enclosures/customised');
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contacts');
});

test('the ATEX junction boxes page lists the boxes with their zones and ratings', async ({
  page,
}) => {
  await page.goto('/products/enclosures/atex-junction-boxes');
  const boxes = page.getByRole('region', { name: 'Our ATEX junction boxes' });
  await expect(boxes.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(
    boxes.getByRole('heading', { name: 'Stainless Steel Increased Safety Junction Box' }),
  ).toBeVisible();
  await expect(boxes.getByText('Zones 0, 1 and 2')).toBeVisible();
  await expect(boxes.getByText('Ingress protection IP66').first()).toBeVisible();
});
