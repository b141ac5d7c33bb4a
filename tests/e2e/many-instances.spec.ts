/**
 * Two real app processes on one PostgreSQL database with media in an S3 bucket (issue 17): a
 * write through one is served by the other on its next request, sessions and rate limits are
 * shared, files stored through one are served by the other, and timed jobs run once per period.
 * Needs TEST_DATABASE_URL (CI sets it); each run makes a database and a bucket of its own.
 */
import pg from 'pg';
import sharp from 'sharp';
import { expect, test, SUPER_ADMIN } from './fixtures';
import { ownServer } from './own-server';
import { freshPostgres } from '../helpers/postgres';
import { startS3Server, type S3TestServer } from '../helpers/s3-server';
import { startSmtp } from '../helpers/smtp';

const baseUrl = process.env.TEST_DATABASE_URL;
test.skip(!baseUrl, 'needs PostgreSQL: set TEST_DATABASE_URL');
test.describe.configure({ mode: 'serial' });

let database: { url: string; drop(): Promise<void> };
let bucket: S3TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let a: ReturnType<typeof ownServer>;
let b: ReturnType<typeof ownServer>;
let startedAt = 0;
const METRICS_TOKEN = 'many-instances-metrics-token-0123456789abcdef';

const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
};

test.beforeAll(async () => {
  test.setTimeout(240_000);
  database = await freshPostgres(baseUrl as string);
  bucket = await startS3Server({ bucket: 'many-instances' });
  // The first message (the first notification) is refused, to be retried by a timed job.
  smtp = await startSmtp({ failFirst: 1 });
  const env = {
    DATABASE_URL: database.url,
    MEDIA_STORE: 's3',
    S3_BUCKET: bucket.bucket,
    S3_ENDPOINT: bucket.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    SECRET_KEY: 'many-instances-test-key-of-at-least-32-characters',
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: 'sales@company.example',
    METRICS_TOKEN: METRICS_TOKEN,
  };
  a = ownServer('instance-a', env);
  b = ownServer('instance-b', env);
  startedAt = Date.now();
  // Both at once on an empty database: one migrates and seeds, the other waits its turn.
  await Promise.all([a.start(), b.start()]);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await smtp?.close();
  await bucket?.close();
  await database?.drop();
});

async function signIn(origin: string): Promise<Record<string, string>> {
  const res = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SUPER_ADMIN),
  });
  expect(res.status).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Polls every 50 ms for at most a second: "on its next request", with room for the NOTIFY. */
const withinOneSecond = { timeout: 1_000, intervals: [50] };

test('both started together on one empty database: migrated and seeded once', async () => {
  const [users] = await query<{ n: number }>('select count(*)::int as n from users');
  expect(users?.n).toBe(1);
  const [sections] = await query<{ n: number; keys: number }>(
    'select count(*)::int as n, count(distinct key)::int as keys from sections',
  );
  expect(sections?.n).toBeGreaterThan(10);
  expect(sections?.n).toBe(sections?.keys);
});

test('a write through one instance is served by the other on its next request', async () => {
  const headers = await signIn(a.origin);
  const sections = (await (await fetch(`${b.origin}/api/v1/sections`)).json()) as {
    sections: { key: string; path: string }[];
  };
  const path = sections.sections.find((s) => s.key === 'about/values')?.path ?? '';
  // B has both in its response cache before the write.
  for (let i = 0; i < 2; i++) {
    expect((await fetch(`${b.origin}/who-we-are`)).status).toBe(200);
    expect((await fetch(`${b.origin}${path}`)).status).toBe(200);
  }
  const marker = `Written through instance A at ${Date.now()}.`;
  const saved = await fetch(`${a.origin}${path}`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ continuous: marker }),
  });
  expect(saved.status).toBe(200);
  await expect
    .poll(async () => (await fetch(`${b.origin}/who-we-are`)).text(), withinOneSecond)
    .toContain(marker);
  const read = (await (await fetch(`${b.origin}${path}`)).json()) as {
    values: { continuous: string };
  };
  expect(read.values.continuous).toBe(marker);
});

test('a session from one instance is valid on the other; signing out on one ends it on both', async () => {
  const headers = await signIn(a.origin);
  const me = await fetch(`${b.origin}/api/v1/auth/me`, { headers });
  expect(me.status).toBe(200);
  expect(((await me.json()) as { user: { username: string } }).user.username).toBe(
    SUPER_ADMIN.username,
  );
  const out = await fetch(`${b.origin}/api/v1/auth/logout`, { method: 'POST', headers });
  expect(out.ok).toBe(true);
  expect((await fetch(`${a.origin}/api/v1/auth/me`, { headers })).status).toBe(401);
});

