/**
 * Every write route × {anonymous, admin, super admin} (docs/architecture.md, The API contract): the
 * routes are enumerated from the content registry and the collections, plus the account routes, and
 * checked against the OpenAPI document so that none is missed or made up.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, sectionList, type CollectionName } from '../../content/registry';
import { bearer, requestAs, type Session } from '../helpers/test-app';
import { signedInApp } from '../helpers/signed-in-app';
import { createAdmin } from './write-helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Role = 'anonymous' | 'admin' | 'super admin';

interface WriteRoute {
  method: Method;
  /** The OpenAPI path, e.g. /api/v1/blog/{id}. */
  template: string;
  /** A concrete URL for one call; may create what the call will consume (a record to delete). */
  url: () => Promise<string>;
  payload?: object;
  /** Who may call it. */
  allowed: Role[];
}

const ctx = signedInApp();
let admin: Session;
const sessions = {} as Record<Exclude<Role, 'anonymous'>, Session>;
let sectionIds: Map<string, string>;
let usersMade = 0;

beforeAll(async () => {
  admin = await createAdmin(ctx.app, ctx.sup, 'matrix-admin');
  sessions.admin = admin;
  sessions['super admin'] = ctx.sup;
  const index = (await ctx.app.fastify.inject({ url: '/api/v1/sections' })).json().sections as {
    key: string;
    id: string;
  }[];
  sectionIds = new Map(index.map((s) => [s.key, s.id]));
});

const editors: Role[] = ['admin', 'super admin'];

/** A throwaway record to edit or delete, made by the super admin. */
/** What a new record of a collection needs, where a title and a category are not it. */
const throwaway: Partial<Record<CollectionName, object>> = {
  productFamilies: { name: 'Throwaway family' },
  products: { name: 'Throwaway', family: 'gaskets', summary: 'Made to be deleted.' },
};

async function makeRecord(name: keyof typeof collections): Promise<string> {
  const collection = collections[name];
  const res = await ctx.app.fastify.inject({ url: `/api/v1/${collection.path}` });
  const existing = (res.json()[collection.listEnvelope] as { _id: string }[])[0];
  if (!existing) throw new Error(`no ${name} record`);
  if (name === 'partners') {
    // Partners need a logo: copy an existing one.
    const logo = (await ctx.app.services.content.get('partners', existing._id))!.partner;
    const made = await ctx.app.fastify.inject({
      method: 'POST',
      url: `/api/v1/${collection.path}`,
      headers: bearer(ctx.sup),
      payload: { partner: logo, name: 'Throwaway' },
    });
    return made.json().partners[0]._id;
  }
  const made = await ctx.app.fastify.inject({
    method: 'POST',
    url: `/api/v1/${collection.path}`,
    headers: bearer(ctx.sup),
    payload: throwaway[name] ?? { title: 'Throwaway', category: 'aviation' },
  });
  if (made.statusCode !== 201) throw new Error(`could not make a ${name}: ${made.body}`);
  return made.json()[collection.itemEnvelope]._id;
}

async function makeUser(): Promise<string> {
  const res = await ctx.app.fastify.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: bearer(ctx.sup),
    payload: { username: `matrix-user-${++usersMade}`, password: 'a-good-long-password' },
  });
  return res.json().user._id;
}

