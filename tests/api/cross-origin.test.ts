/**
 * What a client on another origin gets (the public site spec: it calls `{host}/api/v1` and loads
 * media from the host plus the answered path): public reads are readable, writes are not.
 */
import { describe, expect, it } from 'vitest';
import { attemptSignIn, bearer, SUPER_PASSWORD } from '../helpers/test-app';
import { signedInApp } from '../helpers/signed-in-app';

const ELSEWHERE = 'https://partner-site.example';

const ctx = signedInApp();

const inject = (
  method: 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PATCH',
  url: string,
  headers = {},
  payload?: object,
) => ctx.app.fastify.inject({ method, url, headers: { origin: ELSEWHERE, ...headers }, payload });

describe('public reads from another origin', () => {
  it('answers GET and HEAD with Access-Control-Allow-Origin: *, never with credentials', async () => {
    // The blog twice: the second time the response cache answers, before any hook registered
    // after it could run.
    for (const url of [
      '/api/v1/blog',
      '/api/v1/blog',
      '/api/v1/sections',
      '/api/v1/case-studies',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await inject(method, url);
        expect(res.statusCode, `${method} ${url}`).toBe(200);
        expect(res.headers['access-control-allow-origin'], `${method} ${url}`).toBe('*');
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      }
    }
  });

  it('answers the preflight of a GET', async () => {
    const res = await inject('OPTIONS', '/api/v1/blog', {
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'if-none-match',
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-methods'])).toMatch(/\bGET\b/);
    expect(String(res.headers['access-control-allow-methods'])).not.toMatch(/POST|PATCH|DELETE/);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'if-none-match',
    );
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('writes from another origin', () => {
  it('allows no preflight for a write', async () => {
    for (const method of ['POST', 'PATCH', 'DELETE']) {
      const res = await inject('OPTIONS', '/api/v1/blog', {
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type, authorization',
      });
      expect(res.headers['access-control-allow-origin'], method).toBeUndefined();
      expect(res.headers['access-control-allow-methods'], method).toBeUndefined();
      expect(res.headers['access-control-allow-credentials'], method).toBeUndefined();
    }
  });

  it('lets no other origin read the answer of a write', async () => {
    const login = await attemptSignIn(
      ctx.app,
      { username: 'super_admin', password: SUPER_PASSWORD },
      { headers: { origin: ELSEWHERE } },
    );
    const post = await inject('POST', '/api/v1/blog', bearer(ctx.sup), { title: 'From elsewhere' });
    for (const res of [login, post]) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

describe('media joined as host + "/" + path', () => {
  it('sends //media/… on to the file, which other sites may show', async () => {
    const { blogs } = (await inject('GET', '/api/v1/blog')).json() as {
      blogs: { blogImage: string }[];
    };
    const path = blogs.find((b) => b.blogImage)!.blogImage;
    expect(path).toMatch(/^\/media\//);

    const joined = await inject('GET', `/${path}`);
    expect(joined.statusCode).toBe(301);
    expect(joined.headers.location).toBe(path);

    const file = await inject('GET', String(joined.headers.location));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\//);
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('keeps a missing file a 404 after the redirect', async () => {
    const joined = await inject('GET', '//media/not-there.jpg');
    expect(joined.statusCode).toBe(301);
    const missing = await inject('GET', String(joined.headers.location));
    expect(missing.statusCode).toBe(404);
  });
});
