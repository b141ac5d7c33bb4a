/** /products/power-generation: the landing tiles, the generator models and UPS backup. */
import { field } from '../../fields';
import { cardSize, pageHead } from '../../field-groups';
import { defineSection } from '../../section';

export const upsImage = { width: 1100, height: 500 };
export const tileSize = { width: 600, height: 400, maxKb: 50 };

export const generators = defineSection({
  key: 'catalogue/generators',
  envelope: 'generators',
  title: 'Generators and UPS backup',
  screen: 'products/power-generation',
  fields: {
    intro: field.textarea('Gas-powered generators introduction', { max: 2000 }),
    availability: field.text('Availability claim', { max: 20, hint: 'e.g. 99.87%' }),
    catalogueUrl: field.link('Catalogue download link', { hint: 'Opens in a new tab' }),
    models: field.list('Generator models', 'Model', {
      name: field.text('Model name', { max: 40 }),
      rating: field.text('Rating', { max: 40, hint: 'e.g. 7.5kVA' }),
      output: field.text('Output', { max: 40, hint: 'e.g. 400VAC' }),
      speed: field.text('Speed', { max: 40, hint: 'e.g. 1500rpm' }),
      image: field.image('Image', cardSize),
      description: field.textarea('Description', { max: 600 }),
    }),
    upsIntro: field.textarea('UPS Backup System introduction', { max: 2000 }),
    upsFeatures: field.stringList('UPS Backup System features', { max: 200 }),
    upsImage: field.image('UPS Backup System image', upsImage),
  },
});

export const powerGeneration = defineSection({
  key: 'products/power-generation',
  envelope: 'powerGeneration',
  title: 'Power Generation & Backup pages',
  screen: 'products/power-generation',
  fields: {
    ...pageHead({ intro: 1500 }),
    generatorsTitle: field.text('Gas-powered generators: title (tile, tab and page)'),
    generatorsSummary: field.textarea('Gas-powered generators: tile text', { max: 300 }),
    generatorsImage: field.image('Gas-powered generators: tile image', tileSize),
    upsTitle: field.text('UPS backup system: title (tile, tab and page)'),
    upsSummary: field.textarea('UPS backup system: tile text', { max: 300 }),
    upsImage: field.image('UPS backup system: tile image', tileSize),
    availabilityLabel: field.text('Caption of the availability claim', { max: 120 }),
    modelsHeading: field.text('Heading of the generator models'),
    upsFeaturesHeading: field.text('Heading of the UPS features'),
  },
});

/** In the order the CMS shows them. */
export const sections = [generators, powerGeneration] as const;
