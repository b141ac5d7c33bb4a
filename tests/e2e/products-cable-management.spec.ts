import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { eachPageIsCrawled } from './page-checks';

const cm = '/products/cable-management';

eachPageIsCrawled([
  cm,
  `${cm}/trac`,
  `${cm}/eris`,
  `${cm}/ellis`,
  `${cm}/cable-glands`,
  ...['ip45', 'ip68', 'aisi303', 'aisi316l', 'polyamide', 'atex'].map(
    (slug) => `${cm}/cable-glands/${slug}`,
  ),
]);

test.describe('cable management flip cards', () => {
  const rotation = (card: Locator) =>
    card.evaluate((li) => {
      const inner = li.firstElementChild;
      return inner ? getComputedStyle(inner).transform : '';
    });
  /** The back is turned to the visitor when the card's 3D transform mirrors it (a = -1). */
  const turned = async (card: Locator) => (await rotation(card)).startsWith('matrix3d(-1,');
  const backOnTop = (card: Locator) =>
    card.evaluate((li) => {
      const r = li.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.bottom - 20);
      return Boolean(hit?.closest('[data-testid="flip-card-back"]'));
    });

  test('show four cards, each one link named by its product’s name and described by its words', async ({
    page,
  }) => {
    await page.goto(cm);
    await expect(page.getByTestId('flip-card')).toHaveCount(4);
    for (const name of [
      'Tranos TRAC',
      'Tranos ERIS',
      'Tranos ELLIS Clamps & Cleats',
      'Cable Glands',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeAttached();
      const card = page
        .getByTestId('flip-card')
        .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
      await expect(card.getByRole('link')).toHaveCount(1);
      await expect(card.getByRole('link')).toHaveAccessibleName(name);
      await expect(card.getByRole('link')).toHaveAccessibleDescription(/\w/);
    }
  });

  test('turn over on hover, and a click anywhere opens the page', async ({ page }) => {
    await page.goto(cm);
    const card = page.getByTestId('flip-card').first();
    expect(await turned(card)).toBe(false);
    expect(await backOnTop(card)).toBe(false);
    await card.hover();
    await expect.poll(() => turned(card)).toBe(true);
    await expect.poll(() => backOnTop(card)).toBe(true);
    await card.getByRole('link').click();
    await expect(page).toHaveURL(`${cm}/trac`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tranos TRAC');
  });

  test('turn over when the link gets keyboard focus', async ({ page }) => {
    await page.goto(cm);
    const card = page.getByTestId('flip-card').nth(1);
    const link = card.getByRole('link');
    // Tab through the page until the second card's link has focus.
    for (let i = 0; i < 60 && !(await link.evaluate((a) => a === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    await expect.poll(() => turned(card)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${cm}/eris`);
  });

  test('show the back without turning under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(cm);
    const card = page.getByTestId('flip-card').first();
    const back = card.getByTestId('flip-card-back');
    await expect(back).toHaveCSS('opacity', '0');
    await card.hover();
    await expect(back).toHaveCSS('opacity', '1');
    expect(await rotation(card)).toBe('none');
    await expect.poll(() => backOnTop(card)).toBe(true);
  });

  // On a touch screen one tap opens the card's page: what-a-person-sees.spec.ts.

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('still turn over on focus, and the link is reachable', async ({ page }) => {
      await page.goto(cm);
      const card = page.getByTestId('flip-card').nth(2);
      const link = card.getByRole('link');
      await link.focus();
      await expect.poll(() => turned(card)).toBe(true);
      await link.click();
      await expect(page).toHaveURL(`${cm}/ellis`);
    });
  });
});

test.describe('cable management pages', () => {
  test('TRAC anchors jump to their sections', async ({ page }) => {
    await page.goto(`${cm}/trac`);
    const nav = page.getByRole('navigation', { name: 'On this page' });
    const anchors = [
      ['Cable Trays', 'cable-trays'],
      ['Cable Ladders', 'cable-ladders'],
      ['Cable Fittings', 'cable-fittings'],
      ['Accessories & Fasteners', 'accessories-and-fasteners'],
    ] as const;
    for (const [name, id] of anchors) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', `#${id}`);
    }
    for (const [name, id] of [...anchors].reverse()) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      const heading = page.locator(`#${id}`).getByRole('heading', { level: 2, name });
      await expect(heading).toBeInViewport();
      // Scroll back so the next jump is a real one.
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  });

  test('ERIS shows its first two images and ELLIS a main image and gallery', async ({ page }) => {
    await page.goto(`${cm}/eris`);
    await expect(page.getByRole('main').getByRole('img', { name: 'Tranos ERIS' })).toHaveCount(2);
    await page.goto(`${cm}/ellis`);
    const main = page.getByRole('main');
    // Named by the media library's descriptions of the seeded images (issue 30).
    await expect(main.getByRole('img', { name: 'ELLIS cable cleat', exact: true })).toBeVisible();
    await expect(
      main.getByRole('img', {
        name: /^ELLIS (clamp on a ladder rung|cleats on a cable run|clamp fixings)$/,
      }),
    ).toHaveCount(3);
  });

  test('the cable glands page links every gland type to its detail', async ({ page }) => {
    await page.goto(`${cm}/cable-glands`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Cable Glands/ })).toHaveCount(6);
    await main.getByRole('link', { name: /IP54 Cable Glands/ }).click();
    await expect(page).toHaveURL(`${cm}/cable-glands/ip45`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('IP54 Cable Glands');
  });

  test('a gland detail lists its products in a table', async ({ page }) => {
    await page.goto(`${cm}/cable-glands/ip68`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('IP68 Cable Glands');
    await expect(page.getByRole('img', { name: 'IP68 cable gland' })).toBeVisible();
    const table = page.getByRole('table', { name: 'IP68 Cable Glands' });
    await expect(table.getByRole('columnheader')).toHaveText(['Product', 'Code']);
    await expect(table.getByRole('rowheader')).toHaveCount(8);
    const row = table.getByRole('row', { name: /M20 x 1\.5, cable 6-12 mm/ });
    await expect(row.getByRole('cell')).toHaveText('TG-IP68-M20');
    await expect(page.getByRole('main')).toContainText('water tightness to 5 bar');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    await expect(crumbs).toHaveCount(2);
    await expect(crumbs.last()).toHaveAttribute('href', `${cm}/cable-glands`);
  });

  test('an unknown gland answers 404 Not Found', async ({ page }) => {
    const res = await page.goto(`${cm}/cable-glands/no-such-gland`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not Found');
  });
});
