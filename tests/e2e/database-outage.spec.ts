/**
 * An editor saving while the database is away (docs/architecture.md, Parts fail): the CMS says
 * why nothing was saved and keeps the form as it was; once the database is back the same save
 * goes through. The server runs on a PostgreSQL cluster of this spec's own, stopped and started
 * here; a visitor meanwhile gets the cached home page and a page to wait out for the rest.
 */
import { answered, expect, expectFormSaved, hydrated, signedInContext, test } from './fixtures';
import { ownPostgres, type OwnPostgres } from '../helpers/own-postgres';
import { ownServer } from './own-server';

test.describe.configure({ mode: 'serial' });

let pg: OwnPostgres | undefined;
let server: ReturnType<typeof ownServer> | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  pg = await ownPostgres();
  server = ownServer('outage', { DATABASE_URL: pg.url });
  await server.start();
});
test.afterAll(async () => {
  await server?.stop();
  await pg?.destroy();
});

test('a save during an outage is refused with a reason, the form kept, and goes through after', async ({
  browser,
  playwright,
}) => {
  const origin = server!.origin;
  const visit = (path: string) => fetch(`${origin}${path}`);
  expect((await visit('/')).status).toBe(200);

  const context = await signedInContext(browser, playwright, origin);
  const page = await context.newPage();
  await page.goto('/cms');
  await hydrated(page);
  const form = page.getByRole('region', { name: 'Why choose us' });
  const text = form.getByLabel('Why choose us text');
  const words = 'Switchboards built and tested in our Lagos works before they leave.';
  await text.fill(words);
  const publish = form.getByRole('button', { name: /^Publish/ });

  await pg!.stop();
  const refused = await answered(page, 'PATCH', '/api/v1/', () => publish.click());
  expect(refused.status()).toBe(503);
  await expect(
    page.getByRole('alert').filter({ hasText: 'cannot reach its database just now' }),
  ).toBeVisible();
  await expect(text).toHaveValue(words);
  await expect(form.getByText('Unsaved changes')).toBeVisible();

  // A visitor meanwhile: the page already made, and a page to wait out for one that was not.
  expect((await visit('/')).status).toBe(200);
  const uncached = await visit('/case-studies');
  expect(uncached.status).toBe(503);
  expect(uncached.headers.get('retry-after')).toBe('15');
  expect(await uncached.text()).toContain('This page cannot be shown just now');

  await pg!.start();
  await expect.poll(async () => (await visit('/readyz')).status, { timeout: 10_000 }).toBe(200);
  const saved = await answered(page, 'PATCH', '/api/v1/', () => publish.click());
  expect(saved.status()).toBe(200);
  await expectFormSaved(form);
  await context.close();
  const home = await (await visit('/')).text();
  expect(home).toContain(words);
});
