/**
 * The news list in numbered pages, as a visitor (with and without JavaScript) and a search
 * engine see it. The spec starts a server of its own, on its own data directory: it adds
 * enough posts for three pages, and the shared server's other specs rely on its three seeded
 * posts (the home page's latest post, the search results, the crawl's links).
 */
import type { Page } from '@playwright/test';
import { expect, signedInApi, test } from './fixtures';
import { ownServer } from './own-server';
import { seriousAxeViolations } from './page-checks';

const server = ownServer('paging');
const { origin } = server;
const ADDED = 30;
const list = '/news-and-insights';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: origin });

/** Every post on the server, newest first, as the API lists them. */
let titles: string[] = [];
let pageCount = 0;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  await server.start();

  const { api, headers } = await signedInApi(playwright, origin);
  for (let i = 1; i <= ADDED; i++) {
    const res = await api.post('/api/v1/blog', {
      headers,
      data: {
        title: `Paging post ${i}`,
        subtitle: `Number ${i} of the paging posts`,
        content: `<p>Body of paging post ${i}: bodyonlymarker</p>`,
      },
    });
    expect(res.status()).toBe(201);
  }
  const listed = await api.get('/api/v1/blog?limit=100');
  titles = ((await listed.json()) as { blogs: { title: string }[] }).blogs.map((b) => b.title);
  expect(titles.length).toBeGreaterThan(24);
  pageCount = Math.ceil(titles.length / 12);
  await api.dispose();
});

test.afterAll(() => server.stop());

const cardTitles = (page: Page) => page.locator('main article h2').allTextContents();

test('the news list shows twelve cards, newest first, and a pager to the next page', async ({
  page,
}) => {
  await page.goto(list);
  expect(await cardTitles(page)).toEqual(titles.slice(0, 12));
  const pager = page.getByRole('navigation', { name: 'News and insights pages' });
  await expect(pager).toContainText(`Page 1 of ${pageCount}`);
  await expect(pager.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pager.getByRole('link', { name: 'Previous' })).toHaveCount(0);

  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${list}?page=2`);
  await expect(pager).toContainText(`Page 2 of ${pageCount}`);
  expect(await cardTitles(page)).toEqual(titles.slice(12, 24));
  await expect(pager.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the list carries no post bodies, on the page or in its hydration data', async ({
  request,
}) => {
  const html = await (await request.get(list)).text();
  expect(html).toContain('Paging post 30');
  expect(html).not.toContain('bodyonlymarker');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pager links are plain links to every page', async ({ page }) => {
    await page.goto(list);
    const pager = page.getByRole('navigation', { name: 'News and insights pages' });
    await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(`${list}?page=2`);
    expect(await cardTitles(page)).toEqual(titles.slice(12, 24));
    await pager.getByRole('link', { name: `Page ${pageCount}`, exact: true }).click();
    await expect(pager).toContainText(`Page ${pageCount} of ${pageCount}`);
    expect(await cardTitles(page)).toEqual(titles.slice((pageCount - 1) * 12));
    await expect(pager.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(pageCount === 2 ? list : `${list}?page=${pageCount - 1}`);
  });
});

test('each page names itself canonically and links its neighbours', async ({ page }) => {
  const head = (rel: string) => page.locator(`head link[rel="${rel}"]`);
  await page.goto(list);
  await expect(head('canonical')).toHaveAttribute('href', /\/news-and-insights$/);
  await expect(head('prev')).toHaveCount(0);
  await expect(head('next')).toHaveAttribute('href', /\/news-and-insights\?page=2$/);

  await page.goto(`${list}?page=2`);
  await expect(head('canonical')).toHaveAttribute('href', /\/news-and-insights\?page=2$/);
  await expect(head('prev')).toHaveAttribute('href', /\/news-and-insights$/);

  await page.goto(`${list}?page=${pageCount}`);
  await expect(head('canonical')).toHaveAttribute(
    'href',
    new RegExp(`/news-and-insights\\?page=${pageCount}$`),
  );
  await expect(head('next')).toHaveCount(0);
});

test('page 1 has one address, and a page past the end goes to the last', async ({
  page,
  request,
}) => {
  const first = await request.get(`${list}?page=1`, { maxRedirects: 0 });
  expect(first.status()).toBe(301);
  expect(first.headers().location).toBe(list);
  const searched = await request.get(`${list}?q=paging&page=1`, { maxRedirects: 0 });
  expect(searched.status()).toBe(301);
  expect(searched.headers().location).toBe(`${list}?q=paging`);

  const past = await request.get(`${list}?page=${pageCount + 5}`, { maxRedirects: 0 });
  expect(past.status()).toBe(302);
  expect(past.headers().location).toBe(`${list}?page=${pageCount}`);
  await page.goto(`${list}?page=${pageCount + 1}`);
  await expect(page).toHaveURL(`${list}?page=${pageCount}`);
  await expect(page.locator('main article')).not.toHaveCount(0);
  // Beyond any list the site will hold, the number is refused before anything is rendered.
  const absurd = await request.get(`${list}?page=999999`, { maxRedirects: 0 });
  expect(absurd.status()).toBe(400);

  // A one-page list sends every later page to the list itself.
  const studies = await request.get('/case-studies?page=2', { maxRedirects: 0 });
  expect(studies.status()).toBe(302);
  expect(studies.headers().location).toBe('/case-studies');
});

test('a search counts every match and pages through them, keeping the search', async ({ page }) => {
  await page.goto(`${list}?q=paging+post`);
  await expect(page.getByText(`${ADDED} posts match “paging post”.`)).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(12);
  const pager = page.getByRole('navigation', { name: 'News and insights pages' });
  await expect(pager).toContainText(`Page 1 of ${Math.ceil(ADDED / 12)}`);
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${list}?q=paging+post&page=2`);
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('paging post');
  await expect(page.locator('main article')).toHaveCount(12);
  await expect(page.getByText(`${ADDED} posts match “paging post”.`)).toBeVisible();
});
