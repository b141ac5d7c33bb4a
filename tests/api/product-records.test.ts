/**
 * One product, one record (issue 30, decision 0024): every product page and every family page
 * is drawn from its record, a layout's own fields are checked on write, and the specs' product
 * paths read and write the same records.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type Session, type TestApp } from '../helpers/test-app';
import { previewPath } from '../../content/cms-targets';
import { allProducts } from './catalogue-products';
import { pagesApp } from './family-records';
import { form, jpegFile, sectionPath } from './write-helpers';

const ctx = pagesApp();
let app: TestApp;
let sup: Session;
beforeAll(() => {
  ({ app, sup } = ctx);
});

interface Product {
  id: string;
  name: string;
  slug: string;
  family: string;
  url: string;
  body: string;
  template: string;
  group: string;
  details: Record<string, unknown>;
}
interface Family {
  id: string;
  name: string;
  slug: string;
  url: string;
}

const get = async (url: string) => {
  const res = await app.fastify.inject({ url, headers: bearer(sup) });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return res;
};
const patch = (url: string, payload: Record<string, unknown>) =>
  app.fastify.inject({ method: 'PATCH', url, headers: bearer(sup), payload });
const pageHtml = async (path: string) => (await app.fastify.inject({ url: path })).body;
/** The text of a page as a visitor reads it: entities decoded, tags dropped. */
const pageText = async (path: string) =>
  (await pageHtml(path))
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'");

/** Every product, hidden ones too, as the CMS lists them. */
const everyProduct = () => allProducts<Product>(app, { query: 'limit=100', as: sup });

describe('every product page and family page', () => {
  it('shows its record: a word written to each of the 39 products and 7 families', async () => {
    const products = await everyProduct();
    expect(products).toHaveLength(39);
    // Every page that misses what its record says, so one run names them all.
    const missing: string[] = [];
    const check = (text: string, want: string, where: string) => {
      if (!text.includes(want)) missing.push(`${where} lacks “${want}”`);
    };
    for (const p of products) {
      const word = `Zq${p.id.slice(0, 8)}`;
      const name = `${p.name} ${word}`;
      const res = await patch(`/api/v1/catalogue/products/${p.id}`, {
        name,
        body: `${p.body}<p>Body note ${word}x.</p>`,
      });
      expect(res.statusCode, `${p.url}: ${res.body}`).toBe(200);
      const text = await pageText(p.url);
      check(text, name, p.url);
      check(text, `Body note ${word}x.`, p.url);
      // The page that lists it names it: its family page, or for a product below another
      // page (a gland type, a lighting brand) that page. The industrial lighting and wiring
      // pages list each other in their tabs, below the family page's one Industrial tile.
      const parent = p.url.slice(0, p.url.lastIndexOf('/'));
      const listing =
        (await app.fastify.inject({ url: parent })).statusCode === 200
          ? parent
          : (products.find((o) => o.group === p.group && o.id !== p.id)?.url ?? parent);
      check(await pageText(listing), name, listing);
    }
    const families = (await get('/api/v1/catalogue/families')).json().families as Family[];
    expect(families).toHaveLength(7);
    for (const f of families) {
      const name = `${f.name} Fw${f.id.slice(0, 6)}`;
      const res = await patch(`/api/v1/catalogue/families/${f.id}`, { name });
      expect(res.statusCode, res.body).toBe(200);
      check(await pageText(f.url), name, f.url);
    }
    expect(missing).toEqual([]);
    // About 130 pages rendered: a generous limit for a busy two-core machine, not a pace.
  }, 300_000);
});