const routes: WriteRoute[] = [
  ...sectionList.map(
    (section): WriteRoute => ({
      method: 'PATCH',
      template: `/api/v1/${section.key}/{id}`,
      url: async () => `/api/v1/${section.key}/${sectionIds.get(section.key)}`,
      payload: {},
      allowed: editors,
    }),
  ),
  ...(Object.keys(collections) as (keyof typeof collections)[]).flatMap((name): WriteRoute[] => {
    const { path } = collections[name];
    return [
      {
        method: 'POST',
        template: `/api/v1/${path}`,
        url: async () => `/api/v1/${path}`,
        payload: {},
        allowed: editors,
      },
      {
        method: 'PATCH',
        template: `/api/v1/${path}/{id}`,
        url: async () => `/api/v1/${path}/${await makeRecord(name)}`,
        payload: {},
        allowed: editors,
      },
      {
        method: 'DELETE',
        template: `/api/v1/${path}/{id}`,
        url: async () => `/api/v1/${path}/${await makeRecord(name)}`,
        allowed: editors,
      },
    ];
  }),
  {
    method: 'POST',
    template: '/api/v1/auth/change-password',
    url: async () => '/api/v1/auth/change-password',
    payload: {},
    allowed: editors,
  },
  {
    method: 'POST',
    template: '/api/v1/auth/register',
    url: async () => '/api/v1/auth/register',
    payload: {},
    allowed: ['super admin'],
  },
  {
    method: 'GET',
    template: '/api/v1/auth/users',
    url: async () => '/api/v1/auth/users',
    allowed: ['super admin'],
  },
  {
    method: 'DELETE',
    template: '/api/v1/auth/users/{id}',
    url: async () => `/api/v1/auth/users/${await makeUser()}`,
    allowed: ['super admin'],
  },
  {
    method: 'GET',
    template: '/api/v1/auth/sessions',
    url: async () => '/api/v1/auth/sessions',
    allowed: editors,
  },
  {
    method: 'DELETE',
    template: '/api/v1/auth/sessions/{id}',
    // The guard runs before the id is read: allowed roles get the id's 400, others 401 first.
    url: async () => '/api/v1/auth/sessions/not-a-session-id',
    allowed: editors,
  },
  {
    method: 'POST',
    template: '/api/v1/auth/sessions/end-others',
    url: async () => '/api/v1/auth/sessions/end-others',
    allowed: editors,
  },
  {
    method: 'POST',
    template: '/api/v1/auth/users/{id}/unlock',
    url: async () => `/api/v1/auth/users/${await makeUser()}/unlock`,
    allowed: ['super admin'],
  },
  {
    method: 'POST',
    template: '/api/v1/auth/users/{id}/2fa/reset',
    url: async () => `/api/v1/auth/users/${await makeUser()}/2fa/reset`,
    allowed: ['super admin'],
  },
  {
    method: 'GET',
    template: '/api/v1/auth/security',
    url: async () => '/api/v1/auth/security',
    allowed: ['super admin'],
  },
  {
    method: 'PUT',
    template: '/api/v1/auth/security',
    url: async () => '/api/v1/auth/security',
    // Malformed: allowed roles get 400 and nothing changes.
    payload: {},
    allowed: ['super admin'],
  },
  {
    method: 'GET',
    template: '/api/v1/auth/2fa',
    url: async () => '/api/v1/auth/2fa',
    allowed: editors,
  },
  {
    method: 'POST',
    template: '/api/v1/auth/2fa/setup',
    url: async () => '/api/v1/auth/2fa/setup',
    allowed: editors,
  },
  {
    method: 'POST',
    template: '/api/v1/auth/2fa/enable',
    url: async () => '/api/v1/auth/2fa/enable',
    payload: {},
    allowed: editors,
  },
  {
    method: 'POST',
    template: '/api/v1/auth/confirm-password',
    // Malformed: allowed roles get 400, and no password is checked.
    url: async () => '/api/v1/auth/confirm-password',
    payload: {},
    allowed: editors,
  },
  {
    method: 'POST',
    template: '/api/v1/auth/2fa/disable',
    url: async () => '/api/v1/auth/2fa/disable',
    payload: {},
    allowed: editors,
  },
  {
    method: 'GET',
    template: '/api/v1/auth/me',
    url: async () => '/api/v1/auth/me',
    allowed: editors,
  },
  // The audit log (issue 14): the super admin's alone.
  {
    method: 'GET',
    template: '/api/v1/audit-log',
    url: async () => '/api/v1/audit-log',
    allowed: ['super admin'],
  },
  // Settings → Personal data (issue 32): everyone signed in reads it, the super admin changes it.
  {
    method: 'GET',
    template: '/api/v1/settings/personal-data',
    url: async () => '/api/v1/settings/personal-data',
    allowed: editors,
  },
  {
    method: 'PUT',
    template: '/api/v1/settings/personal-data',
    url: async () => '/api/v1/settings/personal-data',
    // Malformed: the super admin gets 400 and nothing changes.
    payload: {},
    allowed: ['super admin'],
  },
  // The media library (issue 15): any signed-in editor, like the content writes.
  { method: 'GET', template: '/api/v1/media', url: async () => '/api/v1/media', allowed: editors },
  {
    method: 'POST',
    template: '/api/v1/media',
    // Not multipart: allowed roles get 400 and nothing is stored.
    url: async () => '/api/v1/media',
    payload: {},
    allowed: editors,
  },
  {
    method: 'PATCH',
    template: '/api/v1/media/{id}',
    url: async () => '/api/v1/media/not-an-id',
    payload: { alt: 'x' },
    allowed: editors,
  },
  {
    method: 'DELETE',
    template: '/api/v1/media/{id}',
    url: async () => '/api/v1/media/not-an-id',
    allowed: editors,
  },
  // Content history (decision 0020): any signed-in editor, like the writes it undoes.
  {
    method: 'GET',
    template: '/api/v1/revisions',
    url: async () => '/api/v1/revisions?target=home%2Fhero',
    allowed: editors,
  },
  {
    method: 'POST',
    template: '/api/v1/revisions/{id}/restore',
    url: async () => `/api/v1/revisions/${await newestRevision()}/restore`,
    allowed: editors,
  },
  // Requests from a person (issue 32): the super admin's alone. Allowed roles ask about an
  // address nobody used (nothing is erased) or send a correction of nothing (400).
  {
    method: 'GET',
    template: '/api/v1/personal-data',
    url: async () => '/api/v1/personal-data?email=matrix-nobody%40example.com',
    allowed: ['super admin'],
  },
  {
    method: 'GET',
    template: '/api/v1/personal-data/export',
    url: async () => '/api/v1/personal-data/export?email=matrix-nobody%40example.com',
    allowed: ['super admin'],
  },
  {
    method: 'DELETE',
    template: '/api/v1/personal-data',
    url: async () => '/api/v1/personal-data?email=matrix-nobody%40example.com',
    allowed: ['super admin'],
  },
  {
    method: 'PATCH',
    template: '/api/v1/personal-data/enquiries/{id}',
    url: async () => '/api/v1/personal-data/enquiries/not-an-id',
    payload: {},
    allowed: ['super admin'],
  },
  {
    method: 'PATCH',
    template: '/api/v1/personal-data/subscriptions/{id}',
    url: async () => '/api/v1/personal-data/subscriptions/not-an-id',
    payload: {},
    allowed: ['super admin'],
  },
];

