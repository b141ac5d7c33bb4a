/**
 * The privacy notice (issue 32): /privacy is rendered on the server from its section, with who
 * is responsible told from the company's own facts; it is in the sitemap, the footer and the
 * search; and every visitor form shows the notice's one sentence with a link to it.
 */
import { describe, expect, it } from 'vitest';
import { visibleText } from '../helpers/pages';
import { pagesApp } from '../helpers/signed-in-app';
import { bearer } from '../helpers/test-app';
import { sectionPath } from './write-helpers';

const ctx = pagesApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.fastify.inject({ method: 'GET', url, headers });

/** The notice's sentence as a page renders it: the paragraph, and the address its link goes to. */
function privacyNotes(html: string) {
  return [...html.matchAll(/<p[^>]*data-privacy-note=""[^>]*>([\s\S]*?)<\/p>/g)].map((m) => ({
    // Inline tags run on with the words around them (React's `<!-- -->` between texts too).
    text: visibleText(m[1]!.replace(/<!--.*?-->|<[^>]*>/gs, '')),
    links: [...m[1]!.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((a) => ({
      href: a[1],
      text: visibleText(a[2]!),
    })),
  }));
}

/** A basket holding one product, as the cookie a visitor's browser would send. */
async function basketCookie() {
  const [product] = (await ctx.app.services.content.page('products', { limit: 1 })).items;
  const added = await ctx.app.services.quotes.add(undefined, {
    productId: product!.id,
    quantity: '1',
  });
  if (!added.ok) throw new Error(`could not fill a basket: ${JSON.stringify(added.fields)}`);
  return `quote_basket=${added.token}`;
}

describe('the privacy notice at /privacy', () => {
  it('is rendered on the server from its section, no script needed', async () => {
    const notice = await ctx.app.services.content.section('privacy');
    const res = await get('/privacy');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const text = visibleText(res.body);
    expect(res.body).toMatch(new RegExp(`<h1[^>]*>${notice.heading}</h1>`));
    for (const words of [
      notice.intro,
      notice.controllerHeading,
      notice.controllerText,
      notice.dpoEmail,
      'Under sections 34 to 38 of the Nigeria Data Protection Act 2023',
      'Nigeria Data Protection Commission',
      'CVs and files attached to requests for quote: 12 months',
      'Enquiries, job applications and requests for quote: 24 months',
      'Newsletter sign-ups that are never confirmed: 7 days',
      '400 days',
    ]) {
      expect(text, words).toContain(words);
    }
    for (const right of [
      'access',
      'rectification',
      'erasure',
      'restriction',
      'objection',
      'portability',
    ]) {
      expect(text).toContain(`(${right})`);
    }
    expect(res.body).toContain(`href="mailto:${notice.dpoEmail}"`);
  });

  it('names the company from its settings and the footer, so a new address shows here at once', async () => {
    const footerPath = await sectionPath(ctx.app, 'footer');
    const headOffice = 'Plot 12, Trans-Amadi Industrial Layout, Port Harcourt';
    const patched = await ctx.app.fastify.inject({
      method: 'PATCH',
      url: footerPath,
      headers: bearer(ctx.sup),
      payload: { headOffice, email: 'hello@tranos.example' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const { companyName } = await ctx.app.services.content.section('site/settings');
    const text = visibleText((await get('/privacy')).body);
    for (const fact of [companyName, headOffice, 'hello@tranos.example'])
      expect(text).toContain(fact);
  });

  it('says how long each kind is kept from Settings → Personal data, and follows a change', async () => {
    const before = visibleText((await get('/privacy')).body);
    expect(before).toContain('requests for quote: 24 months from the day');
    expect(before).toContain('never confirmed: 7 days');
    expect(before).not.toMatch(/\{\w+\}/);
    const changed = await ctx.app.fastify.inject({
      method: 'PUT',
      url: '/api/v1/settings/personal-data',
      headers: bearer(ctx.sup),
      payload: {
        filesMonths: 12,
        enquiriesMonths: 36,
        auditAddressDays: 400,
        pendingSubscriberDays: 1,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = visibleText((await get('/privacy')).body);
    expect(after).toContain('requests for quote: 36 months from the day');
    expect(after).toContain('never confirmed: 1 day.');
  });

  it('is edited through its section like every other', async () => {
    const path = await sectionPath(ctx.app, 'privacy');
    expect(path).toMatch(/^\/api\/v1\/privacy\/[0-9a-f-]{36}$/);
    const res = await ctx.app.fastify.inject({
      method: 'PATCH',
      url: path,
      headers: bearer(ctx.sup),
      payload: {
        dpoEmail: 'privacy@tranos.example',
        body: '<h2>Your rights</h2><p>Ask our officer for a copy of your data.</p><script>alert(1)</script>',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const html = (await get('/privacy')).body;
    expect(visibleText(html)).toContain('Ask our officer for a copy of your data.');
    expect(html).toContain('href="mailto:privacy@tranos.example"');
    expect(html).not.toContain('alert(1)');
    const refused = await ctx.app.fastify.inject({
      method: 'PATCH',
      url: path,
      headers: bearer(ctx.sup),
      payload: { dpoEmail: 'not an address' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('dpoEmail');
    expect(
      (await ctx.app.fastify.inject({ method: 'PATCH', url: path, payload: { heading: 'x' } }))
        .statusCode,
    ).toBe(401);
  });

  it('is in the sitemap, linked from the footer of every page, and found by the search', async () => {
    const sitemap = await get('/sitemaps/pages.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('<loc>http://localhost/privacy</loc>');
    const { heading } = await ctx.app.services.content.section('privacy');
    for (const path of ['/', '/products', '/privacy']) {
      const footer = /<footer[\s\S]*<\/footer>/.exec((await get(path)).body)?.[0] ?? '';
      expect(footer, path).toMatch(new RegExp(`<a[^>]*href="/privacy"[^>]*>${heading}</a>`));
    }
    const search = await get(`/api/v1/search?q=${encodeURIComponent('data protection officer')}`);
    expect(search.statusCode).toBe(200);
    expect((search.json() as { results: { url: string }[] }).results.map((r) => r.url)).toContain(
      '/privacy',
    );
  });
});

describe('the sentence beside every form’s send button', () => {
  it('shows on the contact, careers, quote and newsletter forms, linking to /privacy', async () => {
    const { formNote } = await ctx.app.services.content.section('privacy');
    expect(formNote).toMatch(/\[.+\]/);
    const said = formNote.replace(/[[\]]/g, '');
    const linked = /\[(.+)\]/.exec(formNote)![1]!;
    const cookie = await basketCookie();
    for (const [path, headers] of [
      ['/contacts', {}],
      ['/careers', {}],
      ['/quote', { cookie }],
      ['/', {}],
    ] as const) {
      const res = await get(path, headers);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, `${path}: the sentence follows a send button`).toMatch(
        /<button type="submit"[^>]*>(?:(?!<form)[\s\S]){0,800}data-privacy-note/,
      );
      expect(privacyNotes(res.body), path).toEqual([
        { text: said, links: [{ href: '/privacy', text: linked }] },
      ]);
    }
  });

  it('is one fact: changing it in the notice changes it on every form', async () => {
    const path = await sectionPath(ctx.app, 'privacy');
    const res = await ctx.app.fastify.inject({
      method: 'PATCH',
      url: path,
      headers: bearer(ctx.sup),
      payload: {
        formNote: 'Your details answer this request and nothing else: [how we keep them].',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const page of ['/contacts', '/careers', '/']) {
      expect(privacyNotes((await get(page)).body), page).toEqual([
        {
          text: 'Your details answer this request and nothing else: how we keep them.',
          links: [{ href: '/privacy', text: 'how we keep them' }],
        },
      ]);
    }
  });
});
