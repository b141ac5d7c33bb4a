/** /products/enclosures: the landing, the category pages and the ATEX junction boxes. */
import { field } from '../../fields';
import { cardSize, descriptionAndFeatures, nameAndSlug, squareSize } from '../../field-groups';
import { defineSection } from '../../section';

export const enclosures = defineSection({
  key: 'catalogue/enclosures',
  envelope: 'enclosures',
  title: 'Enclosures',
  screen: 'products/enclosures',
  fields: {
    intro: field.textarea('Introduction', { max: 1500 }),
    categories: field.list('Enclosure categories', 'Category', {
      ...nameAndSlug({ max: 80 }),
      link: field.link('Link', { hint: 'Usually /products/enclosures/{slug}' }),
      image: field.image('Image', cardSize),
      summary: field.textarea('Short summary (card)', { max: 300 }),
      ...descriptionAndFeatures(),
      catalogueUrl: field.link('Catalogue download link', {
        hint: 'Leave empty to hide the button',
      }),
    }),
  },
});

export const atexJunctionBoxes = defineSection({
  key: 'catalogue/atex-junction-boxes',
  envelope: 'atexJunctionBoxes',
  title: 'ATEX junction boxes',
  screen: 'products/enclosures',
  fields: {
    boxes: field.list('Junction boxes', 'Junction box', {
      title: field.text('Title', { max: 120 }),
      image: field.image('Image', squareSize),
      features: field.stringList('Features (zones, classes, groups, ratings)', { max: 200 }),
    }),
  },
});

export const enclosuresPage = defineSection({
  key: 'products/enclosures',
  envelope: 'enclosuresPage',
  title: 'Enclosures pages',
  screen: 'products/enclosures',
  fields: {
    heading: field.text('Heading of the enclosures page'),
    featuresHeading: field.text('Heading above each category’s features'),
    junctionBoxesHeading: field.text('Heading above the ATEX junction boxes'),
    callToAction: field.textarea('Call to action', {
      max: 400,
      hint: 'Shown on a category page whose link points elsewhere, e.g. Customised → /contacts',
    }),
    callToActionLabel: field.text('Call to action button', { max: 40 }),
  },
});

/** In the order the CMS shows them. */
export const sections = [enclosures, atexJunctionBoxes, enclosuresPage] as const;
