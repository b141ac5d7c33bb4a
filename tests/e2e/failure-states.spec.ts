/**
 * A read that fails must show a short message where its content would be, never a blank or
 * broken page. Proven for real: the server runs on its own PostgreSQL database, and a table is
 * renamed underneath it so the read fails as it would in an outage.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { expect, test } from './fixtures';

const baseDbUrl = process.env.TEST_DATABASE_URL;
const port = 3295;
const origin = `http://127.0.0.1:${port}`;
const main = `${process.env.BUILD_DIR ?? 'build'}/service/main.js`;

test.skip(!baseDbUrl, 'needs TEST_DATABASE_URL (PostgreSQL)');
test.describe.configure({ mode: 'serial' });

let dbName = '';
let server: ReturnType<typeof spawn> | undefined;

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
  dbName = `e2e_failures_${Date.now()}`;
  await admin((c) => c.query(`CREATE DATABASE ${dbName}`));
  const url = new URL(baseDbUrl!);
  url.pathname = `/${dbName}`;
  server = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      DATA_DIR: `.tmp/failures-${port}`,
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${origin}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  // Break two collections the way an outage would: their reads now fail.
  await admin(async (c) => {
    await c.query('ALTER TABLE case_studies RENAME TO case_studies_offline');
    await c.query('ALTER TABLE blog_posts RENAME TO blog_posts_offline');
  }, dbName);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
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
