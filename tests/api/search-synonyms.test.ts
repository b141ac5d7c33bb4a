/**
 * Settings → Search (issue 33): synonym groups editors keep, applied by the site search to every
 * type of result. `GET`/`PUT /api/v1/search/synonyms` for signed-in staff; bad input is a 400
 * with a message per field; a change is audited and refreshes cached search pages.
 */
import { describe, expect, it } from 'vitest';
import { pagesApp } from '../helpers/signed-in-app';
import { bearer } from '../helpers/test-app';
import { loadSearchVocabulary } from '../../server/services/content/seed-files';

const ctx = pagesApp();
const URL = '/api/v1/search/synonyms';
const put = (payload: object, headers: Record<string, string> = bearer(ctx.sup)) =>
  ctx.app.fastify.inject({ method: 'PUT', url: URL, headers, payload });
const first = async (q: string) =>
  (await ctx.app.fastify.inject({ url: `/api/v1/search?q=${encodeURIComponent(q)}` })).json() as {
    results: { title: string; url: string }[];
    mostWords?: { dropped: string[] };
  };

describe('synonyms', () => {
  it('are for signed-in staff', async () => {
    expect((await ctx.app.fastify.inject({ url: URL })).statusCode).toBe(401);
    expect((await put({ groups: [] }, {})).statusCode).toBe(401);
  });

  it('refuse bad groups with a message per field, changing nothing', async () => {
    for (const [body, field] of [
      [{ groups: [['alone']] }, 'groups.0'],
      [
        {
          groups: [
            ['ok', 'fine'],
            ['x', ''],
          ],
        },
        'groups.1.1',
      ],
      [{ groups: [['a', 'b<script>']] }, 'groups.0.1'],
      [{ groups: 'explosion proof, ex' }, 'groups'],
      [{}, 'groups'],
    ] as const) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields), JSON.stringify(body)).toContain(field);
    }
    const res = await ctx.app.fastify.inject({ url: URL, headers: bearer(ctx.sup) });
    // A new site starts with the trade vocabulary (issue 52), set by no one.
    expect(res.json().synonyms).toMatchObject({
      groups: await loadSearchVocabulary(),
      updatedBy: null,
    });
  });

  it('make the searches buyers tried find the right page first', async () => {
    // The trade vocabulary a new site starts with already knows these (issue 52).
    expect((await first('explosion proof junction box')).results[0]?.url).toMatch(/atex/);
    expect((await first('job vacancies')).results[0]?.url).toBe('/careers');
    // Without any group, no page has all of those words.
    expect((await put({ groups: [] })).statusCode).toBe(200);
    expect((await first('explosion proof junction box')).mostWords).toBeDefined();
    // The page of the search, as a visitor has it, before: to see it refresh after the change.
    const page = await ctx.app.fastify.inject({ url: '/search?q=vacancies' });
    expect(page.headers['x-search-results']).toBe('0');

    const res = await put({
      groups: [
        ['Explosion proof', 'Ex', 'ATEX'],
        ['vacancy', 'job', 'career', 'recruitment'],
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().synonyms).toMatchObject({
      groups: [
        ['explosion proof', 'ex', 'atex'],
        ['vacancy', 'job', 'career', 'recruitment'],
      ],
      updatedBy: 'super_admin',
    });

    const atex = await first('explosion proof junction box');
    expect(atex.results[0]?.url).toMatch(/atex/);
    expect(atex.results[0]?.title).toMatch(/junction box/i);
    const jobs = await first('job vacancies');
    expect(jobs.results[0]?.url).toBe('/careers');
    const again = await ctx.app.fastify.inject({ url: '/search?q=vacancies' });
    expect(Number(again.headers['x-search-results'])).toBeGreaterThan(0);
  });

  it('are in the activity log', async () => {
    const res = await ctx.app.fastify.inject({
      url: '/api/v1/audit-log?target=settings/search',
      headers: bearer(ctx.sup),
    });
    expect(res.json().entries[0]).toMatchObject({
      action: 'settings.update',
      fields: ['Synonym groups'],
    });
  });
});
