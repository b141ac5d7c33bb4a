/**
 * What buyers ask for (issue 33): a buyer's visits and searches reach the dashboard, whose charts
 * show without JavaScript, each named, with its table and CSV file, readable at 360 px and axe
 * clean; a search that found nothing leads to Settings → Search, where a synonym group (a plain
 * form post) makes it find the ATEX junction boxes first. On a server of its own, so its counts
 * and synonyms touch no other spec.
 */
import type { Page } from '@playwright/test';
import { expect, signedInApi, test } from './fixtures';
import { specOnOwnServer } from './own-server';
import { seriousAxeViolations } from './page-checks';

const server = specOnOwnServer('insights');
// Axe over a page of charts takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** A buyer's browser: headless Chromium calls itself a bot (rightly), so this one does not. */
const BUYER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
// Site slang for explosion-proof that neither the pages nor the trade vocabulary a new site
// starts with know (issue 52): a search that finds nothing.
const LOST = 'exproof';
const CHARTS = [
  'Enquiries per week by type',
  'Page views per week',
  'Most viewed pages',
  'Top searches',
  'Searches that found nothing',
];

test.beforeAll(async ({ playwright }) => {
  const buyer = await playwright.request.newContext({ baseURL: server.origin, userAgent: BUYER });
  for (const path of ['/', '/who-we-are', '/careers', `/search?q=${encodeURIComponent(LOST)}`]) {
    expect((await buyer.get(path)).status()).toBe(200);
  }
  await buyer.dispose();
  // Counts are written every 15 s: wait for them to reach the API.
  const { api, headers } = await signedInApi(playwright, server.origin);
  await expect
    .poll(
      async () => {
        const body = (await (await api.get('/api/v1/insights', { headers })).json()) as {
          insights: { searches: { noResults: { query: string }[] } };
        };
        return body.insights.searches.noResults.map((s) => s.query);
      },
      { timeout: 40_000, intervals: [1000] },
    )
    .toContain(LOST);
  await api.dispose();
});

async function noSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the dashboard’s charts show without JavaScript, named, with their numbers', async ({
  signedInPage,
}) => {
  const page = await signedInPage({ javaScriptEnabled: false });
  await page.goto('/cms');
  // First in the CMS menu.
  const menu = page.getByRole('navigation', { name: 'CMS' }).getByRole('link');
  await expect(menu.first()).toHaveText('Insights');
  await menu.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'What buyers ask for' })).toBeVisible();
  // A phone's width.
  await page.setViewportSize({ width: 360, height: 800 });
  for (const name of CHARTS) {
    await expect(page.getByRole('img', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name, exact: true })).toHaveCount(1);
  }
  const searches = page.getByRole('table', { name: 'Searches that found nothing' });
  await expect(searches.getByRole('row', { name: new RegExp(LOST) })).toHaveCount(1);
  await noSideways(page);

  // The period is a link; the CSV file holds the same numbers.
  await page.getByRole('link', { name: 'Last 12 months' }).click();
  await expect(page).toHaveURL(/\?period=12m$/);
  await expect(page.getByRole('link', { name: 'Last 12 months' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const csvLink = page.getByRole('link', {
    name: /^Download the numbers \(CSV\)\W+Most viewed pages$/,
  });
  const csv = await page.request.get((await csvLink.getAttribute('href')) ?? '');
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(csv.headers()['content-disposition']).toMatch(/attachment; filename="top-pages-/);
  const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Page,Count');
  expect(lines).toContain('/who-we-are,1');
});

test('the dashboard and Settings → Search are axe clean and fit a phone', async ({
  signedInPage,
}) => {
  // Axe runs in the page, so this context has JavaScript (the CMS hydrates with no errors).
  const page = await signedInPage();
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ['/cms/insights?period=90d', '/cms/settings/search']) {
    await page.goto(path);
    await noSideways(page);
    expect(await seriousAxeViolations(page), path).toEqual([]);
  }
});

test('a search that found nothing gets a synonym, and then finds the ATEX junction boxes', async ({
  signedInPage,
}) => {
  const page = await signedInPage({ javaScriptEnabled: false });
  await page.goto('/cms/insights');
  await page.getByRole('link', { name: `Add a synonym for “${LOST}”` }).click();
  await expect(page).toHaveURL(/\/cms\/settings\/search\?add=/);
  const groups = page.getByLabel('Groups, one a line');
  // A new line after the trade vocabulary the site started with.
  await expect(groups).toHaveValue(new RegExp(`^low voltage, lv, .*\n${LOST}, $`, 's'));

  // A group of one: told which line, and nothing saved.
  await page.getByRole('button', { name: 'Save synonyms' }).click();
  await expect(groups).toHaveAttribute('aria-invalid', 'true');
  await expect(groups).toHaveAccessibleDescription(/Line \d+: A group needs at least two/);

  await groups.fill(`${LOST}, atex junction box\nvacancy, job, career, recruitment`);
  await page.getByRole('button', { name: 'Save synonyms' }).click();
  await expect(page.getByRole('status')).toHaveText(/The synonyms were saved/);
  await expect(groups).toHaveValue(`${LOST}, atex junction box\nvacancy, job, career, recruitment`);

  await page.goto(`/search?q=${encodeURIComponent(LOST)}`);
  const first = page
    .getByRole('region', { name: /results? for/ })
    .locator('ol > li')
    .first();
  await expect(first.getByRole('link')).toHaveAttribute('href', /atex/);
  await expect(first.getByRole('link')).toHaveText(/junction box/i);
});
