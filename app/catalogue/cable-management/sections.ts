/**
 * The cable management paths of the client's CMS spec: the four Tranos TRAC blocks, Tranos ERIS
 * and Tranos ELLIS. Their facts live on the product records (docs/decisions/0024): each path
 * reads and writes its record (`backedBy`), under the envelope, field names and aliases the
 * spec gives; the pages are drawn from the records.
 */
import { field, type ImageField } from '../../../content/fields';
import { titleAndDescription } from '../../../content/field-groups';
import { tracBlock, tracBlockDetails, tracSize, type TracBlockOf, type TracEnvelope } from './trac';
import { htmlToPlainText, plainTextToHtml } from '../../../content/plain-text';
import { defineSection, type RecordBacking } from '../../../content/section';

const family = 'cable-management';

/** The image size the client's CMS spec hints at: table clamps and cleats. */
const ellisSize = { width: 260, height: 260, maxKb: 40 };

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const detailsOf = (record: Readonly<Record<string, unknown>>) =>
  (record.details ?? {}) as Readonly<Record<string, unknown>>;

/**
 * A product path of the spec whose `title` is the record's name, `description` its body (as
 * paragraphs of plain text, as the spec's clients send them) and its image list the record's
 * photos.
 */
const productBacking = (slug: string, imagesField: string): RecordBacking => ({
  collection: 'products',
  record: { family, slug },
  read: (record) => ({
    title: str(record.name),
    description: htmlToPlainText(str(record.body)),
    [imagesField]: str(record.images),
  }),
  write: (value) => ({
    name: str(value.title),
    body: plainTextToHtml(str(value.description)),
    images: str(value[imagesField]),
  }),
});

/**
 * One of the four Tranos TRAC blocks: a title, a description and one image, whose field is
 * named after the envelope (`cableTraysImage`) and also accepted as `imageUrl`. Kept on the
 * TRAC product's layout details.
 */
const tracSection = <const E extends TracEnvelope>({
  anchor,
  envelope,
  label,
}: {
  anchor: TracBlockOf<E>['anchor'];
  envelope: E;
  label: string;
}) =>
  defineSection({
    key: `products/cable-management/${anchor}`,
    envelope,
    title: `Tranos TRAC: ${label}`,
    screen: 'products/cable-management',
    fields: {
      title: field.textarea('Title', 200),
      description: field.textarea('Description', 2000),
      ...({ [`${envelope}Image`]: field.image('Image', tracSize) } as Record<
        `${E}Image`,
        ImageField
      >),
    },
    aliases: { imageUrl: `${envelope}Image` as const },
    backedBy: {
      collection: 'products',
      record: { family, slug: 'trac' },
      read: (record) => {
        const details = detailsOf(record);
        return {
          title: str(details[`${envelope}Title`]),
          description: str(details[`${envelope}Description`]),
          [`${envelope}Image`]: str(details[`${envelope}Image`]),
        };
      },
      write: (value) => ({ details: tracBlockDetails(envelope, value) }),
    },
  });

export const cableTrays = tracSection(tracBlock('cableTrays'));
export const cableLadders = tracSection(tracBlock('cableLadders'));
export const cableFittings = tracSection(tracBlock('cableFittings'));
export const accessoriesAndFasteners = tracSection(tracBlock('accessoriesAndFasteners'));

export const tranosEris = defineSection({
  key: 'products/cable-management/tranos-eris',
  envelope: 'tranosEris',
  title: 'Tranos ERIS',
  screen: 'products/cable-management',
  fields: {
    // The title is not in the original API (its page hard-coded the name): the heading is data.
    ...titleAndDescription(),
    tranosErisImages: field.imageList(
      'Images (the first two are shown)',
      tracSize,
      'First image: max 40KB, 530x300. Second image: max 40KB, 1100x300.',
    ),
  },
  aliases: { imageUrl: 'tranosErisImages' },
  backedBy: productBacking('eris', 'tranosErisImages'),
});

export const tranosEllis = defineSection({
  key: 'products/cable-management/tranos-ellis',
  envelope: 'tranosEllis',
  title: 'Tranos ELLIS: Table Clamps & Cleats',
  screen: 'products/cable-management',
  fields: {
    ...titleAndDescription(),
    tranosEllisImages: field.imageList(
      'Images (first is the main image, the rest form the gallery)',
      ellisSize,
      'Each image: max 40KB, 260x260. The first is the main image, the rest form the gallery.',
    ),
  },
  aliases: { imageUrl: 'tranosEllisImages' },
  backedBy: productBacking('ellis', 'tranosEllisImages'),
});

/** In the order the CMS shows them. */
export const sections = [
  cableTrays,
  cableLadders,
  cableFittings,
  accessoriesAndFasteners,
  tranosEris,
  tranosEllis,
] as const;
