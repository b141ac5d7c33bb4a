/**
 * One product, one record (issue 30, decision 0024): an editor changes a special-layout
 * product (Siemens Sivacon S8) on its one form in the CMS; Preview shows the draft on the real
 * page while visitors still see the published one; Publish shows the change on its page, its
 * family page, site search and the product finder. On a server of the spec's own: the shared
 * server's other specs read Sivacon's name.
 */
import type { Browser } from '@playwright/test';
import { expect, signInOverApi, test } from './fixtures';
import { specOnOwnServer } from './own-server';

const server = specOnOwnServer('one-record');
const family = '/products/power-protection-and-distribution';
const page_ = `${family}/siemens-sivacon`;

/** What a visitor (no session) sees at `path`. */
async function visitorPage(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

test('an edit of Sivacon in the CMS: preview shows the draft, publish shows it everywhere', async ({
  page,
  browser,
}) => {
  const word = `Tropicalised${Date.now().toString(36)}`;
  const name = `Siemens Sivacon S8 ${word}`;
  await signInOverApi(page);
  const listed = await page.request.get(
    '/api/v1/catalogue/products?family=power-protection-and-distribution',
  );
  const sivacon = (
    (await listed.json()) as { products: { id: string; slug: string }[] }
  ).products.find((p) => p.slug === 'siemens-sivacon');
  expect(sivacon).toBeDefined();

  // One form for the product: its common fields and its layout's own (the key features box).
  const editUrl = `/cms/products?tab=power-protection-and-distribution&productEdit=${sivacon!.id}`;
  await page.goto(editUrl);
  const form = page.getByRole('region', { name: 'Edit “Siemens Sivacon S8”' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  const details = form.getByRole('group', { name: 'Layout details' });
  const features = details.getByRole('textbox', { name: 'Key features' });
  await expect(features).toContainText('Motor control centres up to 3,600A');
  await features.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(` Built ${word}.`);
  await form.getByRole('button', { name: /^Save draft/ }).click();
  // Saved, the form closes onto the list, where the product says it has a draft.
  await expect(
    page
      .getByRole('region', { name: 'Products in Power Protection & Distribution' })
      .getByRole('listitem')
      .filter({ hasText: 'Siemens Sivacon S8' })
      .getByText('Draft: unpublished changes'),
  ).toBeVisible();

  // Preview: the real page, with the draft.
  await page.goto(editUrl);
  const draft = page.getByRole('region', { name: `Edit “${name}”` });
  const preview = draft.getByRole('link', { name: /^Preview/ });
  await expect(preview).toHaveAttribute('href', `${page_}?preview=true`);
  await page.goto(`${page_}?preview=true`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('main')).toContainText(`Built ${word}.`);
  // Visitors still see what was published.
  const before = await visitorPage(browser, page_);
  await expect(before.page.getByRole('heading', { level: 1 })).toHaveText('Siemens Sivacon S8');
  await before.close();

  // Publish.
  await page.goto(editUrl);
  const again = page.getByRole('region', { name: `Edit “${name}”` });
  await again.getByRole('button', { name: /^Publish/ }).click();
  // Published, the form closes onto the list, where the product has no draft left.
  const item = page
    .getByRole('region', { name: 'Products in Power Protection & Distribution' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item).not.toContainText('Draft: unpublished changes');

  const product = await visitorPage(browser, page_);
  await expect(product.page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(product.page.getByRole('main')).toContainText(`Built ${word}.`);
  // Its tab among its group's products is named anew too.
  await expect(
    product.page
      .getByRole('navigation', { name: 'Low voltage panels and switchgear' })
      .getByRole('link', { name }),
  ).toHaveAttribute('aria-current', 'page');
  await product.close();

  const landing = await visitorPage(browser, family);
  await expect(
    landing.page
      .getByRole('region', { name: 'Low voltage panels and switchgear' })
      .getByRole('link', { name }),
  ).toHaveAttribute('href', page_);
  await landing.close();

  const search = await visitorPage(browser, `/search?q=${word}`);
  await expect(search.page.getByRole('link', { name })).toHaveAttribute('href', page_);
  await search.close();

  const finder = await visitorPage(browser, `/products?q=${word}`);
  await expect(finder.page.getByRole('link', { name }).first()).toHaveAttribute('href', page_);
  await finder.close();
});
