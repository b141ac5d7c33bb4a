/**
 * Cable Management & Support Systems: TRAC, ERIS, ELLIS and the cable glands.
 *
 * The landing shows the family's products whose `group` is empty as flip cards (name and main
 * photo in front, the card's text and back image behind). A product whose `group` is another
 * product's address (`cable-glands`) is listed as a card on that product's page instead, and
 * its breadcrumb passes through it.
 */
import { field, type ImageField, type TextField } from '../../../content/fields';
import { linkCardSize } from '../../../content/field-groups';
import { plainListToHtml, plainTextToHtml } from '../../../content/plain-text';
import { defineLayout } from '../../../content/catalogue/layout';
import { tracBlocks, tracSize, type TracEnvelope } from './trac';
import {
  entries,
  text,
  type LegacyMove,
  type LegacySection,
} from '../../../content/catalogue/legacy-sections';

export const family = 'cable-management';

/** A TRAC block's fields, named after its spec envelope: `cableTraysTitle`, `…Description`, `…Image`. */
type BlockFields<E extends string> = Record<`${E}Title` | `${E}Description`, TextField> &
  Record<`${E}Image`, ImageField>;

const blockFields = <const E extends string>(envelope: E, label: string) =>
  ({
    [`${envelope}Title`]: field.text(`${label}: title`, {
      max: 200,
      hint: 'Leave empty to leave this block off the page.',
    }),
    [`${envelope}Description`]: field.textarea(`${label}: description`, 2000),
    [`${envelope}Image`]: field.image(`${label}: image`, tracSize),
  }) as BlockFields<E>;

const tracFields = Object.fromEntries(
  tracBlocks.flatMap(({ envelope, label }) => Object.entries(blockFields(envelope, label))),
) as BlockFields<TracEnvelope>;

/** What the landing's flip card of a product shows beyond its name and main photo. */
const flipCard = {
  flipCardText: field.textarea('Flip card: text on the back', {
    max: 300,
    hint: 'The family page shows this product as a card that turns over: its name and main photo in front, this text and the image below on the back.',
  }),
  flipCardBackImage: field.image('Flip card: back image', linkCardSize),
};

export const tracLayout = defineLayout({
  value: 'trac',
  label: 'Tranos TRAC sections',
  fields: { ...flipCard, ...tracFields },
});
/** A layout whose own fields are its product's flip card on the landing. */
const withFlipCard = <const V extends string>(value: V, label: string) =>
  defineLayout({ value, label, fields: flipCard });

export const productLayouts = [
  tracLayout,
  withFlipCard('eris', 'Tranos ERIS'),
  withFlipCard('ellis', 'Tranos ELLIS'),
  withFlipCard('cable-glands', 'Cable glands overview'),
  defineLayout({ value: 'cable-gland', label: 'Cable gland type', fields: {} }),
] as const;

/** What the landing reads of any product's details: its flip card (blank when its layout has none). */
export const flipCardOf = withFlipCard('flip-card', 'Flip card');

export const familyLayout = defineLayout({
  value: 'cable-management',
  label: 'CM&SS flip cards',
  fields: {},
});

/** The fields of a patch that hold something: an old value left empty does not blank a record. */
const given = (patch: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== ''));

/** A gland type's page copy and variant table (its models), as the old gland list held them. */
const glandMove = (gland: Readonly<Record<string, unknown>>): LegacyMove => ({
  collection: 'products',
  record: { family, slug: `cable-glands/${text(gland, 'slug')}` },
  patch: {
    ...given({
      name: text(gland, 'name'),
      summary: text(gland, 'summary'),
      images: text(gland, 'image'),
    }),
    body:
      plainTextToHtml(text(gland, 'description')) +
      plainListToHtml(
        Array.isArray(gland.features)
          ? gland.features.filter((f): f is string => typeof f === 'string')
          : [],
      ),
    models: entries(gland, 'products').map((p) => ({
      partNumber: text(p, 'code'),
      description: text(p, 'label'),
    })),
  },
});

/** The product a landing card linked to: its address below the family's page. */
const cardProduct = (to: string) => to.replace(`/products/${family}/`, '').replace(/\/+$/, '');

/** Sections of before decision 0024 and the records their values move to. */
export const legacySections: LegacySection[] = [
  {
    // The landing: its heading and introduction are the family's; each card's back goes onto
    // the product it linked to (its title and front image are the product's name and photo).
    key: 'products/cable-management',
    moves: (value) => [
      {
        collection: 'productFamilies',
        record: { slug: family },
        patch: given({ name: text(value, 'heading'), summary: text(value, 'intro') }),
      },
      ...entries(value, 'cards').map(
        (card): LegacyMove => ({
          collection: 'products',
          record: { family, slug: cardProduct(text(card, 'to')) },
          patch: {
            details: {
              flipCardText: text(card, 'text'),
              flipCardBackImage: text(card, 'backImage'),
            },
          },
        }),
      ),
    ],
  },
  {
    key: 'products/cable-management/trac/page',
    moves: (value) => [
      {
        collection: 'products',
        record: { family, slug: 'trac' },
        patch: given({
          name: text(value, 'heading'),
          body: plainTextToHtml(text(value, 'intro')),
        }),
      },
    ],
  },
  {
    key: 'products/cable-management/cable-glands/page',
    moves: (value) => [
      {
        collection: 'products',
        record: { family, slug: 'cable-glands' },
        patch: given({ name: text(value, 'heading') }),
      },
    ],
  },
  {
    key: 'catalogue/cable-glands',
    moves: (value) => [
      {
        collection: 'products',
        record: { family, slug: 'cable-glands' },
        patch: given({ body: plainTextToHtml(text(value, 'intro')) }),
      },
      ...entries(value, 'glands').map(glandMove),
    ],
  },
];

/** The family's address under /products/, which is also its folder's name. */
export const slug = 'cable-management';
/** Its first-start records: a data file the seeder reads (content/catalogue/family-seeds.ts). */
export const seed = 'app/catalogue/cable-management/seed.yaml';
/** The sections of the specs' API kept over its records. */
export { sections } from './sections';
