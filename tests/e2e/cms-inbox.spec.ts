/**
 * A visitor's enquiry reaches the staff: the contact form in the browser, then the CMS inbox,
 * where it is opened, moved on and deleted.
 */
import { fillContactForm } from './contact-form';
import { answered, expect, ownAccount, test } from './fixtures';
import { subscribeOnTheHomePage } from './newsletter-strip';

test('a quote request sent from /contacts is in the CMS inbox, and can be worked through', async ({
  page,
}) => {
  const email = `inbox.${Date.now()}@buyer.example`;
  await page.goto('/contacts?type=quote&product=tranos-elite-range');
  await fillContactForm(page, {
    firstName: 'Halima',
    lastName: 'Musa',
    email,
    phone: '0809 555 0123',
    request: 'Three distribution boards for a school in Kano. <b>not bold</b>',
  });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();

  await page.goto('/cms/enquiries');
  await page.getByLabel('Username').fill(ownAccount().username);
  await page.getByLabel('Password').fill(ownAccount().password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/cms\/enquiries$/);
  await expect(
    page.getByRole('navigation', { name: 'CMS' }).getByRole('link', { name: /Enquiries/ }),
  ).toContainText('new');
  await expect(page.getByText('E-mail is off')).toBeVisible();

  // Search by what was written, in any case: this enquiry, and only enquiries that match.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('SCHOOL IN KANO');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/q=SCHOOL/);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: email })).toHaveCount(1);
  for (const text of await rows.allTextContents())
    expect(text).toMatch(/Received|Halima Musa|Kano/);
  // By e-mail address.
  await search.fill(email);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/q=inbox\./);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  // Jump by date: received today (in Lagos), so not on or before yesterday.
  const day = (offset: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
      new Date(Date.now() + offset * 86_400_000),
    );
  const before = page.getByLabel('Received on or before');
  await before.fill(day(-1));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`before=${day(-1)}`));
  await expect(page.getByText('No enquiries match these filters.')).toBeVisible();
  await page.getByLabel('Received on or before').fill(day(0));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('link', { name: 'Halima Musa' })).toHaveCount(1);
  // The export follows the same filters.
  const filtered = await page.request.get(
    `/api/v1/enquiries.csv?q=${encodeURIComponent(email)}&before=${day(0)}`,
  );
  expect(filtered.headers()['cache-control']).toBe('private, no-store');
  expect((await filtered.text()).trim().split('\r\n')).toHaveLength(2);
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/cms\/enquiries$/);

  await page.getByRole('link', { name: 'Halima Musa' }).first().click();
  const detail = page.getByRole('region', { name: /Quote request from Halima Musa/ });
  await expect(detail).toContainText('Three distribution boards for a school in Kano.');
  // What a visitor typed is shown as text, never as HTML.
  await expect(detail).toContainText('<b>not bold</b>');
  await expect(detail).toContainText('Tranos Elite Range');

  await detail.getByLabel('Status').selectOption('in progress');
  const saved = await answered(page, 'PATCH', '/api/v1/enquiries/', () =>
    detail.getByRole('button', { name: 'Save' }).click(),
  );
  expect(saved.status()).toBe(200);
  await expect(page.getByText('Saved: “In progress”.')).toBeVisible();

  await page.locator('select[name="status"]').selectOption('in progress');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/status=in(\+|%20)progress/);
  await expect(page.getByRole('link', { name: 'Halima Musa' }).first()).toBeVisible();

  const csv = await page.request.get('/api/v1/enquiries.csv?status=in%20progress');
  expect(await csv.text()).toContain(email);

  await page.getByRole('link', { name: 'Halima Musa' }).first().click();
  const opened = page.getByRole('region', { name: /Quote request from Halima Musa/ });
  await opened.getByRole('button', { name: 'Delete' }).click();
  const deleted = await answered(page, 'DELETE', '/api/v1/enquiries/', () =>
    page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click(),
  );
  expect(deleted.ok()).toBe(true);
  await expect(page.getByText(/deleted\./)).toBeVisible();
  await expect(opened).toHaveCount(0);
  const gone = await page.request.get(`/api/v1/enquiries.csv?q=${encodeURIComponent(email)}`);
  expect((await gone.text()).trim().split('\r\n')).toHaveLength(1);
});

test('a newsletter sign-up waits for confirmation apart from the subscribers, and can be removed', async ({
  page,
}) => {
  const email = `sub.${Date.now()}@reader.example`;
  await subscribeOnTheHomePage(page, email);
  await expect(page.locator('#newsletter-status')).toHaveText(/check your inbox/);

  await page.goto('/cms/subscribers');
  await page.getByLabel('Username').fill(ownAccount().username);
  await page.getByLabel('Password').fill(ownAccount().password);
  await page.getByRole('button', { name: 'Submit' }).click();
  const row = page.getByRole('listitem').filter({ hasText: email });
  // Not a subscriber until its owner confirms (this server sends no e-mail).
  const show = page.getByRole('navigation', { name: 'Show' });
  await expect(show.getByRole('link', { name: 'Subscribers' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(row).toHaveCount(0);
  await show.getByRole('link', { name: /^Waiting for confirmation \(\d+\)$/ }).click();
  await expect(row).toContainText('waiting for confirmation since');
  await page.getByRole('button', { name: `Remove ${email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});
