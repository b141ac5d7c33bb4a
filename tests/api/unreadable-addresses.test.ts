/**
 * Paths the router cannot read are refused in the API's one error shape (found by the route fuzz,
 * tests/fuzz/route-fuzz.test.ts): before, Fastify answered its own `{ error, code, statusCode }`.
 */
import { describe, expect, it } from 'vitest';
import { signedInApp } from '../helpers/signed-in-app';

const ctx = signedInApp();

describe('an address the router cannot read', () => {
  it.each(['/api/v1/blog/%zz', '/api/v1/catalogue/products/%', '/api/v1/revisions/%C0%AF'])(
    '%s is a 400 saying what is wrong, in the error shape',
    async (url) => {
      const res = await ctx.app.fastify.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'bad_request',
          message: 'This address is not valid: a % in it must start an escape such as %20',
        },
      });
    },
  );

  it('is refused the same way for a write, before any sign-in is asked for', async () => {
    const res = await ctx.app.fastify.inject({
      method: 'PATCH',
      url: '/api/v1/blog/%zz',
      payload: { title: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });
});
