/**
 * The API reference names every route and its payloads: it is for signed-in staff, unless the
 * install says otherwise with PUBLIC_API_DOCS=true.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApp } from '../helpers/signed-in-app';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

describe('the API reference, by default', () => {
  const ctx = signedInApp();

  it('is refused to a stranger: 401 for the document, sign-in for the page', async () => {
    const doc = await ctx.app.fastify.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(401);
    expect(doc.json()).toEqual({
      error: { code: 'unauthorized', message: 'Sign in to read the API reference' },
    });
    expect(doc.body).not.toContain('/api/v1/');
    for (const url of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/json',
      '/api/docs/static/index.html',
    ]) {
      const page = await ctx.app.fastify.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(302);
      expect(page.headers.location, url).toBe('/cms/sign-in?redirectTo=%2Fapi%2Fdocs');
    }
  });

  it('is served to signed-in staff: an OpenAPI document listing the routes, and a browsable page', async () => {
    const doc = await ctx.app.fastify.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: bearer(ctx.sup),
    });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/home/hero/{id}',
        '/api/v1/blog',
        '/api/v1/blog/{id}',
        '/api/v1/sections',
      ]),
    );
    const page = await ctx.app.fastify.inject({
      method: 'GET',
      url: '/api/docs/',
      headers: { cookie: ctx.sup.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('the API reference with PUBLIC_API_DOCS=true', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ config: { PUBLIC_API_DOCS: 'true' } });
  });
  afterAll(() => app.close());

  it('is open to anyone', async () => {
    expect((await app.fastify.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(
      200,
    );
    expect((await app.fastify.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });
});
