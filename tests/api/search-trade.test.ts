/**
 * Search that speaks the trade (issue 52), on the seeded site through the API: the trade
 * vocabulary a site starts with (and gets once, beside its editors' groups), pages with most
 * of the words when none has them all, part numbers however typed, and a product named by the
 * query ahead of those that only mention its words.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSearchVocabulary } from '../../server/services/content/seed-files';
import { addSearchVocabulary } from '../../server/services/search/search-synonyms';
import { signedInApp } from '../helpers/signed-in-app';
import { bearer } from '../helpers/test-app';
import { anyText } from '../unit/properties/generated-text';

const ctx = signedInApp();
const searchVocabulary = await loadSearchVocabulary();

interface Answer {
  results: { url: string; title: string; part?: string; missing?: string[] }[];
  total: number;
  didYouMean?: string;
  showingFor?: string;
  mostWords?: { dropped: string[] };
}

const search = async (q: string): Promise<Answer> => {
  const res = await ctx.app.fastify.inject({ url: `/api/v1/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Answer;
};
const SYNONYMS = '/api/v1/search/synonyms';
const groups = async (): Promise<string[][]> =>
  (await ctx.app.fastify.inject({ url: SYNONYMS, headers: bearer(ctx.sup) })).json().synonyms
    .groups;
const putGroups = async (value: string[][]) => {
  const res = await ctx.app.fastify.inject({
    method: 'PUT',
    url: SYNONYMS,
    headers: bearer(ctx.sup),
    payload: { groups: value },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const glands = '/products/cable-management/cable-glands';

describe('search that speaks the trade', () => {
  it('knows the abbreviations and everyday words of a fresh site', async () => {
    expect(searchVocabulary.length).toBeGreaterThanOrEqual(40);
    const cases: [string, string][] = [
      ['LV panel', '/products/power-protection-and-distribution/tranos-elite-range'],
      ['MV panel', '/products/power-protection-and-distribution/siemens-simoprime'],
      ['swg gasket', '/products/gaskets/spiral-wound-gaskets'],
      ['data cabinet', '/products/enclosures/servers'],
      ['genset canopy', '/products/enclosures/mechanical'],
      ['job opening', '/careers'],
      ['IP66 socket', '/products/lights-wiring/industrial/wiring'],
    ];
    for (const [q, url] of cases) expect((await search(q)).results[0]?.url, q).toBe(url);
  });

  it('finds a part number however it is typed, first, and says which part matched', async () => {
    for (const q of ['TGA316LM25', 'tg a316l m25', 'TG-A316L-M25', 'tg.a316l.m25']) {
      const first = (await search(q)).results[0];
      expect(first, q).toMatchObject({ url: `${glands}/aisi316l`, part: 'TG-A316L-M25' });
    }
  });

  it('puts the product named by the words ahead of those that mention them', async () => {
    const answer = await search('flameproof gland');
    expect(answer.results[0]?.url).toBe(`${glands}/atex`);
  });

  it('shows the pages with most of the words when none has them all, and says which', async () => {
    const answer = await search('stainless steel cable gland for unicorns');
    expect(answer.mostWords).toEqual({ dropped: ['unicorns'] });
    expect(answer.results[0]?.url).toMatch(/cable-glands\/aisi3/);
    expect(answer.results[0]?.missing).toEqual(['unicorns']);
    // A misspelt word is offered corrected, from the index's own words.
    const misspelt = await search('stainless steel glands for brewries hazardus');
    expect(misspelt.didYouMean).toMatch(/hazardous/);
    expect(misspelt.total).toBeGreaterThan(0);
    // All words known, no page with them all: pages with all but one, ranked.
    const apart = await search('kammprofile sivacon');
    expect(apart.mostWords).toBeDefined();
    expect(apart.results.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/products/gaskets/kammprofile',
        '/products/power-protection-and-distribution/siemens-sivacon',
      ]),
    );
  });

  it('adds the vocabulary to an existing site once, beside its editors’ groups', async () => {
    const db = ctx.app.database.db;
    // A site from before the vocabulary, whose editor had groups of its own.
    const mine = [
      ['lv', 'low volts'],
      ['vacancy', 'opening'],
    ];
    await putGroups(mine);
    await db.execute(sql`delete from seed_runs where key = 'search-vocabulary'`);
    expect(await addSearchVocabulary(db, searchVocabulary)).toBeGreaterThan(40);
    const upgraded = await groups();
    expect(upgraded.slice(0, 2)).toEqual(mine);
    // A vocabulary group holding one of the editor's terms is left out; the others are added.
    expect(upgraded.some((g) => g.includes('low voltage'))).toBe(false);
    expect(upgraded).toContainEqual([...searchVocabulary.find((g) => g.includes('swg'))!]);
    // An editor deletes a group: the next start does not bring it back.
    const withoutSwg = upgraded.filter((g) => !g.includes('swg'));
    await putGroups(withoutSwg);
    expect(await addSearchVocabulary(db, searchVocabulary)).toBe(0);
    expect(await groups()).toEqual(withoutSwg);
  });

  it('answers any query of words, codes and odd characters with a page of results or a 400, never a 5xx', async () => {
    const trade = fc.constantFrom(...searchVocabulary.flat(), 'tg-a316l-m25', 'gland', 'zzqq');
    const query = fc
      .array(fc.oneof(trade, anyText), { minLength: 1, maxLength: 14 })
      // A lone half of a surrogate pair cannot be put in a URL at all.
      .map((parts) =>
        parts
          .join(' ')
          .replace(/[\ud800-\udfff]/g, '')
          .trim()
          .slice(0, 200),
      )
      .filter((q) => q.length > 0);
    let n = 0;
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        n++;
        const res = await ctx.app.fastify.inject({
          url: `/api/v1/search?q=${encodeURIComponent(q)}`,
          // A client each: the search's rate limit is per address.
          remoteAddress: `10.53.${Math.floor(n / 250)}.${n % 250}`,
        });
        // Text no database can hold (a NUL) is refused with the field named, as any form's.
        if (res.statusCode === 400) {
          expect(res.json().error.fields.q, q).toBeTruthy();
          return;
        }
        expect(res.statusCode, q).toBe(200);
        const answer = res.json() as Answer;
        expect(answer.results.length).toBeLessThanOrEqual(10);
        for (const r of answer.results) expect(r.missing?.length ?? 0).toBeLessThanOrEqual(8);
      }),
      { numRuns: 60 },
    );
  });
});
