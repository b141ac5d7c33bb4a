/**
 * The CMS editors, generated from the content registry, writing through the REST API; each
 * edit is checked on the public page. Tests restore or delete what they change, because other
 * specs read the seeded content.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  formerKey,
  productTabs,
  type ProductTab,
} from '../../app/components/cms/products/product-tabs';
import { cmsScreens, screenUrl } from '../../app/components/cms/shell/screens';
import { accountOf } from './accounts';
import { answered, expect, expectFormSaved, test as base } from './fixtures';
import { axeViolations } from './page-checks';

/** The spec's own account on the shared server (accounts.ts). */
const EDITOR = accountOf(import.meta.url);

/** One sign-in per worker (the login route is rate-limited), shared through storage state. */
const test = base.extend<object, { cmsState: string }>({
  storageState: ({ cmsState }, provide) => provide(cmsState),
  cmsState: [
    async ({ playwright }, provide, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const api = await playwright.request.newContext({ baseURL });
      const res = await api.post('/api/v1/auth/login', { data: EDITOR });
      expect(res.status()).toBe(200);
      // In the run's output directory, which Playwright empties at the start of each run.
      const dir = workerInfo.project.outputDir;
      mkdirSync(dir, { recursive: true });
      const path = join(dir, `cms-session-${workerInfo.workerIndex}.json`);
      await api.storageState({ path });
      await api.dispose();
      await provide(path);
    },
    { scope: 'worker' },
  ],
});

const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

const file = async (name: string, colour = '#336699') => ({
  name,
  mimeType: 'image/png',
  buffer: await png(900, 400, colour),
});

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

/** Types into a TipTap editor (a contenteditable textbox). */
async function typeRichText(editor: Locator, text: string) {
  await editor.click();
  await editor.pressSequentially(text);
}

function allowFailedRequests(errors: string[], status: number) {
  const kept = errors.filter((e) => !e.includes(`status of ${status}`));
  errors.splice(0, errors.length, ...kept);
}

test('editing the hero text, smallText included, shows on the home page', async ({ page }) => {
  await page.goto('/cms');
  const hero = region(page, 'Hero text');
  const second = hero.getByLabel('Light text, second line');
  const small = hero.getByLabel('Small text');
  const before = { second: await second.inputValue(), small: await small.inputValue() };

  const publish = () => hero.getByRole('button', { name: /^Publish/ }).click();
  await second.fill('a brighter tomorrow');
  await small.fill('Panels and power systems, built in Nigeria by our own team.');
  expect((await answered(page, 'PATCH', '/api/v1/home/hero', publish)).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Hero text saved.' })).toBeVisible();
  await expectFormSaved(hero, { by: EDITOR.username });

  const home = await page.context().newPage();
  await home.goto('/');
  const intro = home.getByRole('region', { name: 'Introduction' });
  await expect(intro).toContainText('a brighter tomorrow');
  await expect(intro).toContainText('Panels and power systems, built in Nigeria by our own team.');
  await home.close();

  // Saved again: the first save's message may still show, so the form's state tells.
  await second.fill(before.second);
  await small.fill(before.small);
  expect((await answered(page, 'PATCH', '/api/v1/home/hero', publish)).status()).toBe(200);
  await expectFormSaved(hero, { by: EDITOR.username });
  await expect(second).toHaveValue(before.second);
  await expect(small).toHaveValue(before.small);
});

test('an invalid e-mail in the footer gets the API’s message beside the field', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/cms');
  const footer = region(page, 'Footer');
  const email = footer.getByLabel('E-mail');
  await email.fill('not-an-address');
  const refused = await answered(page, 'PATCH', '/api/v1/footer', () =>
    footer.getByRole('button', { name: /^Publish/ }).click(),
  );
  expect(refused.status()).toBe(400);

  // Shown as soon as the answer is (it stays 5 s) …
  const message = page.getByRole('alert').filter({ hasText: 'Footer was not saved' });
  await expect(message).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address');
  await expect(email).toBeFocused();
  // … then the message clears itself, while the field keeps its own.
  await expect(message).toHaveCount(0, { timeout: 15_000 });
  await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address');
  await footer.getByRole('button', { name: 'Discard changes' }).click();
  await expect(email).toHaveValue('info@tranos.example');
  allowFailedRequests(consoleErrors, 400);
});

