import { expect, test } from './fixtures';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu opens in two steps and returns to step 1 when closed', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Services' })).toBeVisible();

    await menu.getByRole('button', { name: 'Products' }).click();
    await expect(menu.getByRole('link')).toHaveCount(7);
    await expect(menu.getByRole('link', { name: 'Lights & Wiring Devices' })).toHaveAttribute(
      'href',
      '/products/lights-wiring',
    );

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('button', { name: 'Products' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Services' })).toBeVisible();
  });

  test('the menu works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('button', { name: 'About' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('button', { name: /Back/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Who we are' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('button', { name: 'About' })).toBeVisible();
  });
});

test('the desktop menu lists the groups the site spec names', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'About' }).click();
  await expect(nav.getByRole('link', { name: 'Who we are' })).toHaveAttribute(
    'href',
    '/who-we-are',
  );
  await expect(nav.getByRole('link', { name: 'Leadership' })).toHaveAttribute(
    'href',
    '/leadership',
  );
  await nav.getByRole('button', { name: 'Industries We Serve' }).click();
  await expect(nav.getByRole('link', { name: 'Telecommunications' })).toHaveAttribute(
    'href',
    '/industries-we-serve/telecommunications',
  );
  for (const [name, href] of [
    ['Services', '/services'],
    ['Case Studies', '/case-studies'],
    ['Careers', '/careers'],
    ['Contacts', '/contacts'],
    ['News & Insights', '/news-and-insights'],
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
  }
});

test('an unknown path shows Not Found with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });

  test('the menu button leads to a page of every page of the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await expect(menu).toBeInViewport();
    await expect(menu.getByRole('link', { name: 'Lights & Wiring Devices' })).toHaveAttribute(
      'href',
      '/products/lights-wiring',
    );
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});
