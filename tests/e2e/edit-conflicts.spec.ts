/**
 * No lost edits (issue 14): two people editing the same section, the second save gets the
 * conflict dialog (who saved, when) and chooses "Reload theirs" or "Overwrite with mine"; and
 * changes typed but never saved (a closed tab, leaving without saving) are offered back when the
 * editor opens again. On a server of its own, as it changes the home page's hero.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, registerUser, SUPER_ADMIN, test } from './fixtures';
import { specOnOwnServer } from './own-server';
import { seriousAxeViolations } from './page-checks';

const server = specOnOwnServer('edit-conflicts');
// Each test opens the CMS home editor (24 section forms, ~2,000 elements) four to six times, in
// one or two browsers: 24 s for the longest on a quiet two-core machine, 55 s beside a CI run.
test.describe.configure({ timeout: 150_000 });

const SECOND = { username: 'conflict-editor', password: 'conflict-editor-password' };

/**
 * The CMS home screen, hydrated, in `page`. Failures in the page fail the test; the 409 of a
 * save refused as a conflict is an answer the page shows, not one.
 */
async function openCms(page: Page, errors: string[]): Promise<Page> {
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('status of 409')) errors.push(m.text());
  });
  await go(page, '/cms');
  return page;
}

/** Opens `path` (or reloads) and waits until the page's JavaScript runs (decision 0006). */
async function go(page: Page, path?: string) {
  await (path ? page.goto(path) : page.reload());
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated))
    .toBe('true');
}

const hero = (page: Page) => page.getByRole('region', { name: 'Hero text', exact: true });
const smallText = (page: Page) => hero(page).getByLabel('Small text');

/**
 * Publishes the hero and resolves with the server's answer to it: what the editor waits for
 * while the button says "Saving…". A 409 is the conflict the dialog then shows.
 */
async function saveHero(page: Page): Promise<number> {
  const answered = page.waitForResponse(
    (r) =>
      r.request().method() === 'PATCH' && new URL(r.url()).pathname.startsWith('/api/v1/home/hero'),
  );
  await hero(page)
    .getByRole('button', { name: /^Publish/ })
    .click();
  return (await answered).status();
}

/**
 * The form's saved state, which stays (the "Hero text saved." message clears itself after 5 s,
 * and an earlier save's message may still be showing): the value typed, nothing left to save,
 * the button ready again, and "Last saved by" naming this editor.
 */
async function expectSaved(page: Page, value: string, by: string) {
  await expect(smallText(page)).toHaveValue(value);
  await expect(hero(page).getByText('Unsaved changes')).toBeHidden();
  await expect(hero(page).getByRole('button', { name: /^Publish/ })).toBeEnabled();
  await expect(hero(page)).toContainText(`Last saved by ${by}`);
}

const conflictDialog = (page: Page): Locator => page.getByRole('dialog');

test.beforeAll(async ({ playwright }) => {
  await registerUser(playwright, server.origin, SECOND);
});

