import { describe, expect, it } from 'vitest';
import { bearer, signIn, SUPER_PASSWORD } from '../helpers/test-app';
import { signedInApp } from '../helpers/signed-in-app';

const ctx = signedInApp();

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
  /** The client's address (the socket's: no proxy is trusted by default). */
  remoteAddress?: string,
) =>
  ctx.app.fastify.inject({
    method,
    url,
    headers,
    ...(payload ? { payload } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('sign-in', () => {
  it('answers 200 with a token and the role, and sets an HttpOnly session cookie', async () => {
    const res = await call(
      'POST',
      '/api/v1/auth/login',
      {},
      { username: 'super_admin', password: SUPER_PASSWORD },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String), role: 'super admin' });
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it.each([
    ['a wrong password', { username: 'super_admin', password: 'wrong-password-here' }],
    ['an unknown user', { username: 'nobody', password: 'whatever-password' }],
  ])('answers 401 "Incorrect credentials" for %s', async (_case, body) => {
    const res = await call('POST', '/api/v1/auth/login', {}, body, '10.0.0.1');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'unauthorized', message: 'Incorrect credentials' },
    });
  });

  it('answers 400 with field messages when fields are missing', async () => {
    const res = await call('POST', '/api/v1/auth/login', {}, { username: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      username: expect.any(String),
      password: expect.any(String),
    });
  });

  it('locks an account after repeated failures, even for the right password', async () => {
    await call(
      'POST',
      '/api/v1/auth/register',
      { ...bearer(ctx.sup) },
      { username: 'locky', password: 'a-good-long-password' },
    );
    for (let i = 0; i < 5; i++) {
      await call(
        'POST',
        '/api/v1/auth/login',
        {},
        { username: 'locky', password: 'wrong-password-xx' },
        `10.1.0.${i}`,
      );
    }
    const res = await call(
      'POST',
      '/api/v1/auth/login',
      {},
      { username: 'locky', password: 'a-good-long-password' },
      '10.1.1.1',
    );
    expect(res.statusCode).toBe(401);
  });

  it('rate-limits repeated attempts from one address with a readable 429', async () => {
    let last = 0;
    let body: { error: { code: string; message: string } } | undefined;
    for (let i = 0; i < 32; i++) {
      const res = await call(
        'POST',
        '/api/v1/auth/login',
        {},
        { username: 'x', password: 'y' },
        '10.9.9.9',
      );
      last = res.statusCode;
      body = res.json();
    }
    expect(last).toBe(429);
    expect(body?.error.code).toBe('rate_limited');
    expect(body?.error.message).toMatch(/Too many attempts/);
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
