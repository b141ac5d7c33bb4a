import { expect, test } from './fixtures';
import { eachPageIsNotFound, eachPageIsCrawled } from './page-checks';

const lw = '/products/lights-wiring';
const rc = `${lw}/residential-and-commercial`;
const ranges = ['simon-v8', 'simon-e6', 'simon-e3'];

eachPageIsCrawled([
  lw,
  `${rc}/lights`,
  `${rc}/lights/duro`,
  `${rc}/lights/valor`,
  `${rc}/switches-and-sockets`,
  ...ranges.map((r) => `${rc}/switches-and-sockets/${r}`),
  `${lw}/industrial/wiring`,
  `${lw}/industrial/lighting`,
]);
eachPageIsNotFound([
  `${rc}/switches-and-sockets/simon-x9`,
  `${rc}/lights/acme`,
  `${lw}/industrial/cables`,
]);

test('the landing leads to residential lights and to industrial wiring', async ({ page }) => {
  await page.goto(lw);
  await expect(page.getByRole('link', { name: /Residential & Commercial/ })).toHaveAttribute(
    'href',
    `${rc}/lights`,
  );
  await page.getByRole('link', { name: /Industrial/ }).click();
  await expect(page).toHaveURL(`${lw}/industrial/wiring`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Industrial Wiring Devices');
});

test('the lights page offers Duro, Valor and switches & sockets', async ({ page }) => {
  await page.goto(`${rc}/lights`);
  await expect(page.getByRole('link', { name: /^Duro/ })).toHaveAttribute(
    'href',
    `${rc}/lights/duro`,
  );
  await expect(page.getByRole('link', { name: /^Valor/ })).toHaveAttribute(
    'href',
    `${rc}/lights/valor`,
  );
  await page.getByRole('link', { name: /Switches & Sockets/ }).click();
  await expect(page).toHaveURL(`${rc}/switches-and-sockets`);
  const picker = page.getByRole('main').getByRole('list').getByRole('link');
  await expect(picker).toHaveCount(3);
  await page.getByRole('link', { name: /Simon E6/ }).click();
  await expect(page).toHaveURL(`${rc}/switches-and-sockets/simon-e6`);
  await expect(page.getByRole('main')).toContainText('86*82 push-button');
});

test('the Duro anchor nav jumps to each section', async ({ page }) => {
  await page.goto(`${rc}/lights/duro`);
  const nav = page.getByRole('navigation', { name: 'Jump to' });
  await expect(nav.getByRole('link')).toHaveText(
    [
      'downlight',
      'spotlight',
      'panel light',
      'bulb',
      'linear light',
      'tube',
      'strip light',
      'mirror light',
    ].map((t) => new RegExp(`^${t}$`, 'i')),
  );
  // Ids from content carry the content prefix (app/content-ids.ts), so do the links to them.
  await nav.getByRole('link', { name: /mirror light/i }).click();
  await expect(page).toHaveURL(/#c-mirror-light$/);
  const section = page.locator('#c-mirror-light');
  await expect(section).toBeInViewport();
  // The heading must not hide beneath the fixed header.
  const box = await section.getByRole('heading', { level: 2 }).boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual(64);
  await expect(section.getByRole('img', { name: 'Duro LED Mirror Light' })).toBeVisible();

  await nav.getByRole('link', { name: /panel light/i }).click();
  await expect(page).toHaveURL(/#c-panel-light$/);
  await expect(page.locator('#c-panel-light')).toBeInViewport();
});

test('an address from before the content prefix still lands on its section', async ({ page }) => {
  await page.goto(`${rc}/lights/duro#mirror-light`);
  await expect(page.locator('#c-mirror-light')).toBeInViewport();
});

test('Valor has its own anchors', async ({ page }) => {
  await page.goto(`${rc}/lights/valor`);
  await expect(page.getByRole('navigation', { name: 'Jump to' }).getByRole('link')).toHaveText(
    ['ceiling light', 'spotlight', 'batten', 'tube', 'bulb', 'downlight'].map(
      (t) => new RegExp(`^${t}$`, 'i'),
    ),
  );
});

test('Duro and Valor link to each other and open at the top', async ({ page }) => {
  await page.goto(`${rc}/lights/valor`);
  const toDuro = page.getByRole('navigation', { name: 'Other brands' }).getByRole('link');
  await expect(toDuro).toHaveAttribute('href', `${rc}/lights/duro`);
  await toDuro.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await toDuro.click();
  await expect(page).toHaveURL(`${rc}/lights/duro`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Duro LED Lighting');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page
    .getByRole('navigation', { name: 'Other brands' })
    .getByRole('link', { name: /Valor/ })
    .click();
  await expect(page).toHaveURL(`${rc}/lights/valor`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const range of ranges) {
  test(`${range} cross-links the other two ranges`, async ({ page }) => {
    await page.goto(`${rc}/switches-and-sockets/${range}`);
    const links = page.getByRole('navigation', { name: 'Other ranges' }).getByRole('link');
    await expect(links).toHaveCount(2);
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs.sort()).toEqual(
      ranges
        .filter((r) => r !== range)
        .map((r) => `${rc}/switches-and-sockets/${r}`)
        .sort(),
    );
    await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible();
  });
}

test('the industrial pages switch by tabs', async ({ page }) => {
  await page.goto(`${lw}/industrial/wiring`);
  const tabs = page.getByRole('navigation', { name: 'Industrial products' });
  await expect(tabs.getByRole('link', { name: 'Wiring Devices' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Named by the media library's description of the seeded image (issue 30).
  await expect(page.getByRole('img', { name: 'Movable distribution board' })).toBeVisible();
  await tabs.getByRole('link', { name: 'Industrial Lighting' }).click();
  await expect(page).toHaveURL(`${lw}/industrial/lighting`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Industrial Lighting');
  await expect(tabs.getByRole('link', { name: 'Industrial Lighting' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: 'LED High Bay' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of [`${rc}/lights/duro`, `${lw}/industrial/wiring`]) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  }
});
