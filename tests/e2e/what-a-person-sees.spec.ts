/**
 * The public pages as a buyer finds them on a small phone, a tablet and a desktop (DESIGN §12):
 * nothing cut, covered or off-screen, every control reached by a tap at its centre, one tap
 * opens a card, the header's menu and search on the smallest phone. The checks a page gets at
 * every width are in layout-check.ts; the tests below them pin the defects found by hand.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkLayout } from './layout-check';

const widths = [320, 360, 768, 1440] as const;
const phone = (width: number) => ({ width, height: 740 });

const pages = [
  '/',
  '/menu',
  '/products',
  // A family page: the cable management landing with its cards.
  '/products/cable-management',
  '/products/enclosures',
  // A product page, with its Add to quote form.
  '/products/enclosures/electrical',
  '/news-and-insights',
];

test.describe('every control is on screen and reached by a tap at its centre', () => {
  for (const path of pages) {
    test(`${path} at ${widths.join(', ')} px`, async ({ page }) => {
      for (const width of widths) {
        await page.setViewportSize(phone(width));
        await page.goto(path);
        await checkLayout(page, phone(width));
      }
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const path of ['/', '/products', '/products/cable-management', '/news-and-insights']) {
      test(`${path} at 320 and 360 px`, async ({ page }) => {
        for (const width of [320, 360]) {
          await page.setViewportSize(phone(width));
          await page.goto(path);
          await checkLayout(page, phone(width));
        }
      });
    }
  });
});

/** The point a finger lands on: the middle of the element's box. */
async function centre(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Whether a tap at the element's centre reaches it (or something inside it). */
async function reachedAtCentre(page: Page, locator: Locator) {
  const { x, y } = await centre(locator);
  const handle = await locator.elementHandle();
  return page.evaluate(
    ([el, px, py]) => {
      const hit = document.elementFromPoint(px, py);
      return Boolean(hit && el && (hit === el || el.contains(hit)));
    },
    [handle, x, y] as const,
  );
}

/** Entirely inside the viewport, left to right and top to bottom. */
async function insideViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return Boolean(
    box &&
      box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= size.width &&
      box.y + box.height <= size.height,
  );
}

test.describe("the finder's Add to quote buttons", () => {
  for (const width of [360, 768, 1440]) {
    test(`are not covered by the next card at ${width} px, and a tap adds the product`, async ({
      page,
    }) => {
      await page.setViewportSize(phone(width));
      await page.goto('/products');
      const results = page.getByRole('list', { name: 'Products found' });
      const buttons = results.getByRole('button', { name: /^Add to quote/ });
      await expect(buttons).toHaveCount(12);
      const covered: number[] = [];
      for (let i = 0; i < 12; i++) {
        if (!(await reachedAtCentre(page, buttons.nth(i)))) covered.push(i + 1);
      }
      expect(covered, 'buttons a tap at their centre does not reach').toEqual([]);

      // The last card's button, tapped where a finger would: the product goes in the basket.
      const { x, y } = await centre(buttons.nth(11));
      await page.mouse.click(x, y);
      await expect(page).toHaveURL(/\/products$/);
      await expect(page.getByTestId('basket-count').first()).toContainText('1');
    });
  }

  test('sideways cards on a phone keep their pictures’ shape', async ({ page }) => {
    await page.setViewportSize(phone(360));
    await page.goto('/products');
    const pictures = page.getByRole('list', { name: 'Products found' }).locator('img');
    await expect(pictures).toHaveCount(12);
    for (const box of await Promise.all(
      (await pictures.all()).map((picture) => picture.boundingBox()),
    )) {
      // 4:3, as the editors' hint and the placeholder pictures are.
      expect(box!.height).toBeCloseTo((box!.width * 3) / 4, 0);
    }
  });
});

test.describe('the header on the smallest phone', () => {
  for (const width of [320, 360]) {
    test(`at ${width} px shows the menu and search buttons whole, and they work`, async ({
      page,
    }) => {
      await page.setViewportSize(phone(width));
      await page.goto('/');
      const header = page.getByRole('banner');
      const menu = header.getByRole('button', { name: 'Open menu' });
      const search = header.getByRole('link', { name: 'Search the site' });
      for (const control of [menu, search]) {
        expect(await insideViewport(page, control)).toBe(true);
        expect(await reachedAtCentre(page, control)).toBe(true);
      }
      const { x, y } = await centre(menu);
      await page.mouse.click(x, y);
      await expect(
        page.locator('#mobile-menu').getByRole('link', { name: 'Services' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Close menu' }).click();
      const at = await centre(search);
      await page.mouse.click(at.x, at.y);
      await expect(page).toHaveURL(/\/search$/);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('at 320 px the menu is a link to /menu, whole on screen', async ({ page }) => {
      await page.setViewportSize(phone(320));
      await page.goto('/');
      const menu = page.getByRole('banner').getByRole('link', { name: 'Menu' });
      expect(await insideViewport(page, menu)).toBe(true);
      expect(await reachedAtCentre(page, menu)).toBe(true);
      const { x, y } = await centre(menu);
      await page.mouse.click(x, y);
      await expect(page).toHaveURL(/\/menu$/);
    });
  });
});

test('the header search box at 1440 px shows its whole placeholder', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
  const placeholder = (await box.getAttribute('placeholder')) ?? '';
  expect(placeholder).not.toBe('');
  // With the placeholder typed in, the text must fit the box without scrolling inside it.
  await box.fill(placeholder);
  const fits = await box.evaluate(
    (input: HTMLInputElement) => input.scrollWidth <= input.clientWidth,
  );
  expect(fits).toBe(true);
});

test.describe('news and insights at 320 px', () => {
  test('does not scroll sideways, and the Call bar is whole', async ({ page }) => {
    await page.setViewportSize(phone(320));
    await page.goto('/news-and-insights');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    const call = page.locator('aside a[href^="tel:"]');
    expect(await insideViewport(page, call)).toBe(true);
    const search = page.getByRole('button', { name: 'Search', exact: true });
    expect(await insideViewport(page, search)).toBe(true);
  });
});

test.describe('cards open with one tap', () => {
  test.use({ hasTouch: true, viewport: phone(360) });

  test('a cable management card opens its page at the first tap, its words shown', async ({
    page,
  }) => {
    await page.goto('/products/cable-management');
    const card = page.getByTestId('flip-card').first();
    // What the back says is there, on top, without turning the card.
    const words = card.getByText(
      'Cable trays, ladders, fittings, accessories and fasteners for every route.',
    );
    expect(await reachedAtCentre(page, words.first())).toBe(true);
    await card.tap();
    await expect(page).toHaveURL(/\/products\/cable-management\/trac$/);
  });

  test('a finder card opens its product at the first tap', async ({ page }) => {
    await page.goto('/products');
    const card = page.getByRole('list', { name: 'Products found' }).getByRole('link').first();
    await card.tap();
    await expect(page).toHaveURL(/\/products\/cable-management\/trac$/);
  });
});
