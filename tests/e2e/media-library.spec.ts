/**
 * The media library in the CMS (issue 15): an editor uploads an image once on /cms/media with its
 * alt text, chooses it from the library in two places, sees both public pages describe it, changes
 * the description in the library and sees both pages follow; deleting it while used is refused
 * with the list of uses. A new file in an image field asks for its description there and lands in
 * the library with it. On a server of its own: it changes the home page's hero.
 */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  answered,
  expect,
  expectFormSaved,
  signedInApi,
  signInOverApi,
  SUPER_ADMIN,
  test,
} from './fixtures';
import { specOnOwnServer } from './own-server';
import { axeViolations } from './page-checks';

const server = specOnOwnServer('media-library');

const jpeg = (colour: string) =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** Serious accessibility problems of what is on screen (an open dialog included). */
async function violations(page: Page, where: string) {
  const violations = await axeViolations(page);
  return violations.map((v) => `${where}: ${v.id}`);
}

const status = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/** Opens a field's "Choose from library" and picks the file by searching for its name. */
async function chooseFromLibrary(page: Page, scope: Locator, fieldLabel: string, name: string) {
  await scope.getByRole('button', { name: `Choose from library for ${fieldLabel}` }).click();
  const chooser = page.getByRole('dialog', { name: `Choose from the library: ${fieldLabel}` });
  await chooser.getByLabel('Search images by file name or alt text').fill(name);
  const images = chooser.getByRole('list', { name: 'Images in the library' });
  await expect(images.getByRole('listitem')).toHaveCount(1);
  await images.getByRole('button', { name: new RegExp(`^Choose .*${name}`) }).click();
  await expect(chooser).toBeHidden();
  // Said for a moment, and shown by the field for as long as it holds the file.
  await expect(status(page, `${fieldLabel}: ${name} chosen from the library.`)).toBeVisible();
  await expect(scope.getByText(`From the library: ${name}.`)).toBeVisible();
}

/** The alt text of the first image of `src` on a public page. */
async function altOn(page: Page, path: string, src: string) {
  await page.goto(path);
  const img = page.locator(`main img[src="${src}"]`).first();
  await expect(img).toBeAttached();
  return img.getAttribute('alt');
}

