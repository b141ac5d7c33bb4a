/**
 * What needs a session is for that session alone: every such answer says `private, no-store`,
 * so no browser cache, proxy or CDN keeps it. Public reads stay cacheable.
 */
import { describe, expect, it } from 'vitest';
import { signedInApp } from '../helpers/signed-in-app';
import { attemptSignIn, bearer, SUPER_PASSWORD } from '../helpers/test-app';

const ctx = signedInApp();

const PRIVATE = 'private, no-store';

describe('answers that need a session', () => {
  it('the login answer, with its token, is private', async () => {
    const res = await attemptSignIn(ctx.app, { username: 'super_admin', password: SUPER_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE);
  });

  it('a failed login is private too', async () => {
    const res = await attemptSignIn(ctx.app, {
      username: 'super_admin',
      password: 'wrong-password-here',
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe(PRIVATE);
  });

  it.each([
    '/api/v1/auth/me',
    '/api/v1/auth/users',
    '/api/v1/enquiries',
    '/api/v1/enquiries.csv',
    '/api/v1/newsletter',
    '/api/v1/newsletter.csv',
  ])('GET %s, by bearer token or by cookie, is private', async (url) => {
    for (const headers of [bearer(ctx.sup), { cookie: ctx.sup.cookie }]) {
      const res = await ctx.app.fastify.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(PRIVATE);
    }
  });

  it('refusals of those reads are private as well', async () => {
    const res = await ctx.app.fastify.inject({ method: 'GET', url: '/api/v1/enquiries' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe(PRIVATE);
  });

  it('a public read sent with a session is private; without one it is cacheable', async () => {
    const signed = await ctx.app.fastify.inject({
      method: 'GET',
      url: '/api/v1/sections',
      headers: bearer(ctx.sup),
    });
    expect(signed.headers['cache-control']).toBe(PRIVATE);
    const open = await ctx.app.fastify.inject({ method: 'GET', url: '/api/v1/sections' });
    expect(open.headers['cache-control']).toMatch(/^public/);
  });
});
