/**
 * Warehouse storage drawn from its records (issue 30, decision 0024): the landing's blocks are
 * the family's products, the specs' standard pallet racks path reads and writes the pallet racks
 * record, and a database from before moves its warehouse sections onto the records.
 */
import { describe, expect, it } from 'vitest';
import { bearer } from '../helpers/test-app';
import { databaseFromBefore, familyRecords, pagesApp, uniq, uniqWords } from './family-records';
import { form, jpegFile, sectionPath } from './write-helpers';

const ctx = pagesApp();
const site = familyRecords(ctx, 'warehouse-storage');
const LANDING = '/products/warehouse-storage';
const RACKS = 'products/warehouse/standard-pallet-racks';

const racksRecord = () => site.bySlug('pallet-racks');

/** The standard pallet racks path: GET, or PATCH as JSON or multipart. */
async function racksPath(method: 'GET' | 'PATCH', body?: object | ReturnType<typeof form>) {
  const url = await sectionPath(ctx.app, RACKS);
  const multipart = body && 'payload' in body && Buffer.isBuffer(body.payload);
  return ctx.app.fastify.inject({
    method,
    url,
    headers: { ...bearer(ctx.sup), ...(multipart ? body.headers : {}) },
    ...(multipart ? { payload: body.payload } : body ? { payload: body } : {}),
  });
}

