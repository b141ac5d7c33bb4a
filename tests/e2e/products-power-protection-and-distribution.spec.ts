import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { eachPageIsCrawled } from './page-checks';

const area = '/products/power-protection-and-distribution';

eachPageIsCrawled([
  area,
  ...[
    'tranos-elite-range',
    'siemens-sivacon',
    'atex-power-panels',
    'siemens-simoprime',
    'siemens-simosec',
  ].map((slug) => `${area}/${slug}`),
]);

/** Clicks only do something once React has hydrated the server HTML. */
async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.body).some((k) => k.startsWith('__reactFiber')),
  );
}

test.describe('power protection landing', () => {
  test('read more shows the rest of the introduction and read less hides it', async ({ page }) => {
    await page.goto(area);
    const more = page.getByTestId('intro-more');
    // In the server HTML for search engines, but closed until asked for.
    await expect(more).toContainText('licensed partner');
    await expect(more).toBeHidden();

    // A native <details>: its summary toggles with a click, Enter or Space, script or none.
    const toggle = page.locator('summary');
    const label = (text: string) => toggle.getByText(text, { exact: true });
    await expect(label('Read more')).toBeVisible();
    await expect(label('Read less')).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(more).toBeVisible();
    await expect(label('Read less')).toBeVisible();
    await expect(label('Read more')).toBeHidden();

    await toggle.click();
    await expect(label('Read more')).toBeVisible();
    await expect(more).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('read more still opens the rest of the introduction', async ({ page }) => {
      await page.goto(area);
      const more = page.getByTestId('intro-more');
      await expect(more).toBeHidden();
      await page.locator('summary', { hasText: 'Read more' }).click();
      await expect(more).toBeVisible();
      await expect(more).toContainText('licensed partner');
    });
  });

  test('links every product from the low and medium voltage grids', async ({ page }) => {
    await page.goto(area);
    const low = page.getByRole('region', { name: 'Low voltage panels and switchgear' });
    const medium = page.getByRole('region', { name: 'Medium voltage switchgear' });
    await expect(low.getByRole('link')).toHaveCount(3);
    await expect(medium.getByRole('link')).toHaveCount(2);
    await low.getByRole('link', { name: /ATEX Power Panels/ }).click();
    await expect(page).toHaveURL(`${area}/atex-power-panels`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ATEX Power Panels');
  });
});

test.describe('power protection product pages', () => {
  /**
   * Opens the page of `from` and checks that the family's tabs (`count` of them) mark it, then
   * follows the tab of `to` and checks that page and its mark; answers the tabs.
   */
  async function followTab(
    page: Page,
    family: { name: string; count: number },
    from: { slug: string; name: string },
    to: { slug: string; name: string },
  ) {
    await page.goto(`${area}/${from.slug}`);
    const tabs = page.getByRole('navigation', { name: family.name });
    await expect(tabs.getByRole('link')).toHaveCount(family.count);
    await expect(tabs.getByRole('link', { name: from.name })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await hydrated(page);
    await tabs.getByRole('link', { name: to.name }).click();
    await expect(page).toHaveURL(`${area}/${to.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(to.name);
    await expect(tabs.getByRole('link', { name: to.name })).toHaveAttribute('aria-current', 'page');
    return tabs;
  }

  test('the low voltage tabs mark the current page and navigate', async ({ page }) => {
    const tabs = await followTab(
      page,
      { name: 'Low voltage panels and switchgear', count: 3 },
      { slug: 'tranos-elite-range', name: 'Tranos Elite Range' },
      { slug: 'siemens-sivacon', name: 'Siemens Sivacon S8' },
    );
    await expect(tabs.getByRole('link', { name: 'Tranos Elite Range' })).not.toHaveAttribute(
      'aria-current',
    );
    await tabs.getByRole('link', { name: 'ATEX Power Panels' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ATEX Power Panels');
  });

  test('the medium voltage tabs mark the current page and navigate', async ({ page }) => {
    await followTab(
      page,
      { name: 'Medium voltage switchgear', count: 2 },
      { slug: 'siemens-simoprime', name: 'Siemens Simoprime' },
      { slug: 'siemens-simosec', name: 'Siemens Simosec' },
    );
  });

  test('a product page shows images, features, a quote link and its catalogue', async ({
    page,
  }) => {
    await page.goto(`${area}/tranos-elite-range`);
    const main = page.getByRole('main');
    // Named by the media library's descriptions of the seeded images (issue 30).
    await expect(
      main.getByRole('img', { name: 'Tranos Elite switchboard', exact: true }),
    ).toBeVisible();
    await expect(
      main.getByRole('img', {
        name: /^Elite (busbar compartment|functional units|panel under test)$/,
      }),
    ).toHaveCount(3);
    await expect(main.getByRole('heading', { name: 'Key features' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/contacts?type=quote&product=tranos-elite-range',
    );
    const catalogue = main.getByRole('link', { name: /Download Catalogue/ });
    await expect(catalogue).toHaveAttribute('target', '_blank');
    await expect(catalogue).toHaveAttribute('rel', /noopener/);
    await expect(catalogue).toHaveAttribute('href', /^https:\/\//);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link'),
    ).toHaveAttribute('href', area);
  });

  test('a product without a catalogue address has no catalogue button', async ({ page }) => {
    await page.goto(`${area}/siemens-sivacon`);
    await expect(page.getByRole('link', { name: 'Request a quote' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Download Catalogue/ })).toHaveCount(0);
  });

  test('the ATEX page lists the panels with their features', async ({ page }) => {
    await page.goto(`${area}/atex-power-panels`);
    const panels = page
      .getByTestId('atex-panels')
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading'),
      });
    await expect(panels).toHaveCount(3);
    await expect(page.getByRole('img', { name: 'ATEX distribution panel' })).toBeVisible();
    await expect(page.getByTestId('atex-panels')).toContainText('Certified cable entries');
  });

  test('product pages state a schema.org Product', async ({ request }) => {
    const html = await (await request.get(`${area}/siemens-simosec`)).text();
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"name":"Siemens Simosec"');
  });
});
