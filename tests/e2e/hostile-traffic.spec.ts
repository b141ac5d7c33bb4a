/**
 * Hostile traffic against the real built server, started here as a process of its own so its
 * memory can be read from /proc and its rate limits are not shared with the other tests. It
 * runs as if behind a proxy on loopback (TRUST_PROXY=127.0.0.1), so each request can be sent
 * as a client of its own with X-Forwarded-For.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { portOf } from './ports';
import { hydrated } from './fixtures';

const main = `${process.env.BUILD_DIR ?? 'build'}/service/main.js`;
const port = portOf('hostile-traffic');
const origin = `http://127.0.0.1:${port}`;
const PASSWORD = 'hostile-traffic-admin-password';
const MB = 1024 * 1024;

test.describe.configure({ mode: 'serial' });

let server: ReturnType<typeof spawn>;
let exited: Promise<unknown>;
let dir: string;
let output = '';
let clients = 0;
/** A client address of its own, as the proxy in front would name it. */
const client = () => `198.18.${Math.floor(++clients / 250)}.${clients % 250}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(join(tmpdir(), 'site-hostile-'));
  server = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      LOG_LEVEL: 'warn',
      SUPER_ADMIN_PASSWORD: PASSWORD,
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  exited = new Promise((resolve) => server.on('exit', resolve));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 1000) throw new Error(`server did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

test.afterAll(async () => {
  server.kill('SIGTERM');
  await exited;
  rmSync(dir, { recursive: true, force: true });
});

/** The server's resident memory in MB, as the kernel counts it. */
function rssMb(): number {
  const line = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1]) / 1024;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  reusedSocket: boolean;
}

/**
 * One raw request. The body goes out in chunks as fast as the server reads it (with a
 * Content-Length unless `chunked`), and sending stops once the server answers: a server that
 * refuses a body before reading it closes the connection, and writing on would only fail.
 */
function send(options: {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Bytes of filler after `body`, sent with Transfer-Encoding: chunked. */
  chunked?: number;
  /**
   * A Content-Length larger than `body`: the body is sent and the rest never is, as by a
   * client whose upload the server refuses before reading it.
   */
  declared?: number;
  agent?: http.Agent;
}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const body = Buffer.from(options.body ?? '');
    const method = options.method ?? 'POST';
    const headers: Record<string, string> = { 'x-forwarded-for': client(), ...options.headers };
    if (options.chunked) headers['transfer-encoding'] = 'chunked';
    else if (method !== 'GET') headers['content-length'] = String(options.declared ?? body.length);
    const req = http.request(`${origin}${options.path}`, {
      method,
      headers,
      agent: options.agent ?? false,
      timeout: 30_000,
    });
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: text,
          reusedSocket: req.reusedSocket,
        }),
      );
    });
    req.on('timeout', () => req.destroy(new Error(`no answer to ${options.path}`)));
    // Writing on after the server closed the connection fails; only the answer matters.
    req.on('error', (err) => {
      if (!answered) setTimeout(() => answered || reject(err), 200);
    });
    const filler = Buffer.alloc(64 * 1024, 'a');
    function* chunks() {
      for (let at = 0; at < body.length; at += filler.length)
        yield body.subarray(at, at + filler.length);
      for (let sent = 0; sent < (options.chunked ?? 0); sent += filler.length) yield filler;
    }
    const drained = () =>
      new Promise<void>((resolveDrain) => {
        const done = () => {
          req.off('drain', done);
          req.off('close', done);
          resolveDrain();
        };
        req.on('drain', done);
        req.on('close', done);
      });
    void (async () => {
      for (const chunk of chunks()) {
        if (answered || req.destroyed) return;
        if (!req.write(chunk)) await drained();
      }
      if (!answered && !req.destroyed && options.declared === undefined) req.end();
    })();
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const URLENCODED = { 'content-type': 'application/x-www-form-urlencoded' };

const contactFields = {
  type: 'contact',
  firstName: 'Chidi',
  lastName: 'Eze',
  email: 'chidi@buyer.example',
  phone: '0803 555 0101',
  request: 'Cable trays for an office block in Abuja.',
};
const careerFields = {
  type: 'career',
  name: 'Amaka Obi',
  age: '29',
  email: 'amaka@example.com',
  phone: '+234 803 123 4567',
  yearsOfExperience: '6',
  designation: 'Electrical technician',
};
const newsletterFields = { email: 'reader@example.com' };

