/**
 * The trash (issue 14 point 7): an editor deletes a news post in the CMS, which says it can be
 * restored; the post is gone from /news-and-insights; the Trash screen lists it and puts it back
 * with a link to edit it; it is on the site again at the same address. The screen passes axe,
 * fits a 360 px phone, and lists and filters without JavaScript. On a server of its own: it
 * deletes content the shared server's other specs read.
 */
import type { Page } from '@playwright/test';
import { answered, expect, hydrated, signedInApi, signInThroughTheForm, test } from './fixtures';
import { specOnOwnServer } from './own-server';
import { seriousAxeViolations } from './page-checks';

const server = specOnOwnServer('trash');

const TITLE = 'Trash spec: our new cable tray line';
const LABEL = `News & Insights: ${TITLE}`;
let post: { _id: string; url: string };

test.beforeAll(async ({ playwright }) => {
  const { api, headers } = await signedInApi(playwright, server.origin);
  const created = await api.post('/api/v1/blog', {
    headers,
    data: { title: TITLE, subtitle: 'Made by the trash spec', content: '<p>Trays.</p>' },
  });
  expect(created.status(), await created.text()).toBe(201);
  post = ((await created.json()) as { blog: typeof post }).blog;
  await api.dispose();
});

async function signIn(page: Page) {
  await signInThroughTheForm(page);
  await hydrated(page);
}

async function newsListShows(page: Page, shown: boolean) {
  await page.goto('/news-and-insights');
  const link = page.getByRole('link', { name: new RegExp(TITLE) });
  await expect(link.first()).toHaveCount(shown ? 1 : 0);
  if (shown) await expect(link.first()).toHaveAttribute('href', post.url);
}

test('a deleted post goes to the trash, and comes back from it to the same address', async ({
  page,
}) => {
  await newsListShows(page, true);
  await signIn(page);

  await page.getByRole('button', { name: `Delete ${TITLE}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You can restore it from the Trash for 30 days');
  const deleted = await answered(page, 'DELETE', `/api/v1/blog/${post._id}`, () =>
    dialog.getByRole('button', { name: 'Delete' }).click(),
  );
  expect(deleted.status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'moved to the Trash' })).toBeVisible();

  await newsListShows(page, false);
  expect((await page.request.get(post.url)).status()).toBe(404);

  await page.goto('/cms');
  await page.getByRole('navigation', { name: 'CMS' }).getByRole('link', { name: 'Trash' }).click();
  await expect(page).toHaveURL(/\/cms\/trash$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  await hydrated(page);
  const entries = page
    .getByRole('list', { name: 'Deleted records, newest first' })
    .getByRole('listitem');
  const entry = entries.filter({ hasText: LABEL });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Deleted by super_admin');
  await expect(entry).toContainText('removed for good on');
  expect(await seriousAxeViolations(page)).toEqual([]);

  const restored = await answered(page, 'POST', '/api/v1/trash/', () =>
    entry.getByRole('button', { name: `Restore ${LABEL}` }).click(),
  );
  expect(restored.status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'is restored' })).toBeVisible();
  const done = page.getByText(`“${LABEL}” is back on the website.`);
  await expect(done).toBeVisible();
  const edit = page.getByRole('link', { name: 'Edit it' });
  await expect(edit).toHaveAttribute('href', `/cms/news-and-insights?edit=${post._id}`);
  await expect(entries.filter({ hasText: LABEL })).toHaveCount(0);
  await expect(page.getByText(/The trash is empty/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await newsListShows(page, true);
  expect((await page.request.get(post.url)).status()).toBe(200);
});

test('on a 360 px phone the trash fits and passes axe; without JavaScript it lists and filters by kind', async ({
  page,
  playwright,
  signedInPage,
}) => {
  const { api, headers } = await signedInApi(playwright, server.origin);
  const study = await api.post('/api/v1/case-studies', {
    headers,
    data: { title: 'Trash spec: a study with a rather long title to wrap', category: 'aviation' },
  });
  expect(study.status(), await study.text()).toBe(201);
  const { caseStudy } = (await study.json()) as { caseStudy: { _id: string } };
  expect((await api.delete(`/api/v1/case-studies/${caseStudy._id}`, { headers })).status()).toBe(
    200,
  );
  expect((await api.delete(`/api/v1/blog/${post._id}`, { headers })).status()).toBe(200);
  await api.dispose();

  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  await page.goto('/cms/trash');
  const list = page.getByRole('list', { name: 'Deleted records, newest first' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('button', { name: /^Restore / }).first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const plain = await signedInPage({ javaScriptEnabled: false });
  await plain.goto('/cms/trash');
  const entries = plain
    .getByRole('list', { name: 'Deleted records, newest first' })
    .getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await plain.getByLabel('Kind').selectOption({ label: 'Case studies' });
  await plain.getByRole('button', { name: 'Show' }).click();
  await expect(plain).toHaveURL(/\/cms\/trash\?collection=caseStudies$/);
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText('Case studies: Trash spec: a study');

  await plain.getByLabel('Kind').selectOption({ label: 'Partner logos' });
  await plain.getByRole('button', { name: 'Show' }).click();
  await expect(plain.getByText('Nothing of this kind is in the trash.')).toBeVisible();

  // A hand-edited address is told, not failed.
  await plain.goto('/cms/trash?collection=nonsense');
  await expect(plain.getByText(/Choose one of/)).toBeVisible();
  await expect(entries).toHaveCount(2);
});
