/**
 * Enclosures: one page per enclosure category, with the family's categories as a tab bar.
 * A category's name, summary, description (body), photos and catalogue (its first download
 * link) are the record's own; its layout adds the features, the ATEX junction boxes where it
 * has some, and the link of a call to action where it leads elsewhere (Customised → /contacts).
 * The texts every category page shares are the family's.
 */
import { field } from '../../../content/fields';
import { landingIntro, squareSize } from '../../../content/field-groups';
import { defineLayout } from '../../../content/catalogue/layout';
import {
  entries,
  text,
  type LegacyMove,
  type LegacySection,
} from '../../../content/catalogue/legacy-sections';
import { landingFields, pageFields } from '../../../content/catalogue/record-fields';

export const categoryLayout = defineLayout({
  value: 'enclosure-category',
  label: 'Enclosure category',
  fields: {
    enclosureFeatures: field.stringList('Features', {
      max: 200,
      hint: 'Bullet points under the family’s features heading',
    }),
    junctionBoxes: field.list('ATEX junction boxes', 'Junction box', {
      title: field.text('Title', 120),
      image: field.image('Image', squareSize),
      features: field.stringList('Features (zones, classes, groups, ratings)', 200),
    }),
    enclosureCallToActionLink: field.link('Call to action link', {
      hint: 'Shows the family’s call to action with a button to this address, e.g. /contacts. Leave empty to hide it.',
    }),
  },
  compare: ['enclosureFeatures', 'junctionBoxes'],
  datasheet: ['enclosureFeatures', 'junctionBoxes'],
});

export const productLayouts = [categoryLayout] as const;

export const familyLayout = defineLayout({
  value: 'enclosures',
  label: 'Enclosure categories',
  fields: {
    landingIntro: landingIntro(),
    enclosureFeaturesHeading: field.text('Heading above each category’s features', 120),
    junctionBoxesHeading: field.text('Heading above the ATEX junction boxes', 160),
    enclosureCallToAction: field.textarea('Call to action', {
      max: 400,
      hint: 'Shown on a category page with a call to action link, e.g. Customised → /contacts',
    }),
    enclosureCallToActionLabel: field.text('Call to action button', 40),
  },
});

const family = 'enclosures';
const toFamily = (patch: Record<string, unknown>): LegacyMove => ({
  collection: 'productFamilies',
  record: { slug: family },
  patch,
});

type Row = Readonly<Record<string, unknown>>;

/** Sections of before decision 0024 and the records their values move to. */
export const legacySections: LegacySection[] = [
  {
    // The landing's introduction; each category's page is its record.
    key: 'catalogue/enclosures',
    moves: (value) => [
      toFamily(landingFields(value)),
      ...entries(value, 'categories').map(
        (c): LegacyMove => ({
          collection: 'products',
          record: { family, slug: text(c, 'slug') },
          patch: (record: Row) => {
            const link = text(c, 'link');
            const elsewhere = link && link !== `/products/${family}/${text(c, 'slug')}`;
            return {
              ...pageFields(record, c, {
                name: 'name',
                summary: 'summary',
                description: 'description',
                image: 'image',
                catalogueUrl: 'catalogueUrl',
              }),
              details: {
                enclosureFeatures: Array.isArray(c.features) ? c.features : [],
                enclosureCallToActionLink: elsewhere ? link : '',
              },
            };
          },
        }),
      ),
    ],
  },
  {
    key: 'catalogue/atex-junction-boxes',
    moves: (value) => [
      {
        collection: 'products',
        record: { family, slug: 'atex-junction-boxes' },
        patch: { details: { junctionBoxes: entries(value, 'boxes') } },
      },
    ],
  },
  {
    // The texts the pages share; the heading is the family's name.
    key: 'products/enclosures',
    moves: (value) => [
      toFamily(
        landingFields(value, {
          enclosureFeaturesHeading: text(value, 'featuresHeading'),
          junctionBoxesHeading: text(value, 'junctionBoxesHeading'),
          enclosureCallToAction: text(value, 'callToAction'),
          enclosureCallToActionLabel: text(value, 'callToActionLabel'),
        }),
      ),
    ],
  },
];

/** The family's address under /products/, which is also its folder's name. */
export const slug = 'enclosures';
/** Its first-start records: a data file the seeder reads (content/catalogue/family-seeds.ts). */
export const seed = 'app/catalogue/enclosures/seed.yaml';