async function storedCounts() {
  const login = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client() },
    body: JSON.stringify({ username: 'super_admin', password: PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const inbox = await (
    await fetch(`${origin}/api/v1/enquiries?pageSize=1`, { headers: auth })
  ).json();
  const subs = await (
    await fetch(`${origin}/api/v1/newsletter?pageSize=1`, { headers: auth })
  ).json();
  // Sign-ups waiting for their confirmation are stored too.
  return {
    enquiries: inbox.total as number,
    subscribers: (subs.total as number) + (subs.pendingCount as number),
  };
}

test('a chunked 30 MB body to /careers or /contacts is refused with 413, without the server growing', async () => {
  test.setTimeout(120_000);
  // Warm up: the first renders of these pages load code that stays.
  for (const path of ['/careers', '/contacts']) await send({ path, method: 'GET' });
  const before = rssMb();
  for (const [path, type] of [
    ['/careers', 'multipart/form-data; boundary=XYZ'],
    ['/contacts', 'application/x-www-form-urlencoded'],
  ] as const) {
    const res = await send({
      path,
      headers: { 'content-type': type },
      body: type.startsWith('multipart')
        ? '--XYZ\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-'
        : 'request=',
      chunked: 30 * MB,
    });
    expect(res.status, res.body).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(
      path === '/careers' ? /CV of at most 5 MB/ : /more than this form takes/,
    );
  }
  expect(rssMb() - before).toBeLessThan(50);
  // The server is still answering.
  expect((await send({ path: '/readyz', method: 'GET' })).status).toBe(200);
});

test('after a 413 the connection is closed, so the next request on a kept-alive agent is answered', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const warm = await send({ path: '/healthz', method: 'GET', agent });
    expect(warm.status).toBe(200);
    for (const [path, headers] of [
      ['/contacts', URLENCODED],
      ['/api/v1/enquiries', { 'content-type': 'application/json' }],
    ] as const) {
      // A declared oversize body is refused before any of it is read.
      const refused = await send({
        path,
        agent,
        headers,
        body: Buffer.alloc(16 * 1024, 'a'),
        declared: 10 * MB,
      });
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      const next = await send({ path: '/healthz', method: 'GET', agent });
      expect(next.status).toBe(200);
      // A new connection: the next request did not queue behind the unread body.
      expect(next.reusedSocket).toBe(false);
    }
  } finally {
    agent.destroy();
  }
});

test('malformed form posts to the pages get 400, 413 or 415, never a 500, and store nothing', async () => {
  test.setTimeout(120_000);
  const before = await storedCounts();
  type Case = [name: string, request: Parameters<typeof send>[0]];
  const corpus: Case[] = [];
  const pages = [
    ['/contacts', contactFields, 64 * 1024],
    ['/careers', careerFields, 6 * MB],
    ['/newsletter', newsletterFields, 4 * 1024],
  ] as const;
  for (const [page, fields, limit] of pages) {
    for (const path of [page, `${page}.data`]) {
      const add = (
        name: string,
        headers: Record<string, string>,
        body: string | Buffer,
        more: { chunked?: number; declared?: number } = {},
      ) => corpus.push([`${path}: ${name}`, { path, headers, body, ...more }]);
      add('JSON', { 'content-type': 'application/json' }, JSON.stringify(fields));
      add('text/plain', { 'content-type': 'text/plain' }, form(fields));
      add(
        'XML',
        { 'content-type': 'application/xml' },
        '<form><email>x@example.com</email></form>',
      );
      add('no content type', {}, form(fields));
      add(
        'broken multipart',
        { 'content-type': 'multipart/form-data; boundary=XYZ' },
        '--XYZ\r\nContent-Disp',
      );
      add('multipart without a boundary', { 'content-type': 'multipart/form-data' }, form(fields));
      add(
        'multipart of binary noise',
        { 'content-type': 'multipart/form-data; boundary=XYZ' },
        Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919) % 256)),
      );
      add('an empty form', URLENCODED, '');
      add('broken escapes', URLENCODED, 'email=%ZZ%&type=%E0%A4%A&=&&');
      add('a declared length over the limit', URLENCODED, form(fields), { declared: limit + 1 });
      add('a chunked field over the limit', URLENCODED, `${form(fields)}&email=`, {
        chunked: limit + 64 * 1024,
      });
      for (const key of Object.keys(fields)) {
        if (key === 'type') continue;
        add(`NUL in ${key}`, URLENCODED, form({ ...fields, [key]: `x\u0000y` }));
        add(`a huge ${key}`, URLENCODED, form({ ...fields, [key]: 'z'.repeat(5000) }));
      }
    }
  }
  const failures: string[] = [];
  for (const [name, request] of corpus) {
    const res = await send(request);
    if (![400, 413, 415].includes(res.status)) failures.push(`${name}: ${res.status}`);
  }
  expect(failures).toEqual([]);
  expect(await storedCounts()).toEqual(before);
  expect(output).not.toMatch(/request failed|Unhandled/);
});

