/**
 * Products of the catalogue as a visitor meets them (docs/decisions/0013): a product added over
 * the API has a page of its own, with its specifications, in the sitemap; a family added has a
 * page listing its products; a product's earlier address answers 301. On a server of its own,
 * so the crawl of the shared server's sitemap never meets products made and deleted here.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, hydrated, signedInApi, signInOverApi, test } from './fixtures';
import { specOnOwnServer } from './own-server';
import { seriousAxeViolations } from './page-checks';
import { sitemapPaths } from './sitemap';

const server = specOnOwnServer('catalogue');
const { origin } = server;

interface Product {
  id: string;
  url: string;
}

test('a product added over the API gets its page, its specifications, a place on its family page and in the sitemap', async ({
  page,
  playwright,
  consoleErrors,
}) => {
  const { api, headers } = await signedInApi(playwright, origin);
  const created = await api.post('/api/v1/catalogue/products', {
    headers,
    data: {
      name: 'Flameproof Junction Box',
      family: 'enclosures',
      summary: 'A junction box for Zone 1 and Zone 2 hazardous areas.',
      body: '<p>Cast aluminium body with <strong>certified</strong> cable entries.</p>',
      specs: [
        { label: 'IP rating', value: 'IP66', filter: 'yes' },
        { label: 'Rated voltage', value: '690', unit: 'V' },
      ],
      models: [{ partNumber: 'TJB-EX-2', description: 'Two entries' }],
      industries: ['oil-and-gas'],
    },
  });
  expect(created.status()).toBe(201);
  const { product } = (await created.json()) as { product: Product };
  expect(product.url).toBe('/products/enclosures/flameproof-junction-box');

  const res = await page.goto(product.url);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flameproof Junction Box');
  await expect(
    page.getByText('A junction box for Zone 1 and Zone 2 hazardous areas.'),
  ).toBeVisible();
  const specs = page.getByRole('region', { name: 'Key specifications' });
  await expect(specs.getByRole('row', { name: /IP rating IP66/ })).toBeVisible();
  await expect(specs.getByRole('row', { name: /Rated voltage 690 V/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /TJB-EX-2 Two entries/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Industries served' }).getByRole('link', { name: /Oil/ }),
  ).toHaveAttribute('href', '/industries-we-serve/oil-and-gas');
  await expect(page.getByRole('link', { name: 'Request a quote' })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('')).toContain('"name":"Flameproof Junction Box"');
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);

  expect(await sitemapPaths(origin)).toContain(product.url);

  // The industry it names lists it under its family.
  await page.goto('/industries-we-serve/oil-and-gas');
  await expect(
    page
      .getByRole('region', { name: 'Our product catalogue' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Enclosures' }) })
      .getByRole('link', { name: 'Flameproof Junction Box' }),
  ).toHaveAttribute('href', product.url);

  // Its family's landing page lists it with the products the landing does not show itself.
  await page.goto('/products/enclosures');
  const more = page.getByRole('list', { name: 'More products' });
  await more.getByRole('link', { name: /Flameproof Junction Box/ }).click();
  await expect(page).toHaveURL(new RegExp(`${product.url}$`));
});

test('a family added over the API has a page listing its products', async ({
  page,
  playwright,
}) => {
  const { api, headers } = await signedInApi(playwright, origin);
  const family = await api.post('/api/v1/catalogue/families', {
    headers,
    data: { name: 'Solar Systems', summary: 'Panels, inverters and batteries.' },
  });
  expect(family.status()).toBe(201);
  for (const name of ['Hybrid Inverter', 'Lithium Battery Bank']) {
    const res = await api.post('/api/v1/catalogue/products', {
      headers,
      data: { name, family: 'solar-systems', summary: `${name} for solar sites.` },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/products/solar-systems');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solar Systems');
  const list = page.getByRole('list', { name: 'Solar Systems products' });
  await expect(list.getByRole('link')).toHaveCount(2);
  await list.getByRole('link', { name: /Hybrid Inverter/ }).click();
  await expect(page).toHaveURL(/\/products\/solar-systems\/hybrid-inverter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hybrid Inverter');

  expect((await page.goto('/products/no-such-family'))?.status()).toBe(404);
  expect((await page.goto('/products/solar-systems/no-such-product'))?.status()).toBe(404);

  // Renamed, the family and its products answer at the new address; the old ones lead there.
  const { family: made } = (await family.json()) as { family: { id: string } };
  const renamed = await api.patch(`/api/v1/catalogue/families/${made.id}`, {
    headers,
    data: { slug: 'solar-power' },
  });
  expect(renamed.status()).toBe(200);
  for (const [from, to] of [
    ['/products/solar-systems', '/products/solar-power'],
    ['/products/solar-systems/hybrid-inverter', '/products/solar-power/hybrid-inverter'],
  ] as const) {
    const res = await page.request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(res.headers().location).toBe(to);
  }
  await page.goto('/products/solar-systems');
  await expect(page).toHaveURL(/\/products\/solar-power$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solar Systems');
});

test('a product whose address changed answers 301 at the old one; a hidden one is not found', async ({
  playwright,
  request,
}) => {
  const { api, headers } = await signedInApi(playwright, origin);
  const made = await api.post('/api/v1/catalogue/products', {
    headers,
    data: { name: 'Cable Cleat', family: 'cable-management', summary: 'Holds cables.' },
  });
  const { product } = (await made.json()) as { product: Product };
  const moved = await api.patch(`/api/v1/catalogue/products/${product.id}`, {
    headers,
    data: { slug: 'trefoil-cable-cleat' },
  });
  expect(moved.status()).toBe(200);

  const old = await request.get(product.url, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe('/products/cable-management/trefoil-cable-cleat');
  expect((await request.get(old.headers().location!)).status()).toBe(200);

  await api.patch(`/api/v1/catalogue/products/${product.id}`, {
    headers,
    data: { visibility: 'hidden' },
  });
  expect((await request.get('/products/cable-management/trefoil-cable-cleat')).status()).toBe(404);
  expect(await sitemapPaths(origin)).not.toContain(
    '/products/cable-management/trefoil-cable-cleat',
  );
});

test('a product page of today is its record: hidden, it is gone; shown, its own layout is back with its links', async ({
  page,
  playwright,
}) => {
  const { api, headers } = await signedInApi(playwright, origin);
  const found = await api.get('/api/v1/catalogue/products?family=cable-management&q=ERIS', {
    headers,
  });
  const [eris] = ((await found.json()) as { products: Product[] }).products;
  expect(eris?.url).toBe('/products/cable-management/eris');
  const setVisibility = (visibility: string) =>
    api.patch(`/api/v1/catalogue/products/${eris!.id}`, { headers, data: { visibility } });

  expect((await setVisibility('hidden')).status()).toBe(200);
  expect((await page.goto('/products/cable-management/eris'))?.status()).toBe(404);
  await page.goto('/products?family=cable-management');
  await expect(page.getByRole('link', { name: /ERIS/ })).toHaveCount(0);

  expect((await setVisibility('shown')).status()).toBe(200);
  expect((await page.goto('/products/cable-management/eris'))?.status()).toBe(200);
  // The ERIS layout (its breadcrumb back to the cable management landing), then the links
  // every product page has.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ERIS');
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first(),
  ).toHaveAttribute('href', '/products/cable-management');
  await expect(
    page.getByRole('region', { name: 'Industries served' }).getByRole('link').first(),
  ).toHaveAttribute('href', /^\/industries-we-serve\//);
});

test('an editor adds a product with a photo and two specifications on its family tab', async ({
  page,
}) => {
  await signInOverApi(page);
  await page.goto('/cms/products?tab=gaskets');
  const products = page.getByRole('region', { name: 'Products in Gaskets' });
  await expect(products.getByRole('listitem').filter({ hasText: 'Spiral Wound' })).toBeVisible();
  await products.getByRole('link', { name: 'Add product' }).click();

  const form = page.getByRole('region', { name: 'Add a product to Gaskets' });
  // The family is picked from the families, by name, and starts as the tab's.
  const familyChoice = form.getByLabel('Family');
  await expect(familyChoice).toHaveValue('gaskets');
  await expect(
    familyChoice.getByRole('option', { name: 'Cable Management & Support Systems' }),
  ).toHaveCount(1);
  await form.getByLabel('Name', { exact: true }).fill('Ring Joint Gasket');
  await form.getByLabel('Summary').fill('Metal ring gaskets for high-pressure flanges.');
  await form.getByLabel('Photos').setInputFiles({
    name: 'ring.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#777777' },
    })
      .png()
      .toBuffer(),
  });
  await form.getByLabel('Alt text').fill('Ring Joint Gasket');
  const specs = form.getByRole('group', { name: 'Key specifications' });
  for (const [label, value] of [
    ['Type', 'Oval and octagonal'],
    ['Material', 'Soft iron'],
  ]) {
    await specs.getByRole('button', { name: /Add specification/ }).click();
    await specs.getByLabel('Label').last().fill(label!);
    await specs.getByLabel('Value').last().fill(value!);
  }
  await specs.getByLabel('In the product finder').last().selectOption('yes');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(
    products.getByRole('listitem').filter({ hasText: 'Ring Joint Gasket' }),
  ).toBeVisible();

  await page.goto('/products/gaskets');
  await page
    .getByRole('list', { name: 'More products' })
    .getByRole('link', { name: /Ring Joint Gasket/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ring Joint Gasket');
  await expect(page.getByRole('row', { name: /Material Soft iron/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ring Joint Gasket' })).toBeVisible();

  await page.goto('/products?q=ring+joint');
  await expect(
    page
      .getByRole('list', { name: 'Products found' })
      .getByRole('link', { name: /Ring Joint Gasket/ }),
  ).toBeVisible();
});

/** The finder's results: the count in its heading and the addresses of the cards. */
async function results(page: Page) {
  const heading = await page.getByRole('heading', { name: /^\d+ products?$/ }).textContent();
  const hrefs = await page
    .getByRole('list', { name: 'Products found' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return { count: Number.parseInt(heading ?? '', 10), hrefs };
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the product finder with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('narrows by family, then by a specification, with the filters in the address', async ({
      page,
    }) => {
      await page.goto('/products');
      if (javaScriptEnabled) await hydrated(page);
      const all = await results(page);
      expect(all.count).toBeGreaterThan(30);
      const form = page.getByRole('search', { name: 'Find products' });
      await form.getByLabel('Product family').selectOption('cable-management');
      await form.getByRole('button', { name: 'Find products' }).click();
      await expect(page).toHaveURL(/[?&]family=cable-management/);
      await expect(form.getByLabel('Material')).toBeVisible();
      const family = await results(page);
      expect(family.count).toBeLessThan(all.count);
      expect(family.hrefs.every((h) => h.startsWith('/products/cable-management/'))).toBe(true);

      await form.getByLabel('Material').selectOption('Brass');
      await form.getByRole('button', { name: 'Find products' }).click();
      await expect(page).toHaveURL(/[?&]spec-material=Brass/);
      // With JavaScript the address changes first and the list once its data has arrived.
      await expect.poll(async () => (await results(page)).count).toBeLessThan(family.count);
      const brass = await results(page);
      expect(brass.count).toBeGreaterThan(0);

      await page.goBack();
      await expect(page).not.toHaveURL(/spec-material/);
      // With JavaScript the address changes first and the list once its data has arrived.
      await expect.poll(async () => (await results(page)).count).toBe(family.count);
    });

    test('filters generators by a kVA range, and an empty result asks us with the details', async ({
      page,
    }) => {
      await page.goto('/products?family=power-generation');
      if (javaScriptEnabled) await hydrated(page);
      const form = page.getByRole('search', { name: 'Find products' });
      const rating = form.getByRole('group', { name: 'Rating (kVA)' });
      await rating.getByLabel('From').fill('10');
      await rating.getByLabel('To').fill('15');
      await form.getByRole('button', { name: 'Find products' }).click();
      await expect(page).toHaveURL(/[?&]spec-rating-min=10&spec-rating-max=15/);
      expect((await results(page)).hrefs).toEqual([
        '/products/power-generation/gas-powered-generators',
      ]);

      await rating.getByLabel('From').fill('30');
      await rating.getByLabel('To').fill('60');
      await form.getByRole('button', { name: 'Find products' }).click();
      await expect(page.getByRole('heading', { name: '0 products' })).toBeVisible();
      await page.getByRole('link', { name: 'Ask us for it' }).click();
      await expect(page).toHaveURL(/\/contacts\?type=quote&about=/);
      await expect(page.getByRole('radio', { name: /quote/i })).toBeChecked();
      await expect(page.getByRole('textbox', { name: 'Request', exact: true })).toHaveValue(
        'We are looking for: Family: Power Generation & Backup; Rating: 30 to 60 kVA.',
      );
    });
  });
}

