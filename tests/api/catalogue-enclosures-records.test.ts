/**
 * Enclosures drawn from their records (issue 30, decision 0024): each category's page and the
 * family's landing show what the product and family records say, a layout detail is checked
 * against its layout, and a database from before moves its enclosure sections onto the records.
 */
import { describe, expect, it } from 'vitest';
import { databaseFromBefore, familyRecords, pagesApp, uniq, uniqWords } from './family-records';

const ctx = pagesApp();
const site = familyRecords(ctx, 'enclosures');
const LANDING = '/products/enclosures';

describe('enclosure pages drawn from their records', () => {
  it('show each category’s name, body and features on its page, and its name on the landing and the tabs', async () => {
    const written = await site.writeWordsToEach(
      ['name', 'body', 'feature'],
      (category, { name, body, feature }) => ({
        name: `${category.name} ${name}`,
        body: `<p>Built for ${body}.</p>`,
        details: { enclosureFeatures: [`Rated for ${feature}`] },
      }),
    );
    const landing = await site.text(LANDING);
    const tabs = await site.text('/products/enclosures/electrical');
    for (const { url, name, body, feature } of written) {
      const page = await site.text(url);
      expect(page, url).toContain(name);
      expect(page, url).toContain(`Built for ${body}.`);
      expect(page, url).toContain(`Rated for ${feature}`);
      expect(landing, url).toContain(name);
      expect(tabs, url).toContain(name);
    }
  });

  it('show the ATEX junction boxes of the record that has them', async () => {
    const boxes = await site.bySlug('atex-junction-boxes');
    const [first, ...more] = boxes.details.junctionBoxes as { title: string }[];
    const title = `Box${uniq()}`;
    const res = await site.call('PATCH', `/api/v1/catalogue/products/${boxes.id}`, {
      details: { junctionBoxes: [{ ...first, title: `Junction Box ${title}` }, ...more] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await site.text(boxes.url)).toContain(`Junction Box ${title}`);
  });

  it('take the landing’s introduction and the pages’ shared texts from the family record', async () => {
    const family = await site.familyRecord();
    const [intro, heading, call] = uniqWords('Intro', 'Heading', 'Call');
    const res = await site.call('PATCH', `/api/v1/catalogue/families/${family.id}`, {
      details: {
        landingIntro: `Enclosures for ${intro}.`,
        enclosureFeaturesHeading: `Features ${heading}`,
        enclosureCallToAction: `Ask us about ${call}.`,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await site.text(LANDING)).toContain(`Enclosures for ${intro}.`);
    expect(await site.text('/products/enclosures/battery')).toContain(`Features ${heading}`);
    const customised = await site.text('/products/enclosures/customised');
    expect(customised).toContain(`Ask us about ${call}.`);
    expect(await site.text('/products/enclosures/battery')).not.toContain(call);
  });

  it('leave out a hidden category from the landing and the tab bar', async () => {
    const meter = await site.bySlug('meter-boxes');
    await site.whileHidden(meter.id, async () => {
      expect(await site.text(LANDING)).not.toContain(meter.name);
      expect(await site.text('/products/enclosures/electrical')).not.toContain(meter.name);
      expect((await ctx.app.fastify.inject({ url: meter.url })).statusCode).toBe(404);
    });
    expect(await site.text(LANDING)).toContain(meter.name);
  });

  it('answer 400 for a layout detail its layout refuses, and change nothing', async () => {
    const [electrical] = await site.products();
    if (!electrical) throw new Error('no enclosures');
    await site.refusesDetails(electrical.id, [
      [{ enclosureFeatures: ['x'.repeat(201)] }, 'details.enclosureFeatures.0'],
      [{ enclosureCallToActionLink: 'javascript:alert(1)' }, 'details.enclosureCallToActionLink'],
      [{ junctionBoxes: [{ title: 'x'.repeat(121) }] }, 'details.junctionBoxes.0.title'],
    ]);
  });
});

describe('a database from before', () => {
  const before = databaseFromBefore();

  it('moves its enclosure sections onto the records once', async () => {
    const records = await before.products();
    const mechanical = records.find((p) => p.slug === 'mechanical');
    const photo = mechanical?.images.split(',')[0] ?? '';
    const { sections } = before;
    await sections.insertIfMissing('catalogue/enclosures', {
      intro: 'Enclosures made in Lagos, as edited before.',
      categories: [
        {
          name: 'Electrical Cabinets',
          slug: 'electrical',
          link: '/products/enclosures/electrical',
          image: photo,
          summary: 'Cabinets, as edited before.',
          description: 'First paragraph.\n\nSecond paragraph.',
          features: ['IP66 as edited'],
          catalogueUrl: 'https://example.com/edited.pdf',
        },
        {
          name: 'Customised Enclosures',
          slug: 'customised',
          link: '/contacts',
          image: '',
          summary: 'Made to order.',
          description: 'Tell us.',
          features: [],
          catalogueUrl: '',
        },
      ],
    });
    await sections.insertIfMissing('catalogue/atex-junction-boxes', {
      boxes: [{ title: 'Edited box', image: photo, features: ['Zone 1'] }],
    });
    await sections.insertIfMissing('products/enclosures', {
      heading: 'Our Enclosures',
      featuresHeading: 'Features, as edited',
      junctionBoxesHeading: 'Boxes, as edited',
      callToAction: 'Call us, as edited.',
      callToActionLabel: 'Call',
    });

    expect(await before.moveToRecords()).toBe(3);

    const after = await before.products();
    const electrical = after.find((p) => p.slug === 'electrical');
    expect(electrical).toMatchObject({
      name: 'Electrical Cabinets',
      summary: 'Cabinets, as edited before.',
      body: '<p>First paragraph.</p><p>Second paragraph.</p>',
      images: photo,
      downloads: [{ title: 'Enclosures catalogue', url: 'https://example.com/edited.pdf' }],
      details: { enclosureFeatures: ['IP66 as edited'], enclosureCallToActionLink: '' },
    });
    const customised = after.find((p) => p.slug === 'customised');
    expect(customised?.details).toMatchObject({ enclosureCallToActionLink: '/contacts' });
    // No photo in the old value: the record keeps its own.
    expect(customised?.images).toBe(records.find((p) => p.slug === 'customised')?.images);
    expect(after.find((p) => p.slug === 'atex-junction-boxes')?.details).toMatchObject({
      junctionBoxes: [{ title: 'Edited box', image: photo, features: ['Zone 1'] }],
    });
    const family = await before.app.services.content.recordByFields('productFamilies', {
      slug: 'enclosures',
    });
    expect(family).toMatchObject({
      name: 'Our Enclosures',
      details: {
        landingIntro: 'Enclosures made in Lagos, as edited before.',
        enclosureFeaturesHeading: 'Features, as edited',
        junctionBoxesHeading: 'Boxes, as edited',
        enclosureCallToAction: 'Call us, as edited.',
        enclosureCallToActionLabel: 'Call',
      },
    });
    const keys = (await sections.all()).map((r) => r.key);
    expect(keys).not.toContain('catalogue/enclosures');
    expect(keys).not.toContain('products/enclosures');
    expect(await before.moveToRecords()).toBe(0);
  });
});
