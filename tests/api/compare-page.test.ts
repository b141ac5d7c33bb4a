/**
 * The comparison at /products/compare (docs/decisions/0050) as a visitor gets it: the products
 * `p` names, side by side, read from their records at the request (an editor's change shows in
 * the next one); and for any query a page or a readable refusal, never a server error.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleText } from '../helpers/pages';
import { familyRecords, pagesApp, uniq } from './family-records';

const ctx = pagesApp();
const glands = familyRecords(ctx, 'cable-management');

const get = (url: string) => ctx.app.fastify.inject({ method: 'GET', url });
const compare = (...addresses: string[]) =>
  `/products/compare?${addresses.map((a) => `p=${encodeURIComponent(a)}`).join('&')}`;

const ip68 = 'cable-management/cable-glands/ip68';
const polyamide = 'cable-management/cable-glands/polyamide';

describe('the comparison page', () => {
  it('lines up the products’ specifications and part numbers, as their records say now', async () => {
    const before = visibleText((await get(compare(ip68, polyamide))).body);
    expect(before).toContain('IP68 Cable Glands');
    expect(before).toContain('Polyamide Cable Glands');
    expect(before).toContain('TG-PA-M20');
    expect(before).toMatch(/Material Differs Brass Polyamide/);

    const product = (await glands.products()).find((p) => p.slug === 'cable-glands/ip68')!;
    const word = `Rating${uniq()}`;
    const full = (await glands.call('GET', `/api/v1/catalogue/products/${product.id}`)).json()
      .product as { specs: { label: string; value: string; unit: string; filter: string }[] };
    await glands.patch(product.id, {
      specs: [...full.specs, { label: 'Impact rating', value: word, unit: '', filter: 'no' }],
    });
    const after = visibleText((await get(compare(ip68, polyamide))).body);
    expect(after).toContain(`Impact rating Differs ${word}`);
  });

  it('says what is wrong with too few, too many or unknown products', async () => {
    const few = visibleText((await get(compare(ip68))).body);
    expect(few).toContain('Choose at least two products');
    const five = ['ip45', 'ip68', 'aisi303', 'aisi316l', 'polyamide'].map(
      (g) => `cable-management/cable-glands/${g}`,
    );
    expect(visibleText((await get(compare(...five))).body)).toContain('at most four products');
    const unknown = await get(compare(ip68, 'gaskets/no-such-gasket', polyamide));
    expect(unknown.statusCode).toBe(200);
    expect(visibleText(unknown.body)).toContain('We could not find these products');
    expect(visibleText(unknown.body)).toContain('gaskets/no-such-gasket');
    // The two it found are still compared.
    expect(visibleText(unknown.body)).toContain('TG-PA-M20');
  });

  it('answers any query with a page or a readable refusal, never a server error', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(ip68, polyamide, 'gaskets/kammprofile', 'gaskets', '/products/x/y', ''),
      fc.stringMatching(/^[a-z0-9-]{1,12}\/[a-z0-9/-]{1,24}$/),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('p', 'p', 'q', 'P'), value), { maxLength: 8 }),
        async (pairs) => {
          const res = await get(`/products/compare?${new URLSearchParams(pairs)}`);
          expect([200, 400]).toContain(res.statusCode);
          const text = visibleText(res.body);
          if (res.statusCode === 400) expect(text).toContain('product’s address');
          else expect(text).toMatch(/Products side by side|Choose at least two|at most four/);
        },
      ),
      { numRuns: 40 },
    );
  });
});
