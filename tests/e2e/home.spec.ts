import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { seriousAxeViolations } from './page-checks';

test('the server-rendered HTML already holds the hero text and the categories', async ({
  request,
}) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('We are building');
  expect(html).toContain('Thinking. Further.');
  expect(html).toContain('Power Protection &amp; Distribution');
  expect(html).toContain('href="/products/lights-wiring"');
  // The icon is in the page: no request of its own after the load.
  expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+" type="image\/svg\+xml"/);
});

test('the home page shows every section with seeded content', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Introduction' });
  await expect(hero.getByRole('heading', { level: 1 })).toContainText('Thinking. Further.');
  await expect(hero.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
    'href',
    /\/contacts/,
  );
  await expect(hero.locator('img')).toHaveCount(3);

  const grid = page.getByTestId('category-grid').getByRole('link');
  await expect(grid).toHaveCount(7);
  await expect(
    page.getByTestId('category-grid').getByRole('link', { name: /Lights & Wiring Devices/ }),
  ).toHaveAttribute('href', '/products/lights-wiring');

  const services = page.getByRole('region', { name: 'Our services' });
  for (const title of ['Fabrication', 'Installation & Commissioning', 'Maintenance']) {
    await expect(services.getByRole('heading', { name: title })).toBeVisible();
  }

  const industries = page.getByRole('region', { name: 'Industries we serve' }).getByRole('group');
  await expect(industries).toHaveCount(5);

  const why = page.getByRole('region', { name: 'Why choose us' });
  await expect(why).toContainText('13 years');
  const video = why.locator('video');
  await expect(video).toHaveJSProperty('muted', true);
  await expect(video).toHaveJSProperty('loop', true);

  await expect(
    page.getByRole('region', { name: 'Our partners' }).getByRole('img', { name: 'Siemens' }),
  ).toBeAttached();

  const news = page.getByRole('region', { name: 'Latest news & insights' });
  await expect(news.getByRole('heading', { level: 3 })).toHaveText(
    'Keeping base stations powered when the grid is not',
  );

  await expect(page.getByPlaceholder('Your e-mail address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Head office');
  await expect(footer).toContainText('Factory');
  await expect(footer.getByRole('link', { name: '+234 700 000 0000' })).toHaveAttribute(
    'href',
    'tel:+2347000000000',
  );
  await expect(footer.getByRole('link', { name: 'info@tranos.example' })).toHaveAttribute(
    'href',
    'mailto:info@tranos.example',
  );
  await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('rel', /noopener/);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

/** Opens the home page on a fake clock; answers the hero's showing image and its address. */
async function heroOnFakeClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await hydrated(page, { clock: true });
  const active = page.locator('section[aria-label="Introduction"] img[data-active="true"]');
  return { active, first: await active.getAttribute('src') };
}

test('the hero fades to the next image every 10 seconds and pauses on hover', async ({ page }) => {
  const { active, first } = await heroOnFakeClock(page);
  await page.clock.runFor(10_000);
  await expect(active).not.toHaveAttribute('src', first!);
  const second = await active.getAttribute('src');

  await page.getByRole('region', { name: 'Introduction' }).hover();
  await page.clock.runFor(25_000);
  await expect(active).toHaveAttribute('src', second!);
});

test('the hero stays still for visitors who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { active, first } = await heroOnFakeClock(page);
  await page.clock.runFor(30_000);
  await expect(active).toHaveAttribute('src', first!);
});

test('the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the sliders start when scrolled to: Next moves the row, autoplay moves it on', async ({
  page,
}) => {
  const embla: string[] = [];
  page.on('request', (req) => {
    if (/embla-carousel/.test(req.url())) embla.push(req.url());
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const partners = page.locator('[aria-roledescription="carousel"][aria-label="Our partners"]');
  const track = partners.locator('.overflow-hidden > div');
  await page.waitForLoadState('load');
  // Below the fold, nothing of the carousel is fetched yet.
  expect(embla).toEqual([]);

  await partners.scrollIntoViewIfNeeded();
  await expect.poll(() => embla.length).toBeGreaterThan(0);
  const offset = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
  await partners.getByRole('button', { name: 'Next' }).click();
  await expect.poll(offset).toBeLessThan(0);
  const afterClick = await offset();
  // Autoplay (every 4 s) keeps going once the pointer leaves the carousel.
  await page.mouse.move(0, 0);
  await expect.poll(offset, { timeout: 10_000 }).not.toBe(afterClick);
});