/** The newest revision of a section, made by a publish: restoring it changes nothing. */
async function newestRevision(): Promise<string> {
  const key = 'home/why';
  await ctx.app.fastify.inject({
    method: 'PATCH',
    url: `/api/v1/${key}/${sectionIds.get(key)}`,
    headers: bearer(ctx.sup),
    payload: { why: `Why, as of ${Date.now()}` },
  });
  const [newest] = (await ctx.app.services.revisions.list({ target: key })).revisions;
  if (!newest) throw new Error('no revision');
  return newest.id;
}

const call = async (route: WriteRoute, role: Role) =>
  ctx.app.fastify.inject({
    method: route.method,
    url: await route.url(),
    headers: role === 'anonymous' ? {} : bearer(sessions[role]),
    ...(route.payload ? { payload: route.payload } : {}),
  });

describe('the write routes', () => {
  it('are all in the OpenAPI document, and every write there under our paths is listed', async () => {
    const doc = (
      await ctx.app.fastify.inject({ url: '/api/openapi.json', headers: bearer(ctx.sup) })
    ).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const listed = new Set(routes.map((r) => `${r.method} ${r.template}`));
    for (const route of listed) expect(documented, route).toContain(route);

    // Every non-GET operation on a registry path or under /auth is in the matrix.
    const ours = new Set([
      ...sectionList.map((s) => `/api/v1/${s.key}/{id}`),
      ...Object.values(collections).flatMap((c) => [`/api/v1/${c.path}`, `/api/v1/${c.path}/{id}`]),
      '/api/v1/media',
      '/api/v1/media/{id}',
      '/api/v1/revisions/{id}/restore',
      '/api/v1/personal-data',
      '/api/v1/personal-data/enquiries/{id}',
      '/api/v1/personal-data/subscriptions/{id}',
    ]);
    const publicAuth = new Set(['POST /api/v1/auth/login', 'POST /api/v1/auth/logout']);
    for (const op of documented) {
      const [method, path] = op.split(' ') as [string, string];
      if (method === 'GET' || publicAuth.has(op)) continue;
      if (ours.has(path) || path.startsWith('/api/v1/auth/')) expect(listed, op).toContain(op);
    }
    expect(routes.length).toBeGreaterThan(sectionList.length + 12);
  });
});