describe('Preview', () => {
  it('opens each product’s and family’s real page (200) with its draft; visitors see the published one', async () => {
    const missing: string[] = [];
    const records = [
      ...(await everyProduct()).map((p) => ({ ...p, collection: 'products' as const })),
      ...((await get('/api/v1/catalogue/families')).json().families as Family[]).map((f) => ({
        ...f,
        collection: 'productFamilies' as const,
      })),
    ];
    for (const r of records) {
      const path = r.collection === 'products' ? 'products' : 'families';
      const word = `Draft${r.id.slice(0, 6)}`;
      const saved = await patch(`/api/v1/catalogue/${path}/${r.id}?draft=true`, {
        name: `${r.name} ${word}`,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // The address the CMS's Preview button opens.
      const preview = previewPath({ kind: 'record', name: r.collection, id: r.id }, r);
      expect(preview).toBe(r.url);
      const shown = await app.fastify.inject({
        url: `${preview}?preview=true`,
        headers: bearer(sup),
      });
      if (shown.statusCode !== 200) missing.push(`${preview}: ${shown.statusCode}`);
      else if (!shown.body.includes(word)) missing.push(`${preview} does not show its draft`);
      if ((await pageHtml(r.url)).includes(word))
        missing.push(`${r.url} shows a draft to visitors`);
      await app.fastify.inject({
        method: 'DELETE',
        url: `/api/v1/drafts?target=${r.collection}/${r.id}`,
        headers: bearer(sup),
      });
    }
    expect(missing).toEqual([]);
  }, 300_000);
});

describe('a layout’s own fields', () => {
  it('are checked against the product’s layout: 400 with the field’s message, nothing changed', async () => {
    const sivacon = (await everyProduct()).find((p) => p.slug === 'siemens-sivacon')!;
    expect(sivacon.template).toBe('switchgear');
    const res = await patch(`/api/v1/catalogue/products/${sivacon.id}`, {
      summary: 'Must not be saved',
      details: { features: 'x'.repeat(20_001) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'details.features': 'This text is too long' });
    const after = (await get(`/api/v1/catalogue/products/${sivacon.id}`)).json().product;
    expect(after.summary).not.toBe('Must not be saved');
  });

  it('keep only the chosen layout’s fields, and one field may be sent alone', async () => {
    const elite = (await everyProduct()).find((p) => p.slug === 'tranos-elite-range')!;
    const res = await patch(`/api/v1/catalogue/products/${elite.id}`, {
      details: { features: '<p>Only this changes</p>', notALayoutField: 'dropped' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product.details).toEqual({ features: '<p>Only this changes</p>' });
    expect(await pageText(elite.url)).toContain('Only this changes');
  });

  it('are sanitised like any rich text', async () => {
    const elite = (await everyProduct()).find((p) => p.slug === 'tranos-elite-range')!;
    const res = await patch(`/api/v1/catalogue/products/${elite.id}`, {
      details: { features: '<p>Safe<script>alert(1)</script><img src=x onerror=alert(1)></p>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const html = await pageHtml(elite.url);
    expect(html).toContain('Safe');
    expect(html).not.toContain('alert(1)');
  });
});

describe('the specs’ product paths', () => {
  it('read and write the record: a catalogue edit shows in GET, a PATCH in the catalogue', async () => {
    const simosec = (await everyProduct()).find((p) => p.slug === 'siemens-simosec')!;
    const path = await sectionPath(app, 'products/siemens-simosec');
    await patch(`/api/v1/catalogue/products/${simosec.id}`, {
      name: 'Siemens Simosec from the catalogue',
    });
    expect((await get(path)).json().siemensSimosec.title).toBe(
      'Siemens Simosec from the catalogue',
    );

    const res = await patch(path, {
      title: 'Siemens Simosec',
      description: '<p>Written through the old path.</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().siemensSimosec).toMatchObject({
      _id: path.split('/').pop(),
      title: 'Siemens Simosec',
      description: '<p>Written through the old path.</p>',
    });
    const record = (await get(`/api/v1/catalogue/products/${simosec.id}`)).json().product;
    expect(record.name).toBe('Siemens Simosec');
    expect(record.body).toBe('<p>Written through the old path.</p>');
    expect(await pageText(simosec.url)).toContain('Written through the old path.');
    // Search reads the record too.
    const found = (
      await app.fastify.inject({ url: '/api/v1/search?q=written+through+old+path' })
    ).json();
    expect(JSON.stringify(found)).toContain(simosec.url);
  });

  it('take multipart with imageUrl files, features and a catalogue link onto the record', async () => {
    const sivacon = (await everyProduct()).find((p) => p.slug === 'siemens-sivacon')!;
    const path = await sectionPath(app, 'products/siemens-sivacon-s8');
    const multipart = form({
      title: 'Siemens Sivacon S8',
      description: 'First paragraph.\n\nSecond paragraph.',
      features: '<ul><li>Rated up to 7,000A</li></ul>',
      catalogueUrl: 'https://example.com/sivacon.pdf',
      imageUrl: [await jpegFile(1100, 500, 'one.jpg'), await jpegFile(480, 480, 'two.jpg')],
    });
    const res = await app.fastify.inject({
      method: 'PATCH',
      url: path,
      payload: multipart.payload,
      headers: { ...bearer(sup), ...multipart.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().siemensSivacon;
    expect(answer.description).toBe('First paragraph.\n\nSecond paragraph.');
    expect(answer.siemensSivaconImages.split(',')).toHaveLength(2);
    const record = (await get(`/api/v1/catalogue/products/${sivacon.id}`)).json().product;
    expect(record.body).toBe('<p>First paragraph.</p><p>Second paragraph.</p>');
    expect(record.images).toBe(answer.siemensSivaconImages);
    expect(record.details.features).toBe('<ul><li>Rated up to 7,000A</li></ul>');
    expect(record.downloads[0]).toEqual({
      title: 'Siemens Sivacon S8 catalogue',
      url: 'https://example.com/sivacon.pdf',
    });
    const html = await pageHtml(sivacon.url);
    expect(html).toContain('Rated up to 7,000A');
    expect(html).toContain('https://example.com/sivacon.pdf');
    expect(html).toContain(answer.siemensSivaconImages.split(',')[0]);
  });

  it('keep a body’s formatting when an old client changes only the title', async () => {
    const elite = (await everyProduct()).find((p) => p.slug === 'tranos-elite-range')!;
    const body = '<p><strong>Form 4</strong> boards</p><ul><li>Tested in Lagos</li></ul>';
    expect((await patch(`/api/v1/catalogue/products/${elite.id}`, { body })).statusCode).toBe(200);
    const path = await sectionPath(app, 'products/tranos-elite-range');
    const res = await patch(path, { title: 'Tranos Elite Range' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tranosEliteRange.description).toBe('Form 4 boards\n\nTested in Lagos');
    const record = (await get(`/api/v1/catalogue/products/${elite.id}`)).json().product;
    expect(record.body).toBe(body);
  });

  it('answer a bad value with the old field’s message and change nothing', async () => {
    const path = await sectionPath(app, 'products/siemens-simoprime');
    const before = (await get(path)).json().siemensSimoprime;
    const res = await patch(path, { title: 'Simoprime', catalogueUrl: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['catalogueUrl']);
    expect((await get(path)).json().siemensSimoprime).toEqual(before);
  });
});