test('a case study links the products used in it', async ({ page }) => {
  await page.goto('/case-studies/33kv-substation-upgrade-for-an-industrial-estate');
  const used = page.getByRole('region', { name: 'Products used' });
  await expect(used.getByRole('link', { name: /Tranos Elite/ })).toHaveAttribute(
    'href',
    '/products/power-protection-and-distribution/tranos-elite-range',
  );
});

test('a link set from the case study side shows on the case study and on the product', async ({
  page,
}) => {
  // Seeded: the gas plant case study names the ATEX junction boxes from its own side.
  await page.goto('/case-studies/hazardous-area-power-panels-for-a-gas-plant');
  await expect(
    page
      .getByRole('region', { name: 'Products used' })
      .getByRole('link', { name: 'ATEX Junction Boxes' }),
  ).toHaveAttribute('href', '/products/enclosures/atex-junction-boxes');
  await page.goto('/products/enclosures/atex-junction-boxes');
  await expect(
    page
      .getByRole('region', { name: 'Used in these projects' })
      .getByRole('link', { name: 'Hazardous-area power panels for a gas plant' }),
  ).toBeVisible();
});

test('an editor names a product on a case study form; a wrong address is explained beside the field', async ({
  page,
}) => {
  await signInOverApi(page);
  const title = 'Motor control centre for a food factory';
  await page.goto('/cms/case-studies');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  const form = page.getByRole('region', { name: `Edit “${title}”` });
  await form.getByRole('button', { name: 'Add item to Products used' }).click();
  const entry = form.getByLabel('Products used, item 1');
  await entry.fill('cable-management/erris');
  await form.getByRole('button', { name: /^Publish/ }).click();
  await expect(
    form.getByText(/No product has this address.*cable-management\/erris/),
  ).toBeVisible();

  await entry.fill('cable-management/eris');
  await form.getByRole('button', { name: /^Publish/ }).click();
  await expect(page).toHaveURL(/\/cms\/case-studies$/);

  await page.goto('/products/cable-management/eris');
  await expect(
    page.getByRole('region', { name: 'Used in these projects' }).getByRole('link', { name: title }),
  ).toHaveAttribute('href', '/case-studies/motor-control-centre-for-a-food-factory');
  await page.goto('/case-studies/motor-control-centre-for-a-food-factory');
  await expect(
    page.getByRole('region', { name: 'Products used' }).getByRole('link', { name: /ERIS/ }),
  ).toHaveAttribute('href', '/products/cable-management/eris');
});

test('on the PP&D tab the products and the ATEX panels are searched apart', async ({ page }) => {
  await signInOverApi(page);
  await page.goto('/cms/products?tab=power-protection-and-distribution');
  const products = page.getByRole('region', {
    name: 'Products in Power Protection & Distribution',
  });
  const atex = page.getByRole('region', { name: 'ATEX power panels' });
  const panels = await atex.getByRole('listitem').count();
  expect(panels).toBeGreaterThan(0);
  await products.getByLabel(/Search Power Protection & Distribution products/).fill('simo');
  await products.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]productsQ=simo/);
  await expect(products.getByRole('listitem')).toHaveCount(2);
  await expect(atex.getByRole('listitem')).toHaveCount(panels);
});