test('the second of two editors to save the same section is asked: reload theirs, or overwrite with mine', async ({
  signedInPage,
}) => {
  const errors: string[] = [];
  const a = await openCms(await signedInPage(), errors);
  const b = await openCms(await signedInPage({ who: SECOND }), errors);

  // Both have the hero open; the first saves.
  await smallText(a).fill('Switchboards from the first editor.');
  expect(await saveHero(a)).toBe(200);
  await expectSaved(a, 'Switchboards from the first editor.', SUPER_ADMIN.username);

  // The second, still on the version they opened, saves over it: they are asked first.
  await smallText(b).fill('Switchboards from the second editor.');
  expect(await saveHero(b)).toBe(409);
  const dialog = conflictDialog(b);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(`Hero text: changed by ${SUPER_ADMIN.username}`);
  await expect(dialog).toContainText(
    new RegExp(`${SUPER_ADMIN.username} saved it at .+\\d\\d:\\d\\d.* \\(Lagos time\\)`),
  );
  await expect(dialog.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  expect(await seriousAxeViolations(b)).toEqual([]);

  // Reload theirs: the form shows the first editor's words, with nothing left to save.
  await dialog.getByRole('button', { name: 'Reload theirs' }).click();
  await expect(dialog).toBeHidden();
  await expect(smallText(b)).toHaveValue('Switchboards from the first editor.');
  await expect(hero(b).getByText('Unsaved changes')).toBeHidden();

  // Again; this time the second keeps theirs. A third save while they decide is caught too.
  await smallText(a).fill('Panels from the first editor.');
  expect(await saveHero(a)).toBe(200);
  await expectSaved(a, 'Panels from the first editor.', SUPER_ADMIN.username);
  await smallText(b).fill('Panels from the second editor.');
  expect(await saveHero(b)).toBe(409);
  await expect(dialog).toBeVisible();
  await smallText(a).fill('Power systems from the first editor.');
  expect(await saveHero(a)).toBe(200);
  await expectSaved(a, 'Power systems from the first editor.', SUPER_ADMIN.username);
  await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${SUPER_ADMIN.username} saved it`);
  await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expect(dialog).toBeHidden();
  await expectSaved(b, 'Panels from the second editor.', SECOND.username);

  // The second editor's words are what the home page shows.
  const home = await a.context().newPage();
  await home.goto('/');
  await expect(home.getByRole('region', { name: 'Introduction' })).toContainText(
    'Panels from the second editor.',
  );

  // And the second can save again on top of their own save without being asked.
  await smallText(b).fill('Panels and power, from the second editor.');
  expect(await saveHero(b)).toBe(200);
  await expectSaved(b, 'Panels and power, from the second editor.', SECOND.username);
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test('what the editor types while a save is on its way stays on screen, as changes still to save', async ({
  signedInPage,
}) => {
  const errors: string[] = [];
  const page = await openCms(await signedInPage(), errors);
  // The server's answer to the first save is held back until the editor has typed on, as on a
  // slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/home/hero/**', async (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });

  await smallText(page).fill('Sent with the first save.');
  const answered = saveHero(page);
  await expect(hero(page).getByRole('button', { name: /^Saving…/ })).toBeDisabled();
  await smallText(page).fill('Typed while it was saving.');
  release();
  expect(await answered).toBe(200);
  await expect(hero(page).getByRole('button', { name: /^Publish/ })).toBeEnabled();
  await expect(smallText(page)).toHaveValue('Typed while it was saving.');
  await expect(hero(page).getByText('Unsaved changes', { exact: true })).toBeVisible();
  await expect(hero(page)).toContainText(`Last saved by ${SUPER_ADMIN.username}`);

  // The next save sends it over the version just saved: no conflict, and the site shows it.
  await page.unrouteAll();
  expect(await saveHero(page)).toBe(200);
  await expectSaved(page, 'Typed while it was saving.', SUPER_ADMIN.username);
  const home = await page.context().newPage();
  await home.goto('/');
  await expect(home.getByRole('region', { name: 'Introduction' })).toContainText(
    'Typed while it was saving.',
  );
  expect(errors).toEqual([]);
});

/** Waits until the page has kept its unsaved changes in the browser's storage. */
async function expectKept(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage).some(
          (key) => key.startsWith('cms-unsaved:') && key.endsWith(':home/hero'),
        ),
      ),
    )
    .toBe(true);
}

test('changes never saved are offered back when the editor opens again: restore or discard', async ({
  signedInPage,
}) => {
  const errors: string[] = [];
  let page = await openCms(await signedInPage(), errors);
  const context = page.context();
  const stored = await smallText(page).inputValue();

  // Typed, then the tab is closed without saving.
  await smallText(page).fill('Words typed before the tab was closed.');
  await expectKept(page);
  await page.close();

  page = await openCms(await context.newPage(), errors);
  const notice = page.getByRole('region', { name: 'Hero text: unsaved changes' });
  await expect(notice).toBeVisible();
  await expect(smallText(page)).toHaveValue(stored);
  const restore = notice.getByRole('button', { name: /^Restore unsaved changes from \d\d:\d\d$/ });
  await expect(restore).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await restore.click();
  await expect(notice).toBeHidden();
  await expect(smallText(page)).toHaveValue('Words typed before the tab was closed.');
  // Restored changes are unsaved changes: Save is what keeps them.
  await expect(hero(page).getByText('Unsaved changes', { exact: true })).toBeVisible();

  // Leaving the screen without saving (and saying so) keeps them too; Discard drops them.
  await page
    .getByRole('navigation', { name: 'CMS' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/cms\/settings$/);
  await go(page, '/cms');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(notice).toBeHidden();
  await expect(smallText(page)).toHaveValue(stored);
  await expect(hero(page).locator(':focus')).toHaveCount(1);
  await go(page);
  await expect(hero(page)).toBeVisible();
  await expect(notice).toBeHidden();

  // A save clears the copy: nothing is offered after it.
  await smallText(page).fill('Words that were saved.');
  await expectKept(page);
  expect(await saveHero(page)).toBe(200);
  await expectSaved(page, 'Words that were saved.', SUPER_ADMIN.username);
  await go(page);
  await expect(smallText(page)).toHaveValue('Words that were saved.');
  await expect(notice).toBeHidden();
  expect(errors).toEqual([]);
});
