/**
 * Gaskets: one page per gasket type. A type's name, summary (the line under its title),
 * description (body), photos and catalogue (its first download link) are the record's own; its
 * layout adds the headed lists, the table of typical properties, the types it comes in and the
 * words before the gasket team's phone and e-mail. The landing's catalogue is the family's.
 */
import { field } from '../../../content/fields';
import { catalogueLink, landingIntro } from '../../../content/field-groups';
import { defineLayout } from '../../../content/catalogue/layout';
import { entries, text, type LegacySection } from '../../../content/catalogue/legacy-sections';
import { landingFields, pageFields } from '../../../content/catalogue/record-fields';

const gasketTypeSize = { width: 400, height: 400, maxKb: 40 };

export const gasketLayout = defineLayout({
  value: 'gasket',
  label: 'Gasket type',
  fields: {
    gasketLists: field.list('Lists (materials, applications, advantages…)', 'List', {
      heading: field.text('Heading', 120),
      items: field.stringList('Items', 300),
    }),
    gasketPropertiesHeading: field.text('Heading of the properties table', 160),
    gasketProperties: field.list('Properties table', 'Property', {
      property: field.text('Property', 120),
      value: field.text('Value', 160),
    }),
    gasketTypesHeading: field.text('Heading of the gasket types', 160),
    gasketTypes: field.list('Gasket types', 'Type', {
      name: field.text('Name', 120),
      description: field.textarea('Description', 600),
      image: field.image('Image', gasketTypeSize),
    }),
    gasketContactText: field.textarea('Contact line', {
      max: 300,
      hint: 'Shown with the phone and e-mail from the footer. Leave empty to hide it.',
    }),
  },
  // A row per property of the table, so two gasket types' temperatures line up.
  compare: ['gasketProperties'],
  datasheet: ['gasketLists', 'gasketProperties', 'gasketTypes'],
});

export const productLayouts = [gasketLayout] as const;

export const familyLayout = defineLayout({
  value: 'gaskets',
  label: 'Gasket types',
  fields: { landingIntro: landingIntro(), gasketsCatalogueUrl: catalogueLink() },
});

const family = 'gaskets';

/** A gasket page's section of before, by the slug of its record. */
const gasketPage = (slug: string): LegacySection => ({
  key: `products/gaskets/${slug}`,
  moves: (value) => [
    {
      collection: 'products',
      record: { family, slug },
      patch: (record: Readonly<Record<string, unknown>>) => ({
        ...pageFields(record, value, {
          name: 'title',
          summary: 'intro',
          description: 'description',
          image: 'image',
          catalogueUrl: 'catalogueUrl',
        }),
        details: {
          gasketLists: entries(value, 'lists'),
          gasketPropertiesHeading: text(value, 'specsHeading'),
          gasketProperties: entries(value, 'specs'),
          gasketTypesHeading: text(value, 'typesHeading'),
          gasketTypes: entries(value, 'types'),
          gasketContactText: text(value, 'contactText'),
        },
      }),
    },
  ],
});

/** Sections of before decision 0024 and the records their values move to. */
export const legacySections: LegacySection[] = [
  {
    // The heading is the family's name, the intro the landing's. Its cards were a second copy
    // of the gasket pages' names, lines and photos, which move from the pages' own sections.
    key: 'products/gaskets',
    moves: (value) => [
      {
        collection: 'productFamilies',
        record: { slug: family },
        patch: landingFields(value, { gasketsCatalogueUrl: text(value, 'catalogueUrl') }),
      },
    ],
  },
  gasketPage('spiral-wound-gaskets'),
  gasketPage('soft-cut-gaskets'),
  gasketPage('kammprofile'),
];

/** The family's address under /products/, which is also its folder's name. */
export const slug = 'gaskets';
/** Its first-start records: a data file the seeder reads (content/catalogue/family-seeds.ts). */
export const seed = 'app/catalogue/gaskets/seed.yaml';
