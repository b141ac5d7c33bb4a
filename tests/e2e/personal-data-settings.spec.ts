/**
 * Settings → Personal data (issue 32): the super admin finds the screen from Settings, is told
 * beside the field when a period is out of bounds, saves a period and sees it kept; an admin
 * reads the same periods with nothing to change. On a server of its own, so that the periods
 * changed here apply to no other spec.
 */
import { expect, registerUser, SUPER_ADMIN, test } from './fixtures';
import { specOnOwnServer } from './own-server';
import { seriousAxeViolations } from './page-checks';

const server = specOnOwnServer('personal-data-settings');

const ADMIN = { username: 'privacy-reader', password: 'privacy-reader-password' };
const SCREEN = '/cms/settings/personal-data';
const PENDING = 'Unconfirmed newsletter sign-ups (days)';

test.beforeAll(async ({ playwright }) => {
  await registerUser(playwright, server.origin, ADMIN);
});

test('the super admin changes a period, told beside the field when it is out of bounds', async ({
  signedInPage,
}) => {
  const page = await signedInPage({ who: SUPER_ADMIN });
  await page.goto('/cms/settings');
  await page.getByRole('link', { name: 'Personal data', exact: true }).click();
  await expect(page).toHaveURL(/\/cms\/settings\/personal-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible();
  // Reached from Settings, which stays the highlighted menu item.
  await expect(
    page.getByRole('navigation', { name: 'CMS' }).getByRole('link', { name: 'Settings' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Find a person’s data' })).toHaveAttribute(
    'href',
    '/cms/settings/personal-data/requests',
  );
  await expect(
    page.getByText('These are the defaults: nobody has changed them yet.'),
  ).toBeVisible();
  const pending = page.getByLabel(PENDING);
  await expect(pending).toHaveValue('7');
  await expect(page.getByLabel('CVs and quote attachments (months)')).toHaveValue('12');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Out of bounds: the API's message, beside the field, and nothing saved.
  await pending.fill('45');
  await page.getByRole('button', { name: 'Save periods' }).click();
  await expect(pending).toHaveAttribute('aria-invalid', 'true');
  await expect(pending).toHaveAccessibleDescription(/Enter a whole number of days from 1 to 30/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await pending.fill('14');
  await page.getByRole('button', { name: 'Save periods' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The retention periods were saved.' }),
  ).toBeVisible();
  await expect(pending).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Last changed by super_admin on /)).toBeVisible();

  // Kept: a fresh load shows it.
  await page.reload();
  await expect(page.getByLabel(PENDING)).toHaveValue('14');
});

test('an admin reads the periods and has nothing to change', async ({ signedInPage }) => {
  const page = await signedInPage({ who: ADMIN });
  await page.goto('/cms/settings');
  await page.getByRole('link', { name: 'Personal data', exact: true }).click();
  await expect(page).toHaveURL(/\/cms\/settings\/personal-data$/);
  const periods = page.getByRole('region', { name: 'How long personal data is kept' });
  await expect(periods.getByRole('definition').filter({ hasText: '14 days' })).toBeVisible();
  await expect(periods.getByRole('definition').filter({ hasText: '12 months' })).toBeVisible();
  await expect(periods.getByText('Only the super admin can change these periods.')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save periods' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Find a person’s data' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('fits a 360 px phone', async ({ signedInPage }) => {
  const page = await signedInPage();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(SCREEN);
  await expect(page.getByLabel(PENDING)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
