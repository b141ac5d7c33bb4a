import type { Page } from '@playwright/test';

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company?: string;
  request: string;
}

/** Fills the contact form of the open /contacts page, by its labels, as a visitor types it. */
export async function fillContactForm(page: Page, message: ContactMessage) {
  await page.getByLabel('Firstname').fill(message.firstName);
  await page.getByLabel('Lastname').fill(message.lastName);
  await page.getByLabel('Email').fill(message.email);
  await page.getByLabel('Phone Number').fill(message.phone);
  if (message.company) await page.getByLabel('Company').fill(message.company);
  await page.getByRole('textbox', { name: 'Request', exact: true }).fill(message.request);
}
