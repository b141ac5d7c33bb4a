/** Power Protection & Distribution: the switchgear detail pages and the ATEX panel list. */
import { field } from '../../../content/fields';
import { defineLayout } from '../../../content/catalogue/layout';
import { entries, text, type LegacySection } from '../../../content/catalogue/legacy-sections';
import { plainTextToHtml } from '../../../content/plain-text';

export const productLayouts = [
  defineLayout({
    value: 'switchgear',
    label: 'Switchgear detail',
    fields: {
      features: field.richText('Key features', {
        hint: 'The box beside the description, e.g. a heading and a bulleted list. Leave empty to hide it.',
        max: 20_000,
      }),
    },
    // Printed as plain paragraphs; prose is never compared.
    datasheet: ['features'],
  }),
  // Its panels are the ATEX power panels list (Products → Power Protection & Distribution).
  defineLayout({ value: 'panel-list', label: 'ATEX panel list', fields: {} }),
] as const;

export const familyLayout = defineLayout({
  value: 'power-protection-and-distribution',
  label: 'PP&D landing',
  fields: {
    intro: field.textarea('Introduction (first paragraph, always shown)', 1500),
    more: field.textarea('More (shown after Read more)', 4000),
    groups: field.list('Product groups', 'Group', {
      key: field.text('Group', {
        max: 60,
        hint: 'What a product names in its “Group on the family page”, e.g. low',
      }),
      heading: field.text('Heading', 120),
    }),
  },
});

const ppd = 'power-protection-and-distribution';

/** Sections of before decision 0024 and the records their values move to. */
export const legacySections: LegacySection[] = [
  {
    key: 'products/power-protection-and-distribution',
    moves: (value) => [
      {
        collection: 'productFamilies',
        record: { slug: ppd },
        patch: {
          name: text(value, 'heading'),
          details: {
            intro: text(value, 'intro'),
            more: text(value, 'more'),
            groups: [
              { key: 'low', heading: text(value, 'lowVoltageHeading') },
              { key: 'medium', heading: text(value, 'mediumVoltageHeading') },
            ],
          },
        },
      },
      // The cards linked the products of each group: their order is the records' now.
      ...(['lowVoltage', 'mediumVoltage'] as const).flatMap((list) =>
        entries(value, list).flatMap((card) => {
          const slug = text(card, 'to').split('/').pop() ?? '';
          return slug
            ? [
                {
                  collection: 'products' as const,
                  record: { family: ppd, slug },
                  patch: { group: list === 'lowVoltage' ? 'low' : 'medium' },
                },
              ]
            : [];
        }),
      ),
    ],
  },
  {
    key: 'products/atex-power-panels/page',
    moves: (value) => [
      {
        collection: 'products',
        record: { family: ppd, slug: 'atex-power-panels' },
        patch: { name: text(value, 'heading'), body: plainTextToHtml(text(value, 'intro')) },
      },
    ],
  },
];

/** The family's address under /products/, which is also its folder's name. */
export const slug = 'power-protection-and-distribution';
/** Its first-start records: a data file the seeder reads (content/catalogue/family-seeds.ts). */
export const seed = 'app/catalogue/power-protection-and-distribution/seed.yaml';
/** The sections of the specs' API kept over its records. */
export { sections } from './sections';