test('upload once, choose it in two places, change its alt text: both pages follow', async ({
  page,
  consoleErrors,
}) => {
  // A long walk through five screens and two public pages, on a machine shared with other runs.
  test.setTimeout(120_000);
  await signInOverApi(page);
  const name = `lagos-yard-${Date.now()}.jpg`;
  const title = `A generator leaves the yard ${Date.now()}`;
  const first = 'A 500 kVA generator set ready for dispatch';
  const second = 'Generator set on a low-loader at our Lagos yard';

  // Upload on the library screen: an image without a description is held back, with a message.
  await page.goto('/cms/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  const upload = page.getByRole('region', { name: 'Upload files' });
  await upload
    .getByLabel('Choose files to upload')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await jpeg('#2a6f97') });
  const row = upload.getByRole('list', { name: 'Files to upload' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  expect(await violations(page, 'upload queue')).toEqual([]);
  await upload.getByRole('button', { name: 'Upload 1 file' }).click();
  const altInput = row.getByLabel('Alt text');
  await expect(row.getByText('Describe the image, or mark it decorative')).toBeVisible();
  await expect(altInput).toBeFocused();
  await altInput.fill(first);
  const uploaded = await answered(page, 'POST', '/api/v1/media', () =>
    upload.getByRole('button', { name: 'Upload 1 file' }).click(),
  );
  expect(uploaded.status()).toBe(201);
  await expect(status(page, '1 file uploaded to the library.')).toBeVisible();
  await expect(row).toHaveCount(0);
  const grid = page.getByRole('list', { name: 'Media files' });
  const card = grid.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText(first);
  await expect(card).toContainText('unused');
  // The file's address, as its details give it (the grid shows a small copy).
  await card.getByRole('button', { name: new RegExp(`^Open .*${name}`) }).click();
  const url = await page.getByRole('dialog', { name }).locator('code').textContent();
  expect(url).toMatch(/^\/media\/[\w]+\.jpg$/);
  await page.keyboard.press('Escape');

  // Chosen in the home page's hero…
  await page.goto('/cms');
  const hero = page.getByRole('region', { name: 'Hero image two' });
  await chooseFromLibrary(page, hero, 'Hero image two', name);
  await expect(hero.getByText(`From the library: ${name}. Alt text: ${first}.`)).toBeVisible();
  const heroSaved = await answered(page, 'PATCH', '/api/v1/hero-images/hero-image-two', () =>
    hero.getByRole('button', { name: /^Publish/ }).click(),
  );
  expect(heroSaved.status()).toBe(200);
  await expect(status(page, 'Hero image two saved.')).toBeVisible();
  await expectFormSaved(hero, { by: SUPER_ADMIN.username });

  // …and in a new news post.
  await page.goto('/cms/news-and-insights?view=new');
  const post = page.getByRole('region', { name: 'Add News & Insights' });
  await post.getByLabel('Title', { exact: true }).fill(title);
  await chooseFromLibrary(page, post, 'Image', name);
  const posted = await answered(page, 'POST', '/api/v1/blog', () =>
    post.getByRole('button', { name: 'Post' }).click(),
  );
  expect(posted.status()).toBe(201);
  await expect(page).toHaveURL(/\/cms\/news-and-insights$/);

  await page.goto('/news-and-insights');
  await page.locator('main article').filter({ hasText: title }).getByRole('link').first().click();
  const postPath = new URL(page.url()).pathname;
  const pages = ['/', postPath];
  for (const path of pages) expect(await altOn(page, path, url!), path).toBe(first);

  // The library lists both uses, with links to their editors; the alt text changes there.
  await page.goto(`/cms/media?q=${encodeURIComponent(name)}`);
  await page
    .getByRole('list', { name: 'Media files' })
    .getByRole('button', { name: new RegExp(`^Open .*${name}`) })
    .click();
  const detail = page.getByRole('dialog', { name });
  await expect(detail).toBeVisible();
  expect(await violations(page, 'details')).toEqual([]);
  const uses = detail.getByRole('list', { name: 'Where it’s used' });
  await expect(uses.getByRole('link')).toHaveCount(2);
  await expect(uses.getByRole('link', { name: `News & Insights: ${title}` })).toBeVisible();
  await expect(uses.getByRole('link', { name: 'Home: Hero image two' })).toHaveAttribute(
    'href',
    /^\/cms#/,
  );
  await detail.getByLabel('Alt text').fill(second);
  const described = await answered(page, 'PATCH', '/api/v1/media/', () =>
    detail.getByRole('button', { name: 'Save alt text' }).click(),
  );
  expect(described.status()).toBe(200);
  await expect(
    status(page, 'Alt text saved. Every page showing this image now uses it.'),
  ).toBeVisible();

  // Deleting it while used is refused, and says where it is used.
  await detail.getByRole('button', { name: `Delete file ${name}` }).click();
  const deleting = await answered(page, 'DELETE', '/api/v1/media/', () =>
    page
      .getByRole('dialog', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete' })
      .click(),
  );
  expect(deleting.status()).toBe(409);
  const refusal = detail.getByRole('alert');
  await expect(refusal).toContainText('Not deleted: the file is used in 2 places.');
  await expect(refusal.getByRole('link')).toHaveCount(2);
  await expect(refusal.getByRole('link', { name: `News & Insights: ${title}` })).toBeVisible();
  // The refusal is the answer asked for, not a failure of the page.
  const refused = consoleErrors.filter((e) => !e.includes('status of 409'));
  consoleErrors.splice(0, consoleErrors.length, ...refused);
  await detail.getByRole('button', { name: 'Close' }).first().click();
  await expect(detail).toBeHidden();
  await expect(page.getByRole('list', { name: 'Media files' }).getByRole('listitem')).toHaveCount(
    1,
  );

  for (const path of pages) expect(await altOn(page, path, url!), path).toBe(second);
});

test('a new file in an image field asks for its description and lands in the library with it', async ({
  page,
}) => {
  await signInOverApi(page);
  const name = `substation-${Date.now()}.jpg`;
  const title = `Substation handover ${Date.now()}`;
  const alt = 'Engineers checking a new 33 kV substation';

  await page.goto('/cms/news-and-insights?view=new');
  const post = page.getByRole('region', { name: 'Add News & Insights' });
  await post.getByLabel('Title', { exact: true }).fill(title);
  await post
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await jpeg('#97702a') });
  const describe = post.getByRole('group', { name: `Describe the new image (${name})` });
  await post.getByRole('button', { name: 'Post' }).click();
  // Not sent: the message is beside the description, which has the focus.
  await expect(describe.getByText('Describe the image, or mark it decorative')).toBeVisible();
  await expect(describe.getByLabel('Alt text')).toBeFocused();
  await describe.getByLabel('Alt text').fill(alt);
  await post.getByRole('button', { name: 'Post' }).click();
  await expect(page).toHaveURL(/\/cms\/news-and-insights$/);

  await page.goto(`/cms/media?type=image&q=${encodeURIComponent(name)}`);
  const card = page.getByRole('list', { name: 'Media files' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(alt);
  await expect(card).toContainText('used 1×');
  // Scaled to the field's size hint (900 × 400) on the way in.
  await card.getByRole('button').click();
  await expect(page.getByRole('dialog', { name })).toContainText('711 × 400 px');
});

test('replacing a file in the library keeps its uses and its description', async ({
  page,
  playwright,
}) => {
  const { api, headers } = await signedInApi(playwright, server.origin);
  const name = `switchroom-${Date.now()}.jpg`;
  const alt = 'The switch room of a Lagos office tower';
  const uploaded = await api.post('/api/v1/media', {
    headers,
    multipart: {
      file: { name, mimeType: 'image/jpeg', buffer: await jpeg('#556b2f') },
      alt,
    },
  });
  expect(uploaded.status()).toBe(201);
  const { url: before } = ((await uploaded.json()) as { media: { url: string } }).media;
  const title = `Switch room refit ${Date.now()}`;
  const created = await api.post('/api/v1/blog', {
    headers,
    data: { title, blogImage: before },
  });
  expect(created.status()).toBe(201);
  const { slug } = ((await created.json()) as { blog: { slug: string } }).blog;

  await signInOverApi(page);
  await page.goto(`/cms/media?q=${encodeURIComponent(name)}`);
  await page.getByRole('list', { name: 'Media files' }).getByRole('button').click();
  // The dialog is named after the file, which the replacement renames.
  const detail = page.getByRole('dialog');
  await expect(detail).toHaveAccessibleName(name);
  await expect(detail).toContainText(
    'Every page using this file (one place) will show the new one',
  );
  await detail
    .getByLabel('New file')
    .setInputFiles({ name: 'refit.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#8b0000') });
  const replaced = await answered(page, 'PATCH', '/api/v1/media/', () =>
    detail.getByRole('button', { name: 'Replace file' }).click(),
  );
  expect(replaced.status()).toBe(200);
  await expect(
    status(page, 'File replaced. The place using it now shows the new one.'),
  ).toBeVisible();
  await expect(detail).toHaveAccessibleName('refit.jpg');
  const after = await detail.locator('code').textContent();
  expect(after).toMatch(/^\/media\/\w+\.jpg$/);
  expect(after).not.toBe(before);
  await expect(detail.getByRole('list', { name: 'Where it’s used' })).toContainText(title);

  expect(await altOn(page, `/news-and-insights/${slug}`, after!)).toBe(alt);
});

test('the chooser works from the keyboard: Escape closes it and focus returns', async ({
  page,
}) => {
  await signInOverApi(page);
  await page.goto('/cms/news-and-insights?view=new');
  const post = page.getByRole('region', { name: 'Add News & Insights' });
  const open = post.getByRole('button', { name: 'Choose from library for Image' });
  await open.focus();
  await page.keyboard.press('Enter');
  const chooser = page.getByRole('dialog', { name: 'Choose from the library: Image' });
  await expect(chooser).toBeVisible();
  await expect(chooser.getByRole('status')).toHaveText(/Showing \d+ images/);
  expect(await violations(page, 'chooser')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
  await expect(open).toBeFocused();
});

test('the library screen fits a phone and filters by kind in the address', async ({ page }) => {
  await signInOverApi(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/cms/media');
  await page
    .getByRole('navigation', { name: 'Show' })
    .getByRole('link', { name: 'Unused' })
    .click();
  await expect(page).toHaveURL(/\/cms\/media\?unused=true$/);
  await expect(
    page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Unused' }),
  ).toHaveAttribute('aria-current', 'page');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
