/**
 * Every route of the OpenAPI document (/api/openapi.json) with generated input (issue 50 point 2,
 * docs/decisions/0043): values for each path parameter, query parameter and JSON body field made
 * from its JSON Schema (tests/fuzz/schema-arbitrary.ts), sent as a visitor, as an admin and as
 * the super admin. No answer may be a 5xx or take longer than 2 s, a 4xx says what is wrong in
 * the API's error shape, and the server still answers /healthz and /readyz after each route.
 *
 * FUZZ_RUNS sets the generated requests per route (each sent as all three roles; 6 by default, a
 * few minutes on PGlite); `FUZZ_RUNS=500 npx vitest run tests/fuzz` is the nightly-sized run.
 * FUZZ_SEED replays a failure's seed (fast-check prints it), FUZZ_SHRINK=1 shrinks it first.
 */
import fc, { type Arbitrary } from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { buyerQuote } from '../helpers/visitors';
import { bearer, createTestApp, signIn, SUPER_PASSWORD, type Session } from '../helpers/test-app';
import { createAdmin } from '../api/write-helpers';
import {
  asText,
  hostileString,
  percentEncode,
  valueFor,
  type JsonSchema,
  type Pools,
} from './schema-arbitrary';

const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SLOW_MS = 2000;

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}

type Role = 'anonymous' | 'admin' | 'super admin';

// One app for the file: the routes are read from its own document, so none is missed.
const app = await createTestApp();
afterAll(() => app.close());
const sup = await signIn(app, 'super_admin', SUPER_PASSWORD);
const admin = await createAdmin(app, sup, 'fuzz-admin');
const doc = (
  await app.fastify.inject({ url: '/api/openapi.json', headers: bearer(sup) })
).json<OpenApi>();

/** Real rows for id parameters: a product, a news post, an enquiry and a media file. */
async function realIds(): Promise<string[]> {
  /** The ids of a list's first rows, whatever its envelope is called. */
  const get = async (url: string) => {
    const body = (await app.fastify.inject({ url, headers: bearer(sup) })).json<object>();
    const rows = Object.values(body).find(Array.isArray) as { _id?: string; id?: string }[];
    return (rows ?? []).slice(0, 2).map((row) => row._id ?? row.id ?? '');
  };
  const enquiry = await app.fastify.inject({
    method: 'POST',
    url: '/api/v1/enquiries',
    payload: { ...buyerQuote, request: 'Two distribution boards for Lekki.' },
    remoteAddress: '10.99.0.1',
  });
  const made = enquiry.json<{ enquiry?: { id?: string; _id?: string } }>().enquiry;
  return [
    ...(await get('/api/v1/catalogue/products?limit=2')),
    ...(await get('/api/v1/blog?limit=2')),
    ...(await get('/api/v1/media?limit=2')),
    made?.id ?? made?._id ?? '',
  ].filter(Boolean);
}
const pools: Pools = { ids: await realIds() };

const sessions: Record<Role, Session | null> = { anonymous: null, admin, 'super admin': sup };

/**
 * Routes whose success would end the run's own sessions: only a visitor calls them (refused),
 * which still tries their input handling.
 */
const anonymousOnly = new Set([
  'POST /api/v1/auth/logout',
  'POST /api/v1/auth/sessions/end-others',
]);

/**
 * Bodies changed before sending, because their success would wreck the run: requiring two-factor
 * sign-in of every account would leave the admin and the super admin able only to enrol.
 */
const constrain: Record<string, (body: unknown) => unknown> = {
  'PUT /api/v1/auth/security': (body) =>
    typeof body === 'object' &&
    body !== null &&
    (body as { requireTotp?: unknown }).requireTotp === true
      ? { ...body, requireTotp: false }
      : body,
};

/**
 * Known 5xx or slow answers in other engineers' parts of issue 50, skipped here until they are
 * fixed (each names its point); re-enable by removing the entry.
 */
const knownFailures: { route: string; when: (request: FuzzRequest) => boolean; issue: string }[] =
  [];

/** Methods the document lists that light-my-request cannot send. */
const unsendable = new Set(['QUERY']);

/** A path segment: the parameter's value percent-encoded, or raw text a client might mangle. */
const segment = (schema: JsonSchema | undefined): Arbitrary<string> =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: valueFor(schema ?? { type: 'string' }, pools).map(
        (v) => percentEncode(asText(v)) || '%20',
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%', '%zz', '%C0%AF', '..', '%2F', '%00', '.', 'a%2F..%2F..'),
    },
  );

