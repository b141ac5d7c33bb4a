import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

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

const routes = [
  '/products/enclosures',
  ...enclosureSlugs.map((slug) => `/products/enclosures/${slug}`),
  '/products/warehouse-storage',
  '/products/gaskets',
  '/products/gaskets/spiral-wound-gaskets',
  '/products/gaskets/soft-cut-gaskets',
  '/products/gaskets/kammprofile',
  '/products/power-generation',
  '/products/power-generation/gas-powered-generators',
  '/products/power-generation/ups-backup-system',
];

for (const path of routes) {
  test(`${path} answers 200 with one visible h1 and no serious axe violations`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}

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

for (const path of ['/products/enclosures/no-such-enclosure', '/products/gaskets/no-such-gasket']) {
  test(`an unknown page ${path} answers 404 Not Found`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not Found');
  });
}

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
  for (const [property, value] of [
    ['Purity', '99% minimum'],
    ['Foil thickness', '0.1mm or 0.05mm'],
    ['Maximum temperature, oxidising atmosphere', '550°C'],
    ['Maximum temperature, inert atmosphere', '750°C'],
    ['Maximum pressure', '140 bar'],
    ['Compressibility', '30-40% and 40-50%'],
    ['Recovery', '15-20% and 10-15%'],
  ]) {
    const row = graphite.getByRole('row', { name: new RegExp(`^${property}`) });
    await expect(row.getByRole('rowheader')).toHaveText(property ?? '');
    await expect(row.getByRole('cell')).toHaveText(value ?? '');
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

test('product pages carry Product JSON-LD', async ({ request }) => {
  for (const path of [
    '/products/enclosures/electrical',
    '/products/gaskets/kammprofile',
    '/products/power-generation/gas-powered-generators',
  ]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('"@type":"Product"');
  }
});
