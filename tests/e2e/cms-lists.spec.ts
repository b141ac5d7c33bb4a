/**
 * The CMS's collection lists at size: an editor searches the news posts and pages through
 * them, with JavaScript and without. The posts are made through the API on a server of the
 * spec's own, since the shared server's crawl must not meet posts that come and go.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signedInApi, signInOverApi, test } from './fixtures';
import { ownServer } from './own-server';

const server = ownServer('cms-lists');

const POSTS = 30;
let api: APIRequestContext;
let headers: Record<string, string>;
/** Unique to this run, so the search finds these posts only. */
const marker = `Paging probe ${Date.now()}`;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: server.origin });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  await server.start();
  ({ api, headers } = await signedInApi(playwright, server.origin));
  for (let i = 1; i <= POSTS; i++) {
    const res = await api.post('/api/v1/blog', {
      headers,
      data: {
        title: `${marker} no. ${String(i).padStart(2, '0')}`,
        subtitle: 'A post made to page through',
        content: '<p>Made by the CMS list test.</p>',
      },
    });
    expect(res.status()).toBe(201);
  }
});

test.afterAll(async () => {
  await api.dispose();
  await server.stop();
});

const posts = (page: Page) => page.getByRole('list', { name: 'Posts' }).getByRole('listitem');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Posts: pages' });

test('an editor searches the news posts and pages through the results', async ({ page }) => {
  await signInOverApi(page);
  await page.goto('/cms/news-and-insights');
  // Seed posts plus these: more than one page.
  await expect(page.getByText(/^Showing 1–24 of \d+/)).toBeVisible();
  await expect(posts(page)).toHaveCount(24);

  await page.getByRole('searchbox', { name: 'Search posts' }).fill(marker.toUpperCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=PAGING/);
  await expect(page.getByText(`Showing 1–24 of ${POSTS}`)).toBeVisible();
  await expect(posts(page)).toHaveCount(24);
  for (const title of await posts(page).getByRole('heading').allTextContents())
    expect(title).toContain(marker);
  // Newest first: the last one made leads.
  await expect(posts(page).first()).toContainText(`${marker} no. 30`);
  await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await pager(page).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(`Showing 25–30 of ${POSTS}`)).toBeVisible();
  await expect(posts(page)).toHaveCount(POSTS - 24);
  await expect(posts(page).last()).toContainText(`${marker} no. 01`);
  await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('searchbox', { name: 'Search posts' })).toHaveValue(
    marker.toUpperCase(),
  );

  // Editing from page 2 and closing returns to page 2 of the same search.
  const title = `${marker} no. 03`;
  await posts(page)
    .filter({ hasText: title })
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  await expect(page).toHaveURL(/edit=/);
  await expect(page.getByRole('region', { name: `Edit “${title}”` })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(`Showing 25–30 of ${POSTS}`)).toBeVisible();

  await pager(page).getByRole('link', { name: 'Previous' }).click();
  await expect(page.getByText(`Showing 1–24 of ${POSTS}`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search posts' }).fill(`${marker} no. 17`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await expect(pager(page)).toHaveCount(0);

  await page.getByRole('link', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/cms\/news-and-insights$/);
  await expect(posts(page)).toHaveCount(24);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form and the pager are plain GET forms and links', async ({ page }) => {
    await signInOverApi(page);
    await page.goto('/cms/news-and-insights');
    await page.getByRole('searchbox', { name: 'Search posts' }).fill(marker);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(`Showing 1–24 of ${POSTS}`)).toBeVisible();
    await pager(page).getByRole('link', { name: 'Last' }).click();
    await expect(page.getByText(`Showing 25–30 of ${POSTS}`)).toBeVisible();
    // A page past the end (a stale link) lands on the last page.
    await page.goto(`/cms/news-and-insights?q=${encodeURIComponent(marker)}&page=99`);
    await expect(page).toHaveURL(/page=2/);
    await expect(posts(page)).toHaveCount(POSTS - 24);
  });
});

test('partner logos on the Home screen are searched by name', async ({ page }) => {
  await signInOverApi(page);
  await page.goto('/cms');
  const partners = page.getByRole('region', { name: 'Partner logos' });
  await partners.getByRole('searchbox', { name: 'Search partners' }).fill('siemens');
  await partners.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/cms\?q=siemens#edit-partner-logos$/);
  const logos = partners.getByRole('list', { name: 'Partner logos' }).getByRole('listitem');
  await expect(logos).toHaveCount(1);
  await expect(logos).toContainText('Siemens');
  await expect(partners.getByText('Showing 1–1 of 1')).toBeVisible();
});
