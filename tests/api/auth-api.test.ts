import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { users } from '../../server/db/schema';
import { applyMigrations, codeMigrations } from '../../server/operations/migrations';
import { usersRepo } from '../../server/repositories/accounts/users-repo';
import {
  attemptSignIn,
  bearer,
  createTestDatabase,
  signIn,
  SUPER_PASSWORD,
} from '../helpers/test-app';
import { signedInApp } from '../helpers/signed-in-app';

const ctx = signedInApp();

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) =>
  ctx.app.fastify.inject({
    method,
    url,
    headers,
    ...(payload ? { payload } : {}),
  });

describe('sign-in', () => {
  it('answers 200 with a token and the role, and sets an HttpOnly session cookie', async () => {
    const res = await attemptSignIn(ctx.app, { username: 'super_admin', password: SUPER_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String), role: 'super admin' });
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it.each([
    ['a wrong password', { username: 'super_admin', password: 'wrong-password-here' }],
    ['an unknown user', { username: 'nobody', password: 'whatever-password' }],
  ])('answers 401 "Incorrect credentials" for %s', async (_case, body) => {
    const res = await attemptSignIn(ctx.app, body, { remoteAddress: '10.0.0.1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'unauthorized', message: 'Incorrect credentials' },
    });
  });

  it('answers 400 with field messages when fields are missing', async () => {
    const res = await attemptSignIn(ctx.app, { username: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      username: expect.any(String),
      password: expect.any(String),
    });
  });

  it('failures elsewhere never lock an account: the right password from its own address works', async () => {
    await call(
      'POST',
      '/api/v1/auth/register',
      { ...bearer(ctx.sup) },
      { username: 'locky', password: 'a-good-long-password' },
    );
    for (let i = 0; i < 5; i++) {
      await attemptSignIn(
        ctx.app,
        { username: 'locky', password: 'wrong-password-xx' },
        { remoteAddress: `10.1.0.${i}` },
      );
    }
    // The lock-out corpus (lockout-abuse.test.ts) tries this much harder.
    const res = await attemptSignIn(
      ctx.app,
      { username: 'locky', password: 'a-good-long-password' },
      { remoteAddress: '10.1.1.1' },
    );
    expect(res.statusCode).toBe(200);
  });

  it('rate-limits repeated attempts from one address with a readable 429', async () => {
    let last = 0;
    let body: { error: { code: string; message: string } } | undefined;
    for (let i = 0; i < 32; i++) {
      const res = await attemptSignIn(
        ctx.app,
        { username: 'x', password: 'y' },
        { remoteAddress: '10.9.9.9' },
      );
      last = res.statusCode;
      body = res.json();
    }
    expect(last).toBe(429);
    expect(body?.error.code).toBe('rate_limited');
    expect(body?.error.message).toMatch(/Too many attempts/);
  });
});

describe('the sessions screen’s API', () => {
  it('lists your sessions with browser, address and last use, and ends one or all others', async () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const phone =
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    await call('POST', '/api/v1/auth/register', bearer(ctx.sup), {
      username: 'many-places',
      password: 'a-good-long-password',
    });
    const signInFrom = async (ip: string, ua: string) => {
      const res = await attemptSignIn(
        ctx.app,
        { username: 'many-places', password: 'a-good-long-password' },
        { headers: { 'user-agent': ua }, remoteAddress: ip },
      );
      return { authorization: `Bearer ${res.json().token}` };
    };
    const desk = await signInFrom('10.70.0.1', chrome);
    const mobile = await signInFrom('10.70.0.2', phone);
    const other = await signInFrom('10.70.0.3', 'curl/8.0');

    const listed = (await call('GET', '/api/v1/auth/sessions', desk)).json().sessions as {
      _id: string;
      current: boolean;
      device: string;
      address: string;
    }[];
    expect(listed.map((s) => [s.device, s.address, s.current]).sort()).toEqual([
      ['Chrome on Android', '10.70.0.2', false],
      ['Chrome on Windows', '10.70.0.1', true],
      ['curl/8.0', '10.70.0.3', false],
    ]);
    // Nobody else's sessions: the super admin sees only their own.
    const theirs = (await call('GET', '/api/v1/auth/sessions', bearer(ctx.sup))).json().sessions;
    expect(theirs.some((s: { address: string }) => s.address.startsWith('10.70.'))).toBe(false);

    const phoneSession = listed.find((s) => s.device === 'Chrome on Android')!;
    // Another user cannot end it.
    expect(
      (await call('DELETE', `/api/v1/auth/sessions/${phoneSession._id}`, bearer(ctx.sup)))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/v1/auth/sessions/${phoneSession._id}`, desk)).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/v1/auth/me', mobile)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/auth/me', other)).statusCode).toBe(200);

    expect((await call('POST', '/api/v1/auth/sessions/end-others', desk)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/auth/me', other)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/auth/me', desk)).statusCode).toBe(200);
  });
});

describe('sign-out', () => {
  it('by cookie from another site is refused, and the session stays', async () => {
    const s = await signIn(ctx.app, 'super_admin', SUPER_PASSWORD);
    for (const origin of ['https://evil.example', undefined]) {
      const res = await call('POST', '/api/v1/auth/logout', {
        cookie: s.cookie,
        ...(origin ? { origin } : {}),
      });
      expect(res.statusCode, String(origin)).toBe(403);
    }
    expect((await call('GET', '/api/v1/auth/me', bearer(s))).statusCode).toBe(200);
  });
});

describe('password hashes', () => {
  it('are scrypt with N = 2^PASSWORD_HASH_COST, and an older, weaker hash is replaced at the next sign-in', async () => {
    const { users } = await import('../../server/db/schema');
    const { eq } = await import('drizzle-orm');
    const { randomBytes, scryptSync } = await import('node:crypto');
    // What the suite runs with (vitest.config.ts); production's default is 17 (tests/unit/config).
    const cost = loadConfig().PASSWORD_HASH_COST;
    await call('POST', '/api/v1/auth/register', bearer(ctx.sup), {
      username: 'old-hash',
      password: 'an-old-long-password',
    });
    const db = ctx.app.database.db;
    const stored = async () =>
      (await db.select().from(users).where(eq(users.username, 'old-hash')))[0]?.passwordHash ?? '';
    expect((await stored()).split('$').slice(0, 4)).toEqual([
      'scrypt',
      String(2 ** cost),
      '8',
      '1',
    ]);
    // As a site with a lower work factor stored them: half the N.
    const salt = randomBytes(16);
    const weak = scryptSync('an-old-long-password', salt, 32, {
      N: 2 ** (cost - 1),
      r: 8,
      p: 1,
      maxmem: 256 * 1024 * 1024,
    });
    await db
      .update(users)
      .set({
        passwordHash: [
          'scrypt',
          2 ** (cost - 1),
          8,
          1,
          salt.toString('base64'),
          weak.toString('base64'),
        ].join('$'),
      })
      .where(eq(users.username, 'old-hash'));
    const res = await attemptSignIn(
      ctx.app,
      { username: 'old-hash', password: 'an-old-long-password' },
      { remoteAddress: '10.3.0.1' },
    );
    expect(res.statusCode).toBe(200);
    expect((await stored()).split('$')[1]).toBe(String(2 ** cost));
  });
});

describe('sessions', () => {
  it('work by cookie and by bearer token, and end on logout everywhere', async () => {
    const s = await signIn(ctx.app, 'super_admin', SUPER_PASSWORD);
    expect((await call('GET', '/api/v1/auth/me', { cookie: s.cookie })).json().user.username).toBe(
      'super_admin',
    );
    expect((await call('GET', '/api/v1/auth/me', bearer(s))).statusCode).toBe(200);
    const out = await call('POST', '/api/v1/auth/logout', {
      cookie: s.cookie,
      origin: 'http://localhost:80',
    });
    expect(out.statusCode).toBe(200);
    expect((await call('GET', '/api/v1/auth/me', bearer(s))).statusCode).toBe(401);
  });

  it('are stored hashed: the token is not in the database', async () => {
    const s = await signIn(ctx.app, 'super_admin', SUPER_PASSWORD);
    const rows = await ctx.app.database.db.query.sessions.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === s.token)).toBe(false);
  });
});

describe('accounts', () => {
  it('lists users without password hashes, to the super admin only', async () => {
    const res = await call('GET', '/api/v1/auth/users', bearer(ctx.sup));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/scrypt|passwordHash|password_hash/);
    // The list itself, not an envelope: the CMS spec says "list of users".
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.json()).toContainEqual({
      _id: expect.any(String),
      username: 'super_admin',
      role: 'super admin',
      totpEnabled: false,
    });
  });

  it('refuses a taken username with 409 and a field message', async () => {
    await call('POST', '/api/v1/auth/register', bearer(ctx.sup), {
      username: 'dupe',
      password: 'a-good-long-password',
    });
    const res = await call('POST', '/api/v1/auth/register', bearer(ctx.sup), {
      username: 'dupe',
      password: 'a-good-long-password',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      message: 'Error creating new user',
      fields: { username: 'That username is taken' },
    });
  });

  it('never deletes super_admin', async () => {
    const users = (await call('GET', '/api/v1/auth/users', bearer(ctx.sup))).json() as {
      _id: string;
      username: string;
    }[];
    const superId = users.find((u) => u.username === 'super_admin')!._id;
    const res = await call('DELETE', `/api/v1/auth/users/${superId}`, bearer(ctx.sup));
    expect(res.statusCode).toBe(403);
  });

  it('ends the sessions of a deleted user', async () => {
    const created = await call('POST', '/api/v1/auth/register', bearer(ctx.sup), {
      username: 'leaver',
      password: 'a-good-long-password',
    });
    const s = await signIn(ctx.app, 'leaver', 'a-good-long-password');
    expect((await call('GET', '/api/v1/auth/me', bearer(s))).statusCode).toBe(200);
    await call('DELETE', `/api/v1/auth/users/${created.json().user._id}`, bearer(ctx.sup));
    expect((await call('GET', '/api/v1/auth/me', bearer(s))).statusCode).toBe(401);
  });

  it('lets an admin change their own password with the current one, ending other sessions', async () => {
    await call('POST', '/api/v1/auth/register', bearer(ctx.sup), {
      username: 'mover',
      password: 'first-long-password',
    });
    const a = await signIn(ctx.app, 'mover', 'first-long-password');
    const b = await signIn(ctx.app, 'mover', 'first-long-password');
    const wrong = await call('POST', '/api/v1/auth/change-password', bearer(a), {
      currentPassword: 'not-it',
      newPassword: 'second-long-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe('Current password is incorrect');
    const res = await call('POST', '/api/v1/auth/change-password', bearer(a), {
      currentPassword: 'first-long-password',
      newPassword: 'second-long-password',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/v1/auth/me', bearer(a))).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/auth/me', bearer(b))).statusCode).toBe(401);
    await signIn(ctx.app, 'mover', 'second-long-password');
  });

  it("refuses an admin changing another account's password", async () => {
    await call('POST', '/api/v1/auth/register', bearer(ctx.sup), {
      username: 'nosy',
      password: 'nosy-long-password',
    });
    const s = await signIn(ctx.app, 'nosy', 'nosy-long-password');
    const res = await call('POST', '/api/v1/auth/change-password', bearer(s), {
      username: 'super_admin',
      currentPassword: 'nosy-long-password',
      newPassword: 'taken-over-password',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('usernames that differ only in case, dashes or underscores', () => {
  const register = (username: string) =>
    call('POST', '/api/v1/auth/register', bearer(ctx.sup), {
      username,
      password: 'a-good-long-password',
    });

  it('are one account: a look-alike is refused with 400 and a field message', async () => {
    for (const lookAlike of ['SUPER_ADMIN', 'Super-Admin', 'super-admin', 'SUPER-admin']) {
      const res = await register(lookAlike);
      expect(res.statusCode, lookAlike).toBe(400);
      expect(res.json().error.fields.username).toMatch(/Too like the account “super_admin”/);
    }
    // The very same name is still "taken" (409), as before.
    expect((await register('super_admin')).statusCode).toBe(409);
    expect((await register('field-engineer')).statusCode).toBe(200);
    const res = await register('Field_Engineer');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.username).toMatch(/“field-engineer”/);
    const users = (await call('GET', '/api/v1/auth/users', bearer(ctx.sup))).json() as {
      username: string;
    }[];
    expect(users.filter((u) => /^super.admin$/i.test(u.username))).toHaveLength(1);
  });

  it('are refused however many are sent at once: one account is made', async () => {
    const answers = await Promise.all(['twin-a', 'Twin_A', 'TWIN-A', 'twin_a'].map(register));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => [200, 400, 409].includes(a.statusCode))).toBe(true);
  });

  it('sign in as the account however the name is typed, and share its waits', async () => {
    const res = await attemptSignIn(ctx.app, {
      username: ' Super-Admin ',
      password: SUPER_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('super admin');
    const me = await call('GET', '/api/v1/auth/me', {
      authorization: `Bearer ${res.json().token}`,
    });
    expect(me.json().user.username).toBe('super_admin');

    // Spelling the name differently buys no more guesses.
    const ip = '10.40.0.9';
    const spellings = ['super_admin', 'SUPER_ADMIN', 'Super-Admin', 'super-ADMIN', 'sUpEr_AdMiN'];
    const statuses = [];
    for (const username of spellings) {
      statuses.push(
        (await attemptSignIn(ctx.app, { username, password: 'a-guess' }, { remoteAddress: ip }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('already in an older database are renamed by the migration, not a failed upgrade', async () => {
    const { database, dispose } = await createTestDatabase();
    try {
      const migrations = codeMigrations();
      const at = migrations.findIndex((m) => m.tag === '0028_usernames_unique_by_key');
      expect(at).toBeGreaterThan(0);
      await applyMigrations(database.db, migrations.slice(0, at));
      const add = (username: string, role: string, createdAt: string) =>
        database.db.execute(
          sql`insert into users (username, password_hash, role, created_at)
              values (${username}, 'x', ${role}, ${createdAt}::timestamptz)`,
        );
      await add('SUPER_ADMIN', 'admin', '2026-01-01T00:00:00Z');
      await add('super_admin', 'super admin', '2026-02-01T00:00:00Z');
      await add('Super-Admin', 'admin', '2026-03-01T00:00:00Z');
      await add('ada', 'admin', '2026-04-01T00:00:00Z');
      await add('Ada', 'admin', '2026-05-01T00:00:00Z');
      await add('bola', 'admin', '2026-06-01T00:00:00Z');
      await applyMigrations(database.db, migrations.slice(at));

      const rows = await database.db
        .select({ id: users.id, username: users.username })
        .from(users)
        .orderBy(users.createdAt);
      const renamed = (name: string) => {
        const row = rows.find((r) => r.username.startsWith(`${name}~`));
        return row && `${name}~${row.id}` === row.username;
      };
      expect(rows.map((r) => r.username.split('~')[0])).toEqual([
        'SUPER_ADMIN',
        'super_admin',
        'Super-Admin',
        'ada',
        'Ada',
        'bola',
      ]);
      // The super admin and the oldest of the others keep their names; the rest are renamed.
      expect(rows.filter((r) => !r.username.includes('~')).map((r) => r.username)).toEqual([
        'super_admin',
        'ada',
        'bola',
      ]);
      expect(renamed('SUPER_ADMIN') && renamed('Super-Admin') && renamed('Ada')).toBe(true);
      // From now on the database itself refuses a look-alike.
      await expect(add('BOLA', 'admin', '2026-07-01T00:00:00Z')).rejects.toThrow();
      expect((await usersRepo(database.db).byUsername('Super-Admin'))?.username).toBe(
        'super_admin',
      );
    } finally {
      await database.close();
      await dispose();
    }
  });
});

describe('cookie-authenticated writes', () => {
  it('are refused without our Origin, and accepted with it', async () => {
    const headers = { cookie: ctx.sup.cookie };
    const payload = { username: 'from-elsewhere', password: 'a-good-long-password' };
    expect(
      (
        await call(
          'POST',
          '/api/v1/auth/register',
          { ...headers, origin: 'https://evil.example' },
          payload,
        )
      ).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/v1/auth/register', headers, payload)).statusCode).toBe(403);
    const ok = await call(
      'POST',
      '/api/v1/auth/register',
      { ...headers, origin: 'http://localhost:80' },
      payload,
    );
    expect(ok.statusCode).toBe(200);
  });
});
