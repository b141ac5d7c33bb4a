/**
 * Link fields take a page of this site (`/products/…`) or an http(s) address. Anything a browser
 * would read as another host behind a leading slash is refused with the field's message, and the
 * stored value does not change.
 */
import { describe, expect, it } from 'vitest';
import { signedInApp } from '../helpers/signed-in-app';
import { patchSection, sectionPath } from './write-helpers';

const ctx = signedInApp();

const patchSocialLink = (url: string) =>
  patchSection(ctx.app, ctx.sup, 'footer', { socialLinks: [{ network: 'LinkedIn', url }] });

const stored = async () =>
  (await ctx.app.fastify.inject({ url: await sectionPath(ctx.app, 'footer') })).json().footerText
    .socialLinks;

describe('link fields', () => {
  it.each([
    '//evil.example/login',
    '/\\evil.example',
    '\\\\evil.example',
    ' //evil.example',
    '/\t/evil.example',
    '/%2Fevil.example',
    '/%5Cevil.example',
    '/%2f%2fevil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('refuse %j, keeping what was stored', async (url) => {
    const before = await stored();
    const res = await patchSocialLink(url);
    expect(res.statusCode).toBe(400);
    const message = Object.values(res.json().error.fields as Record<string, string>)[0];
    expect(message).toMatch(
      /another site must start with https:\/\/|Must start with \/ or http|control|character/i,
    );
    expect(await stored()).toEqual(before);
  });

  it.each([
    '/products/enclosures',
    '/news-and-insights?page=2',
    'https://www.linkedin.com/company/example',
    'http://example.com/a//b',
  ])('accept %j', async (url) => {
    const res = await patchSocialLink(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().footerText.socialLinks).toEqual([{ network: 'LinkedIn', url }]);
  });
});
