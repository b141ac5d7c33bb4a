import type { Page } from '@playwright/test';
import { fillContactForm } from './contact-form';
import { answered, expect, test } from './fixtures';
import { subscribeOnTheHomePage } from './newsletter-strip';

const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@buyer.example`;

test.describe('the contact form', () => {
  test('says what is missing beside each field and keeps what was typed', async ({ page }) => {
    await page.goto('/contacts');
    await page.getByLabel('Firstname').fill('Chidi');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Enter your last name')).toBeVisible();
    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(page.getByLabel('Lastname')).toBeFocused();
    await expect(page.getByLabel('Firstname')).toHaveValue('Chidi');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('sends a quote request and thanks the visitor', async ({ page }) => {
    await page.goto('/contacts?type=quote');
    await fillContactForm(page, {
      firstName: 'Chidi',
      lastName: 'Eze',
      email: uniqueEmail('chidi'),
      phone: '0803 555 0101',
      company: 'Eze Builders',
      request: 'Cable trays for a 3-storey office block in Abuja.',
    });
    await page.getByRole('button', { name: 'Send' }).click();
    // The reference the acknowledgement e-mail gives, to quote when calling.
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
      /Your reference is ENQ-[0-9A-F]{8}\./,
    );
    await expect(page.getByLabel('Firstname')).toHaveValue('');
  });

  test('a Request a quote link preselects its product', async ({ page }) => {
    await page.goto('/products/power-protection-and-distribution/tranos-elite-range');
    await page.getByRole('link', { name: 'Request a quote' }).first().click();
    await expect(page).toHaveURL(/\/contacts\?type=quote&product=tranos-elite-range/);
    // The radio, by role: until the contact page has replaced the product page, a label search
    // would also find the product page's "Request a quote for …" section, and fail at once.
    await expect(page.getByRole('radio', { name: 'Request a quote' })).toBeChecked();
    await expect(page.getByLabel('Product Line')).toHaveValue(/Tranos Elite/i);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form still validates on the server and sends', async ({ page }) => {
    await page.goto('/contacts');
    await page.getByLabel('Firstname').fill('Ngozi');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Enter your last name')).toBeVisible();
    await expect(page.getByLabel('Firstname')).toHaveValue('Ngozi');
    await fillContactForm(page, {
      firstName: 'Ngozi',
      lastName: 'Obi',
      email: uniqueEmail('ngozi'),
      phone: '+234 803 555 0102',
      request: 'Please call me about enclosures.',
    });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Thank you: we have your message')).toBeVisible();
  });

  test('the newsletter strip posts to a page that answers', async ({ page }) => {
    await subscribeOnTheHomePage(page, uniqueEmail('nojs'));
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByText('Please check your inbox')).toBeVisible();
  });
});

test('the newsletter strip signs up in place, and twice reads the same', async ({ page }) => {
  const email = uniqueEmail('reader');
  await page.goto('/');
  const subscribe = page.getByRole('button', { name: 'Subscribe' });
  for (let i = 0; i < 2; i++) {
    await page.getByPlaceholder('Your e-mail address').fill(email);
    // The second answer reads like the first: wait for it, and for the strip to show it.
    await answered(page, 'POST', '/newsletter', () => subscribe.click());
    await expect(subscribe).toBeEnabled();
    await expect(page.locator('#newsletter-status')).toHaveText(
      'Thank you. Please check your inbox: open the link in our e-mail to confirm your subscription.',
    );
  }
  await page.getByPlaceholder('Your e-mail address').fill('nope');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('#newsletter-status')).toHaveText('Enter a valid e-mail address');
});

test('an unknown unsubscribe link says so plainly', async ({ page }) => {
  await page.goto('/newsletter/unsubscribe?token=not-a-real-token-at-all');
  await expect(page.getByRole('status')).toContainText('already been used, or is not valid');
});

async function fillApplication(page: Page, cv: Buffer) {
  await page.goto('/careers');
  await page.getByLabel('Name').fill('Tunde Bello');
  await page.getByLabel('Age').fill('29');
  await page.getByLabel('Years of Experience').fill('6');
  await page.getByLabel('Email').fill(uniqueEmail('tunde'));
  await page.getByLabel('Phone Number').fill('08031234567');
  await page.getByLabel('Designation').fill('Electrical Technician');
  await page
    .getByLabel('CV')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: cv });
  await page.getByRole('button', { name: 'Send' }).click();
}

test('a job application with a CV is received', async ({ page }) => {
  await fillApplication(page, Buffer.from('%PDF-1.4\n%%EOF\n'));
  await expect(page.getByText('Thank you for your application.')).toBeVisible();
});

test('a CV that is not a PDF or Word file is refused beside the field', async ({ page }) => {
  await fillApplication(page, Buffer.from('this is not a pdf'));
  await expect(page.getByText('Attach your CV as a PDF or Word (.docx) file')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Tunde Bello');
});
