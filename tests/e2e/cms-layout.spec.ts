/**
 * The CMS as a person sees it at 320, 360, 768 and 1440 px (issue 51): nothing off-screen or
 * covered, the navy menu column running the page's height, History beside Publish, media cards
 * a person recognises, long editors with an outline in reach, and an editor on a phone who
 * signs in, edits a product, previews and publishes it. It signs in with the spec's own account
 * (accounts.ts), so no sign-in budget is shared with other specs.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  answered,
  expect,
  ownAccount,
  signedInApi,
  signInThroughTheForm,
  test,
  type Credentials,
} from './fixtures';
import { layoutProblems } from './layout-check';

const WIDTHS = [320, 360, 768, 1440] as const;
const SHOTS = '.tmp/h8/shots';

/**
 * Each account's session, signed in once and shared by its windows: sign-ins are limited per
 * address (30 a minute), and on the shared server every spec signs in from 127.0.0.1.
 */
const sessions = new Map<string, Awaited<ReturnType<APIRequestContext['storageState']>>>();

async function signedInPage(
  browser: Browser,
  playwright: { request: { newContext(o: object): Promise<APIRequestContext> } },
  baseURL: string,
  who: Credentials,
  width: number,
): Promise<Page> {
  let storageState = sessions.get(who.username);
  if (!storageState) {
    const api = await playwright.request.newContext({ baseURL });
    expect((await api.post('/api/v1/auth/login', { data: who })).status()).toBe(200);
    storageState = await api.storageState();
    sessions.set(who.username, storageState);
    await api.dispose();
  }
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
  return page;
}

async function expectLaidOut(page: Page, what: string) {
  expect(await layoutProblems(page), `${what} at ${page.viewportSize()?.width} px`).toEqual([]);
}

