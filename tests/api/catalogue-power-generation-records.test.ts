/**
 * Power Generation & Backup drawn from its records (issue 30, docs/decisions/0024): a write to a
 * product or to the family shows on the product pages and the landing at the next request, a
 * layout detail is checked against its layout, and a database from before moves what its
 * sections held onto the records once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { sectionsRepo } from '../../server/repositories/content/sections-repo';
import { moveSectionsToRecords } from '../../server/services/catalogue/catalogue-upgrade';
import { pageRenderer, type PageRenderer } from '../helpers/pages';
import { signedInApp } from '../helpers/signed-in-app';
import { familyRecords, otherApp, uniq } from './family-records';

let pages: PageRenderer | undefined;
const ctx = signedInApp(async () => {
  pages = await pageRenderer();
  return { ssr: pages.ssr };
});
afterAll(() => pages?.close());

const { call, html, products, bySlug, patch, familyRecord } = familyRecords(
  ctx,
  'power-generation',
);
const landing = '/products/power-generation';

/** A layout detail of each layout of the family, with a unique word in it. */
const detailOf: Record<string, (word: string) => Record<string, unknown>> = {
  generator: (word) => ({ availabilityCaption: `Availability ${word}` }),
  ups: (word) => ({ upsFeaturesHeading: `Features ${word}` }),
};

describe('the power generation pages over their records', () => {
  it('show a word written to each product’s name, body and layout detail, on its page and the landing', async () => {
    const all = await products();
    expect(all.map((p) => p.template).sort()).toEqual(['generator', 'ups']);
    for (const product of all) {
      const word = uniq();
      const detail = detailOf[product.template]!;
      const saved = await patch(product.id, {
        name: `${product.name} ${word}n`,
        body: `<p>Body of ${word}b.</p>`,
        summary: `Summary of ${word}s.`,
        details: detail(`${word}d`),
      });
      const page = await html(saved.url);
      expect(page).toContain(`${word}n`);
      expect(page).toContain(`Body of ${word}b.`);
      expect(page).toContain(`${word}d`);
      const family = await html(landing);
      expect(family).toContain(`${word}n`);
      expect(family).toContain(`Summary of ${word}s.`);
      // Its sibling's tab names it too.
      const sibling = all.find((p) => p.id !== product.id)!;
      expect(await html(sibling.url)).toContain(`${word}n`);
    }
  });

  it('show a word written to the family on the landing and in the product pages’ tabs', async () => {
    const family = await familyRecord();
    const word = uniq();
    const res = await call('PATCH', `/api/v1/catalogue/families/${family.id}`, {
      name: `Power ${word}`,
      summary: `Power that stays on, ${word}.`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = await html(landing);
    expect(page).toContain(`Power ${word}`);
    expect(page).toContain(`Power that stays on, ${word}.`);
    expect(await html((await bySlug('ups-backup-system')).url)).toContain(
      `aria-label="Power ${word}"`,
    );
  });

  it('draws the generator models, the availability and the catalogue link from the record', async () => {
    const generators = await bySlug('gas-powered-generators');
    const word = uniq();
    await patch(generators.id, {
      downloads: [{ title: 'Catalogue', url: `https://example.com/${word}.pdf` }],
      details: {
        availabilityClaim: '99.9%',
        generatorModels: [
          {
            name: `TG${word}`,
            rating: '30kVA',
            output: '400VAC',
            speed: '1500rpm',
            image: '',
            description: 'A new model.',
          },
        ],
      },
    });
    const page = await html(generators.url);
    expect(page).toContain(`TG${word}`);
    expect(page).toContain('30kVA');
    expect(page).not.toContain('TG1800');
    expect(page).toContain('99.9%');
    expect(page).toContain(`https://example.com/${word}.pdf`);
  });

  it('answers 400 with the detail’s message for a bad layout detail, and changes nothing', async () => {
    const generators = await bySlug('gas-powered-generators');
    const res = await call('PATCH', `/api/v1/catalogue/products/${generators.id}`, {
      name: 'Never Stored',
      details: { availabilityClaim: 'x'.repeat(80) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['details.availabilityClaim']).toBeTruthy();
    const after = await bySlug('gas-powered-generators');
    expect(after.name).toBe(generators.name);
    expect(after.details).toEqual(generators.details);
  });

  it('leaves a hidden product off the landing and the tabs', async () => {
    const ups = await bySlug('ups-backup-system');
    await patch(ups.id, { visibility: 'hidden' });
    try {
      expect(await html(landing)).not.toContain(ups.url);
      expect(await html((await bySlug('gas-powered-generators')).url)).not.toContain(ups.url);
    } finally {
      await patch(ups.id, { visibility: 'shown' });
    }
    expect(await html(landing)).toContain(ups.url);
  });
});

describe('a database from before decision 0024', () => {
  const before = otherApp();

  it('moves what the power generation sections held onto the records, once', async () => {
    const sections = sectionsRepo(before.app.database.db);
    await sections.insertIfMissing('catalogue/generators', {
      intro: 'Old intro one.\n\nOld intro <two> & more.',
      availability: '98%',
      catalogueUrl: 'https://example.com/old-catalogue.pdf',
      models: [
        {
          name: 'TG-OLD',
          rating: '9kVA',
          output: '400VAC',
          speed: '1500rpm',
          image: '',
          description: 'An old model.',
        },
      ],
      upsIntro: 'Old UPS intro.',
      upsFeatures: ['Old feature'],
      upsImage: '',
    });
    await sections.insertIfMissing('products/power-generation', {
      heading: 'Old Power Heading',
      intro: 'Old landing intro.',
      generatorsTitle: 'Old Generators',
      generatorsSummary: 'Old generators tile.',
      generatorsImage: '',
      upsTitle: 'Old UPS',
      upsSummary: 'Old UPS tile.',
      upsImage: '',
      availabilityLabel: 'Old availability caption',
      modelsHeading: 'Old models heading',
      upsFeaturesHeading: 'Old features heading',
    });
    expect(await moveSectionsToRecords(before.app.database.db)).toBe(2);

    const generators = await bySlug('gas-powered-generators', before.app);
    expect(generators).toMatchObject({
      name: 'Old Generators',
      summary: 'Old generators tile.',
      body: '<p>Old intro one.</p><p>Old intro &lt;two&gt; &amp; more.</p>',
      downloads: [{ url: 'https://example.com/old-catalogue.pdf' }],
      details: {
        availabilityClaim: '98%',
        availabilityCaption: 'Old availability caption',
        generatorModelsHeading: 'Old models heading',
        generatorModels: [{ name: 'TG-OLD', rating: '9kVA', description: 'An old model.' }],
      },
    });
    const ups = await bySlug('ups-backup-system', before.app);
    expect(ups).toMatchObject({
      name: 'Old UPS',
      summary: 'Old UPS tile.',
      body: '<p>Old UPS intro.</p>',
      details: { upsFeatures: ['Old feature'], upsFeaturesHeading: 'Old features heading' },
    });
    expect(await familyRecord(before.app)).toMatchObject({
      name: 'Old Power Heading',
      summary: 'Old landing intro.',
    });
    expect(await sections.byKeys(['catalogue/generators', 'products/power-generation'])).toEqual(
      [],
    );
    expect(await moveSectionsToRecords(before.app.database.db)).toBe(0);
  });
});
