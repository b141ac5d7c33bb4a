/**
 * CMS sign-in, the guard, sign-out and account management (the client's CMS spec). Sign-ins are
 * few on purpose: the login route allows thirty per minute per address. On a server of its own:
 * it signs in as the super admin, adds and deletes accounts, and spends sign-in attempts.
 */
import type { Browser, Page } from '@playwright/test';
import {
  answered,
  expect,
  registerUser,
  signedInApi,
  SUPER_ADMIN as SUPER,
  test,
} from './fixtures';
import { specOnOwnServer } from './own-server';

specOnOwnServer('cms-auth');

/** Chromium reports the expected 4xx answers of fetch calls as console errors; drop those. */
function allowFailedRequests(errors: string[], status: number) {
  const kept = errors.filter((e) => !e.includes(`status of ${status}`));
  errors.splice(0, errors.length, ...kept);
}

async function signIn(page: Page, who: { username: string; password: string }) {
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** Adds `who` with Settings' "Add new user" form; resolves with the API's answer to it. */
async function addUser(page: Page, who: { username: string; password: string }) {
  await page.getByRole('button', { name: 'Add new user' }).click();
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  return answered(page, 'POST', '/api/v1/auth/register', () =>
    page.getByRole('button', { name: 'Submit' }).click(),
  );
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('a wrong password reads “Incorrect credentials” for 5 s; the right one opens News & Insights', async ({
  page,
  consoleErrors,
  playwright,
  baseURL,
}) => {
  // A wrong password holds back that account's next sign-ins from this address for a while:
  // an account of its own, so the other tests still sign in as the super admin.
  const editor = { username: `wrong-${Date.now()}`, password: 'a-wrong-password-test-password' };
  await registerUser(playwright, baseURL ?? '', editor);
  // A link to another site is never followed after signing in.
  await page.goto('/cms/sign-in?redirectTo=%2F%2Fevil.example%2Fcms');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeFocused();
  // No public header or footer in the CMS.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  const refused = await answered(page, 'POST', '/api/v1/auth/login', () =>
    signIn(page, { username: editor.username, password: 'not-the-password' }),
  );
  expect(refused.status()).toBe(401);
  // Shown as soon as the answer is, then cleared after 5 s.
  const error = page.getByRole('alert');
  await expect(error).toHaveText('Incorrect credentials');
  await expect(error).toHaveText('', { timeout: 15_000 });
  await expect(page).toHaveURL(/\/cms\/sign-in/);

  await signIn(page, editor);
  await expect(page).toHaveURL(/\/cms\/news-and-insights$/);
  await expect(page.getByRole('heading', { level: 1, name: 'News & Insights' })).toBeVisible();
  allowFailedRequests(consoleErrors, 401);
});

test('a CMS page while signed out goes to sign-in and back; Log out ends the session', async ({
  page,
  request,
}) => {
  const direct = await request.get('/cms/about', { maxRedirects: 0 });
  expect(direct.status()).toBe(302);
  expect(direct.headers()['cache-control']).toBe('private, no-store');

  await page.goto('/cms/about');
  await expect(page).toHaveURL(/\/cms\/sign-in\?redirectTo=%2Fcms%2Fabout$/);
  await signIn(page, SUPER);
  await expect(page).toHaveURL(/\/cms\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();

  // The shell: logo to the public site, the current menu item marked, the user named.
  await expect(page.getByRole('link', { name: /public site/ })).toHaveAttribute('href', '/');
  const menu = page.getByRole('navigation', { name: 'CMS' });
  await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('banner')).toContainText('super_admin');

  // The session lives in an HttpOnly cookie only: no script on the page can read the token.
  const readable = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  const [sid] = (await page.context().cookies()).filter((c) => c.name === 'sid');
  expect(sid?.httpOnly).toBe(true);
  expect(sid?.value.length).toBeGreaterThan(20);
  for (const store of Object.values(readable)) expect(store).not.toContain(sid?.value ?? '?');
  expect(readable.cookie).not.toContain('sid=');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/cms\/sign-in$/);
  await page.goto('/cms');
  await expect(page).toHaveURL(/\/cms\/sign-in\?redirectTo=%2Fcms$/);
});

