/**
 * The catalogue over the API (docs/decisions/0013): families and products are records with
 * addresses, a product names an existing family, and the list narrows by family, industry and
 * text.
 */
import { describe, expect, it } from 'vitest';
import { requestAs, type Method } from '../helpers/test-app';
import { signedInApp } from '../helpers/signed-in-app';
import { allProducts, createProduct } from './catalogue-products';

const ctx = signedInApp();

const send = (method: Method, url: string, payload?: object) =>
  requestAs(ctx.app, ctx.sup, method, url, payload);
const get = (url: string) => ctx.app.fastify.inject({ method: 'GET', url });

interface Product {
  id: string;
  _id: string;
  slug: string;
  name: string;
  family: string;
  url: string;
  summary: string;
  industries: string[];
  specs: { label: string; value: string; unit: string; filter: string }[];
  template: string;
  visibility: string;
}

/** Every product a visitor gets from the list for `query`. */
const shownProducts = (query = '') => allProducts<Product>(ctx.app, { query });
const createAsEditor = (fields: object) => createProduct<Product>(ctx.app, ctx.sup, fields);

describe('the catalogue API', () => {
  it('lists the seven families, each with the address of its page', async () => {
    const res = await get('/api/v1/catalogue/families');
    expect(res.statusCode).toBe(200);
    const { families } = res.json() as { families: { id: string; slug: string; url: string }[] };
    expect(families.map((f) => f.slug)).toEqual([
      'power-protection-and-distribution',
      'cable-management',
      'enclosures',
      'warehouse-storage',
      'gaskets',
      'power-generation',
      'lights-wiring',
    ]);
    for (const family of families) expect(family.url).toBe(`/products/${family.slug}`);
  });

  it('lists the seeded products at the addresses their pages have always had', async () => {
    const products = await shownProducts();
    const urls = products.map((p) => p.url);
    for (const url of [
      '/products/cable-management/trac',
      '/products/power-generation/gas-powered-generators',
      '/products/lights-wiring/residential-and-commercial/lights/duro',
    ]) {
      expect(urls).toContain(url);
    }
    for (const p of products) {
      expect(p.id).toBe(p._id);
      expect(p.url).toBe(`/products/${p.family}/${p.slug}`);
    }
  });

  it('narrows the list by family, industry and text', async () => {
    const all = await shownProducts();
    const glands = await shownProducts('family=cable-management');
    expect(glands.length).toBeGreaterThan(0);
    expect(glands.length).toBeLessThan(all.length);
    expect(glands.every((p) => p.family === 'cable-management')).toBe(true);

    const oilAndGas = await shownProducts('industry=oil-and-gas');
    expect(oilAndGas.length).toBeGreaterThan(0);
    expect(oilAndGas.every((p) => p.industries.includes('oil-and-gas'))).toBe(true);
    expect(oilAndGas.map((p) => p.id).sort()).toEqual(
      all
        .filter((p) => p.industries.includes('oil-and-gas'))
        .map((p) => p.id)
        .sort(),
    );

    const generators = await shownProducts('q=GENERATOR');
    expect(generators.map((p) => p.slug)).toContain('gas-powered-generators');
    expect(await shownProducts('family=no-such-family')).toEqual([]);
  });

  it('refuses a filter that is not an address, with a field message', async () => {
    const res = await get('/api/v1/catalogue/products?family=Cable%20Management!');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.family).toMatch(/lower-case letters/);
  });

  it('creates a product from a name, a family and a summary', async () => {
    const product = await createAsEditor({
      name: 'Flameproof Junction Box',
      family: 'enclosures',
      summary: 'A junction box for Zone 1 and Zone 2 hazardous areas.',
    });
    expect(product).toMatchObject({
      name: 'Flameproof Junction Box',
      family: 'enclosures',
      slug: 'flameproof-junction-box',
      url: '/products/enclosures/flameproof-junction-box',
      template: 'generic',
      visibility: 'shown',
    });
    expect((await shownProducts('family=enclosures')).map((p) => p.id)).toContain(product.id);
    const again = await get(`/api/v1/catalogue/products/${product.id}`);
    expect(again.json().product.url).toBe('/products/enclosures/flameproof-junction-box');
  });

  it('refuses an unknown family beside the field, and stores nothing', async () => {
    const before = (await shownProducts()).length;
    const res = await send('POST', '/api/v1/catalogue/products', {
      name: 'Nowhere Product',
      family: 'not-a-family',
      summary: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ family: 'Choose one of the product families' });
    const missing = await send('POST', '/api/v1/catalogue/products', { summary: 'no name' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['family', 'name']);
    expect((await shownProducts()).length).toBe(before);
  });

  it('keeps slugs unique within a family, and refuses an address another product has', async () => {
    const make = (family: string) =>
      createAsEditor({ name: 'Cable Cleat', family, summary: 'A cleat.' });
    const first = await make('cable-management');
    const second = await make('cable-management');
    const elsewhere = await make('gaskets');
    expect([first.slug, second.slug, elsewhere.slug]).toEqual([
      'cable-cleat',
      'cable-cleat-2',
      'cable-cleat',
    ]);

    const clash = await send('PATCH', `/api/v1/catalogue/products/${second.id}`, {
      slug: 'cable-cleat',
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().error.fields.slug).toMatch(/has the address cable-cleat/);

    const bad = await send('PATCH', `/api/v1/catalogue/products/${second.id}`, {
      slug: 'Two Words',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.slug).toMatch(/lower-case letters/);

    const renamed = await send('PATCH', `/api/v1/catalogue/products/${second.id}`, {
      name: 'Trefoil Cable Cleat',
    });
    expect(renamed.json().product.slug).toBe('cable-cleat-2');
    const moved = await send('PATCH', `/api/v1/catalogue/products/${second.id}`, {
      slug: 'trefoil-cable-cleat',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().product.url).toBe('/products/cable-management/trefoil-cable-cleat');
  });

  it('fills the parts of a specification a write leaves out', async () => {
    const product = await createAsEditor({
      name: 'Stainless Gland',
      family: 'cable-management',
      summary: 'A gland.',
      specs: [{ label: 'IP rating', value: 'IP68', filter: 'yes' }, { label: 'Thread' }],
    });
    expect(product.specs).toEqual([
      { label: 'IP rating', value: 'IP68', unit: '', filter: 'yes' },
      { label: 'Thread', value: '', unit: '', filter: 'no' },
    ]);
  });

  it('deletes a product (gone from the sitemap too), and refuses to delete a family that still has products', async () => {
    const product = await createAsEditor({
      name: 'Short-lived Product',
      family: 'gaskets',
      summary: 'Gone soon.',
    });
    expect((await send('DELETE', `/api/v1/catalogue/products/${product.id}`)).statusCode).toBe(200);
    expect((await get(`/api/v1/catalogue/products/${product.id}`)).statusCode).toBe(404);

    const { families } = (await get('/api/v1/catalogue/families')).json() as {
      families: { id: string; slug: string }[];
    };
    const gaskets = families.find((f) => f.slug === 'gaskets')!;
    const refused = await send('DELETE', `/api/v1/catalogue/families/${gaskets.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/move or delete them first/);
    expect((await get(`/api/v1/catalogue/families/${gaskets.id}`)).statusCode).toBe(200);
  });

  it('keeps a hidden product from the public, while an editor still reads it', async () => {
    const product = await createAsEditor({
      name: 'Prototype Panel Not Yet Announced',
      family: 'power-protection-and-distribution',
      summary: 'Under test.',
      visibility: 'hidden',
    });
    const item = `/api/v1/catalogue/products/${product.id}`;
    expect((await get(item)).statusCode).toBe(404);
    const publicList = await shownProducts('q=Prototype Panel Not Yet');
    expect(publicList).toEqual([]);

    expect((await send('GET', item)).json().product.name).toBe('Prototype Panel Not Yet Announced');
    const editorList = await send('GET', '/api/v1/catalogue/products?q=Prototype Panel Not Yet');
    expect(editorList.json().products.map((p: Product) => p.id)).toEqual([product.id]);

    await send('PATCH', item, { visibility: 'shown' });
    expect((await get(item)).statusCode).toBe(200);
  });

  it('needs a session for every write', async () => {
    const res = await ctx.app.fastify.inject({
      method: 'POST',
      url: '/api/v1/catalogue/products',
      payload: { name: 'Anonymous', family: 'gaskets', summary: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('earlier addresses of a product', () => {
  const redirectFor = (path: string) => ctx.app.services.content.redirectFor(path);

  it('lead to where the product is now, however often it moved, and nowhere once it is gone', async () => {
    const product = await createAsEditor({
      name: 'Moving Panel',
      family: 'power-protection-and-distribution',
      summary: 'It moves.',
    });
    const first = product.url;
    const patch = async (body: object) =>
      (await send('PATCH', `/api/v1/catalogue/products/${product.id}`, body)).json()
        .product as Product;

    const second = (await patch({ slug: 'moved-panel' })).url;
    expect(await redirectFor(first)).toBe(second);
    const third = (await patch({ family: 'enclosures' })).url;
    expect(third).toBe('/products/enclosures/moved-panel');
    expect(await redirectFor(first)).toBe(third);
    expect(await redirectFor(second)).toBe(third);
    expect(await redirectFor(third)).toBeUndefined();

    // Back to an earlier address: it is the page again, not a redirect to itself.
    const back = (await patch({ family: 'power-protection-and-distribution' })).url;
    expect(back).toBe(second);
    expect(await redirectFor(second)).toBeUndefined();
    expect(await redirectFor(third)).toBe(second);

    await send('DELETE', `/api/v1/catalogue/products/${product.id}`);
    expect(await redirectFor(first)).toBeUndefined();
    expect(await redirectFor(third)).toBeUndefined();
  });

  it('follow a family whose address changed, for the family and each of its products', async () => {
    const family = (
      await send('POST', '/api/v1/catalogue/families', { name: 'Solar Systems' })
    ).json().family as { id: string; slug: string; url: string };
    expect(family.url).toBe('/products/solar-systems');
    const product = await createAsEditor({
      name: 'Hybrid Inverter',
      family: family.slug,
      summary: 'Solar and grid together.',
    });

    const renamed = await send('PATCH', `/api/v1/catalogue/families/${family.id}`, {
      slug: 'solar-power',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await redirectFor('/products/solar-systems')).toBe('/products/solar-power');
    expect(await redirectFor(product.url)).toBe('/products/solar-power/hybrid-inverter');
    const moved = (await get(`/api/v1/catalogue/products/${product.id}`)).json().product;
    expect(moved.family).toBe('solar-power');
  });
});

describe('links between products and case studies', () => {
  interface CaseStudy {
    _id: string;
    slug: string;
    products: string[];
  }
  const caseStudy = async (id: string) =>
    (await get(`/api/v1/case-studies/${id}`)).json().caseStudy as CaseStudy;

  it('are refused, beside the field, when they name what does not exist; nothing is stored', async () => {
    const before = (await get('/api/v1/case-studies?limit=100')).json().caseStudies.length;
    const study = await send('POST', '/api/v1/case-studies', {
      title: 'Substation with an unknown product',
      category: 'power & energy',
      products: ['cable-management/eris', 'cable-management/no-such-thing'],
    });
    expect(study.statusCode).toBe(400);
    expect(study.json().error.fields.products).toMatch(
      /No product has this address.*: cable-management\/no-such-thing$/,
    );
    expect((await get('/api/v1/case-studies?limit=100')).json().caseStudies).toHaveLength(before);

    const product = await send('POST', '/api/v1/catalogue/products', {
      name: 'Product with an unknown project',
      family: 'gaskets',
      caseStudies: ['a-project-that-never-was'],
    });
    expect(product.statusCode).toBe(400);
    expect(product.json().error.fields.caseStudies).toMatch(/a-project-that-never-was$/);
  });

  it('follow a product or a case study whose address changed', async () => {
    const product = await createAsEditor({
      name: 'Linked Switchboard',
      family: 'power-protection-and-distribution',
      summary: 'Named by a case study.',
    });
    const created = await send('POST', '/api/v1/case-studies', {
      title: 'Switchboards for a hospital',
      category: 'power & energy',
      products: ['power-protection-and-distribution/linked-switchboard'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const study = created.json().caseStudy as CaseStudy;
    await send('PATCH', `/api/v1/catalogue/products/${product.id}`, {
      caseStudies: [study.slug],
    });

    await send('PATCH', `/api/v1/catalogue/products/${product.id}`, { family: 'enclosures' });
    expect((await caseStudy(study._id)).products).toEqual(['enclosures/linked-switchboard']);

    // A case study's address follows its title.
    await send('PATCH', `/api/v1/case-studies/${study._id}`, {
      title: 'Switchboards for a teaching hospital',
    });
    const renamed = await caseStudy(study._id);
    expect(renamed.slug).toBe('switchboards-for-a-teaching-hospital');
    const linked = (await send('GET', `/api/v1/catalogue/products/${product.id}`)).json()
      .product as Product & { caseStudies: string[] };
    expect(linked.caseStudies).toEqual([renamed.slug]);

    const used = await ctx.app.services.content.productsUsedIn(renamed);
    expect(used.map((p) => p.name)).toEqual(['Linked Switchboard']);
    const of = await ctx.app.services.content.caseStudiesOf(linked);
    expect(of.map((c) => c.slug)).toEqual([renamed.slug]);
  });
});

describe('the product finder', () => {
  const find = (specs: Record<string, string>) =>
    ctx.app.services.content.productFinder({ family: 'power-generation', specs, page: 1 });

  it('filters a numeric specification by a range that overlaps the product’s own', async () => {
    const all = await find({});
    const rating = all.filters.find((f) => f.label === 'Rating');
    expect(rating).toMatchObject({ kind: 'range', key: 'rating', unit: 'kVA', min: 7.5, max: 20 });
    // The generators are rated 7.5–20 kVA: a buyer asking for 10–15 finds them.
    const names = async (specs: Record<string, string>) =>
      (await find(specs)).items.map((p) => p.name);
    expect(await names({ 'rating-min': '10', 'rating-max': '15' })).toEqual([
      'Gas-Powered Generators',
    ]);
    expect(await names({ 'rating-min': '18' })).toEqual(['Gas-Powered Generators']);
    expect(await names({ 'rating-max': '5' })).toEqual([]);
    expect(await names({ 'rating-min': '30', 'rating-max': '60' })).toEqual([]);
    // Not a number: that end is left open (here both are: no rating filter at all).
    expect(await names({ 'rating-min': 'lots' })).toEqual(all.items.map((p) => p.name));
    expect(await names({ 'rating-min': 'lots', 'rating-max': '8' })).toEqual([
      'Gas-Powered Generators',
    ]);
    // A text specification stays a choice of its values.
    expect(all.filters.find((f) => f.label === 'Fuel')).toMatchObject({ kind: 'choice' });
  });

  it('finds a model named only in a layout’s own fields, not by those fields’ names', async () => {
    const text = (q: string) =>
      ctx.app.services.content
        .productFinder({ q, page: 1 })
        .then((r) => r.items.map((p) => p.name));
    // TG1200 is one of the generator models of the generator layout (decision 0024).
    expect(await text('tg1200')).toEqual(['Gas-Powered Generators']);
    expect(await text('generatorModels')).toEqual([]);
  });
});
