/**
 * Cable management drawn from its records (issue 30, docs/decisions/0024): a word written to a
 * product's or the family's record shows on its page and on the page that lists it; layout
 * details are checked on write; the spec's TRAC, ERIS and ELLIS paths read and write the
 * records; and a database from before moves its cable management sections onto the records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionsRepo } from '../../server/repositories/content/collections-repo';
import { sectionsRepo } from '../../server/repositories/content/sections-repo';
import { moveSectionsToRecords } from '../../server/services/catalogue/catalogue-upgrade';
import { pageRenderer, type PageRenderer } from '../helpers/pages';
import { signedInApp } from '../helpers/signed-in-app';
import { bearer, createTestApp, requestAs, type TestApp } from '../helpers/test-app';
import { form, jpegFile, sectionPath } from './write-helpers';

let pages: PageRenderer;
// The pages are compiled before the app that renders them starts, and closed after it.
beforeAll(async () => {
  pages = await pageRenderer();
}, 120_000);
afterAll(() => pages?.close());
const ctx = signedInApp(() => Promise.resolve({ ssr: pages.ssr }));

const cm = '/products/cable-management';
const mediaPath = /^\/media\/[\w.-]+$/;

interface Product {
  id: string;
  name: string;
  slug: string;
  url: string;
  body: string;
  images: string;
  template: string;
  group: string;
  details: Record<string, string>;
  models: { partNumber: string; description: string }[];
}

const send = (method: 'PATCH' | 'GET' | 'DELETE', url: string, payload?: object) =>
  requestAs(ctx.app, ctx.sup, method, url, payload);
const sendForm = (url: string, body: ReturnType<typeof form>) =>
  ctx.app.fastify.inject({
    method: 'PATCH',
    url,
    headers: { ...bearer(ctx.sup), ...body.headers },
    payload: body.payload,
  });
const html = async (url: string) => {
  const res = await ctx.app.fastify.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

/** The family's products as the catalogue API answers them, in their order. */
async function familyProducts(): Promise<Product[]> {
  const res = await send('GET', '/api/v1/catalogue/products?family=cable-management&limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().products as Product[];
}
const product = async (slug: string) => {
  const found = (await familyProducts()).find((p) => p.slug === slug);
  if (!found) throw new Error(`no product ${slug}`);
  return found;
};
const record = async (id: string): Promise<Product> =>
  (await send('GET', `/api/v1/catalogue/products/${id}`)).json().product as Product;
const patchProduct = (id: string, payload: object) =>
  send('PATCH', `/api/v1/catalogue/products/${id}`, payload);

let n = 0;
/** A word no page holds yet. */
const word = (prefix: string) => `${prefix}${Date.now().toString(36)}x${(n++).toString(36)}`;

describe('cable management pages drawn from the records', () => {
  it('the seeded family: four products on the landing, six gland types on the glands page', async () => {
    const products = await familyProducts();
    expect(products.filter((p) => !p.group).map((p) => p.slug)).toEqual([
      'trac',
      'eris',
      'ellis',
      'cable-glands',
    ]);
    expect(products.filter((p) => p.group === 'cable-glands')).toHaveLength(6);
  });

  it('shows a word written to each product’s name, body and layout details on its page and the page listing it', async () => {
    for (const p of await familyProducts()) {
      const [name, body, detail] = [word('Name'), word('Body'), word('Detail')];
      const listed = !p.group;
      const payload = {
        name: `${p.name.slice(0, 80)} ${name}`,
        body: `<p>Our ${body} text.</p>`,
        ...(p.template === 'trac'
          ? { details: { flipCardText: detail, cableLaddersDescription: `Ladders ${detail}` } }
          : listed
            ? { details: { flipCardText: detail } }
            : {
                models: [{ partNumber: `TG-${detail}`, description: 'M20 x 1.5, cable 6-12 mm' }],
              }),
      };
      const res = await patchProduct(p.id, payload);
      expect(res.statusCode, `${p.slug}: ${res.body}`).toBe(200);

      // A flip card's text shows on the landing; TRAC blocks and gland codes on their page.
      const onPage = listed && p.template !== 'trac' ? [name, body] : [name, body, detail];
      const own = await html(p.url);
      for (const w of onPage) expect(own, `${p.slug} page`).toContain(w);

      // The landing shows its products as flip cards; a gland type is listed on the glands page.
      const list = await html(listed ? cm : `${cm}/${p.group}`);
      expect(list, `${p.slug} listed`).toContain(name);
      if (listed) expect(list, `${p.slug} card`).toContain(detail);
    }
  });

  it('shows the family record’s name and summary on the landing and in every breadcrumb', async () => {
    const families = (await send('GET', '/api/v1/catalogue/families')).json().families as {
      id: string;
      slug: string;
    }[];
    const family = families.find((f) => f.slug === 'cable-management')!;
    const [name, summary] = [word('Family'), word('Summary')];
    const res = await send('PATCH', `/api/v1/catalogue/families/${family.id}`, {
      name: `Cable Management ${name}`,
      summary: `Trays and glands ${summary}.`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const landing = await html(cm);
    expect(landing).toContain(name);
    expect(landing).toContain(summary);
    expect(await html(`${cm}/cable-glands/ip68`)).toContain(name);
  });

  it('refuses a layout detail its layout does not allow, changing nothing', async () => {
    const trac = await product('trac');
    const bad = await patchProduct(trac.id, {
      name: 'Renamed TRAC',
      details: { cableTraysImage: 'not-a-media-path', flipCardText: 'x'.repeat(301) },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.fields as Record<string, string>;
    expect(fields['details.cableTraysImage']).toBe('Must be a path under /media/');
    expect(fields['details.flipCardText']).toMatch(/under 300 characters/);
    const after = await record(trac.id);
    expect(after.name).toBe(trac.name);
    expect(after.details).toEqual(trac.details);
  });

  it('previews a product’s draft on its page and on the landing, to an editor only', async () => {
    const ellis = await product('ellis');
    const name = `Tranos ELLIS ${word('Draft')}`;
    const saved = await patchProduct(`${ellis.id}?draft=true`, { name });
    expect(saved.statusCode, saved.body).toBe(200);
    const asEditor = (url: string) =>
      ctx.app.fastify.inject({ method: 'GET', url, headers: { cookie: ctx.sup.cookie } });
    for (const url of [ellis.url, cm]) {
      const preview = await asEditor(`${url}?preview=true`);
      expect(preview.statusCode, url).toBe(200);
      expect(preview.body, url).toContain(name);
      expect(await html(url), url).not.toContain(name);
    }
    const discarded = await send('DELETE', `/api/v1/drafts?target=products/${ellis.id}`);
    expect(discarded.statusCode, discarded.body).toBe(200);
  });

  it('takes a hidden product off the landing and the glands page', async () => {
    const [eris, ip68] = [await product('eris'), await product('cable-glands/ip68')];
    const landingLink = `href="${eris.url}"`;
    const glandLink = `href="${ip68.url}"`;
    expect(await html(cm)).toContain(landingLink);
    expect(await html(`${cm}/cable-glands`)).toContain(glandLink);
    for (const p of [eris, ip68]) {
      expect((await patchProduct(p.id, { visibility: 'hidden' })).statusCode).toBe(200);
    }
    expect(await html(cm)).not.toContain(landingLink);
    expect(await html(`${cm}/cable-glands`)).not.toContain(glandLink);
    for (const p of [eris, ip68]) await patchProduct(p.id, { visibility: 'shown' });
    expect(await html(cm)).toContain(landingLink);
  });
});

describe('the spec’s cable management paths over the records', () => {
  const tracBlocks = [
    ['cable-trays', 'cableTrays'],
    ['cable-ladders', 'cableLadders'],
    ['cable-fittings', 'cableFittings'],
    ['accessories-and-fasteners', 'accessoriesAndFasteners'],
  ] as const;

  it('answer in the spec’s envelopes and fields, read from the records', async () => {
    const trac = await record((await product('trac')).id);
    for (const [slug, envelope] of tracBlocks) {
      const path = await sectionPath(ctx.app, `products/cable-management/${slug}`);
      const res = await send('GET', path);
      expect(res.statusCode).toBe(200);
      const value = res.json()[envelope];
      expect(Object.keys(value).sort()).toEqual(
        ['_id', 'description', 'title', `${envelope}Image`].sort(),
      );
      expect(value.title).toBe(trac.details[`${envelope}Title`]);
      expect(value[`${envelope}Image`]).toBe(trac.details[`${envelope}Image`]);
    }
    for (const [slug, envelope, imagesField] of [
      ['eris', 'tranosEris', 'tranosErisImages'],
      ['ellis', 'tranosEllis', 'tranosEllisImages'],
    ] as const) {
      const p = await record((await product(slug)).id);
      const res = await send(
        'GET',
        await sectionPath(ctx.app, `products/cable-management/tranos-${slug}`),
      );
      const value = res.json()[envelope];
      expect(Object.keys(value).sort()).toEqual(
        ['_id', 'description', 'title', imagesField].sort(),
      );
      expect(value.title).toBe(p.name);
      expect(value[imagesField]).toBe(p.images);
      expect(value.description).not.toMatch(/</);
    }
  });

  it('a TRAC block PATCH (JSON, then multipart with a file) writes the TRAC record', async () => {
    const trac = await product('trac');
    const fittings = await sectionPath(ctx.app, 'products/cable-management/cable-fittings');
    const title = word('Fittings');
    const json = await send('PATCH', fittings, { title, description: 'Bends and tees.' });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json().cableFittings.title).toBe(title);
    let details = (await record(trac.id)).details;
    expect(details.cableFittingsTitle).toBe(title);
    expect(details.cableFittingsDescription).toBe('Bends and tees.');
    expect(await html(trac.url)).toContain(title);

    const accessories = await sectionPath(
      ctx.app,
      'products/cable-management/accessories-and-fasteners',
    );
    const before = details.accessoriesAndFastenersImage;
    const multipart = await sendForm(
      accessories,
      form({ title: 'Fasteners', description: 'Bolts.', imageUrl: await jpegFile(530, 300) }),
    );
    expect(multipart.statusCode, multipart.body).toBe(200);
    details = (await record(trac.id)).details;
    expect(details.accessoriesAndFastenersTitle).toBe('Fasteners');
    expect(details.accessoriesAndFastenersImage).toMatch(mediaPath);
    expect(details.accessoriesAndFastenersImage).not.toBe(before);
    // The other blocks keep theirs.
    expect(details.cableFittingsTitle).toBe(title);
  });

  it('ERIS and ELLIS PATCHes write the name, body and photos of their records', async () => {
    const eris = await product('eris');
    const erisPath = await sectionPath(ctx.app, 'products/cable-management/tranos-eris');
    const said = word('Eris');
    const res = await send('PATCH', erisPath, { description: `First ${said}.\n\nSecond & last.` });
    expect(res.statusCode, res.body).toBe(200);
    const erisNow = await record(eris.id);
    expect(erisNow.body).toBe(`<p>First ${said}.</p><p>Second &amp; last.</p>`);
    expect(erisNow.images).toBe(eris.images);
    expect(await html(eris.url)).toContain(said);

    const ellis = await product('ellis');
    const ellisPath = await sectionPath(ctx.app, 'products/cable-management/tranos-ellis');
    const title = `Tranos ELLIS ${word('Cleats')}`;
    const multipart = await sendForm(
      ellisPath,
      form({
        title,
        description: 'Cleats that hold.',
        imageUrl: [await jpegFile(260, 260), await jpegFile(260, 260, 'second.jpg')],
      }),
    );
    expect(multipart.statusCode, multipart.body).toBe(200);
    const ellisNow = await record(ellis.id);
    expect(ellisNow.name).toBe(title);
    expect(ellisNow.body).toBe('<p>Cleats that hold.</p>');
    const images = ellisNow.images.split(',');
    expect(images).toHaveLength(2);
    for (const image of images) expect(image).toMatch(mediaPath);
    expect(multipart.json().tranosEllis.tranosEllisImages).toBe(ellisNow.images);
    expect(await html(ellis.url)).toContain(title);
  });

  it('shows an edit made in the catalogue on the spec’s paths', async () => {
    const [trac, eris] = [await product('trac'), await product('eris')];
    const title = word('Trays');
    expect((await patchProduct(trac.id, { details: { cableTraysTitle: title } })).statusCode).toBe(
      200,
    );
    const trays = await send(
      'GET',
      await sectionPath(ctx.app, 'products/cable-management/cable-trays'),
    );
    expect(trays.json().cableTrays.title).toBe(title);

    const name = `Tranos ERIS ${word('Renamed')}`;
    const edited = await patchProduct(eris.id, {
      name,
      body: '<p>Holds <strong>heavy</strong> runs.</p><ul><li>Made here</li></ul>',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const value = (
      await send('GET', await sectionPath(ctx.app, 'products/cable-management/tranos-eris'))
    ).json().tranosEris;
    expect(value.title).toBe(name);
    expect(value.description).toBe('Holds heavy runs.\n\nMade here');
  });
});

describe('a database from before', () => {
  let old: TestApp;
  beforeAll(async () => {
    old = await createTestApp();
  }, 120_000);
  afterAll(() => old?.close());

  it('moves the cable management sections’ values onto the records once', async () => {
    const { db } = old.database;
    const byFields = (name: 'products' | 'productFamilies', where: Record<string, string>) =>
      collectionsRepo(db).byFields(name, where) as Promise<Record<string, unknown> | undefined>;
    const eris = (await byFields('products', { family: 'cable-management', slug: 'eris' }))!;
    const trac = (await byFields('products', { family: 'cable-management', slug: 'trac' }))!;
    const erisImages = eris.images as string;
    const [firstImage = ''] = erisImages.split(',');
    const sections = sectionsRepo(db);

    // Sections no spec names, as the release before held them.
    await sections.insertIfMissing('products/cable-management', {
      heading: 'Cable Management Old',
      intro: 'Old landing intro.',
      cards: [
        {
          title: 'Tranos ERIS',
          image: firstImage,
          backImage: firstImage,
          text: 'Old ERIS card.',
          to: `${cm}/eris`,
        },
      ],
    });
    await sections.insertIfMissing('products/cable-management/trac/page', {
      heading: 'Tranos TRAC Old',
      intro: 'Old TRAC intro.\n\nSecond & last.',
    });
    await sections.insertIfMissing('products/cable-management/cable-glands/page', {
      heading: 'Cable Glands Old',
    });
    await sections.insertIfMissing('catalogue/cable-glands', {
      intro: 'Old glands intro.',
      glands: [
        {
          name: 'IP68 Glands Old',
          slug: 'ip68',
          image: firstImage,
          summary: 'Old IP68 summary.',
          description: 'Old IP68 description.',
          features: ['Sealed', 'Brass'],
          products: [{ label: 'M20 x 1.5, cable 6-12 mm', code: 'TG-OLD-M20' }],
        },
      ],
    });
    // Sections the spec still names: their rows hold the old value.
    await sections.replaceData('products/cable-management/cable-trays', {
      title: 'Trays Old',
      description: 'Old trays.',
      cableTraysImage: firstImage,
    });
    await sections.replaceData('products/cable-management/tranos-eris', {
      title: 'Tranos ERIS Old',
      description: 'Old one.\n\nOld two.',
      tranosErisImages: erisImages,
    });

    expect(await moveSectionsToRecords(db)).toBe(6);

    const family = (await byFields('productFamilies', { slug: 'cable-management' }))!;
    expect([family.name, family.summary]).toEqual(['Cable Management Old', 'Old landing intro.']);
    const tracNow = (await byFields('products', { family: 'cable-management', slug: 'trac' }))!;
    expect(tracNow.name).toBe('Tranos TRAC Old');
    expect(tracNow.body).toBe('<p>Old TRAC intro.</p><p>Second &amp; last.</p>');
    expect(tracNow.details).toEqual({
      ...(trac.details as object),
      cableTraysTitle: 'Trays Old',
      cableTraysDescription: 'Old trays.',
      cableTraysImage: firstImage,
    });
    const erisNow = (await byFields('products', { family: 'cable-management', slug: 'eris' }))!;
    expect(erisNow.name).toBe('Tranos ERIS Old');
    expect(erisNow.body).toBe('<p>Old one.</p><p>Old two.</p>');
    expect(erisNow.images).toBe(erisImages);
    expect(erisNow.details).toEqual({
      flipCardText: 'Old ERIS card.',
      flipCardBackImage: firstImage,
    });
    const glands = (await byFields('products', {
      family: 'cable-management',
      slug: 'cable-glands',
    }))!;
    expect([glands.name, glands.body]).toEqual(['Cable Glands Old', '<p>Old glands intro.</p>']);
    const ip68 = (await byFields('products', {
      family: 'cable-management',
      slug: 'cable-glands/ip68',
    }))!;
    expect(ip68).toMatchObject({
      name: 'IP68 Glands Old',
      summary: 'Old IP68 summary.',
      images: firstImage,
      body: '<p>Old IP68 description.</p><ul><li>Sealed</li><li>Brass</li></ul>',
      models: [{ partNumber: 'TG-OLD-M20', description: 'M20 x 1.5, cable 6-12 mm' }],
    });

    // The old sections are gone; the spec's keep their ids, holding nothing.
    expect(await sections.byKey('catalogue/cable-glands')).toBeUndefined();
    expect((await sections.byKey('products/cable-management/tranos-eris'))?.data).toEqual({});
    expect(await moveSectionsToRecords(db)).toBe(0);
  });
});