test('the super admin adds an admin, who is refused Settings; deleting the admin ends its session', async ({
  page,
  browser,
}) => {
  const admin = { username: `editor-${Date.now()}`, password: 'a-long-enough-password' };

  await page.goto('/cms/settings');
  await signIn(page, SUPER);
  await expect(page).toHaveURL(/\/cms\/settings$/);
  const accounts = page.getByRole('region', { name: 'Accounts' });
  await expect(accounts.getByRole('listitem').filter({ hasText: 'super_admin' })).toContainText(
    'super admin',
  );
  // The super admin cannot be deleted; its password can be changed.
  await expect(accounts.getByRole('button', { name: 'Delete super_admin' })).toHaveCount(0);
  await expect(
    accounts.getByRole('button', { name: 'Change the password of super_admin' }),
  ).toBeVisible();

  const added = await addUser(page, admin);
  expect(added.status()).toBe(200);
  await expect(
    page.getByRole('status').filter({ hasText: 'New user added successfully.' }),
  ).toBeVisible();
  const row = accounts.getByRole('listitem').filter({ hasText: admin.username });
  await expect(row).toContainText('admin');

  // The new admin signs in elsewhere and sees the refusal, with a form for their own password.
  const other = await newPage(browser);
  await other.page.goto('/cms/settings');
  await signIn(other.page, admin);
  await expect(other.page).toHaveURL(/\/cms\/settings$/);
  await expect(
    other.page.getByText(
      'Only super admin is allowed to this route. Thanks for your understanding :)',
    ),
  ).toBeVisible();
  await expect(other.page.getByRole('region', { name: 'Change your password' })).toBeVisible();
  await expect(other.page.getByRole('button', { name: 'Add new user' })).toHaveCount(0);

  // Deleting the account (after confirming) ends its session: its next CMS page is sign-in.
  await row.getByRole('button', { name: `Delete ${admin.username}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(admin.username);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(row).toHaveCount(0);

  await other.page
    .getByRole('navigation', { name: 'CMS' })
    .getByRole('link', { name: 'About' })
    .click();
  await expect(other.page).toHaveURL(/\/cms\/sign-in\?redirectTo=%2Fcms%2Fabout$/);
  await other.context.close();
});

test('creating an account that exists says “Error creating new user”', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/cms/settings');
  await signIn(page, SUPER);
  const taken = { username: 'super_admin', password: 'another-long-password' };
  const refused = await addUser(page, taken);
  expect(refused.status()).toBe(409);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Error creating new user' }),
  ).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  allowFailedRequests(consoleErrors, 409);
});

test('Sessions: an editor sees where they are signed in and signs another browser out', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // An account of its own: signing out "everywhere else" must not end other tests' sessions.
  const editor = { username: `sessions-${Date.now()}`, password: 'a-sessions-test-password' };
  const { api, headers } = await signedInApi(playwright, baseURL ?? '');
  expect((await api.post('/api/v1/auth/register', { headers, data: editor })).status()).toBe(200);

  const other = await newPage(browser);
  await other.page.goto('/cms/sign-in');
  await signIn(other.page, editor);
  await expect(other.page).toHaveURL(/\/cms\/news-and-insights$/);

  await page.goto('/cms/sign-in');
  await signIn(page, editor);
  await expect(page).toHaveURL(/\/cms\/news-and-insights$/);
  await page.getByRole('link', { name: 'Sessions' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your sessions' })).toBeVisible();
  await expect(page.getByText('(this browser)')).toBeVisible();
  const endButtons = page.getByRole('button', { name: /^End the session on / });
  expect(await endButtons.count()).toBeGreaterThanOrEqual(1);

  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByRole('heading', { name: /Signed in on 1 browser$/ })).toBeVisible();
  await other.page.goto('/cms/about');
  await expect(other.page).toHaveURL(/\/cms\/sign-in/);
  await other.context.close();
});
