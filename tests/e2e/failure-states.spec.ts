/**
 * A read that fails must show a short message where its content would be, never a blank or
 * broken page. Proven for real: the server runs on its own PostgreSQL database, and a table is
 * renamed underneath it so the read fails as it would in an outage.
 */
import pg from 'pg';
import { expect, test } from './fixtures';
import { ownServer } from './own-server';

const baseDbUrl = process.env.TEST_DATABASE_URL;

test.skip(!baseDbUrl, 'needs TEST_DATABASE_URL (PostgreSQL)');
test.describe.configure({ mode: 'serial' });

const dbName = `e2e_failures_${Date.now()}`;
const dbUrl = () => {
  const url = new URL(baseDbUrl!);
  url.pathname = `/${dbName}`;
  return url.toString();
};
const server = ownServer('failures', baseDbUrl ? { DATABASE_URL: dbUrl() } : {});
const origin = server.origin;

async function admin<T>(fn: (c: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const url = new URL(baseDbUrl!);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await admin((c) => c.query(`CREATE DATABASE ${dbName}`));
  await server.start();
  // Break two collections the way an outage would: their reads now fail.
  await admin(async (c) => {
    await c.query('ALTER TABLE case_studies RENAME TO case_studies_offline');
    await c.query('ALTER TABLE blog_posts RENAME TO blog_posts_offline');
  }, dbName);
});

test.afterAll(async () => {
  // Stopped and gone (it waits for the process to exit) before its database is dropped.
  await server.stop();
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
});

test('the case-study list says it could not load, and the rest of the page works', async ({
  page,
}) => {
  const response = await page.goto(`${origin}/case-studies`);
  expect(response?.status()).toBe(200);
  // Not kept by the response cache (no ETag): the next visitor gets a fresh try.
  expect(response?.headers().etag).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Case studies');
  await expect(page.getByText('We couldn’t load the case studies just now.')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('news says it could not load, on its page and on the home page', async ({ page }) => {
  const news = await page.goto(`${origin}/news-and-insights`);
  expect(news?.headers().etag).toBeUndefined();
  await expect(page.getByText('We couldn’t load the news and insights just now.')).toBeVisible();
  const home = await page.goto(`${origin}/`);
  expect(home?.headers().etag).toBeUndefined();
  await expect(page.getByText('We couldn’t load the latest news just now.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Thinking. Further.');
});