describe('the warehouse storage landing drawn from its records', () => {
  it('shows each product’s name and description as a block, linking to its page, in order', async () => {
    const written = await site.writeWordsToEach(['name', 'body'], (p, { name, body }) => ({
      name: `${p.name} ${name}`,
      body: `<p>Stores ${body}.</p>`,
    }));
    const landing = await site.text(LANDING);
    for (const { url, name, body } of written) {
      const page = await site.text(url);
      expect(page, url).toContain(name);
      expect(page, url).toContain(`Stores ${body}.`);
      expect(landing, url).toContain(name);
      expect(landing, url).toContain(`Stores ${body}.`);
    }
    const positions = written.map(({ name }) => landing.indexOf(name));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const html = (await ctx.app.fastify.inject({ url: LANDING })).body;
    for (const { url } of written) expect(html).toContain(`href="${url}"`);
    // The blocks are its products: "More products" does not list them again.
    expect(landing).not.toContain('More products');
  });

  it('takes its heading and introduction from the family record', async () => {
    const family = await site.familyRecord();
    const [heading, intro] = uniqWords('Heading', 'Intro');
    const res = await site.call('PATCH', `/api/v1/catalogue/families/${family.id}`, {
      name: `Warehouse ${heading}`,
      details: { landingIntro: `Storage for ${intro}.` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const html = (await ctx.app.fastify.inject({ url: LANDING })).body;
    expect(html).toMatch(new RegExp(`<h1[^>]*>Warehouse ${heading}</h1>`));
    expect(html).toContain(`Storage for ${intro}.`);
  });

  it('leaves out a hidden product and shows a new one as a block', async () => {
    const shelving = await site.bySlug('industrial-shelving');
    await site.whileHidden(shelving.id, async () => {
      expect(await site.text(LANDING)).not.toContain(shelving.name);
    });

    const name = `Cantilever Racks ${`New${uniq()}`}`;
    await site.create({ name, body: '<p>For long loads.</p>' });
    const landing = await site.text(LANDING);
    expect(landing).toContain(shelving.name);
    expect(landing).toContain(`${name} For long loads.`);
  });
});

describe('the standard pallet racks path of the specs', () => {
  it('answers the pallet racks record in its old shape', async () => {
    const racks = await racksRecord();
    const res = await racksPath('GET');
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().standardPalletRacks;
    expect(Object.keys(value).sort()).toEqual(
      ['_id', 'description', 'standardPalletRacksImage', 'title'].sort(),
    );
    expect(value.title).toBe(racks.name);
    expect(value.standardPalletRacksImage).toBe(racks.images.split(',')[0]);
    expect(value.description).not.toMatch(/</);
    expect(value.description.length).toBeGreaterThan(0);
  });

  it('writes the record on a JSON PATCH, seen on the pages and in the catalogue', async () => {
    const racks = await racksRecord();
    const [title, text] = uniqWords('Title', 'Text');
    const res = await racksPath('PATCH', {
      title: `Racks ${title}`,
      description: `Beams for ${text} & more.\n\nInstalled by us.`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().standardPalletRacks.title).toBe(`Racks ${title}`);
    const record = await site.byId(racks.id);
    expect(record.name).toBe(`Racks ${title}`);
    expect(record.body).toBe(`<p>Beams for ${text} &amp; more.</p><p>Installed by us.</p>`);
    expect(record.images).toBe(racks.images);
    expect(await site.text(racks.url)).toContain(`Beams for ${text} & more.`);
    expect(await site.text(LANDING)).toContain(`Racks ${title}`);
  });

  it('takes an imageUrl file as the main photo, keeping the others, and refuses a bad title', async () => {
    const racks = await racksRecord();
    const other = (await site.products()).find((p) => p.slug === 'safety-accessories');
    const second = other?.images.split(',')[0] ?? '';
    await site.call('PATCH', `/api/v1/catalogue/products/${racks.id}`, {
      images: `${racks.images},${second}`,
    });

    const res = await racksPath(
      'PATCH',
      form({ title: 'Standard Pallet Racks', imageUrl: await jpegFile(1100, 500) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().standardPalletRacks.standardPalletRacksImage as string;
    expect(image).toMatch(/^\/media\/[\w.-]+$/);
    expect(image).not.toBe(racks.images);
    const record = await site.byId(racks.id);
    expect(record.images).toBe(`${image},${second}`);
    expect(record.name).toBe('Standard Pallet Racks');

    const bad = await racksPath('PATCH', { title: 'x'.repeat(201) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['title']);
    expect(await site.byId(racks.id)).toEqual(record);
  });

  it('shows an edit made in the catalogue, and keeps the body’s formatting on a title-only PATCH', async () => {
    const racks = await racksRecord();
    const word = `Catalogue${uniq()}`;
    const body = `<p>Racks with <strong>${word}</strong> beams.</p><ul><li>Every pallet reachable</li></ul>`;
    expect(
      (await site.call('PATCH', `/api/v1/catalogue/products/${racks.id}`, { body })).statusCode,
    ).toBe(200);
    const value = (await racksPath('GET')).json().standardPalletRacks;
    expect(value.description).toBe(`Racks with ${word} beams.\n\nEvery pallet reachable`);

    const res = await racksPath('PATCH', { title: 'Standard Pallet Racks' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await site.byId(racks.id)).body).toBe(body);
  });
});

describe('a database from before', () => {
  const before = databaseFromBefore();

  it('moves its warehouse sections onto the records once', async () => {
    const records = await before.products();
    const photo = records.find((p) => p.slug === 'mezzanine-floors')?.images ?? '';
    const { sections } = before;
    await sections.insertIfMissing('products/warehouse-storage', {
      heading: 'Warehouse Storage',
      intro: 'Racks and shelves, as edited before.',
      blocks: [
        { title: 'Shelving', description: 'Shelves, as edited.', image: photo },
        { title: 'Mezzanines', description: 'Floors, as edited.', image: '' },
        { title: 'Safety', description: 'Barriers, as edited.', image: photo },
        { title: 'A block with no product', description: 'Nowhere to go.', image: '' },
      ],
    });
    // The pallet racks row is kept (its id is the path's); before, it held the value.
    await sections.replaceData(RACKS, {
      title: 'Pallet Racking',
      description: 'Racks, as edited.\n\nSecond paragraph.',
      standardPalletRacksImage: photo,
    });

    expect(await before.moveToRecords()).toBe(2);

    const after = new Map(
      (await before.products())
        .filter((p) => p.family === 'warehouse-storage')
        .map((p) => [p.slug, p]),
    );
    expect(after.get('pallet-racks')).toMatchObject({
      name: 'Pallet Racking',
      body: '<p>Racks, as edited.</p><p>Second paragraph.</p>',
      images: photo,
    });
    expect(after.get('industrial-shelving')).toMatchObject({
      name: 'Shelving',
      body: '<p>Shelves, as edited.</p>',
      images: photo,
    });
    const mezzanine = after.get('mezzanine-floors');
    expect(mezzanine).toMatchObject({ name: 'Mezzanines', body: '<p>Floors, as edited.</p>' });
    expect(mezzanine?.images).toBe(photo);
    expect(after.get('safety-accessories')?.name).toBe('Safety');
    expect(
      await before.app.services.content.recordByFields('productFamilies', {
        slug: 'warehouse-storage',
      }),
    ).toMatchObject({
      name: 'Warehouse Storage',
      details: { landingIntro: 'Racks and shelves, as edited before.' },
    });

    const rows = new Map((await sections.all()).map((r) => [r.key, r.data]));
    expect(rows.has('products/warehouse-storage')).toBe(false);
    expect(rows.get(RACKS)).toEqual({});
    expect((await before.app.services.content.section(RACKS)).title).toBe('Pallet Racking');
    expect(await before.moveToRecords()).toBe(0);
  });
});
