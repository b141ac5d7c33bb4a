/**
 * The privacy notice as a visitor without JavaScript finds it (issue 32): from the footer of any
 * page, and from the sentence beside a form's send button.
 */
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

test('the footer leads to the privacy notice, which names who to write to', async ({ page }) => {
  await page.goto('/services');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  await expect(page.getByRole('link', { name: 'dpo@tranos.example' })).toHaveAttribute(
    'href',
    'mailto:dpo@tranos.example',
  );
  await expect(page.getByRole('heading', { name: 'Your rights', exact: true })).toBeVisible();
});

test('the sentence beside a form’s send button links to the notice', async ({ page }) => {
  await page.goto('/careers');
  const form = page.locator('form[method="post"]');
  await expect(form.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(form.getByText('We use these details only for this request')).toBeVisible();
  await form.getByRole('link', { name: 'privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
});
