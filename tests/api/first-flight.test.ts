/**
 * A public page fits its first flight (docs/decisions/0059): its own rules inline with the
 * stylesheet linked but disabled, and its scripts apart, answered to the deferred loader's
 * request (the page's URL with `x-hydration-data: 1`) from a copy the cache keeps beside the
 * page's. A form's answer, an error page and the CMS keep their scripts in the page.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { DeferredScripts } from '../../app/defer-hydration.server';
import { markupOf } from '../../app/page-styles.server';
import { pagesApp } from '../helpers/signed-in-app';

const ctx = pagesApp();
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.fastify.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': 'identity', ...headers },
  });
const scriptsOf = (url: string) => get(url, { 'x-hydration-data': '1' });

/** The deferred loader's data element: its id and its text. */
const dataElement = (html: string) => {
  const id = /<script data-deferred="([^"]+)">/.exec(html)?.[1];
  const text = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(
    html,
  )?.[1];
  return { id, text };
};

describe('a public page', () => {
  it('carries its own rules and an empty data element; its scripts come apart, for the same URL', async () => {
    const page = await get('/products?family=gaskets');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = page.body;
    // The page's rules, in a <style> where its stylesheet was, which is kept but not fetched.
    const style =
      /<style>([\s\S]*?)<\/style><link disabled=""[^>]* rel="stylesheet" href="(\/assets\/[\w-]+\.css)"\/>/.exec(
        html,
      );
    expect(style, 'inline rules before a disabled stylesheet').not.toBeNull();
    const [, rules = '', href = ''] = style ?? [];
    // The stylesheet as built, beside the server build the pages come from.
    const built = resolve(dirname(inject('pagesServerBuild')), '..', 'client', `.${href}`);
    const whole = { body: readFileSync(built, 'utf8') };
    expect(rules.length).toBeGreaterThan(1000);
    expect(rules.length).toBeLessThan(whole.body.length / 1.5);
    expect(rules).toContain('.content-width{');
    // The whole stylesheet's rules for classes the page does not use are not there.
    const used = markupOf(html).classes;
    const unused = [...whole.body.matchAll(/\.([a-z][\w-]*)\{/g)]
      .map((m) => m[1] ?? '')
      .filter((name) => !used.has(name));
    expect(unused.length).toBeGreaterThan(20);
    for (const name of unused) expect(rules, name).not.toContain(`.${name}{`);
    expect(dataElement(html).text).toBe('');
    expect(page.headers.vary).toMatch(/x-hydration-data/i);

    const apart = await scriptsOf('/products?family=gaskets');
    expect(apart.statusCode).toBe(200);
    expect(apart.headers['content-type']).toMatch(/^application\/json/);
    expect(apart.headers.vary).toMatch(/x-hydration-data/i);
    expect(apart.headers.etag).not.toBe(page.headers.etag);
    const data = JSON.parse(apart.body) as DeferredScripts;
    expect(data.modules.length).toBeGreaterThan(0);
    expect(data.chunks[0]).toMatch(/^\/assets\/root-[\w-]+\.js$/);
    // The loader data is this page's: the family's name as the page shows it.
    expect(data.scripts.join('')).toContain('Gaskets');
    // Not counted as a page view, not a page: nothing of the HTML.
    expect(apart.body).not.toContain('<html');
  });

  it('answers the page and its scripts each from the cache, the same each time', async () => {
    const first = await scriptsOf('/news-and-insights');
    const again = await scriptsOf('/news-and-insights');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    const page = await get('/news-and-insights');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // A revalidation of the scripts is not answered with the page, or the other way round.
    const revalidated = await scriptsOf('/news-and-insights');
    expect(revalidated.headers['content-type']).toMatch(/^application\/json/);
    const notModified = await get('/news-and-insights', {
      'x-hydration-data': '1',
      'if-none-match': String(first.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
    const pageNotModified = await get('/news-and-insights', {
      'if-none-match': String(first.headers.etag),
    });
    expect(pageNotModified.statusCode).toBe(200);
  });

  it('keeps the scripts in the page for a header that is not the loader’s', async () => {
    for (const value of ['0', 'yes', '']) {
      const res = await get('/contacts', { 'x-hydration-data': value });
      expect(res.headers['content-type'], value).toMatch(/^text\/html/);
    }
  });
});

describe('pages that keep their scripts', () => {
  it('the not-found page: its data in the page, and a request for its scripts gets the page', async () => {
    const page = await get('/no-such-page-here');
    expect(page.statusCode).toBe(404);
    expect(JSON.parse(dataElement(page.body).text ?? 'null')).toHaveProperty('modules');
    const asked = await scriptsOf('/no-such-page-here');
    expect(asked.statusCode).toBe(404);
    expect(asked.headers['content-type']).toMatch(/^text\/html/);
  });

  it('a form’s answer (POST) carries its action’s data in the page', async () => {
    const res = await ctx.app.fastify.inject({
      method: 'POST',
      url: '/contacts',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        'accept-encoding': 'identity',
      },
      payload: 'intent=contact&name=',
    });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const { text } = dataElement(res.body);
    expect(JSON.parse(text ?? 'null')).toHaveProperty('scripts');
    expect(text).toContain('actionData');
  });

  it('the CMS sign-in page, an editor’s own', async () => {
    const res = await get('/cms/sign-in');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(dataElement(res.body).text ?? 'null')).toHaveProperty('modules');
  });
});
