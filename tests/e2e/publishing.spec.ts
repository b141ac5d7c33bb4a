/**
 * Publishing without fear (issue 14): an editor saves a draft in the CMS, previews it on the
 * real page under the "Preview: not published" bar while visitors still see the published page,
 * then publishes it; a new post can start as a draft, off the news list until published. On a
 * server of its own: these edits would show up in other specs' pages.
 */
import type { Page } from '@playwright/test';
import { answered, expect, expectFormSaved, hydrated, test } from './fixtures';
import { specOnOwnServer } from './own-server';
import { seriousAxeViolations } from './page-checks';

const server = specOnOwnServer('publishing');

const region = (page: Page, name: string) => page.getByRole('region', { name });

test('an editor saves a draft, previews it on the real page, then publishes it', async ({
  browser,
  signedInPage,
}) => {
  const page = await signedInPage();
  const visitor = await browser.newContext({ baseURL: server.origin });
  const visitorPage = await visitor.newPage();

  await page.goto('/cms/about');
  await hydrated(page);
  const card = region(page, 'Who we are');
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
  const heading = card.getByLabel('Heading', { exact: true });
  const drafted = `Forty years of switchgear ${Date.now().toString(36)}`;
  await heading.fill(drafted);
  const draftSaved = await answered(page, 'PATCH', '/api/v1/about/who-we-are', () =>
    card.getByRole('button', { name: /^Save draft/ }).click(),
  );
  expect(draftSaved.status()).toBe(200);
  await expect(
    page.getByRole('status').filter({ hasText: 'draft saved. Visitors still see' }),
  ).toBeVisible();
  await expect(card.getByText('Draft: unpublished changes')).toBeVisible();
  await expectFormSaved(card, { by: 'super_admin' });

  // Visitors see the published page; so does a stranger asking for the preview.
  await visitorPage.goto('/who-we-are');
  await expect(visitorPage.getByRole('heading', { name: drafted })).toHaveCount(0);
  await visitorPage.goto('/who-we-are?preview=true');
  await expect(visitorPage.getByText('Preview: not published')).toHaveCount(0);
  await expect(visitorPage.getByRole('heading', { name: drafted })).toHaveCount(0);

  // The CMS's Preview button opens the real page with the draft, under the bar.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    card.getByRole('link', { name: /^Preview/ }).click(),
  ]);
  await preview.waitForLoadState();
  expect(new URL(preview.url()).pathname).toBe('/who-we-are');
  await expect(preview.getByText('Preview: not published')).toBeVisible();
  await expect(preview.getByRole('heading', { name: drafted })).toBeVisible();
  expect(await seriousAxeViolations(preview)).toEqual([]);
  const response = await preview.request.get('/who-we-are?preview=true');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  await preview.close();

  // Reopening the screen shows the draft being worked on.
  await page.reload();
  await expect(region(page, 'Who we are').getByLabel('Heading', { exact: true })).toHaveValue(
    drafted,
  );

  // Publish: the public page shows it at once.
  const published = await answered(page, 'PATCH', '/api/v1/about/who-we-are', () =>
    region(page, 'Who we are')
      .getByRole('button', { name: /^Publish/ })
      .click(),
  );
  expect(published.status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Who we are saved.' })).toBeVisible();
  await expect(region(page, 'Who we are').getByText('Published', { exact: true })).toBeVisible();
  await expectFormSaved(region(page, 'Who we are'), { by: 'super_admin' });
  await visitorPage.goto('/who-we-are');
  await expect(visitorPage.getByRole('heading', { name: drafted })).toBeVisible();

  // The activity screen tells the story: the draft, then the publish, by whom.
  await page.goto('/cms/settings/activity?target=about/who-we-are');
  const entries = page.getByRole('list', { name: 'Entries, newest first' }).getByRole('listitem');
  await expect(entries.filter({ hasText: 'Saved a draft of About: Who we are' })).toContainText(
    'Fields changed: Heading',
  );
  await expect(entries.filter({ hasText: 'Updated About: Who we are' })).toContainText(
    'super_admin',
  );

  await visitor.close();
});

test('a new post saved as a draft stays off the news list until it is published', async ({
  browser,
  signedInPage,
}) => {
  const page = await signedInPage();
  const title = `Substation commissioning notes ${Date.now().toString(36)}`;

  await page.goto('/cms/news-and-insights?view=new');
  await hydrated(page);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Subtitle').fill('Written up by the field team');
  await page.getByRole('button', { name: /^Save draft/ }).click();
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Draft: not published yet')).toBeVisible();

  const visitor = await browser.newContext({ baseURL: server.origin });
  const news = await visitor.newPage();
  await news.goto('/news-and-insights');
  await expect(news.getByText(title)).toHaveCount(0);

  await card.getByRole('link', { name: `Edit ${title}` }).click();
  const published = await answered(page, 'PATCH', '/api/v1/blog/', () =>
    page.getByRole('button', { name: /^Publish/ }).click(),
  );
  expect(published.status()).toBe(200);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: title }).getByText('Draft: not published yet'),
  ).toHaveCount(0);
  await news.goto('/news-and-insights');
  await expect(news.getByText(title)).toBeVisible();

  await visitor.close();
});
