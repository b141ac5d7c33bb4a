import type { Page } from '@playwright/test';

/** Signs `email` up on the home page's newsletter strip, as a visitor types it. */
export async function subscribeOnTheHomePage(page: Page, email: string) {
  await page.goto('/');
  await page.getByPlaceholder('Your e-mail address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
}
