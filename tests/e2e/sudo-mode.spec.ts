/**
 * Sudo mode in the CMS (issue 50, point 3; decision 0040): a session whose password is over 10
 * minutes old is asked for it in a dialog before deleting an account or downloading a backup, and
 * the action completes once it is given. A server of its own: the session's password time is set
 * back in its database while the server is stopped, so nothing waits ten minutes.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, hydrated, SUPER_ADMIN, test } from './fixtures';
import { ownServer } from './own-server';

const server = ownServer('sudo-mode');
const DOOMED = { username: 'sudo-e2e-doomed', password: 'sudo-e2e-doomed-password' };

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  await server.start();
});
test.afterAll(() => server.stop());

/** Makes every session's password 11 minutes old, behind the stopped server's back. */
async function ageSessions() {
  await server.stop({ keepData: true });
  const db = new PGlite(join(server.dataDir, 'pglite'));
  await db.query(`update sessions set password_confirmed_at = now() - interval '11 minutes'`);
  await db.close();
  await server.start({ keepData: true });
}

test('a stale session is asked for the password in a dialog, then the action completes (360 px)', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext({ baseURL: server.origin });
  const login = await api.post('/api/v1/auth/login', { data: SUPER_ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const made = await api.post('/api/v1/auth/register', {
    headers: { authorization: `Bearer ${token}` },
    data: DOOMED,
  });
  expect(made.status()).toBe(200);
  await ageSessions();

  const context = await browser.newContext({
    baseURL: server.origin,
    storageState: await api.storageState(),
    viewport: { width: 360, height: 740 },
    acceptDownloads: true,
  });
  await api.dispose();
  const page = await context.newPage();
  await page.goto('/cms/settings');
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: 'Enter your password again' });
  const password = dialog.getByLabel('Password');

  // A download asks first; Escape closes the dialog and nothing is downloaded.
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByRole('link', { name: 'Download a backup' }).click();
  await expect(dialog).toBeVisible();
  await expect(password).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(downloads).toBe(0);

  // Deleting an account: confirmed, refused for the stale session, asked, and done.
  await page.getByRole('button', { name: `Delete ${DOOMED.username}` }).click();
  await page
    .getByRole('dialog', { name: `Delete the account “${DOOMED.username}”?` })
    .getByRole('button', { name: 'Delete account' })
    .click();
  await expect(dialog).toBeVisible();
  // Inside a 360 px screen, nothing sideways.
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await password.fill('not-the-password');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Password is incorrect')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();

  await password.fill(SUPER_ADMIN.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `The account “${DOOMED.username}” was deleted.` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${DOOMED.username}` })).toHaveCount(0);

  // Within the next 10 minutes the backup downloads without asking.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download a backup' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tranos-backup-.*\.tar$/);
  await expect(dialog).toBeHidden();
  await context.close();
});
