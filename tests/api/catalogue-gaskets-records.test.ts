/**
 * Gaskets drawn from their records (issue 30, decision 0024): each gasket type's page and the
 * family's landing show what the product and family records say, a layout detail is checked
 * against its layout, and a database from before moves its gasket sections onto the records.
 */
import { describe, expect, it } from 'vitest';
import { databaseFromBefore, familyRecords, pagesApp, uniq, uniqWords } from './family-records';

const ctx = pagesApp();
const site = familyRecords(ctx, 'gaskets');
const LANDING = '/products/gaskets';

describe('gasket pages drawn from their records', () => {
  it('show each type’s name, summary, body and properties on its page, and its name on the landing', async () => {
    const written = await site.writeWordsToEach(
      ['name', 'summary', 'body', 'value'],
      (type, { name, summary, body, value }) => ({
        name: `${type.name} ${name}`,
        summary: `Seals ${summary}.`,
        body: `<p>Made for ${body}.</p>`,
        details: {
          gasketPropertiesHeading: 'Typical properties',
          gasketProperties: [{ property: 'Rating', value }],
        },
      }),
    );
    const landing = await site.text(LANDING);
    for (const { url, name, summary, body, value } of written) {
      const page = await site.text(url);
      expect(page, url).toContain(name);
      expect(page, url).toContain(`Seals ${summary}.`);
      expect(page, url).toContain(`Made for ${body}.`);
      expect(page, url).toContain(`Rating ${value}`);
      expect(landing, url).toContain(name);
      expect(landing, url).toContain(`Seals ${summary}.`);
    }
  });

  it('take the landing’s heading, intro and catalogue from the family record', async () => {
    const family = await site.familyRecord();
    const [heading, intro] = uniqWords('Heading', 'Intro');
    const res = await site.call('PATCH', `/api/v1/catalogue/families/${family.id}`, {
      name: `Gaskets ${heading}`,
      details: {
        landingIntro: `Joints for ${intro}.`,
        gasketsCatalogueUrl: 'https://example.com/edited-gaskets.pdf',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const html = (await ctx.app.fastify.inject({ url: LANDING })).body;
    expect(html).toMatch(new RegExp(`<h1[^>]*>Gaskets ${heading}</h1>`));
    expect(html).toContain(`Joints for ${intro}.`);
    expect(html).toContain('href="https://example.com/edited-gaskets.pdf"');
    // A gasket page's breadcrumb names the family.
    expect(await site.text('/products/gaskets/kammprofile')).toContain(`Gaskets ${heading}`);
  });

  it('list a product of the standard layout under “More products”, once', async () => {
    const name = `Ring Joint Gasket ${`Ring${uniq()}`}`;
    await site.create({ name, summary: 'Metal rings for high-pressure flanges.' });
    const landing = await site.text(LANDING);
    expect(landing.split(name)).toHaveLength(2);
    expect(landing.indexOf(name)).toBeGreaterThan(landing.indexOf('More products'));
  });

  it('leave out a hidden type from the landing', async () => {
    const soft = await site.bySlug('soft-cut-gaskets');
    await site.whileHidden(soft.id, async () => {
      expect(await site.text(LANDING)).not.toContain(soft.name);
    });
    expect(await site.text(LANDING)).toContain(soft.name);
  });

  it('answer 400 for a layout detail its layout refuses, and change nothing', async () => {
    const kamm = await site.bySlug('kammprofile');
    await site.refusesDetails(kamm.id, [
      [{ gasketContactText: 'x'.repeat(301) }, 'details.gasketContactText'],
      [{ gasketTypes: [{ name: 'Ring', image: '/etc/passwd' }] }, 'details.gasketTypes.0.image'],
      [{ gasketLists: [{ heading: 'x'.repeat(121) }] }, 'details.gasketLists.0.heading'],
    ]);
  });
});

describe('a database from before', () => {
  const before = databaseFromBefore();

  it('moves its gasket sections onto the records once', async () => {
    const records = await before.products();
    const photo = records.find((p) => p.slug === 'trac')?.images.split(',')[0] ?? '';
    const { sections } = before;
    await sections.insertIfMissing('products/gaskets', {
      heading: 'Our Gaskets',
      intro: 'Gaskets, as edited before.',
      cards: [],
      catalogueUrl: 'https://example.com/edited.pdf',
    });
    await sections.insertIfMissing('products/gaskets/kammprofile', {
      title: 'Kammprofile',
      intro: 'Grooved, as edited.',
      description: 'A ring, as edited.',
      image: photo,
      lists: [{ heading: 'Cores', items: ['316L'] }],
      specsHeading: '',
      specs: [],
      typesHeading: 'Types, as edited',
      types: [{ name: 'Plain', description: 'Core only.', image: photo }],
      contactText: 'Call us, as edited:',
      catalogueUrl: '',
    });

    expect(await before.moveToRecords()).toBe(2);

    const kamm = (await before.products()).find((p) => p.slug === 'kammprofile');
    expect(kamm).toMatchObject({
      name: 'Kammprofile',
      summary: 'Grooved, as edited.',
      body: '<p>A ring, as edited.</p>',
      images: photo,
      downloads: [],
      details: {
        gasketLists: [{ heading: 'Cores', items: ['316L'] }],
        gasketPropertiesHeading: '',
        gasketProperties: [],
        gasketTypesHeading: 'Types, as edited',
        gasketTypes: [{ name: 'Plain', description: 'Core only.', image: photo }],
        gasketContactText: 'Call us, as edited:',
      },
    });
    expect(
      await before.app.services.content.recordByFields('productFamilies', { slug: 'gaskets' }),
    ).toMatchObject({
      name: 'Our Gaskets',
      details: {
        landingIntro: 'Gaskets, as edited before.',
        gasketsCatalogueUrl: 'https://example.com/edited.pdf',
      },
    });
    const keys = (await sections.all()).map((r) => r.key);
    expect(keys.filter((k) => k.startsWith('products/gaskets'))).toEqual([]);
    expect(await before.moveToRecords()).toBe(0);
  });
});
