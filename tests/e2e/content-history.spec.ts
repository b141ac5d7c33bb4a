/**
 * Content history (issue 14, decision 0020): an editor saves a section twice in the CMS, opens
 * its History, sees how the first version differs from the site, restores it, and the public page
 * shows it again; the open dialog passes axe and fits a 360 px phone. On a server of its own, as
 * it changes the home page.
 */
import type { Page } from '@playwright/test';
import {
  answered,
  expect,
  expectFormSaved,
  signInThroughTheForm,
  SUPER_ADMIN,
  test,
} from './fixtures';
import { specOnOwnServer } from './own-server';
import { seriousAxeViolations } from './page-checks';

specOnOwnServer('content-history');

const FIRST = 'Forty years of switchboards built and serviced in Lagos.';
const SECOND = 'Panels, generators and cable management under one roof.';

async function openHistory(page: Page) {
  const why = page.getByRole('region', { name: 'Why choose us' });
  await why.getByRole('button', { name: 'History of Why choose us' }).click();
  const dialog = page.getByRole('dialog', { name: 'History: Why choose us' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('restoring an old revision shows it on the public page', async ({ page }) => {
  await signInThroughTheForm(page);
  await page.goto('/cms');
  const why = page.getByRole('region', { name: 'Why choose us' });
  const text = why.getByLabel('Why choose us text');
  for (const version of [FIRST, SECOND]) {
    await text.fill(version);
    // The second save's message would look like the first's: its answer and the form tell.
    const saved = await answered(page, 'PATCH', '/api/v1/home/why', () =>
      why.getByRole('button', { name: /^Publish/ }).click(),
    );
    expect(saved.status()).toBe(200);
    await expectFormSaved(why, { by: SUPER_ADMIN.username });
    await expect(text).toHaveValue(version);
  }

  const dialog = await openHistory(page);
  const versions = dialog.getByRole('list').first().getByRole('listitem');
  // The second save, the first, and the text the site started with.
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText('latest');
  await expect(versions.nth(0)).toContainText('super_admin');
  await expect(versions.nth(0)).toContainText('Changed: Why choose us text');
  await expect(versions.nth(2)).toContainText('As the site started');

  await versions.nth(1).getByRole('button').click();
  await expect(versions.nth(1).getByRole('button')).toHaveAttribute('aria-current', 'true');
  await expect(dialog.getByRole('heading', { name: 'Why choose us text' })).toBeVisible();
  await expect(dialog.getByRole('deletion')).toHaveText(`On the site now: ${SECOND}`);
  await expect(dialog.getByRole('insertion')).toHaveText(`In this version: ${FIRST}`);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Restore this version' }).click();
  const question = page.getByRole('dialog', { name: 'Restore this version?' });
  const restored = await answered(page, 'POST', '/api/v1/revisions/', () =>
    question.getByRole('button', { name: 'Restore', exact: true }).click(),
  );
  expect(restored.status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'is restored' })).toBeVisible();
  await expect(dialog).toBeHidden();
  // The editor shows the restored text as saved, and focus is back on History.
  await expect(text).toHaveValue(FIRST);
  await expect(why.getByText('Unsaved changes')).toBeHidden();
  await expect(why.getByRole('button', { name: 'History of Why choose us' })).toBeFocused();

  await page.goto('/');
  await expect(page.getByText(FIRST)).toBeVisible();
  await expect(page.getByText(SECOND)).toHaveCount(0);

  // Nothing is lost: the restore is the newest version, the second save still there.
  await page.goto('/cms');
  const again = await openHistory(page);
  const list = again.getByRole('list').first().getByRole('listitem');
  await expect(list).toHaveCount(4);
  await expect(list.nth(0)).toContainText('Restored the version of');
});

test('on a 360 px phone the history fits, and axe passes with a version open', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughTheForm(page);
  await page.goto('/cms');
  const dialog = await openHistory(page);
  const versions = dialog.getByRole('list').first().getByRole('listitem');
  // The second save, which the restore replaced.
  await versions.nth(1).getByRole('button').click();
  await expect(dialog.getByRole('insertion')).toHaveText(`In this version: ${SECOND}`);
  // Choosing a version takes the reader to its changes.
  await expect(dialog.getByRole('heading', { name: /^Version of / })).toBeFocused();
  const overflow = await dialog.evaluate((d) => d.scrollWidth - d.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