test('a file uploaded through one is served by the other, and its new alt text shows there', async () => {
  const headers = await signIn(a.origin);
  const bytes = await sharp({
    create: { width: 800, height: 450, channels: 3, background: '#2a6f97' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'substation.jpg');
  form.set('alt', 'A 33 kV outdoor substation at dusk');
  const uploaded = await fetch(`${a.origin}/api/v1/media`, { method: 'POST', headers, body: form });
  expect(uploaded.status).toBe(201);
  const { media } = (await uploaded.json()) as { media: { url: string } };
  const served = await fetch(`${b.origin}${media.url}`);
  expect(served.status).toBe(200);
  const original = await fetch(`${a.origin}${media.url}`);
  expect(Buffer.from(await served.arrayBuffer())).toEqual(
    Buffer.from(await original.arrayBuffer()),
  );
  expect(await bucket.objectNames()).toContain(media.url.replace('/media/', ''));

  // A portrait the leadership page shows: B learns its description, then A changes it.
  type Listed = { id: string; url: string; usedBy: { target: string }[] };
  const before = await (await fetch(`${b.origin}/leadership`)).text();
  let portrait: Listed | undefined;
  for (let cursor = ''; !portrait; ) {
    const page = (await (
      await fetch(`${a.origin}/api/v1/media?type=image&limit=100${cursor}`, { headers })
    ).json()) as { media: Listed[]; nextCursor?: string };
    portrait = page.media.find(
      (item) =>
        item.usedBy.some((u) => u.target === 'leadership') && before.includes(`src="${item.url}"`),
    );
    if (!page.nextCursor) break;
    cursor = `&cursor=${encodeURIComponent(page.nextCursor)}`;
  }
  expect(portrait, 'a seeded portrait on the leadership page').toBeTruthy();
  const alt = `Our managing director at the Lagos works (${Date.now()})`;
  const described = await fetch(`${a.origin}/api/v1/media/${portrait?.id}`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ alt, decorative: false }),
  });
  expect(described.status).toBe(200);
  await expect
    .poll(async () => (await fetch(`${b.origin}/leadership`)).text(), withinOneSecond)
    .toContain(`alt="${alt}"`);
});

test('a CV sent through one downloads from the other; its failed notification is sent once', async () => {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    type: 'career',
    name: 'Tunde Bello',
    age: '29',
    email: 'tunde@applicant.example',
    phone: '0803 123 4567',
    yearsOfExperience: '6',
    designation: 'Electrical Technician',
  }))
    form.set(name, value);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  form.set('cv', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'tunde-cv.pdf');
  const sent = await fetch(`${a.origin}/careers`, {
    method: 'POST',
    body: form,
    headers: { origin: a.origin },
  });
  expect(sent.status).toBe(200);
  expect(await sent.text()).toContain('Your reference is');

  const headers = await signIn(b.origin);
  const inbox = (await (
    await fetch(`${b.origin}/api/v1/enquiries?type=career`, { headers })
  ).json()) as { enquiries: { _id: string }[] };
  const id = inbox.enquiries[0]?._id;
  const cv = await fetch(`${b.origin}/api/v1/enquiries/${id}/cv`, { headers });
  expect(cv.status).toBe(200);
  expect(Buffer.from(await cv.arrayBuffer())).toEqual(pdf);

  // The first attempt was refused; a timed job on one of the two instances retries it (its
  // period is 30 s, the back-off 30 s), and only one.
  test.setTimeout(150_000);
  const application = (m: { subject: string }) => m.subject.startsWith('Job application');
  await smtp.waitForMail(application, 100_000);
  // Once it is stored as sent, with nothing left to retry, and no retry run is under way (the
  // job's lease is released after its sends are done), no timer will send it again: the inbox
  // then holds every notification of it there will be.
  await expect
    .poll(async () => {
      const [row] = await query(
        `select e.email_status, e.email_attempts, e.next_email_at, j.lease_until
           from enquiries e, scheduled_jobs j where e.id = $1 and j.name = 'mail-retries'`,
        [id],
      );
      return row;
    })
    .toEqual({ email_status: 'sent', email_attempts: 2, next_email_at: null, lease_until: null });
  expect(smtp.inbox.filter(application)).toHaveLength(1);
});

test('rate limits are shared: the limit counts posts to both instances', async () => {
  const contact = (n: number) =>
    JSON.stringify({
      type: 'contact',
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: `ngozi${n}@buyer.example`,
      phone: '0803 765 4321',
      request: 'Please send prices for 20 lighting distribution boards.',
    });
  // The application above was this client's first of five enquiries in ten minutes.
  const statuses: number[] = [];
  for (let n = 0; n < 6; n++) {
    const origin = n % 2 === 0 ? b.origin : a.origin;
    const res = await fetch(`${origin}/api/v1/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: contact(n),
    });
    statuses.push(res.status);
  }
  expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
});

test('each timed job ran once per period, not once per instance', async () => {
  const elapsed = Date.now() - startedAt;
  const jobs = await query<{ name: string; runs: number }>(
    'select name, runs from scheduled_jobs order by name',
  );
  const runs = Object.fromEntries(jobs.map((j) => [j.name, j.runs]));
  // Due at start, then every 30 s: two instances ticking every 5 s would have run it far more.
  expect(runs['mail-retries']).toBeGreaterThanOrEqual(2);
  expect(runs['mail-retries']).toBeLessThanOrEqual(Math.floor(elapsed / 30_000) + 1);
  for (const name of ['rate-limit-sweep', 'basket-sweep', 'media-sweep'])
    expect(runs[name]).toBe(1);
});

test('each instance reports its own metrics to a scraper with the token', async () => {
  expect((await fetch(`${a.origin}/metrics`)).status).toBe(401);
  for (const origin of [a.origin, b.origin]) {
    expect((await fetch(`${origin}/leadership/adewale-okunnu`)).status).toBe(200);
    const res = await fetch(`${origin}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^http_requests_total\{.*route="\/leadership\/:slug".*\} \d+/m);
    expect(text).toMatch(/^db_pool_max_connections \d+/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  }
});