describe.each(['anonymous', 'admin', 'super admin'] as const)('as %s', (role) => {
  it('every write route answers as the role allows', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const res = await call(route, role);
      const name = `${route.method} ${route.template} → ${res.statusCode}`;
      if (role === 'anonymous') {
        if (res.statusCode !== 401) failures.push(`${name} (expected 401)`);
        else if (res.json().error?.code !== 'unauthorized') failures.push(`${name} (error shape)`);
      } else if (route.allowed.includes(role)) {
        const ok = (res.statusCode >= 200 && res.statusCode < 300) || res.statusCode === 400;
        if (!ok) failures.push(`${name} (expected 2xx or 400): ${res.body.slice(0, 200)}`);
      } else if (res.statusCode !== 403) {
        failures.push(`${name} (expected 403)`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('super admin only', () => {
  it('refuses account management to an admin with 403', async () => {
    const id = await makeUser();
    for (const [method, url, payload] of [
      ['GET', '/api/v1/auth/users', undefined],
      ['POST', '/api/v1/auth/register', { username: 'sneaky', password: 'a-good-long-password' }],
      ['DELETE', `/api/v1/auth/users/${id}`, undefined],
    ] as const) {
      const res = await requestAs(ctx.app, admin, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    const users = (
      await ctx.app.fastify.inject({ url: '/api/v1/auth/users', headers: bearer(ctx.sup) })
    ).json() as { _id: string; username: string }[];
    expect(users.map((u) => u._id)).toContain(id);
    expect(users.map((u) => u.username)).not.toContain('sneaky');
  });

  it('lets an admin write content, recorded under their name', async () => {
    const id = sectionIds.get('home/why');
    const res = await ctx.app.fastify.inject({
      method: 'PATCH',
      url: `/api/v1/home/why/${id}`,
      headers: bearer(admin),
      payload: { why: 'Written by an admin' },
    });
    expect(res.statusCode).toBe(200);
    const row = await ctx.app.database.db.query.sections.findFirst({
      where: (s, { eq }) => eq(s.key, 'home/why'),
    });
    expect(row?.updatedBy).toBe('matrix-admin');
  });
});

describe('cookie sessions', () => {
  it('need our Origin on every write', async () => {
    const id = sectionIds.get('home/why');
    const url = `/api/v1/home/why/${id}`;
    const payload = { why: 'From a cookie' };
    const from = (origin: string) =>
      ctx.app.fastify.inject({
        method: 'PATCH',
        url,
        headers: { cookie: admin.cookie, origin },
        payload,
      });
    expect((await from('https://evil.example')).statusCode).toBe(403);
    expect((await from('http://localhost:80')).statusCode).toBe(200);
  });
});
