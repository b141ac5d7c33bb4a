/**
 * Page copy for the lights & wiring devices pages and the industries pages. The product lists
 * themselves (Duro and Valor lights, Simon ranges, industrial wiring, industries and their
 * shared catalogue) live in catalogue.ts; these sections hold the headings, intros and card
 * images around them.
 */
import { field } from '../fields';
import { defineSection, placeholder } from '../section';

const cardSize = { width: 400, height: 300, maxKb: 40 };
const cardImage = (label: string) => placeholder(cardSize.width, cardSize.height, label);
const lw = '/products/lights-wiring';

/** /products/lights-wiring: two tiles, residential & commercial and industrial. */
export const lightsWiringLanding = defineSection({
  key: 'products/lights-wiring',
  envelope: 'lightsWiring',
  title: 'Lights & Wiring Devices page',
  screen: 'products/lights-wiring',
  fields: {
    heading: field.text('Heading'),
    intro: field.textarea('Introduction', { max: 1500 }),
    tiles: field.list('Tiles', 'Tile', {
      title: field.text('Title', { max: 120 }),
      text: field.textarea('Text', { max: 300 }),
      image: field.image('Image', cardSize),
      to: field.link('Links to'),
    }),
  },
  seed: {
    heading: 'Lights & Wiring Devices',
    intro:
      'LED lighting, switches and sockets for homes, offices, hotels and shops, and rugged wiring devices and lighting for factories, warehouses and construction sites. Choose where you need them.',
    tiles: [
      {
        title: 'Residential & Commercial',
        text: 'Duro and Valor LED lighting and Simon switches and sockets for homes, offices, hotels and shops.',
        image: cardImage('Residential and commercial lighting'),
        to: `${lw}/residential-and-commercial/lights`,
      },
      {
        title: 'Industrial',
        text: 'Industrial plugs and sockets, movable distribution boards, isolators and LED lighting built for hard-working sites.',
        image: cardImage('Industrial wiring devices'),
        to: `${lw}/industrial/wiring`,
      },
    ],
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
    duroImage: field.image('Duro brand image', cardSize),
    valorName: field.text('Valor brand name', { max: 80 }),
    valorImage: field.image('Valor brand image', cardSize),
    switchesHeading: field.text('Switches & sockets heading (link card and page heading)'),
    switchesText: field.textarea('Switches & sockets link card text', { max: 300 }),
    switchesImage: field.image('Switches & sockets link card image', cardSize),
  },
  seed: {
    lightsHeading: 'Residential & Commercial Lighting',
    lightsIntro:
      'Two LED ranges for homes, offices, hotels and shops. Duro offers the widest choice of fittings for every room and layout; Valor keeps projects quick and cost-effective to install. Choose a brand to see its range.',
    duroName: 'Duro',
    duroImage: cardImage('Duro LED lighting'),
    valorName: 'Valor',
    valorImage: cardImage('Valor LED lighting'),
    switchesHeading: 'Switches & Sockets',
    switchesText:
      'Complete the fit-out with Simon switches and sockets, in three ranges from premium design to dependable everyday use.',
    switchesImage: cardImage('Simon switches and sockets'),
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
  seed: {
    wiringTitle: 'Wiring Devices',
    lightingTitle: 'Industrial Lighting',
  },
});

/** Around the industries pages: the heading and intro of the shared product catalogue. */
export const industriesPage = defineSection({
  key: 'industries-we-serve',
  envelope: 'industriesPage',
  title: 'Industries pages',
  screen: 'industries',
  fields: {
    catalogueHeading: field.text('Catalogue heading'),
    catalogueIntro: field.textarea('Catalogue introduction', { max: 1000 }),
  },
  seed: {
    catalogueHeading: 'Our product catalogue',
    catalogueIntro:
      'Everything we make, supply and install, grouped by product line. Each link opens the product page with the full details.',
  },
});

/** Lights & wiring devices and industries pages. */
export const lightsIndustriesSections = [
  lightsWiringLanding,
  residentialAndCommercial,
  industrialLightsWiring,
  industriesPage,
] as const;
