/**
 * Settings → Personal data → Find a person's data (issue 32): the super admin looks up an
 * address typed in another case, downloads everything as a ZIP (data.json holds the enquiries),
 * erases it all after confirming, and finds nothing afterwards, also after a reload. The screen
 * passes axe and fits a 360 px phone; an admin gets the polite refusal. On a server of its own,
 * so the data is only what this spec sent.
 */
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { answered, expect, hydrated, signedInApi, test } from './fixtures';
import { specOnOwnServer } from './own-server';
import { seriousAxeViolations } from './page-checks';

const server = specOnOwnServer('personal-data-requests');

const SCREEN = '/cms/settings/personal-data/requests';
const ADDRESS = 'e2e.person@example.com';
const ADMIN = { username: 'privacy-admin', password: 'privacy-admin-password' };

test.beforeAll(async ({ playwright }) => {
  const { api, headers } = await signedInApi(playwright, server.origin);
  expect((await api.post('/api/v1/auth/register', { headers, data: ADMIN })).status()).toBe(200);
  for (const request of ['About a panel', 'About a second panel']) {
    const sent = await api.post('/api/v1/enquiries', {
      data: {
        type: 'contact',
        firstName: 'Eze',
        lastName: 'Person',
        email: 'E2E.Person@Example.com',
        phone: '0803 123 4567',
        request,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  await api.dispose();
});

test('the super admin finds an address, downloads it, erases it after confirming, and finds nothing', async ({
  signedInPage,
}) => {
  const page = await signedInPage();
  await page.goto(SCREEN);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Personal data: find a person’s data' }),
  ).toBeVisible();
  await hydrated(page);
  await page.getByLabel('E-mail address').fill(' E2E.Person@EXAMPLE.com');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(/\?email=/);
  await expect(page.getByRole('heading', { name: `Held about ${ADDRESS}` })).toBeVisible();
  const enquiries = page.getByRole('region', { name: 'Enquiries' }).getByRole('listitem');
  await expect(enquiries).toHaveCount(2);
  await expect(enquiries.first()).toContainText('About a panel');
  expect(await seriousAxeViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download everything (ZIP)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
  const data = JSON.parse(Buffer.from(zip['data.json'] ?? []).toString('utf8')) as {
    email: string;
    enquiries: { fields: { request: string } }[];
  };
  expect(data.email).toBe(ADDRESS);
  expect(data.enquiries.map((e) => e.fields.request)).toEqual([
    'About a panel',
    'About a second panel',
  ]);

  await page.getByRole('button', { name: `Erase everything held about ${ADDRESS}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase everything held about this person?' });
  await expect(dialog).toBeVisible();
  const erased = await answered(page, 'DELETE', '/api/v1/personal-data', () =>
    dialog.getByRole('button', { name: 'Erase everything' }).click(),
  );
  expect(erased.status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Erased 2 enquiries' })).toBeVisible();
  await expect(page.getByText('Nothing is held about this address.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Nothing is held about this address.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Enquiries' })).toHaveCount(0);
});

test('on a phone the screen fits, and an admin is politely refused', async ({ signedInPage }) => {
  const page = await signedInPage();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${SCREEN}?email=nobody%40example.com`);
  await expect(page.getByText('Nothing is held about this address.')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  const theirs = await signedInPage({ who: ADMIN });
  await theirs.goto(`${SCREEN}?email=${encodeURIComponent(ADDRESS)}`);
  await expect(theirs.getByText('Only super admin is allowed to this route.')).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Find' })).toHaveCount(0);
});
