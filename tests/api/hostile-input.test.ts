/**
 * Hostile traffic on the public API: made-up client addresses, floods, and malformed bodies on
 * the writes (every refusal is a 4xx in the API's error shape; nothing is stored and nothing is a
 * 500), and other spellings and made-up sessions on the cached reads, which get the one cached
 * answer (docs/decisions/0023).
 */
import { randomBytes } from 'node:crypto';
import { count, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enquiries, rateLimits, subscribers } from '../../server/db/schema';
import { rateRules } from '../../server/services/shared/rate-limiter';
import { bearer, createTestApp, signIn, SUPER_PASSWORD, type TestApp } from '../helpers/test-app';
import { clientAddresses } from '../helpers/visitors';

let app: TestApp;
/** A client of its own for each request that must not be refused for its rate. */
const freshClient = clientAddresses('10.77');

const contact = {
  type: 'contact',
  firstName: 'Chidi',
  lastName: 'Nwosu',
  email: 'chidi@example.com',
  phone: '0803 123 4567',
  company: 'Nwosu Estates',
  request: 'Please quote for a 500 kVA changeover panel.',
  productLine: 'Panels',
  documentUrl: 'https://drive.example.com/spec.pdf',
};
const career = {
  type: 'career',
  name: 'Amaka Obi',
  age: 29,
  email: 'amaka@example.com',
  phone: '+234 803 123 4567',
  yearsOfExperience: 6,
  designation: 'Electrical technician',
  documentUrl: '',
};
const newsletter = { email: 'reader@example.com' };

