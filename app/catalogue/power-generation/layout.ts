/** Power Generation & Backup: generators with their models, and the UPS backup system. */
import { field } from '../../../content/fields';
import { cardSize } from '../../../content/field-groups';
import { defineLayout } from '../../../content/catalogue/layout';
import {
  entries,
  text,
  type LegacyMove,
  type LegacySection,
} from '../../../content/catalogue/legacy-sections';
import { plainTextToHtml } from '../../../content/plain-text';

/** The wide picture above the UPS page's text. */
const upsImageSize = { width: 1100, height: 500 };

export const generatorLayout = defineLayout({
  value: 'generator',
  label: 'Generator models (tabs)',
  fields: {
    availabilityClaim: field.text('Availability claim', { max: 20, hint: 'e.g. 99.87%' }),
    availabilityCaption: field.text('Caption of the availability claim', 120),
    generatorModelsHeading: field.text('Heading of the generator models'),
    generatorModels: field.list('Generator models', 'Model', {
      name: field.text('Model name', 40),
      rating: field.text('Rating', { max: 40, hint: 'e.g. 7.5kVA' }),
      output: field.text('Output', { max: 40, hint: 'e.g. 400VAC' }),
      speed: field.text('Speed', { max: 40, hint: 'e.g. 1500rpm' }),
      image: field.image('Image', cardSize),
      description: field.textarea('Description', 600),
    }),
  },
  // Each model's name, rating, output and speed on a line of its own.
  compare: ['availabilityClaim', 'generatorModels'],
  datasheet: ['availabilityClaim', 'generatorModels'],
});

export const upsLayout = defineLayout({
  value: 'ups',
  label: 'UPS backup system (tabs)',
  fields: {
    upsImage: field.image('Wide picture above the text', upsImageSize),
    upsFeaturesHeading: field.text('Heading of the features'),
    upsFeatures: field.stringList('Features', 200),
  },
  compare: ['upsFeatures'],
  datasheet: ['upsFeatures'],
});

export const productLayouts = [generatorLayout, upsLayout] as const;

/**
 * The landing: the family's name and summary above a tile for each of its products drawn by
 * the layouts above (their name, summary and main photo), in the catalogue's order.
 */
export const familyLayout = defineLayout({
  value: 'power-generation',
  label: 'Power generation tiles',
  fields: {},
});

const family = 'power-generation';
const generators = { family, slug: 'gas-powered-generators' };
const ups = { family, slug: 'ups-backup-system' };

/** The title the gas generators' catalogue link has among the product's downloads. */
const generatorCatalogueTitle = 'Gas generators catalogue';

const product = (record: LegacyMove['record'], patch: Record<string, unknown>): LegacyMove => ({
  collection: 'products',
  record,
  patch,
});

/** A name or title only when the old value has one: a record's name is required. */
const named = (name: string) => (name ? { name } : {});

/** Sections of before decision 0024 and the records their values move to. */
export const legacySections: LegacySection[] = [
  {
    key: 'catalogue/generators',
    moves: (v) => {
      const catalogueUrl = text(v, 'catalogueUrl');
      return [
        product(generators, {
          body: plainTextToHtml(text(v, 'intro')),
          downloads: catalogueUrl ? [{ title: generatorCatalogueTitle, url: catalogueUrl }] : [],
          details: {
            availabilityClaim: text(v, 'availability'),
            generatorModels: entries(v, 'models'),
          },
        }),
        product(ups, {
          body: plainTextToHtml(text(v, 'upsIntro')),
          details: { upsFeatures: v.upsFeatures ?? [], upsImage: text(v, 'upsImage') },
        }),
      ];
    },
  },
  {
    // Its tile images were copies of the products' photos, which stay the records' own.
    key: 'products/power-generation',
    moves: (v) => [
      {
        collection: 'productFamilies',
        record: { slug: family },
        patch: { ...named(text(v, 'heading')), summary: text(v, 'intro') },
      },
      product(generators, {
        ...named(text(v, 'generatorsTitle')),
        summary: text(v, 'generatorsSummary'),
        details: {
          availabilityCaption: text(v, 'availabilityLabel'),
          generatorModelsHeading: text(v, 'modelsHeading'),
        },
      }),
      product(ups, {
        ...named(text(v, 'upsTitle')),
        summary: text(v, 'upsSummary'),
        details: { upsFeaturesHeading: text(v, 'upsFeaturesHeading') },
      }),
    ],
  },
];

/** The family's address under /products/, which is also its folder's name. */
export const slug = 'power-generation';
/** Its first-start records: a data file the seeder reads (content/catalogue/family-seeds.ts). */
export const seed = 'app/catalogue/power-generation/seed.yaml';