test('leaving an editor with unsaved changes asks first', async ({ page }) => {
  await page.goto('/cms');
  await region(page, 'Why choose us').getByLabel('Why choose us text').fill('Unsaved words');
  const menu = page.getByRole('navigation', { name: 'CMS' });

  await menu.getByRole('link', { name: 'About' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/cms$/);
  await expect(region(page, 'Why choose us').getByLabel('Why choose us text')).toHaveValue(
    'Unsaved words',
  );

  await menu.getByRole('link', { name: 'About' }).click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/cms\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
});

test('the side menu leads to every CMS screen of the list, each under its own heading', async ({
  page,
}) => {
  await page.goto('/cms');
  const menu = page.getByRole('navigation', { name: 'CMS' });
  // Screens reached from another one (Settings → Activity) have no menu item of their own.
  const inMenu = cmsScreens.filter((screen) => screen.menu);
  await expect(menu.getByRole('link')).toHaveCount(inMenu.length);
  for (const screen of inMenu) {
    // By address: the Enquiries link's name also carries the count of new ones.
    const link = menu.locator(`a[href="${screenUrl(screen)}"]`);
    await expect(link).toHaveText(new RegExp(`^${screen.title}`));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${screenUrl(screen)}$`));
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      screen.heading ?? screen.title,
    );
    await expect(page).toHaveTitle(`${screen.title} | CMS`);
  }
});

test('each Products tab shows its own editor, with the tab in the URL', async ({ page }) => {
  // Each tab edits its family's page and lists its products (decision 0024): the tabs
  // themselves come from the one list of CMS screens.
  const familyOn: Record<ProductTab['key'], string> = {
    'power-protection-and-distribution': 'Power Protection & Distribution',
    'cable-management': 'Cable Management & Support Systems',
    enclosures: 'Enclosures',
    'warehouse-storage': 'Warehouse Storage Systems',
    gaskets: 'Gaskets',
    'power-generation': 'Power Generation & Backup',
    'lights-wiring': 'Lights & Wiring Devices',
  };
  await page.goto('/cms/products');
  const bar = page.getByRole('navigation', { name: 'Product groups' });
  await expect(bar.getByRole('link')).toHaveCount(productTabs.length);
  const seen = new Set<string>();
  for (const { label, key } of productTabs) {
    await bar
      .getByRole('link', { name: new RegExp(`^${label.replace(/[&]/g, '\\$&')} \\(`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?tab=${key}$`));
    await expect(bar.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId(`product-tab-${key}`)).toBeVisible();
    await expect(region(page, `Family page: ${familyOn[key]}`)).toBeVisible();
    await expect(region(page, new RegExp(`^Products in `))).toBeVisible();
    const headings = await page.locator('main h2').allTextContents();
    seen.add(headings.join('|'));
  }
  expect(seen.size).toBe(productTabs.length);
  // PP&D also manages the ATEX power panels.
  await page.goto('/cms/products?tab=power-protection-and-distribution');
  await expect(
    page.getByRole('list', { name: 'ATEX power panels' }).getByRole('listitem'),
  ).toHaveCount(3);
});

test('a Products tab link from before the tabs had full names redirects (301) to its tab', async ({
  page,
}) => {
  for (const tab of productTabs) {
    const former = formerKey(tab);
    if (former === tab.key) continue;
    const res = await page.request.get(`/cms/products?tab=${former}&atex=1`, { maxRedirects: 0 });
    expect(res.status(), former).toBe(301);
    expect(res.headers()['location'], former).toBe(`/cms/products?tab=${tab.key}&atex=1`);
  }
  await page.goto(`/cms/products?tab=${formerKey(productTabs[0]!)}`);
  await expect(page).toHaveURL(/\?tab=power-protection-and-distribution$/);
  await expect(page.getByTestId('product-tab-power-protection-and-distribution')).toBeVisible();
});