const stored = async () => {
  const db = app.database.db;
  const [e] = await db.select({ n: count() }).from(enquiries);
  const [s] = await db.select({ n: count() }).from(subscribers);
  return { enquiries: e?.n ?? 0, subscribers: s?.n ?? 0 };
};
const limiterRows = async (a: TestApp = app) =>
  (await a.database.db.select({ n: count() }).from(rateLimits))[0]?.n ?? 0;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('client addresses', () => {
  it('are the socket’s: a made-up X-Forwarded-For does not buy more enquiries', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 1; i <= 6; i++) {
      last = await app.fastify.inject({
        method: 'POST',
        url: '/api/v1/enquiries',
        remoteAddress: '10.66.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: contact,
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(last?.json().error.code).toBe('rate_limited');
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(last?.headers['retry-after'])).toBeLessThanOrEqual(600);
  });

  it('refuse a client over its limit before reading its body, whatever it sends', async () => {
    const before = await stored();
    const res = await app.fastify.inject({
      method: 'POST',
      url: '/api/v1/enquiries',
      remoteAddress: '10.66.0.1',
      headers: { 'content-type': 'application/json' },
      payload: '{ not even json',
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers.connection).toBe('close');
    expect(await stored()).toEqual(before);
  });

  it('come from X-Forwarded-For when TRUST_PROXY names the proxy', async () => {
    const proxied = await createTestApp({ config: { TRUST_PROXY: ['127.0.0.1'] } });
    try {
      const send = (client: string) =>
        proxied.fastify.inject({
          method: 'POST',
          url: '/api/v1/enquiries',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
          payload: contact,
        });
      const one: number[] = [];
      for (let i = 0; i < 6; i++) one.push((await send('198.51.100.7')).statusCode);
      expect(one).toEqual([201, 201, 201, 201, 201, 429]);
      // Another client behind the same proxy is counted on its own.
      expect((await send('198.51.100.8')).statusCode).toBe(201);
      // A proxy that is not trusted cannot name anyone.
      const untrusted = await proxied.fastify.inject({
        method: 'POST',
        url: '/api/v1/enquiries',
        remoteAddress: '10.66.9.9',
        headers: { 'x-forwarded-for': '198.51.100.9' },
        payload: contact,
      });
      expect(untrusted.statusCode).toBe(201);
      expect(await proxied.services.rateLimits.check(rateRules.enquiry, '10.66.9.9')).toEqual({
        allowed: true,
      });
      expect(
        (await proxied.services.rateLimits.check(rateRules.enquiry, '198.51.100.7')).allowed,
      ).toBe(false);
    } finally {
      await proxied.close();
    }
  });
});

describe('the rate-limit table', () => {
  it('does not grow with made-up addresses', async () => {
    const before = await limiterRows();
    for (let i = 0; i < 40; i++) {
      await app.fastify.inject({
        method: 'POST',
        url: '/api/v1/newsletter',
        remoteAddress: '10.66.0.2',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
        payload: { email: `reader${i}@example.com` },
      });
    }
    // One client: its flood window and its newsletter window.
    expect((await limiterRows()) - before).toBeLessThanOrEqual(2);
  });

  it('refuses a flood of posts from one client, whatever they are', async () => {
    const codes = new Set<number>();
    for (let i = 0; i < rateRules.publicPost.limit + 5; i++) {
      const res = await app.fastify.inject({
        method: 'POST',
        url: '/api/v1/newsletter',
        remoteAddress: '10.66.0.3',
        payload: { email: 'not-an-address' },
      });
      codes.add(res.statusCode);
    }
    expect([...codes].sort()).toEqual([400, 429]);
  });

  it('restarts an expired window and sweeps expired rows in bounded batches', async () => {
    const limiter = app.services.rateLimits;
    const hourAgo = Date.now() - 60 * 60_000;
    for (let i = 0; i < 120; i++) await limiter.take(rateRules.enquiry, `old-${i}`, hourAgo);
    // The window of a client that came back after it expired starts again at one.
    for (let i = 0; i < 6; i++) await limiter.take(rateRules.enquiry, 'old-0', hourAgo);
    expect(await limiter.take(rateRules.enquiry, 'old-0')).toEqual({ allowed: true });

    const expired = async () =>
      (
        await app.database.db
          .select({ n: count() })
          .from(rateLimits)
          .where(lte(rateLimits.resetAt, new Date()))
      )[0]?.n ?? 0;
    expect(await expired()).toBeGreaterThanOrEqual(119);
    const rows = await limiterRows();
    const swept = await limiter.sweep();
    expect(swept).toBeGreaterThanOrEqual(119);
    expect(await expired()).toBe(0);
    expect(await limiterRows()).toBe(rows - swept);
    expect(await limiter.check(rateRules.enquiry, 'old-0')).toEqual({ allowed: true });
  });
});

describe('malformed input to the public writes', () => {
  type Case = [name: string, url: string, contentType: string | undefined, body: string | Buffer];
  const json = (v: unknown) => JSON.stringify(v);
  const withField = (base: Record<string, unknown>, key: string, value: unknown) =>
    json({ ...base, [key]: value });
  const writes = [
    ['/api/v1/enquiries', contact],
    ['/api/v1/enquiries', career],
    ['/api/v1/newsletter', newsletter],
  ] as const;

  const corpus: Case[] = [];
  for (const [url, base] of writes) {
    const label = `${url} ${'type' in base ? base.type : 'sign-up'}`;
    const add = (name: string, contentType: string | undefined, body: string | Buffer) =>
      corpus.push([`${label}: ${name}`, url, contentType, body]);
    const J = 'application/json';
    add('text/plain', 'text/plain', json(base));
    add('XML', 'application/xml', `<enquiry><email>${newsletter.email}</email></enquiry>`);
    add('form data', 'application/x-www-form-urlencoded', 'email=a%40b.co&type=contact');
    add('broken multipart', 'multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Dispo');
    add('no content type', undefined, json(base));
    add('JSON in UTF-16', 'application/json; charset=utf-16', Buffer.from(json(base), 'utf16le'));
    add('invalid JSON', J, '{"type": "contact", ');
    add('a lone brace', J, '{');
    add('an empty body', J, '');
    add('whitespace', J, '   ');
    add('null', J, 'null');
    add('a number', J, '42');
    add('a string', J, '"hello"');
    add('an array', J, json([base]));
    add('an empty array', J, '[]');
    add('deep nesting', J, '['.repeat(20_000) + ']'.repeat(20_000));
    add('a __proto__ key', J, `{"__proto__": {"admin": true}, "email": "x@example.com"}`);
    add('a constructor key', J, `{"constructor": {"prototype": {"a": 1}}}`);
    add('a huge body', J, withField(base, 'email', 'a'.repeat(80 * 1024)));
    // JSON.parse keeps the last of duplicate keys: a bad one after a good one.
    add('duplicate keys', J, `${json(base).slice(0, -1)},"email":"x\\u0000@example.com"}`);
    add('a NUL in a key', J, `{"em\\u0000ail": "x@example.com"}`);
    for (const key of Object.keys(base)) {
      add(`NUL in ${key}`, J, withField(base, key, `x\u0000y`));
      add(`lone high surrogate in ${key}`, J, withField(base, key, 'x\ud800'));
      add(`lone low surrogate in ${key}`, J, withField(base, key, 'x\udc00'));
      add(`a number in ${key}`, J, withField(base, key, 12345));
      add(`an object in ${key}`, J, withField(base, key, { $gt: '' }));
      add(`an array in ${key}`, J, withField(base, key, ['a', 'b']));
      add(`a huge ${key}`, J, withField(base, key, 'z'.repeat(20_000)));
      add(`null ${key}`, J, withField(base, key, null));
    }
  }

  it.each(corpus)(
    '%s: a 4xx in the error shape, nothing stored',
    async (_name, url, type, body) => {
      const before = await stored();
      const res = await app.fastify.inject({
        method: 'POST',
        url,
        remoteAddress: freshClient(),
        headers: type ? { 'content-type': type } : {},
        payload: body,
      });
      expect([400, 413, 415], res.body).toContain(res.statusCode);
      expect(res.json().error).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
      if (res.statusCode === 413) expect(res.headers.connection).toBe('close');
      expect(await stored()).toEqual(before);
    },
  );

  it.each(
    writes.flatMap(([url, base]) =>
      Object.keys(base)
        .filter((k) => k !== 'type')
        .flatMap((key) =>
          ['\u0000', '\ud800', '\udfff'].map((bad) => [url, base, key, bad] as const),
        ),
    ),
  )('%s names the field %s that holds unstorable text', async (url, base, key, bad) => {
    const res = await app.fastify.inject({
      method: 'POST',
      url,
      remoteAddress: freshClient(),
      payload: { ...base, [key]: `text${bad}here` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
    expect(res.json().error.fields[key]).toMatch(/NUL|broken character/);
  });

  it('refuses other content types in the API error shape (415), and oversize bodies (413)', async () => {
    const xml = await app.fastify.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: freshClient(),
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error.code).toBe('unsupported_media_type');

    const big = await app.fastify.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      remoteAddress: freshClient(),
      payload: { email: `${'a'.repeat(5000)}@example.com` },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('too_large');
    expect(big.headers.connection).toBe('close');
  });

  it.each([
    ['a NUL', '%00'],
    ['a NUL mid-token', 'abcdefghijkl%00mnop'],
    ['an array', 'a&token=b'],
  ])('unsubscribe with %s in the token answers 400', async (_name, token) => {
    const res = await app.fastify.inject({
      method: 'GET',
      url: `/api/v1/newsletter/unsubscribe?token=${token}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
  });

  it('still takes a well-formed enquiry afterwards', async () => {
    const before = await stored();
    const res = await app.fastify.inject({
      method: 'POST',
      url: '/api/v1/enquiries',
      remoteAddress: freshClient(),
      payload: contact,
    });
    expect(res.statusCode).toBe(201);
    expect((await stored()).enquiries).toBe(before.enquiries + 1);
  });
});

describe('numbers from forms, queries and bodies: decimal digits only', () => {
  // Each is read as 16 (or 100) by Number(), which a quantity of `0x10` used to go through.
  const notDigits = ['0x10', '1e2', ' 16', '+16', '16.0', '١٦', '16 ', '0b10', '1_6', '-0'];
  let staff: Record<string, string>;
  let productId: string;
  beforeAll(async () => {
    staff = bearer(await signIn(app, 'super_admin', SUPER_PASSWORD));
    const res = await app.fastify.inject({ method: 'GET', url: '/api/v1/catalogue/products' });
    productId = (res.json() as { products: { id: string }[] }).products[0]!.id;
  });

  it.each(notDigits)(
    'a job application with age %j: 400 naming the field, nothing stored',
    async (age) => {
      const before = await stored();
      for (const field of ['age', 'yearsOfExperience'] as const) {
        const res = await app.fastify.inject({
          method: 'POST',
          url: '/api/v1/enquiries',
          remoteAddress: freshClient(),
          payload: { ...career, [field]: age },
        });
        expect(res.statusCode, `${field} ${res.body}`).toBe(400);
        expect(res.json().error.fields[field]).toMatch(/whole number, in digits|from \d+ to \d+/);
      }
      expect(await stored()).toEqual(before);
    },
  );

  it('a job application with its numbers in digits, as text or JSON numbers, is taken', async () => {
    for (const numbers of [
      { age: '29', yearsOfExperience: '06' },
      { age: 29, yearsOfExperience: 6 },
    ]) {
      const res = await app.fastify.inject({
        method: 'POST',
        url: '/api/v1/enquiries',
        remoteAddress: freshClient(),
        payload: { ...career, ...numbers },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it.each([...notDigits, 16.5, '16.5', ''])(
    'a request for quote with quantity %j: 400 naming the line',
    async (quantity) => {
      const res = await app.fastify.inject({
        method: 'POST',
        url: '/api/v1/quote-requests',
        remoteAddress: freshClient(),
        payload: {
          name: 'Chinedu Eze',
          email: 'chinedu@buyer.example',
          phone: '0803 555 0101',
          location: 'Warri',
          items: [{ productId, quantity }],
        },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields['items.0.quantity']).toMatch(/quantity/i);
    },
  );

  it('the basket’s forms (no JavaScript) refuse them too, and keep the line as it was', async () => {
    const { quotes } = app.services;
    for (const quantity of notDigits) {
      const added = await quotes.add(undefined, { productId, quantity });
      expect(added, quantity).toEqual({
        ok: false,
        fields: { quantity: 'Enter the quantity as a whole number, in digits (for example 16)' },
      });
    }
    const added = await quotes.add(undefined, { productId, quantity: '3' });
    if (!added.ok) throw new Error(JSON.stringify(added.fields));
    for (const quantity of notDigits) {
      const changed = await quotes.setQuantities(added.token, { [productId]: quantity });
      expect(changed, quantity).toEqual({
        ok: false,
        fields: {
          [`quantity-${productId}`]:
            'Enter the quantity as a whole number, in digits (for example 16)',
        },
      });
    }
    expect(await quotes.setQuantities(added.token, { [productId]: '016' })).toEqual({ ok: true });
    expect((await quotes.basket(added.token))[0]?.quantity).toBe(16);
  });

  it.each(
    notDigits.flatMap((bad) =>
      [
        ['/api/v1/audit-log?limit=', 'limit'],
        ['/api/v1/enquiries?page=', 'page'],
        ['/api/v1/enquiries?pageSize=', 'pageSize'],
        ['/api/v1/media?limit=', 'limit'],
        ['/api/v1/trash?limit=', 'limit'],
      ].map(([url, field]) => [`${url}${bad}`, field!] as const),
    ),
  )('GET %s (staff): 400 naming %s', async (url, field) => {
    const [path, query] = url.split('?') as [string, string];
    const [name, value] = query.split('=') as [string, string];
    const res = await app.fastify.inject({
      method: 'GET',
      url: `${path}?${name}=${encodeURIComponent(value)}`,
      headers: staff,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields[field]).toBeTruthy();
  });

  it.each(notDigits)(
    'GET the public lists and search with %j: a 400 or the first page, never page 16',
    async (bad) => {
      const list = await app.fastify.inject({
        method: 'GET',
        url: `/api/v1/blog?limit=${encodeURIComponent(bad)}`,
        remoteAddress: freshClient(),
      });
      expect(list.statusCode, list.body).toBe(400);
      // The public query rules drop a page that is no page (server/cache/query-rules.ts).
      const search = await app.fastify.inject({
        method: 'GET',
        url: `/api/v1/search?q=pump&page=${encodeURIComponent(bad)}`,
        remoteAddress: freshClient(),
      });
      expect([200, 400]).toContain(search.statusCode);
      if (search.statusCode === 200) expect(search.json().page).toBe(1);
    },
  );
});

describe('what would dodge the API’s response cache', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.fastify.inject({ method: 'GET', url, headers });
  const apiCounts = () => {
    const { hits, misses } = app.fastify.responseCache.counts;
    return { hits: hits.api, misses: misses.api };
  };
  const held = () => app.fastify.responseCache.store.size.entries;
  const token = () => randomBytes(32).toString('base64url');

  it('another spelling of a cached read answers 301 to its one address, before the handler runs', async () => {
    const list = (await get('/api/v1/blog')).json() as { blogs: { _id: string }[] };
    const id = list.blogs[0]?._id ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await get(`/api/v1/blog/${id}`);
    await get('/api/v1/sections');
    const before = { counts: apiCounts(), held: held() };
    const read = vi.spyOn(app.services.content, 'get');
    try {
      const cases: [sent: string, location: string][] = [
        [`/api/v1/blog/${id.toUpperCase()}`, `/api/v1/blog/${id}`],
        [`/api/v1/%62log/${id}`, `/api/v1/blog/${id}`],
        [`/api/v1/blog/%${id.charCodeAt(0).toString(16)}${id.slice(1)}`, `/api/v1/blog/${id}`],
        [`/api/v1/blog/${id.toUpperCase()}?limit=5`, `/api/v1/blog/${id}?limit=5`],
        ['/api/v1/%73ections', '/api/v1/sections'],
      ];
      for (const [sent, location] of cases) {
        const res = await get(sent);
        expect(res.statusCode, sent).toBe(301);
        expect(res.headers.location, sent).toBe(location);
        expect(res.headers.etag, sent).toBeUndefined();
      }
      expect(read).not.toHaveBeenCalled();
      expect(apiCounts()).toEqual(before.counts);
      expect(held()).toBe(before.held);
      // Other sites read the API: the redirect is theirs to follow.
      const moved = await get(`/api/v1/blog/${id.toUpperCase()}`);
      expect(moved.statusCode).toBe(301);
      expect(moved.headers['access-control-allow-origin']).toBe('*');
    } finally {
      read.mockRestore();
    }
  });

  it('a made-up session on a public read gets the cached answer; a real one its own', async () => {
    const cached = await get('/api/v1/sections');
    const lookups = vi.spyOn(app.services.auth, 'authenticate');
    const index = vi.spyOn(app.services.content, 'sectionIndex');
    try {
      const cases: [headers: Record<string, string>, lookups: number][] = [
        [{ authorization: 'Bearer junk' }, 0],
        [{ authorization: `Bearer ${token()}` }, 1],
        [{ authorization: 'Basic c3VwZXJfYWRtaW46eA==' }, 0],
        [{ authorization: '' }, 0],
        [{ cookie: 'sid=junk' }, 0],
        [{ cookie: `sid=${token()}` }, 1],
        [{ cookie: `theme=dark; sid=${token()}; lang=en` }, 1],
      ];
      for (const [headers, expected] of cases) {
        const label = JSON.stringify(headers);
        lookups.mockClear();
        const before = apiCounts();
        const res = await get('/api/v1/sections', headers);
        expect(res.statusCode, label).toBe(200);
        expect(res.headers.etag, label).toBe(cached.headers.etag);
        expect(res.headers['cache-control'], label).toMatch(/^public/);
        expect(apiCounts(), label).toEqual({ hits: before.hits + 1, misses: before.misses });
        expect(lookups, label).toHaveBeenCalledTimes(expected);
      }
      expect(index).not.toHaveBeenCalled();

      // A made-up session on a read not yet cached: made once, kept for everyone.
      const first = await get('/api/v1/home/partner?limit=3', {
        authorization: `Bearer ${token()}`,
      });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toMatch(/^public/);
      const before = apiCounts();
      const next = await get('/api/v1/home/partner?limit=3');
      expect(next.headers.etag).toBe(first.headers.etag);
      expect(apiCounts()).toEqual({ hits: before.hits + 1, misses: before.misses });

      // A real session: the editor's own answer, never the cached one.
      const editor = await signIn(app, 'super_admin', SUPER_PASSWORD);
      lookups.mockClear();
      const own = await get('/api/v1/sections', bearer(editor));
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(index).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
      index.mockRestore();
    }
  });

  it('a public write to another spelling goes on to its one address (308), past no guard', async () => {
    const before = await stored();
    for (const url of ['/api/v1/%65nquiries', '/api/v1/%6Eewsletter']) {
      const res = await app.fastify.inject({
        method: 'POST',
        url,
        remoteAddress: freshClient(),
        payload: url.includes('nquiries') ? contact : newsletter,
      });
      expect(res.statusCode, url).toBe(308);
      expect(res.headers.location, url).toBe(
        url.includes('nquiries') ? '/api/v1/enquiries' : '/api/v1/newsletter',
      );
    }
    expect(await stored()).toEqual(before);
  });
});