test('1,500 other spellings of pages are redirected, not rendered: the cached pages stay and the server does not grow', async () => {
  test.setTimeout(120_000);
  const pages = ['/', '/news-and-insights', '/who-we-are', '/services'];
  const cached = new Map<string, unknown>();
  for (const path of pages) {
    await send({ path, method: 'GET' });
    cached.set(path, (await send({ path, method: 'GET' })).headers.etag);
  }
  const before = rssMb();
  const random = () => Math.random().toString(36).slice(2, 10);
  const spellings = [
    () => `//${random()}/`,
    () => `/\\${random()}/`,
    () => `/./${random()}/../`,
    () => `/${random()}/%2e%2e/who-we-are`,
    () => `/NeWs-AnD-InSiGhTs?${random()}=1`,
    () => `/Who-We-Are/?x=${random()}`,
  ];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  // The target exactly as written (a URL string would be resolved first: `/./x/../` is `/`).
  const raw = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path, agent, headers: { 'x-forwarded-for': client() } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end();
    });
  const statuses = new Set<number>();
  try {
    for (let i = 0; i < 1_500; i += 50) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, j) => raw(spellings[(i + j) % spellings.length]!())),
      );
      for (const status of answers) statuses.add(status);
    }
  } finally {
    agent.destroy();
  }
  expect([...statuses]).toEqual([301]);
  expect(rssMb() - before).toBeLessThan(40);
  // Each render has a CSP nonce of its own: the same ETag is the same copy, never pushed out.
  for (const path of pages) {
    expect((await send({ path, method: 'GET' })).headers.etag, path).toBe(cached.get(path));
  }
});

test('a form post with a NUL in a field gets the form back with a message beside the field', async ({
  browser,
}) => {
  const res = await send({
    path: '/contacts',
    headers: URLENCODED,
    body: form({ ...contactFields, firstName: 'Chi\u0000di' }),
  });
  expect(res.status).toBe(400);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.route('**/*', (route) => route.abort());
    await page.setContent(res.body);
    await expect(page.getByLabel('Firstname')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Firstname')).toHaveAccessibleDescription(
      /invisible control character \(NUL\)/,
    );
    await expect(page.getByLabel('Lastname')).toHaveValue('Eze');
  } finally {
    await context.close();
  }
});

test('a client over its limit gets a readable page with Retry-After, before its body is read', async () => {
  const me = client();
  const signUp = (email: string) =>
    send({
      path: '/newsletter',
      headers: { ...URLENCODED, 'x-forwarded-for': me },
      body: form({ email }),
    });
  for (let i = 0; i < 5; i++) expect((await signUp(`reader${i}@example.com`)).status).toBe(200);
  const refused = await signUp('one-more@example.com');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused.headers['content-type']).toMatch(/^text\/html/);
  expect(refused.body).toMatch(/Please try again in \d+ minutes?/);
  expect(refused.body).toContain('<a href="/">Back to the home page</a>');
});

test('with JavaScript, a sign-up over the limit says so on the page', async ({ browser }) => {
  const me = client();
  for (let i = 0; i < 5; i++) {
    const res = await send({
      path: '/newsletter',
      headers: { ...URLENCODED, 'x-forwarded-for': me },
      body: form({ email: `js-reader${i}@example.com` }),
    });
    expect(res.status).toBe(200);
  }
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': me } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await hydrated(page);
    await page.getByPlaceholder('Your e-mail address').fill('one-more@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { name: 'Your message was not sent' })).toBeVisible();
    await expect(page.getByText(/Too many sign-ups.*try again in \d+ minutes?/)).toBeVisible();
  } finally {
    await context.close();
  }
});
