/**
 * The database stops under steady traffic and comes back (docs/architecture.md, Parts fail):
 * what a visitor, an editor and an API client see meanwhile, on a PostgreSQL cluster of the
 * test's own that it stops and starts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPostgres, type OwnPostgres } from '../helpers/own-postgres';
import { pageRenderer, visibleText } from '../helpers/pages';
import { bearer, createTestApp, signIn, SUPER_PASSWORD, type TestApp } from '../helpers/test-app';

let pg: OwnPostgres;
let app: TestApp;

beforeAll(async () => {
  pg = await ownPostgres();
  const pages = await pageRenderer();
  app = await createTestApp({ databaseUrl: pg.url, ssr: pages.ssr });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await pg?.destroy();
});

let ip = 0;
const get = (url: string) =>
  app.fastify.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
const enquiry = (request: string) =>
  app.fastify.inject({
    method: 'POST',
    url: '/api/v1/enquiries',
    remoteAddress: `10.9.0.${++ip}`,
    payload: {
      type: 'contact',
      firstName: 'Chidi',
      lastName: 'Eze',
      email: 'chidi@buyer.example',
      phone: '0803 555 0101',
      request,
    },
  });

/** Requests the home page every few milliseconds until stopped; answers the statuses seen. */
function steadyTraffic() {
  const statuses: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      statuses.push((await get('/')).statusCode);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return statuses;
    },
  };
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms: number) {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

describe('with the database stopped for a while', () => {
  it('serves cached pages, refuses the rest with 503, loses no answered write and recovers by itself', async () => {
    const session = await signIn(app, 'super_admin', SUPER_PASSWORD);
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    const stored = await enquiry('Before the outage: a quote for 40 cable trays.');
    expect(stored.statusCode).toBe(201);

    const traffic = steadyTraffic();
    await pg.stop();

    // The page already made is served as it was; the header (not the page) says it is a copy.
    const cached = await until(
      () => get('/'),
      (r) => r.headers['x-cache'] === 'stale',
      5000,
    );
    expect(cached.statusCode).toBe(200);
    expect(cached.headers['x-cache']).toBe('stale');
    expect(visibleText(cached.body)).toBe(visibleText(home.body));

    // A page nobody asked for yet: a short page to wait out, never a 500 or a stack.
    const uncached = await get('/news-and-insights');
    expect(uncached.statusCode).toBe(503);
    expect(uncached.headers['retry-after']).toBe('15');
    expect(uncached.headers['cache-control']).toBe('no-store');
    expect(visibleText(uncached.body)).toContain('This page cannot be shown just now');
    expect(uncached.body).not.toMatch(/at .+\.(js|ts):\d+/);

    // A visitor's message sent while the database is away is refused, not lost quietly.
    const refused = await enquiry('During the outage.');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('15');
    expect(refused.json().error).toEqual({
      code: 'unavailable',
      message:
        'The site cannot reach its database just now, so nothing was saved. Please try again in a minute.',
    });
    const form = await app.fastify.inject({
      method: 'POST',
      url: '/contacts',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      payload: 'firstName=Chidi&lastName=Eze&email=chidi%40buyer.example&request=Hello',
    });
    expect(form.statusCode).toBe(503);
    expect(visibleText(form.body)).toContain('what you sent was not received');

    // An editor's save: the same message, which the CMS shows beside the unsaved form.
    const edit = await app.fastify.inject({
      method: 'PATCH',
      url: '/api/v1/enquiries/none',
      headers: bearer(session),
      payload: { status: 'read' },
    });
    expect(edit.statusCode).toBe(503);
    expect(edit.json().error.code).toBe('unavailable');

    expect((await get('/readyz')).statusCode).toBe(503);

    await pg.start();
    // Back by itself: a probe finds the database and the next page is made as usual.
    const back = await until(
      () => get('/news-and-insights'),
      (r) => r.statusCode === 200,
      5000,
    );
    expect(back.statusCode).toBe(200);
    expect((await get('/readyz')).statusCode).toBe(200);
    const statuses = await traffic.stop();
    // The home page never failed: every answer was the page.
    expect(new Set(statuses)).toEqual(new Set([200]));

    // The write answered 201 before the outage is there; the refused one is not.
    const inbox = await app.fastify.inject({
      method: 'GET',
      url: '/api/v1/enquiries?type=contact',
      headers: bearer(session),
    });
    expect(inbox.statusCode).toBe(200);
    const listed = JSON.stringify(inbox.json().enquiries);
    expect(listed).toContain('Before the outage: a quote for 40 cable trays.');
    expect(listed).not.toContain('During the outage.');
    expect((await enquiry('After the outage.')).statusCode).toBe(201);
  });
});
