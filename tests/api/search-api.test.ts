/**
 * The site search over the API (docs/decisions/0014), on the seeded site: what an engineer
 * types finds the right page first, misspelt or not; the index follows every write in its
 * transaction; bad input is a 400.
 */
import { describe, expect, it } from 'vitest';
import { bearer } from '../helpers/test-app';
import { signedInApp } from '../helpers/signed-in-app';
import { sectionPath } from './write-helpers';

const ctx = signedInApp();

interface Answer {
  results: { type: string; title: string; url: string; snippet: string }[];
  total: number;
  counts: Record<string, number>;
  page: number;
  pageCount: number;
  showingFor?: string;
  didYouMean?: string;
}

const search = async (query: string): Promise<Answer> => {
  const res = await ctx.app.fastify.inject({ method: 'GET', url: `/api/v1/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Answer;
};
const first = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).results[0];
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.fastify.inject({ method, url, headers: bear(), ...(payload ? { payload } : {}) });
const bear = () => bearer(ctx.sup);

describe('the site search', () => {
  it('puts the right page first for what engineers type, misspelt or not', async () => {
    const cases: [string, string][] = [
      ['sivacon', '/products/power-protection-and-distribution/siemens-sivacon'],
      ['SIVACON', '/products/power-protection-and-distribution/siemens-sivacon'],
      ['sivacn', '/products/power-protection-and-distribution/siemens-sivacon'],
      ['genrator', '/products/power-generation/gas-powered-generators'],
      ['gas generators', '/products/power-generation/gas-powered-generators'],
      ['atex glands', '/products/cable-management/cable-glands/atex'],
      ['TG1200', '/products/power-generation/gas-powered-generators'],
      ['kammprofile', '/products/gaskets/kammprofile'],
      ['careers', '/careers'],
    ];
    for (const [q, url] of cases) expect((await first(q))?.url, q).toBe(url);
  });

  it('answers ten a page with a count of each type, and filters by type', async () => {
    const all = await search('q=gland');
    expect(all.results.length).toBeLessThanOrEqual(10);
    expect(all.total).toBe(Object.values(all.counts).reduce((a, b) => a + b, 0));
    expect(all.counts.product).toBeGreaterThan(1);
    const products = await search('q=gland&type=product');
    expect(products.total).toBe(all.counts.product);
    expect(products.results.every((r) => r.type === 'product')).toBe(true);
    for (const r of all.results) expect(r.snippet.length).toBeLessThanOrEqual(204);
  });

  it('corrects a word no page has, and says so', async () => {
    const answer = await search('q=spirl+wound+gaskets');
    expect(answer.showingFor ?? answer.didYouMean).toBe('spiral wound gaskets');
    expect(answer.results[0]?.url).toBe('/products/gaskets/spiral-wound-gaskets');
  });

  it('finds nothing for nonsense, and refuses what is not a query', async () => {
    expect((await search('q=zzqqxxjj')).total).toBe(0);
    const long = await ctx.app.fastify.inject({
      method: 'GET',
      url: `/api/v1/search?q=${'a'.repeat(201)}`,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.q).toMatch(/too long/);
    const empty = await ctx.app.fastify.inject({ method: 'GET', url: '/api/v1/search?q=' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.q).toBeTruthy();
  });

  it('follows writes at once: a new product is found, a hidden or deleted one is not', async () => {
    const made = await send('POST', '/api/v1/catalogue/products', {
      name: 'Zirconia Surge Arrester',
      family: 'power-protection-and-distribution',
      summary: 'Protects switchgear from lightning surges.',
    });
    const { product } = made.json() as { product: { id: string; url: string } };
    expect((await first('zirconia arrester'))?.url).toBe(product.url);
    expect((await search('q=zirconai')).showingFor).toBe('zirconia');

    await send('PATCH', `/api/v1/catalogue/products/${product.id}`, { visibility: 'hidden' });
    expect((await search('q=zirconia')).total).toBe(0);
    await send('PATCH', `/api/v1/catalogue/products/${product.id}`, { visibility: 'shown' });
    expect((await search('q=zirconia')).total).toBe(1);
    await send('DELETE', `/api/v1/catalogue/products/${product.id}`);
    expect((await search('q=zirconia')).total).toBe(0);
    // Its words went with it: a misspelling is corrected to a word a page still has.
    await send('POST', '/api/v1/catalogue/products', {
      name: 'Zirconium Surge Counter',
      family: 'power-protection-and-distribution',
    });
    expect((await search('q=zirconai')).showingFor).toBe('zirconium');
  });

  it('does not mind accents or word order', async () => {
    const made = await send('POST', '/api/v1/catalogue/products', {
      name: 'Boîte de Jonction Étanche',
      family: 'enclosures',
      summary: 'A sealed junction box for wet sites.',
    });
    const { product } = made.json() as { product: { url: string } };
    expect((await first('boite jonction etanche'))?.url).toBe(product.url);
    expect((await first('étanche boîte'))?.url).toBe(product.url);
  });

  it('finds a page by the words of its sections, after an editor changes them', async () => {
    const { sections } = (
      await ctx.app.fastify.inject({ method: 'GET', url: '/api/v1/sections' })
    ).json() as { sections: { key: string; id: string }[] };
    const careers = sections.find((s) => s.key === 'careers/page')!;
    const res = await send('PATCH', `/api/v1/careers/page/${careers.id}`, {
      intro: 'We are hiring apprentice electricians for our Ikorodu workshop.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await first('apprentice electricians'))?.url).toBe('/careers');
  });

  it('finds each industry at its own page, and follows an edit of the industries', async () => {
    const industries = async (q: string) =>
      (await search(`type=industry&q=${encodeURIComponent(q)}`)).results;
    expect((await industries('midstream operators'))[0]).toMatchObject({
      type: 'industry',
      title: 'Oil & Gas',
      url: '/industries-we-serve/oil-and-gas',
    });
    const path = await sectionPath(ctx.app, 'catalogue/industries');
    const stored = (await ctx.app.fastify.inject({ method: 'GET', url: path })).json() as {
      industries: { industries: Record<string, unknown>[] };
    };
    // Power & Energy becomes Renewable Energy at a new address; Oil & Gas goes.
    const [power, , ...rest] = stored.industries.industries;
    const res = await send('PATCH', path, {
      industries: [
        {
          ...power,
          name: 'Renewable Energy',
          slug: 'renewable-energy',
          summary: 'Solar farms and battery storage, from the array to the grid connection.',
        },
        ...rest,
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await industries('battery storage solar'))[0]).toMatchObject({
      title: 'Renewable Energy',
      url: '/industries-we-serve/renewable-energy',
    });
    const urls = async (q: string) => (await industries(q)).map((r) => r.url);
    expect(await urls('generation transmission')).toEqual([
      '/industries-we-serve/renewable-energy',
    ]);
    expect(await urls('midstream operators')).not.toContain('/industries-we-serve/oil-and-gas');
  });
});
