/**
 * /products/lights-wiring: the landing, Duro and Valor lights, Simon switches and sockets, and
 * industrial wiring devices and lighting.
 */
import { field } from '../../fields';
import {
  descriptionAndFeatures,
  linkCard,
  linkCardSize,
  nameAndSlug,
  pageHead,
  squareSize,
} from '../../field-groups';
import { defineSection } from '../../section';

export const rangeImageSize = { width: 800, height: 500 };

const lightItem = () => ({
  category: field.text('Category (anchor group)', {
    max: 40,
    hint: 'Items with the same category are shown together',
  }),
  name: field.text('Name', { max: 120 }),
  description: field.textarea('Description', { max: 600 }),
  image: field.image('Image', squareSize),
});

const wiringItem = () => ({
  name: field.text('Name', { max: 120 }),
  image: field.image('Image', squareSize),
  features: field.stringList('Features', { max: 200 }),
});

export const lights = defineSection({
  key: 'catalogue/lights',
  envelope: 'lights',
  title: 'Lights (Duro and Valor)',
  screen: 'products/lights-wiring',
  fields: {
    duroTagline: field.textarea('Duro tagline', { max: 300 }),
    valorTagline: field.textarea('Valor tagline', { max: 300 }),
    duro: field.list('Duro lights', 'Light', lightItem()),
    valor: field.list('Valor lights', 'Light', lightItem()),
  },
});

export const switchesAndSockets = defineSection({
  key: 'catalogue/switches-and-sockets',
  envelope: 'switchesAndSockets',
  title: 'Switches and sockets',
  screen: 'products/lights-wiring',
  fields: {
    intro: field.textarea('Introduction (range picker)', { max: 1000 }),
    ranges: field.list('Ranges', 'Range', {
      ...nameAndSlug({
        max: 80,
        page: '/products/lights-wiring/residential-and-commercial/switches-and-sockets/{slug}',
      }),
      tagline: field.text('Tagline', { max: 160 }),
      image: field.image('Image', rangeImageSize),
      ...descriptionAndFeatures(),
    }),
  },
});

export const industrialWiring = defineSection({
  key: 'catalogue/industrial-wiring',
  envelope: 'industrialWiring',
  title: 'Industrial wiring devices and lighting',
  screen: 'products/lights-wiring',
  fields: {
    wiringIntro: field.textarea('Wiring devices introduction', { max: 1000 }),
    wiring: field.list('Wiring devices', 'Wiring device', wiringItem()),
    lightingIntro: field.textarea('Industrial lighting introduction', { max: 1000 }),
    lighting: field.list('Industrial lighting', 'Light', wiringItem()),
  },
});

/** /products/lights-wiring: two tiles, residential & commercial and industrial. */
export const lightsWiringLanding = defineSection({
  key: 'products/lights-wiring',
  envelope: 'lightsWiring',
  title: 'Lights & Wiring Devices page',
  screen: 'products/lights-wiring',
  fields: {
    ...pageHead({ intro: 1500 }),
    tiles: field.list('Tiles', 'Tile', linkCard({ text: field.textarea('Text', { max: 300 }) })),
  },
});

/**
 * The residential & commercial pages: the Duro / Valor brand picker and the Simon range
 * picker. The brands' taglines and products come from catalogue/lights.
 */
export const residentialAndCommercial = defineSection({
  key: 'products/lights-wiring/residential-and-commercial',
  envelope: 'residentialAndCommercial',
  title: 'Residential & Commercial lights and switches pages',
  screen: 'products/lights-wiring',
  fields: {
    lightsHeading: field.text('Lights page heading'),
    lightsIntro: field.textarea('Lights page introduction', { max: 1500 }),
    duroName: field.text('Duro brand name', { max: 80 }),
    duroImage: field.image('Duro brand image', linkCardSize),
    valorName: field.text('Valor brand name', { max: 80 }),
    valorImage: field.image('Valor brand image', linkCardSize),
    switchesHeading: field.text('Switches & sockets heading (link card and page heading)'),
    switchesText: field.textarea('Switches & sockets link card text', { max: 300 }),
    switchesImage: field.image('Switches & sockets link card image', linkCardSize),
  },
});

/** The two industrial pages (wiring devices, lighting): their titles, also the tab labels. */
export const industrialLightsWiring = defineSection({
  key: 'products/lights-wiring/industrial',
  envelope: 'industrialLightsWiring',
  title: 'Industrial wiring devices and lighting pages',
  screen: 'products/lights-wiring',
  fields: {
    wiringTitle: field.text('Wiring devices page title (and tab)', { max: 80 }),
    lightingTitle: field.text('Industrial lighting page title (and tab)', { max: 80 }),
  },
});

/** In the order the CMS shows them. */
export const sections = [
  lights,
  switchesAndSockets,
  industrialWiring,
  lightsWiringLanding,
  residentialAndCommercial,
  industrialLightsWiring,
] as const;