test('a news post: added with an image, shown on the site, edited, deleted', async ({ page }) => {
  const title = `Substation maintenance checklist ${Date.now()}`;
  await page.goto('/cms/news-and-insights');
  await page.getByRole('link', { name: 'Add News & Insights' }).click();
  await expect(page).toHaveURL(/\?view=new$/);

  const form = region(page, 'Add News & Insights');
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Subtitle').fill('What to inspect every quarter, and why');
  await form.getByLabel('Image').setInputFiles(await file('post.png'));
  // The preview switches to the chosen file.
  await expect(form.getByRole('img', { name: /Preview of the chosen file/ })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  // A new image is described where it is chosen (it goes to the media library with its alt text).
  await form
    .getByRole('group', { name: 'Describe the new image (post.png)' })
    .getByLabel('Alt text')
    .fill('A technician torquing busbar joints');
  const toolbar = form.getByRole('toolbar', { name: 'Formatting: Content' });
  await expect(toolbar.getByRole('button')).toHaveText([
    'H1',
    'H2',
    'H3',
    'B',
    'I',
    'U',
    '',
    '',
    '',
    '',
  ]);
  const content = form.getByRole('textbox', { name: 'Content' });
  await typeRichText(content, 'Check the torque of every busbar joint. ');
  const bold = toolbar.getByRole('button', { name: 'Bold' });
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await content.pressSequentially('Always.');
  await form.getByRole('button', { name: 'Post' }).click();

  await expect(page).toHaveURL(/\/cms\/news-and-insights$/);
  const posts = page.getByRole('list', { name: 'Posts' });
  const card = posts.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('What to inspect ever…');

  const site = await page.context().newPage();
  await site.goto('/news-and-insights');
  const article = site.locator('main article').filter({ hasText: title });
  await expect(article).toBeVisible();
  await expect(article.locator('img')).toHaveAttribute('src', /^\/media\//);
  await article.getByRole('link', { name: title }).first().click();
  await expect(site.locator('main strong')).toHaveText('Always.');

  // Edit: the form opens with the stored values; only the change is sent.
  await card.getByRole('link', { name: `Edit ${title}` }).click();
  const edit = region(page, `Edit “${title}”`);
  await expect(edit.getByLabel('Subtitle')).toHaveValue('What to inspect every quarter, and why');
  await edit.getByLabel('Title', { exact: true }).fill(`${title} (updated)`);
  await edit.getByRole('button', { name: /^Publish/ }).click();
  await expect(page).toHaveURL(/\/cms\/news-and-insights$/);
  const updated = posts.getByRole('listitem').filter({ hasText: `${title} (updated)` });
  await expect(updated).toBeVisible();
  await site.goto('/news-and-insights');
  await expect(
    site.locator('main article').filter({ hasText: `${title} (updated)` }),
  ).toBeVisible();

  await updated.getByRole('button', { name: `Delete ${title} (updated)` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(updated).toHaveCount(0);
  await site.goto('/news-and-insights');
  await expect(site.locator('main article').filter({ hasText: title })).toHaveCount(0);
  await site.close();
});

test('a case study: added with a category and several images, then deleted', async ({ page }) => {
  const title = `Solar hybrid mast ${Date.now()}`;
  await page.goto('/cms/case-studies');
  await page.getByRole('link', { name: 'Add case studies' }).click();
  const form = region(page, 'Add a case study');
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Category').selectOption({ label: 'Telecommunications' });
  await form
    .getByLabel('Images')
    .setInputFiles([await file('one.png', '#225588'), await file('two.png', '#558822')]);
  await expect(form.getByRole('img', { name: /Preview of new image/ })).toHaveCount(2);
  await form
    .getByRole('group', { name: 'Describe new image 1 (one.png)' })
    .getByLabel('Alt text')
    .fill('The hybrid power system at the mast');
  await form
    .getByRole('group', { name: 'Describe new image 2 (two.png)' })
    .getByLabel('Decorative image (no description needed)')
    .check();
  await form.getByLabel('Project').fill('An operator needed quieter power at a remote mast.');
  await typeRichText(
    form.getByRole('textbox', { name: 'Solutions provided' }),
    'We installed a hybrid system.',
  );
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/cms\/case-studies$/);
  const card = page.getByRole('list', { name: 'Case studies' }).getByRole('listitem').filter({
    hasText: title,
  });
  await expect(card).toContainText('Telecommunications');
  await expect(card.locator('img')).toHaveAttribute('src', /^\/media\//);

  const site = await page.context().newPage();
  await site.goto('/case-studies/telecommunications');
  await expect(site.locator('main')).toContainText(title);

  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await site.goto('/case-studies/telecommunications');
  await expect(site.locator('main')).not.toContainText(title);
  await site.close();
});

test('on a phone the menu sits behind a button and works from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/cms');
  const menu = page.getByRole('navigation', { name: 'CMS' });
  await expect(menu).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  // The first screen of the menu: Insights (issue 33).
  await expect(menu.getByRole('link', { name: 'Insights', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await menu.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/cms\/services$/);
  await expect(menu).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

test('partner logos: several uploaded at once, then deleted after confirming', async ({ page }) => {
  await page.goto('/cms');
  const partners = region(page, 'Partner logos');
  const logos = partners.getByRole('list', { name: 'Partner logos' }).getByRole('listitem');
  const before = await logos.count();
  const logo = async (name: string, colour: string) => ({
    name,
    mimeType: 'image/png',
    buffer: await png(150, 100, colour),
  });
  await partners
    .getByLabel('Add partner logos')
    .setInputFiles([await logo('a.png', '#aa3333'), await logo('b.png', '#33aa33')]);
  const uploaded = await answered(page, 'POST', '/api/v1/home/partner', () =>
    partners.getByRole('button', { name: 'Upload 2 logos' }).click(),
  );
  expect(uploaded.ok()).toBe(true);
  await expect(
    page.getByRole('status').filter({ hasText: '2 partner logos added.' }),
  ).toBeVisible();
  await expect(logos).toHaveCount(before + 2);

  for (let i = 0; i < 2; i++) {
    await logos
      .last()
      .getByRole('button', { name: /^Delete/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(logos).toHaveCount(before + 1 - i);
  }
  // Cancelling keeps the logo.
  await logos
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(logos).toHaveCount(before);
});

test('ATEX power panels on the PP&D tab: added and deleted', async ({ page }) => {
  const title = `ATEX test board ${Date.now()}`;
  await page.goto('/cms/products?tab=power-protection-and-distribution');
  const atex = region(page, 'ATEX power panels');
  await atex.getByRole('link', { name: 'Add ATEX power panel' }).click();
  const form = region(page, 'Add an ATEX power panel');
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Image').setInputFiles({
    name: 'panel.png',
    mimeType: 'image/png',
    buffer: await png(400, 340, '#444444'),
  });
  await form.getByLabel('Alt text').fill('A flameproof ATEX test board');
  await typeRichText(form.getByRole('textbox', { name: 'Features' }), 'Flameproof');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\?tab=power-protection-and-distribution#/);
  const card = region(page, 'ATEX power panels').getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
});

test('rich text: links keep only http, https, mailto and tel; Close asks about unsaved text', async ({
  page,
}) => {
  await page.goto('/cms/news-and-insights?view=new');
  const form = region(page, 'Add News & Insights');
  const content = form.getByRole('textbox', { name: 'Content' });
  const toolbar = form.getByRole('toolbar', { name: 'Formatting: Content' });
  await typeRichText(content, 'Call us');
  await page.keyboard.press('ControlOrMeta+A');

  await toolbar.getByRole('button', { name: 'Link' }).click();
  await form.getByLabel('Link address').fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Apply link' }).click();
  await expect(form.getByText('the address was left blank')).toBeVisible();
  await expect(content.locator('a')).toHaveAttribute('href', '');

  await page.keyboard.press('ControlOrMeta+A');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  await form.getByLabel('Link address').fill('tel:+2347000000000');
  await form.getByRole('button', { name: 'Apply link' }).click();
  await expect(content.locator('a')).toHaveAttribute('href', 'tel:+2347000000000');
  await expect(toolbar.getByRole('button', { name: 'Link' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Keyboard: one tab stop, arrow keys move along the toolbar.
  await toolbar.getByRole('button', { name: 'Heading 1' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toBeFocused();

  await form.getByRole('button', { name: 'Close' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/cms\/news-and-insights$/);
});

test('the CMS screens pass an accessibility check', async ({ page }) => {
  // Six long screens, each audited whole.
  test.setTimeout(120_000);
  for (const path of [
    '/cms',
    '/cms/news-and-insights',
    '/cms/case-studies?view=new',
    '/cms/products?tab=cable-management',
    '/cms/settings',
    '/cms/media',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const violations = await axeViolations(page);
    expect(violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
  }
});
