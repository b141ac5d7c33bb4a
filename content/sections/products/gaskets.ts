/** /products/gaskets: the landing and three pages sharing one shape. */
import { field } from '../../fields';
import { catalogueLink, linkCard, pageHead } from '../../field-groups';
import { defineSection } from '../../section';

export const gasketImageSize = { width: 800, height: 500, maxKb: 60 };
export const gasketTypeSize = { width: 400, height: 400, maxKb: 40 };

const gasketFields = () => ({
  title: field.text('Title'),
  intro: field.textarea('Introduction (under the title)', { max: 600 }),
  description: field.textarea('Description', { max: 4000 }),
  image: field.image('Main image', gasketImageSize),
  lists: field.list('Lists (materials, applications, advantages…)', 'List', {
    heading: field.text('Heading', { max: 120 }),
    items: field.stringList('Items', { max: 300 }),
  }),
  specsHeading: field.text('Heading of the properties table', { max: 160 }),
  specs: field.list('Properties table', 'Property', {
    property: field.text('Property', { max: 120 }),
    value: field.text('Value', { max: 160 }),
  }),
  typesHeading: field.text('Heading of the gasket types', { max: 160 }),
  types: field.list('Gasket types', 'Type', {
    name: field.text('Name', { max: 120 }),
    description: field.textarea('Description', { max: 600 }),
    image: field.image('Image', gasketTypeSize),
  }),
  contactText: field.textarea('Contact line', {
    max: 300,
    hint: 'Shown with the phone and e-mail from the footer. Leave empty to hide it.',
  }),
  catalogueUrl: catalogueLink(),
});

const gasketPage = <const S extends string>(slug: S, envelope: string, title: string) =>
  defineSection({
    key: `products/gaskets/${slug}`,
    envelope,
    title,
    screen: 'products/gaskets',
    fields: gasketFields(),
  });

export const spiralWoundGaskets = gasketPage(
  'spiral-wound-gaskets',
  'spiralWoundGaskets',
  'Spiral Wound Gaskets',
);
export const softCutGaskets = gasketPage('soft-cut-gaskets', 'softCutGaskets', 'Soft Cut Gaskets');
export const kammprofileGaskets = gasketPage('kammprofile', 'kammprofile', 'Kammprofile Gaskets');

export const gasketsLanding = defineSection({
  key: 'products/gaskets',
  envelope: 'gaskets',
  title: 'Gaskets page',
  screen: 'products/gaskets',
  fields: {
    ...pageHead({ intro: 1500 }),
    cards: field.list(
      'Gasket cards',
      'Card',
      linkCard({ text: field.textarea('Short text', { max: 300 }) }),
    ),
    catalogueUrl: catalogueLink(),
  },
});

/** In the order the CMS shows them. */
export const sections = [
  gasketsLanding,
  spiralWoundGaskets,
  softCutGaskets,
  kammprofileGaskets,
] as const;