const queryOf = (parameters: Parameter[]): Arbitrary<string> => {
  const pairs = parameters.map((p) =>
    fc
      .option(
        fc.oneof(
          { weight: 8, arbitrary: valueFor(p.schema ?? {}, pools).map((v) => [asText(v)]) },
          // Repeated: the router reads an array where the schema says a string.
          { weight: 1, arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }) },
        ),
        { nil: undefined, freq: p.required ? 10 : 2 },
      )
      .map((values) => (values ?? []).map((v) => `${percentEncode(p.name)}=${percentEncode(v)}`)),
  );
  const extra = fc.option(
    fc
      .tuple(hostileString, hostileString)
      .map(([k, v]) => [`${percentEncode(k)}=${percentEncode(v)}`]),
    { nil: [] as string[], freq: 4 },
  );
  return fc.tuple(fc.tuple(...pairs), extra).map(([parts, more]) => {
    const all = [...parts.flat(), ...more];
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
};

/** A JSON body from the route's schema, now and then broken JSON, another type or none. */
const bodyOf = (
  key: string,
  method: string,
  op: Operation,
): Arbitrary<{ payload?: string; type?: string }> => {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const json = (s: JsonSchema | undefined) =>
    valueFor(s ?? {}, pools).map((v) => ({
      payload: JSON.stringify(constrain[key]?.(v) ?? v) ?? 'null',
      type: 'application/json',
    }));
  const writes = method !== 'GET' && method !== 'HEAD' && method !== 'DELETE';
  if (!schema && !writes) return fc.constant({});
  return fc.oneof(
    { weight: 8, arbitrary: json(schema) },
    {
      weight: 1,
      arbitrary: hostileString.map((payload) => ({ payload, type: 'application/json' })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          hostileString,
          fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'),
        )
        .map(([payload, type]) => ({ payload, type })),
    },
  );
};

function requestOf(method: string, path: string, op: Operation): Arbitrary<FuzzRequest> {
  const key = `${method} ${path}`;
  const parameters = op.parameters ?? [];
  const inPath = parameters.filter((p) => p.in === 'path');
  const pathArb = fc
    .tuple(...inPath.map((p) => segment(p.schema)))
    .map((values) =>
      inPath.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i] ?? ''), path),
    );
  const ifMatch = parameters.some((p) => p.in === 'header' && p.name === 'if-match')
    ? fc.option(fc.string({ unit: 'grapheme-ascii', maxLength: 60 }), { nil: undefined })
    : fc.constant(undefined);
  return fc
    .record({
      path: pathArb,
      query: queryOf(parameters.filter((p) => p.in === 'query')),
      body: bodyOf(key, method, op),
      ifMatch,
      ip: fc.ipV4(),
    })
    .map(({ path: url, query, body, ifMatch: etag, ip }) => ({
      method,
      url: `${url}${query}`,
      headers: {
        ...(body.type ? { 'content-type': body.type } : {}),
        ...(etag === undefined ? {} : { 'if-match': etag }),
      },
      payload: body.payload,
      // Each request from its own address: the per-address limits would otherwise answer 429
      // before the input is read.
      remoteAddress: ip,
    }));
}

async function send(request: FuzzRequest, role: Role) {
  const session = sessions[role];
  const started = performance.now();
  const res = await app.fastify.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...(session ? bearer(session) : {}) },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    remoteAddress: request.remoteAddress,
  });
  return { res, ms: performance.now() - started };
}

const describeRequest = (request: FuzzRequest, role: Role) =>
  `${role}: ${request.method} ${request.url.slice(0, 300)} ${request.payload?.slice(0, 300) ?? ''}`;

/**
 * Answers whose time is the work asked for, not the input: the backup is the whole site in one
 * download (seconds on PGlite), so its time is not held to the limit; its status still is.
 */
const slowByDesign = new Set(['GET /api/v1/backup']);

async function check(key: string, request: FuzzRequest, role: Role) {
  let { res, ms } = await send(request, role);
  if (ms > SLOW_MS && !slowByDesign.has(key)) {
    // The machine may have been busy: slow only if it is slow again, alone.
    ({ res, ms } = await send(request, role));
  }
  const what = describeRequest(request, role);
  expect(res.statusCode, `${what} → ${res.body.slice(0, 500)}`).toBeLessThan(500);
  if (!slowByDesign.has(key)) expect(ms, `${what} took ${Math.round(ms)} ms`).toBeLessThan(SLOW_MS);
  // The API's refusals say what is wrong in its one shape; a path that resolves outside the API
  // (`/api/..` is `/`) is a page's, answered as a page.
  const path = new URL(request.url, 'http://localhost').pathname;
  if (res.statusCode >= 400 && request.method !== 'HEAD' && path.startsWith('/api/')) {
    const body = res.json<{ error?: { code?: unknown; message?: unknown } }>();
    expect(typeof body.error?.code, `${what} → ${res.body.slice(0, 300)}`).toBe('string');
    expect(typeof body.error?.message, `${what} → ${res.body.slice(0, 300)}`).toBe('string');
  }
}

const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .map(([method, op]) => ({ method: method.toUpperCase(), path, op }))
    .filter(({ method }) => !unsendable.has(method)),
);

describe('every route of the API reference, with generated input', () => {
  it('covers the document', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s answers no 5xx and nothing slow, as any role',
    async (key, { method, path, op }) => {
      const roles: Role[] = anonymousOnly.has(key)
        ? ['anonymous']
        : ['anonymous', 'admin', 'super admin'];
      await fc.assert(
        fc.asyncProperty(requestOf(method, path, op), async (request) => {
          for (const role of roles) {
            const known = knownFailures.find((k) => k.route === key && k.when(request));
            if (known) return;
            await check(key, request, role);
          }
        }),
        {
          numRuns: RUNS,
          seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
          endOnFailure: !process.env.FUZZ_SHRINK,
        },
      );
      for (const probe of ['/healthz', '/readyz']) {
        expect((await app.fastify.inject({ url: probe })).statusCode, `${probe} after ${key}`).toBe(
          200,
        );
      }
    },
    60_000 + RUNS * 20_000,
  );
});
