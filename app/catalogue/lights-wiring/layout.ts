/**
 * Lights & Wiring Devices: lighting brands, switch ranges and industrial devices. A product's
 * `group` says which page lists it: the lights page (`lights`), the switches and sockets page
 * (`switches-and-sockets`), or the industrial pages' tabs (`industrial`); the family's details
 * hold those pages' own copy. A product's summary is the line under its name, on its page and
 * on its card.
 */
import { field } from '../../../content/fields';
import { linkCardSize, squareSize } from '../../../content/field-groups';
import { defineLayout } from '../../../content/catalogue/layout';
import {
  entries,
  text,
  type LegacyMove,
  type LegacySection,
} from '../../../content/catalogue/legacy-sections';
import { plainTextToHtml } from '../../../content/plain-text';

/** The groups of the family's products, by the page that lists them. */
export const lightsWiringGroups = {
  lights: 'lights',
  switches: 'switches-and-sockets',
  industrial: 'industrial',
} as const;

export const lightsBrandLayout = defineLayout({
  value: 'lights-brand',
  label: 'Lighting brand',
  fields: {
    lightItems: field.list('Lights', 'Light', {
      category: field.text('Category (anchor group)', {
        max: 40,
        hint: 'Lights with the same category are shown together, in the order they first appear',
      }),
      name: field.text('Name', 120),
      description: field.textarea('Description', 600),
      image: field.image('Image', squareSize),
    }),
  },
  compare: ['lightItems'],
  datasheet: ['lightItems'],
});

export const switchRangeLayout = defineLayout({
  value: 'switch-range',
  label: 'Switch and socket range',
  fields: { rangeFeatures: field.stringList('Features', 200) },
  compare: ['rangeFeatures'],
  datasheet: ['rangeFeatures'],
});

export const industrialDevicesLayout = defineLayout({
  value: 'industrial-devices',
  label: 'Industrial devices',
  fields: {
    industrialDevices: field.list('Devices', 'Device', {
      name: field.text('Name', 120),
      image: field.image('Image', squareSize),
      features: field.stringList('Features', 200),
    }),
  },
  compare: ['industrialDevices'],
  datasheet: ['industrialDevices'],
});

export const productLayouts = [
  lightsBrandLayout,
  switchRangeLayout,
  industrialDevicesLayout,
] as const;

export const familyLayout = defineLayout({
  value: 'lights-wiring',
  label: 'Lights and wiring tiles',
  fields: {
    residentialTitle: field.text('Residential & commercial tile: title', 120),
    residentialText: field.textarea('Residential & commercial tile: text', 300),
    residentialImage: field.image('Residential & commercial tile: image', linkCardSize),
    industrialTitle: field.text('Industrial tile: title', {
      max: 120,
      hint: 'The tile opens the first of the industrial products',
    }),
    industrialText: field.textarea('Industrial tile: text', 300),
    industrialImage: field.image('Industrial tile: image', linkCardSize),
    lightsHeading: field.text('Lights page: heading', {
      hint: 'Also in the titles of the brands’ pages',
    }),
    lightsIntro: field.textarea('Lights page: introduction', 1500),
    switchesHeading: field.text('Switches & sockets page: heading', {
      hint: 'Also the title of its card on the lights page',
    }),
    switchesIntro: field.textarea('Switches & sockets page: introduction', 1000),
    switchesText: field.textarea('Switches & sockets: text of its card on the lights page', 300),
    switchesImage: field.image('Switches & sockets: image of its card', linkCardSize),
  },
});

// ---------------------------------------------------------------------------------------------
// Sections of before decision 0024

const family = 'lights-wiring';
const rc = 'residential-and-commercial';
const product = (slug: string, patch: Record<string, unknown>): LegacyMove => ({
  collection: 'products',
  record: { family, slug },
  patch,
});
const theFamily = (patch: Record<string, unknown>): LegacyMove => ({
  collection: 'productFamilies',
  record: { slug: family },
  patch,
});

