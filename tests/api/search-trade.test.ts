/**
 * Search that speaks the trade (issue 52), on the seeded site through the API: the trade
 * vocabulary a site starts with (and gets once, beside its editors' groups), pages with most
 * of the words when none has them all, part numbers however typed, and a product named by the
 * query ahead of those that only mention its words.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchVocabulary } from '../../content/seed/search-vocabulary';
import { addSearchVocabulary } from '../../server/services/search-synonyms';
import { signedInApp } from '../helpers/signed-in-app';
import { bearer } from '../helpers/test-app';

const ctx = signedInApp();

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
    for (const [q, url] of [
      ['LV panel', '/products/power-protection-and-distribution/tranos-elite-range'],
      ['MV panel', '/products/power-protection-and-distribution/siemens-simoprime'],
      ['swg gasket', '/products/gaskets/spiral-wound-gaskets'],
      ['data cabinet', '/products/enclosures/servers'],
      ['genset canopy', '/products/enclosures/mechanical'],
      ['job opening', '/careers'],
      ['IP66 socket', '/products/lights-wiring/industrial/wiring'],
    ]) {
      expect((await search(q)).results[0]?.url, q).toBe(url);
    }
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
    expect(await addSearchVocabulary(db)).toBeGreaterThan(40);
    const upgraded = await groups();
    expect(upgraded.slice(0, 2)).toEqual(mine);
    // A vocabulary group holding one of the editor's terms is left out; the others are added.
    expect(upgraded.some((g) => g.includes('low voltage'))).toBe(false);
    expect(upgraded).toContainEqual([...searchVocabulary.find((g) => g.includes('swg'))!]);
    // An editor deletes a group: the next start does not bring it back.
    const withoutSwg = upgraded.filter((g) => !g.includes('swg'));
    await putGroups(withoutSwg);
    expect(await addSearchVocabulary(db)).toBe(0);
    expect(await groups()).toEqual(withoutSwg);
  });
});
