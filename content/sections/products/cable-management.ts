/** /products/cable-management: the landing, TRAC, ERIS, ELLIS and the cable glands. */
import { field, type ImageField } from '../../fields';
import {
  descriptionAndFeatures,
  linkCard,
  linkCardSize,
  nameAndSlug,
  pageHead,
  squareSize,
  titleAndDescription,
} from '../../field-groups';
import { defineSection } from '../../section';

/** The image sizes the client's CMS spec hints at: cable trays, ladders, fittings, accessories and the first ERIS image. */
export const tracSize = { width: 530, height: 300, maxKb: 40 };
export const erisSecondSize = { width: 1100, height: 300, maxKb: 40 };
/** The image sizes the client's CMS spec hints at: table clamps and cleats. */
export const ellisSize = { width: 260, height: 260, maxKb: 40 };

/**
 * One of the four Tranos TRAC sections: a title, a description and one image, whose field is
 * named after the envelope (`cableTraysImage`) and also accepted as `imageUrl`.
 */
const tracSection = <const K extends string, const E extends string>(
  slug: K,
  envelope: E,
  title: string,
) =>
  defineSection({
    key: `products/cable-management/${slug}`,
    envelope,
    title: `Tranos TRAC: ${title}`,
    screen: 'products/cable-management',
    fields: {
      title: field.textarea('Title', { max: 200 }),
      description: field.textarea('Description', { max: 2000 }),
      ...({ [`${envelope}Image`]: field.image('Image', tracSize) } as Record<
        `${E}Image`,
        ImageField
      >),
    },
    aliases: { imageUrl: `${envelope}Image` as const },
  });

/** The cable management landing: flip cards, image on the front, text and link on the back. */
export const cableManagementLanding = defineSection({
  key: 'products/cable-management',
  envelope: 'cableManagement',
  title: 'Cable Management page',
  screen: 'products/cable-management',
  fields: {
    ...pageHead({ intro: 1500 }),
    cards: field.list('Flip cards', 'Card', {
      ...linkCard(),
      backImage: field.image('Back image', linkCardSize),
      text: field.textarea('Back text', { max: 300 }),
    }),
  },
});

/** The Tranos TRAC page's own heading and introduction, above its four sections. */
export const tracPage = defineSection({
  key: 'products/cable-management/trac/page',
  envelope: 'tracPage',
  title: 'Tranos TRAC page',
  screen: 'products/cable-management',
  fields: pageHead({ intro: 1500 }),
});

export const cableTrays = tracSection('cable-trays', 'cableTrays', 'Cable Trays');
export const cableLadders = tracSection('cable-ladders', 'cableLadders', 'Cable Ladders');
export const cableFittings = tracSection('cable-fittings', 'cableFittings', 'Cable Fittings');
export const accessoriesAndFasteners = tracSection(
  'accessories-and-fasteners',
  'accessoriesAndFasteners',
  'Accessories & Fasteners',
);

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
});

/** The heading of the cable glands page; its introduction and the gland types are a catalogue section. */
export const cableGlandsPage = defineSection({
  key: 'products/cable-management/cable-glands/page',
  envelope: 'cableGlandsPage',
  title: 'Cable Glands page',
  screen: 'products/cable-management',
  fields: {
    heading: field.text('Heading'),
  },
});

export const cableGlands = defineSection({
  key: 'catalogue/cable-glands',
  envelope: 'cableGlands',
  title: 'Cable glands',
  screen: 'products/cable-management',
  fields: {
    intro: field.textarea('Introduction', { max: 1500 }),
    glands: field.list('Gland types', 'Gland type', {
      ...nameAndSlug({
        max: 120,
        slugMax: 80,
        page: '/products/cable-management/cable-glands/{slug}',
      }),
      image: field.image('Image', squareSize),
      summary: field.textarea('Short summary (card)', { max: 300 }),
      ...descriptionAndFeatures(),
      products: field.list('Products', 'Product', {
        label: field.text('Product (thread and cable range)', {
          max: 120,
          hint: 'e.g. M20 x 1.5, cable 6-12 mm',
        }),
        code: field.text('Code', { max: 40 }),
      }),
    }),
  },
});

/** In the order the CMS shows them. */
export const sections = [
  cableManagementLanding,
  tracPage,
  cableTrays,
  cableLadders,
  cableFittings,
  accessoriesAndFasteners,
  tranosEris,
  tranosEllis,
  cableGlandsPage,
  cableGlands,
] as const;