/** A text only when the old value has one (a name is required; a summary is kept). */
const given = (key: string, value: string) => (value ? { [key]: value } : {});

/**
 * The pages' short titles of before ("Duro", "Wiring Devices") were second names of their
 * products; one an editor changed becomes the product's name, as the page showed it.
 */
const renamed = (value: string, seeded: string) =>
  value && value !== seeded ? { name: value } : {};

/** Sections of before decision 0024 and the records their values move to. */
export const legacySections: LegacySection[] = [
  {
    key: 'catalogue/lights',
    moves: (v) =>
      (['duro', 'valor'] as const).map((brand) =>
        product(`${rc}/lights/${brand}`, {
          ...given('summary', text(v, `${brand}Tagline`)),
          details: { lightItems: entries(v, brand) },
        }),
      ),
  },
  {
    key: 'catalogue/switches-and-sockets',
    moves: (v) => [
      theFamily({ details: { switchesIntro: text(v, 'intro') } }),
      ...entries(v, 'ranges').map((range) =>
        product(`${rc}/switches-and-sockets/${text(range, 'slug')}`, {
          ...given('name', text(range, 'name')),
          ...given('summary', text(range, 'tagline')),
          // The range's picture was its page's only photo.
          ...given('images', text(range, 'image')),
          body: plainTextToHtml(text(range, 'description')),
          details: { rangeFeatures: range.features ?? [] },
        }),
      ),
    ],
  },
  {
    key: 'catalogue/industrial-wiring',
    moves: (v) =>
      (['wiring', 'lighting'] as const).map((kind) =>
        product(`industrial/${kind}`, {
          body: plainTextToHtml(text(v, `${kind}Intro`)),
          details: { industrialDevices: entries(v, kind) },
        }),
      ),
  },
  {
    key: 'products/lights-wiring',
    moves: (v) => {
      const tiles = entries(v, 'tiles');
      const industrial = tiles.find((t) => text(t, 'to').includes('/industrial')) ?? tiles[1];
      const residential = tiles.find((t) => t !== industrial) ?? {};
      return [
        theFamily({
          ...given('name', text(v, 'heading')),
          summary: text(v, 'intro'),
          details: {
            residentialTitle: text(residential, 'title'),
            residentialText: text(residential, 'text'),
            residentialImage: text(residential, 'image'),
            industrialTitle: text(industrial ?? {}, 'title'),
            industrialText: text(industrial ?? {}, 'text'),
            industrialImage: text(industrial ?? {}, 'image'),
          },
        }),
      ];
    },
  },
  {
    // The brands' card pictures were copies of their photos, which stay the records' own.
    key: 'products/lights-wiring/residential-and-commercial',
    moves: (v) => [
      theFamily({
        details: {
          lightsHeading: text(v, 'lightsHeading'),
          lightsIntro: text(v, 'lightsIntro'),
          switchesHeading: text(v, 'switchesHeading'),
          switchesText: text(v, 'switchesText'),
          switchesImage: text(v, 'switchesImage'),
        },
      }),
      product(`${rc}/lights/duro`, renamed(text(v, 'duroName'), 'Duro')),
      product(`${rc}/lights/valor`, renamed(text(v, 'valorName'), 'Valor')),
    ],
  },
  {
    key: 'products/lights-wiring/industrial',
    moves: (v) => [
      product('industrial/wiring', renamed(text(v, 'wiringTitle'), 'Wiring Devices')),
      product('industrial/lighting', renamed(text(v, 'lightingTitle'), 'Industrial Lighting')),
    ],
  },
];

/** The family's address under /products/, which is also its folder's name. */
export const slug = 'lights-wiring';
/** Its first-start records: a data file the seeder reads (content/catalogue/family-seeds.ts). */
export const seed = 'app/catalogue/lights-wiring/seed.yaml';
