/**
 * Settings → Activity (issue 14): the super admin edits something in the CMS, then finds the
 * edit and their sign-in on the Activity screen, filters it by person, and the screen passes axe,
 * fits a 360 px phone and filters without JavaScript. An admin gets the polite refusal. On a
 * server of its own, so the log holds only what this spec did.
 */
import {
  answered,
  expect,
  expectFormSaved,
  signedInApi,
  signInThroughTheForm,
  SUPER_ADMIN,
  test,
} from './fixtures';
import { specOnOwnServer } from './own-server';
import { seriousAxeViolations } from './page-checks';

const server = specOnOwnServer('activity-log');

const EDITOR = { username: 'activity-editor', password: 'activity-editor-password' };
const ACTIVITY = '/cms/settings/activity';

test.beforeAll(async ({ playwright }) => {
  // A second person, who signs in and edits, so that filtering by person has something to leave out.
  const { api, headers } = await signedInApi(playwright, server.origin);
  expect((await api.post('/api/v1/auth/register', { headers, data: EDITOR })).status()).toBe(200);
  const editor = await playwright.request.newContext({ baseURL: server.origin });
  const login = await editor.post('/api/v1/auth/login', { data: EDITOR });
  const token = ((await login.json()) as { token: string }).token;
  const sections = (await (await api.get('/api/v1/sections')).json()) as {
    sections: { key: string; path: string }[];
  };
  const footer = sections.sections.find((s) => s.key === 'footer')?.path ?? '';
  const edited = await editor.patch(footer, {
    headers: { authorization: `Bearer ${token}` },
    data: { phone: '+234 800 000 0000' },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  await editor.dispose();
  await api.dispose();
});

test('the activity screen lists the edit and the sign-in, filters by person, and passes axe', async ({
  page,
}) => {
  await signInThroughTheForm(page, SUPER_ADMIN);
  await page.goto('/cms');
  const why = page.getByRole('region', { name: 'Why choose us' });
  await why.getByLabel('Why choose us text').fill('Forty years of panels built and serviced here.');
  const saved = await answered(page, 'PATCH', '/api/v1/home/why', () =>
    why.getByRole('button', { name: /^Publish/ }).click(),
  );
  expect(saved.status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Why choose us saved.' })).toBeVisible();
  await expectFormSaved(why, { by: SUPER_ADMIN.username });

  await page.goto('/cms/settings');
  await page.getByRole('link', { name: 'Activity', exact: true }).click();
  await expect(page).toHaveURL(/\/cms\/settings\/activity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  // Settings stays the highlighted menu item.
  await expect(
    page.getByRole('navigation', { name: 'CMS' }).getByRole('link', { name: 'Settings' }),
  ).toHaveAttribute('aria-current', 'page');

  const entries = page.getByRole('list', { name: 'Entries, newest first' }).getByRole('listitem');
  const edit = entries.filter({ hasText: 'Updated Home: Why choose us' });
  await expect(edit).toHaveCount(1);
  await expect(edit).toContainText('super_admin');
  await expect(edit).toContainText('127.0.0.1');
  await expect(edit).toContainText('Fields changed: Why choose us text');
  // The target links to its editor.
  await expect(edit.getByRole('link', { name: 'Home: Why choose us' })).toHaveAttribute(
    'href',
    /^\/cms#edit-home-why/,
  );
  const signIn = entries.filter({ hasText: 'Signed in' }).filter({ hasText: 'super_admin' });
  await expect(signIn.first()).toBeVisible();
  await expect(entries.filter({ hasText: 'activity-editor' }).first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // By person: only the editor's sign-in and footer edit.
  await page.getByLabel('Person').selectOption({ label: EDITOR.username });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/actor=/);
  await expect(entries.filter({ hasText: 'Updated Home: Footer' })).toHaveCount(1);
  for (const text of await entries.allTextContents()) expect(text).toContain('activity-editor');
  await expect(entries.filter({ hasText: 'super_admin' })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // What nothing matches.
  await page.getByLabel('What').fill('no such thing anywhere');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/cms\/settings\/activity$/);
});

test('on a 360 px phone the entries stack, nothing scrolls sideways, and axe passes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughTheForm(page, SUPER_ADMIN);
  await page.goto(ACTIVITY);
  await expect(page.getByRole('list', { name: 'Entries, newest first' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('filters and pages without JavaScript', async ({ playwright, signedInPage }) => {
  // Fifty more saves of the footer: a page of 50 and one older entry.
  const { api, headers } = await signedInApi(playwright, server.origin);
  const sections = (await (await api.get('/api/v1/sections')).json()) as {
    sections: { key: string; path: string }[];
  };
  const footer = sections.sections.find((s) => s.key === 'footer')?.path ?? '';
  for (let i = 0; i < 50; i++) {
    expect((await api.patch(footer, { headers, data: { phone: `+234 800 000 ${i}` } })).ok()).toBe(
      true,
    );
  }
  await api.dispose();

  const page = await signedInPage({ javaScriptEnabled: false });
  await page.goto(ACTIVITY);
  await page.getByLabel('What').fill('footer');
  await page.getByRole('button', { name: 'Show' }).click();
  // Without JavaScript the form sends its empty fields too: they mean "any".
  await expect(page).toHaveURL(/\/cms\/settings\/activity\?actor=&target=footer&from=&to=$/);
  const entries = page.getByRole('list', { name: 'Entries, newest first' }).getByRole('listitem');
  await expect(entries).toHaveCount(50);
  await page.getByRole('link', { name: 'Older entries' }).click();
  await expect(page).toHaveURL(/\?target=footer&cursor=/);
  // The oldest: the editor's save, before the super admin's fifty.
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText('activity-editor');
  await expect(page.getByRole('link', { name: 'Older entries' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Newest entries' }).click();
  await expect(entries).toHaveCount(50);
  // A hand-edited address is told, not failed.
  await page.goto(`${ACTIVITY}?from=someday`);
  await expect(page.getByText(/Enter the first day as a date/)).toBeVisible();
});

test('an admin sees the polite refusal, not the log', async ({ signedInPage }) => {
  const page = await signedInPage({ who: EDITOR });
  await page.goto(ACTIVITY);
  await expect(
    page.getByText('Only super admin is allowed to this route. Thanks for your understanding :)'),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Entries, newest first' })).toHaveCount(0);
});