/** A picture for a person to review, taken on a developer's machine (never in CI). */
async function shoot(page: Page, name: string) {
  if (process.env.CI) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}-${page.viewportSize()?.width}.png`) });
}

/** A test's last look at a screen: laid out, photographed for review, and its window closed. */
/** A new editor's page on a 1440 px desk. */
async function newEditorOnDesk(
  browser: Browser,
  playwright: { request: { newContext(o: object): Promise<APIRequestContext> } },
  baseURL: string,
): Promise<Page> {
  return signedInPage(browser, playwright, baseURL, ownAccount(), 1440);
}

async function lastLook(page: Page, what: string, shot: string) {
  await expectLaidOut(page, what);
  await shoot(page, shot);
  await page.context().close();
}

test('Products fits the window at every width, its tabs and Log out included', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const who = ownAccount();
  for (const width of WIDTHS) {
    const page = await signedInPage(browser, playwright, baseURL ?? '', who, width);
    await page.goto('/cms/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Product groups' }).getByRole('link');
    await expect(tabs).toHaveCount(7);
    for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Log out' })).toBeInViewport({ ratio: 1 });
    await lastLook(page, 'Products', 'products');
  }
});

test('the navy menu column runs the whole height of a long screen', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const page = await newEditorOnDesk(browser, playwright, baseURL ?? '');
  await page.goto('/cms/products');
  const shot = await page.screenshot({ fullPage: true });
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  expect(info.height).toBeGreaterThan(2000);
  // The pixel 150 px in, 10 px above the bottom of the whole page: the menu column's navy
  // (brand-900), not the content's pale grey.
  const at = ((info.height - 10) * info.width + 150) * info.channels;
  const [r = 255, g = 255, b = 255] = data.subarray(at, at + 3);
  expect(r + g + b, `rgb(${r}, ${g}, ${b}) at the foot of the menu column`).toBeLessThan(200);
  await page.context().close();
});

test('History sits on the row of Publish, Save draft and Preview', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const page = await newEditorOnDesk(browser, playwright, baseURL ?? '');
  await page.goto('/cms');
  const hero = page.getByRole('region', { name: 'Hero text' });
  const publish = await hero.getByRole('button', { name: /^Publish/ }).boundingBox();
  const history = await hero.getByRole('button', { name: /^History/ }).boundingBox();
  expect(history?.y).toBe(publish?.y);
  await hero.getByRole('button', { name: /^History/ }).scrollIntoViewIfNeeded();
  await shoot(page, 'history');
  await page.context().close();
});

test.describe('media library cards', () => {
  test('are titled by what a person recognises, never by a hashed file name', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const who = ownAccount();
    for (const width of [320, 360, 1440]) {
      const page = await signedInPage(browser, playwright, baseURL ?? '', who, width);
      await page.goto('/cms/media');
      const cards = page.getByRole('list', { name: 'Media files' }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      // Seeded images have no original file name: the card says what the picture shows.
      expect(await cards.count()).toBeGreaterThan(10);
      await expect(cards.filter({ hasText: '/media/' })).toHaveCount(0);
      await expect(cards.filter({ hasText: 'UPS backup system' }).first()).toBeVisible();
      // The video says what it shows, and where it is used, as well as being a video.
      await page.goto('/cms/media?type=video');
      const video = page.getByRole('list', { name: 'Media files' }).getByRole('listitem');
      await expect(video.first()).toContainText('Our factory and teams at work');
      await expect(video.first()).toContainText('Video');
      await expectLaidOut(page, 'Media library, video');
      await page.goto('/cms/media');
      await lastLook(page, 'Media library', 'media');
    }
  });

  test('never show an empty box: a picture not loaded says what it is, a missing copy falls back to the original', async ({
    browser,
    playwright,
    baseURL,
    consoleErrors,
  }) => {
    const { api, headers } = await signedInApi(playwright, baseURL ?? '');
    const alt = `Layout test panel ${Date.now().toString(36)}`;
    const upload = await api.post('/api/v1/media', {
      headers,
      multipart: {
        file: {
          name: 'layout-panel.png',
          mimeType: 'image/png',
          buffer: await sharp({
            create: { width: 1200, height: 900, channels: 3, background: '#aa5500' },
          })
            .png()
            .toBuffer(),
        },
        alt,
      },
    });
    expect(upload.status()).toBe(201);
    const { media } = (await upload.json()) as { media: { id: string; url: string } };
    try {
      // The smaller copies of the file are lost (a restore without them, a half-synced bucket):
      // the card shows the original instead of nothing.
      const dataDir = `.tmp/e2e-data-${new URL(baseURL ?? '').port}/media`;
      const stem = media.url.replace(/^\/media\//, '').replace(/\.[a-z]+$/, '');
      for (const f of readdirSync(dataDir).filter((f) => f.startsWith(`${stem}-w`)))
        rmSync(join(dataDir, f));

      const who = ownAccount();
      const page = await signedInPage(browser, playwright, baseURL ?? '', who, 360);
      await page.goto(`/cms/media?q=${encodeURIComponent(alt)}`);
      const card = page.getByRole('list', { name: 'Media files' }).getByRole('listitem');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('layout-panel.png');
      const img = card.locator('img');
      await expect
        .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
        .toBe(true);

      // Far down the library, pictures not fetched yet say what they are meanwhile.
      await page.goto('/cms/media');
      const far = page
        .getByRole('list', { name: 'Media files' })
        .getByRole('listitem')
        .last()
        .locator('[data-thumb]');
      await expect(far).not.toBeInViewport();
      await expect(far).toContainText(/Image|Video|Document/);
      await page.context().close();
    } finally {
      await api.delete(`/api/v1/media/${media.id}`, { headers });
      await api.dispose();
      // The lost copies' 404s are what this test is about.
      const kept = consoleErrors.filter((e) => !e.includes('status of 404'));
      consoleErrors.splice(0, consoleErrors.length, ...kept);
    }
  });
});

test('the Home editor has an outline in reach, at the side on a desk and "Jump to" on a phone', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const who = ownAccount();
  for (const width of [360, 1440]) {
    const page = await signedInPage(browser, playwright, baseURL ?? '', who, width);
    await page.goto('/cms');
    const outline = page.getByRole('navigation', { name: 'On this screen' });
    // Far down the screen, the outline is still there.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
    if (width < 1280) {
      const jump = outline.getByText('Jump to');
      await expect(jump).toBeInViewport({ ratio: 1 });
      await jump.click();
    }
    const footer = outline.getByRole('link', { name: 'Footer', exact: true });
    await expect(footer).toBeInViewport({ ratio: 1 });
    await shoot(page, 'home-outline');
    await footer.click();
    const heading = page.getByRole('heading', { name: 'Footer', exact: true });
    await expect(heading).toBeInViewport({ ratio: 1 });
    // Nothing sticky covers the heading it jumped to.
    const box = await heading.boundingBox();
    const covered = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('h2')?.textContent ?? 'something else',
      { x: (box?.x ?? 0) + 5, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
    );
    expect(covered).toBe('Footer');
    if (width < 1280) await expect(outline.getByRole('link', { name: 'Footer' })).toBeHidden();
    await lastLook(page, 'Home', 'home-footer');
  }
});

test('an editor on a phone signs in, edits a product, previews and publishes it', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { api, headers } = await signedInApi(playwright, baseURL ?? '');
  const name = `Phone Gasket ${Date.now().toString(36)}`;
  const created = await api.post('/api/v1/catalogue/products', {
    headers,
    data: { name, family: 'gaskets', summary: 'Made for the phone test.' },
  });
  expect(created.status()).toBe(201);
  const { product } = (await created.json()) as { product: { id: string; url: string } };
  try {
    const who = ownAccount();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/cms/sign-in');
    await expectLaidOut(page, 'Sign-in');
    await signInThroughTheForm(page, who);
    await expectLaidOut(page, 'News & Insights');

    await page.getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('navigation', { name: 'CMS' });
    await menu.getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Product groups' })
      .getByRole('link', { name: /Gaskets/ })
      .click();
    await expect(page).toHaveURL(/tab=gaskets/);
    await expectLaidOut(page, 'Products, Gaskets');

    const card = page
      .getByRole('region', { name: 'Products in Gaskets' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await card.getByRole('link', { name: /Edit/ }).click();
    const form = page.getByRole('region', { name: `Edit “${name}”` });
    await expect(form).toBeVisible();
    await expectLaidOut(page, 'Product editor');
    await form.getByLabel('Summary').fill('Edited on a phone, previewed, then published.');

    const draft = await answered(page, 'PATCH', `/api/v1/catalogue/products/${product.id}`, () =>
      form.getByRole('button', { name: /^Save draft/ }).click(),
    );
    expect(draft.status()).toBe(200);
    // Saved, the form closes onto the list, which says a draft waits; opened again, it
    // previews the draft and publishes it.
    await expect(card).toContainText('Draft');
    await expectLaidOut(page, 'Products with a draft');
    await card.getByRole('link', { name: /Edit/ }).click();
    await expect(form.getByLabel('Summary')).toHaveValue(
      'Edited on a phone, previewed, then published.',
    );
    const preview = form.getByRole('link', { name: /^Preview/ });
    await preview.scrollIntoViewIfNeeded();
    await expect(preview).toBeInViewport({ ratio: 1 });
    const [previewPage] = await Promise.all([page.context().waitForEvent('page'), preview.click()]);
    await previewPage.waitForLoadState();
    await expect(
      previewPage.getByText('Edited on a phone, previewed, then published.').first(),
    ).toBeVisible();
    await previewPage.close();
    await shoot(page, 'phone-editor');

    const published = await answered(
      page,
      'PATCH',
      `/api/v1/catalogue/products/${product.id}`,
      () => form.getByRole('button', { name: /^Publish/ }).click(),
    );
    expect(published.status()).toBe(200);
    await expect(card).not.toContainText('Draft');
    await expectLaidOut(page, 'Products after publishing');
    // A visitor, signed in nowhere, sees it published.
    const visitor = await browser.newPage({ baseURL });
    await visitor.goto(product.url);
    await expect(
      visitor.getByText('Edited on a phone, previewed, then published.').first(),
    ).toBeVisible();
    await visitor.close();
  } finally {
    await api.delete(`/api/v1/catalogue/products/${product.id}`, { headers });
    await api.dispose();
  }
});
