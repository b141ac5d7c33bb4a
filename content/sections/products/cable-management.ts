/** /products/cable-management: the landing, TRAC, ERIS, ELLIS and the cable glands. */
import { field } from '../../fields';
import { defineSection } from '../../section';

const cardSize = { width: 400, height: 300, maxKb: 40 };
const card = () => ({
  title: field.text('Title', { max: 120 }),
  image: field.image('Image', cardSize),
  to: field.link('Links to'),
});

/** The image sizes the client's CMS spec hints at: cable trays, ladders, fittings, accessories and the first ERIS image. */
export const tracSize = { width: 530, height: 300, maxKb: 40 };
export const erisSecondSize = { width: 1100, height: 300, maxKb: 40 };
/** The image sizes the client's CMS spec hints at: table clamps and cleats. */
const ellisSize = { width: 260, height: 260, maxKb: 40 };
export const square = { width: 400, height: 400 };

const tracTitle = () => field.textarea('Title', { max: 200 });
const tracDescription = () => field.textarea('Description', { max: 2000 });

/** The cable management landing: flip cards, image on the front, text and link on the back. */
export const cableManagementLanding = defineSection({
  key: 'products/cable-management',
  envelope: 'cableManagement',
  title: 'Cable Management page',
  screen: 'products/cable-management',
  fields: {
    heading: field.text('Heading'),
    intro: field.textarea('Introduction', { max: 1500 }),
    cards: field.list('Flip cards', 'Card', {
      ...card(),
      backImage: field.image('Back image', cardSize),
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
  fields: {
    heading: field.text('Heading'),
    intro: field.textarea('Introduction', { max: 1500 }),
  },
});

export const cableTrays = defineSection({
  key: 'products/cable-management/cable-trays',
  envelope: 'cableTrays',
  title: 'Tranos TRAC: Cable Trays',
  screen: 'products/cable-management',
  fields: {
    title: tracTitle(),
    description: tracDescription(),
    cableTraysImage: field.image('Image', tracSize),
  },
  aliases: { imageUrl: 'cableTraysImage' },
});

export const cableLadders = defineSection({
  key: 'products/cable-management/cable-ladders',
  envelope: 'cableLadders',
  title: 'Tranos TRAC: Cable Ladders',
  screen: 'products/cable-management',
  fields: {
    title: tracTitle(),
    description: tracDescription(),
    cableLaddersImage: field.image('Image', tracSize),
  },
  aliases: { imageUrl: 'cableLaddersImage' },
});

export const cableFittings = defineSection({
  key: 'products/cable-management/cable-fittings',
  envelope: 'cableFittings',
  title: 'Tranos TRAC: Cable Fittings',
  screen: 'products/cable-management',
  fields: {
    title: tracTitle(),
    description: tracDescription(),
    cableFittingsImage: field.image('Image', tracSize),
  },
  aliases: { imageUrl: 'cableFittingsImage' },
});

export const accessoriesAndFasteners = defineSection({
  key: 'products/cable-management/accessories-and-fasteners',
  envelope: 'accessoriesAndFasteners',
  title: 'Tranos TRAC: Accessories & Fasteners',
  screen: 'products/cable-management',
  fields: {
    title: tracTitle(),
    description: tracDescription(),
    accessoriesAndFastenersImage: field.image('Image', tracSize),
  },
  aliases: { imageUrl: 'accessoriesAndFastenersImage' },
});

export const tranosEris = defineSection({
  key: 'products/cable-management/tranos-eris',
  envelope: 'tranosEris',
  title: 'Tranos ERIS',
  screen: 'products/cable-management',
  fields: {
    // Not in the original API (its page hard-coded the name); added so the page heading is data.
    title: field.text('Title'),
    description: field.textarea('Description'),
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
    title: field.text('Title'),
    description: field.textarea('Description'),
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
      name: field.text('Name', { max: 120 }),
      slug: field.text('Slug (address part)', {
        max: 80,
        hint: 'The page is /products/cable-management/cable-glands/{slug}',
      }),
      image: field.image('Image', square),
      summary: field.textarea('Short summary (card)', { max: 300 }),
      description: field.textarea('Description', { max: 2000 }),
      features: field.stringList('Features', { max: 200 }),
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
