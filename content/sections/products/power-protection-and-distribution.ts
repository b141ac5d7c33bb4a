/** /products/power-protection-and-distribution and its product pages. */
import { field } from '../../fields';
import {
  catalogueLink,
  linkCard,
  pageHead,
  productMainSize,
  titleAndDescription,
} from '../../field-groups';
import { defineSection } from '../../section';

/** The family's landing page; its product pages are below it. */
export const powerProtectionPath = '/products/power-protection-and-distribution';

/** A product page's images; `hint` gives the sizes of the additional images. */
const productImages = (hint: string) =>
  field.imageList(
    'Images (first is the main image, the rest are additional images)',
    productMainSize,
    `First image (main): max 40KB, 1100x500. ${hint}`,
  );

/** The power protection landing: intro (read more / read less) and two card grids. */
export const powerProtectionLanding = defineSection({
  key: 'products/power-protection-and-distribution',
  envelope: 'powerProtection',
  title: 'Power Protection & Distribution page',
  screen: 'products/power-protection-and-distribution',
  fields: {
    heading: field.text('Heading'),
    intro: field.textarea('Introduction (first paragraph, always shown)', { max: 1500 }),
    more: field.textarea('More (shown after Read more)', { max: 4000 }),
    lowVoltageHeading: field.text('Low voltage heading'),
    lowVoltage: field.list('Low voltage cards', 'Card', linkCard()),
    mediumVoltageHeading: field.text('Medium voltage heading'),
    mediumVoltage: field.list('Medium voltage cards', 'Card', linkCard()),
  },
});

export const tranosEliteRange = defineSection({
  key: 'products/tranos-elite-range',
  envelope: 'tranosEliteRange',
  title: 'Tranos Elite Range',
  screen: 'products/power-protection-and-distribution',
  fields: {
    ...titleAndDescription(),
    tranosEliteImages: productImages('Additional images: 480x480.'),
    features: field.richText('Features'),
    catalogueUrl: catalogueLink(),
  },
  aliases: { imageUrl: 'tranosEliteImages' },
});

export const siemensSivacon = defineSection({
  key: 'products/siemens-sivacon-s8',
  envelope: 'siemensSivacon',
  title: 'Siemens Sivacon S8',
  screen: 'products/power-protection-and-distribution',
  fields: {
    ...titleAndDescription(),
    siemensSivaconImages: productImages('The rest are additional images.'),
    features: field.richText('Features'),
    catalogueUrl: catalogueLink(),
  },
  aliases: { imageUrl: 'siemensSivaconImages' },
});

export const siemensSimoprime = defineSection({
  key: 'products/siemens-simoprime',
  envelope: 'siemensSimoprime',
  title: 'Siemens Simoprime',
  screen: 'products/power-protection-and-distribution',
  fields: {
    ...titleAndDescription(),
    siemensSimoprimeImages: productImages('Additional images: 350x275.'),
    catalogueUrl: catalogueLink(),
  },
  // Not in the spec (its Simoprime/Simosec PATCH sent nothing); the same as the Elite editor.
  aliases: { imageUrl: 'siemensSimoprimeImages' },
});

export const siemensSimosec = defineSection({
  key: 'products/siemens-simosec',
  envelope: 'siemensSimosec',
  title: 'Siemens Simosec',
  screen: 'products/power-protection-and-distribution',
  fields: {
    title: field.text('Title'),
    description: field.richText('Description'),
    siemensSimosecImages: productImages('Additional images: 400x475.'),
    catalogueUrl: catalogueLink(),
  },
  // Not in the spec (its Simoprime/Simosec PATCH sent nothing); the same as the Elite editor.
  aliases: { imageUrl: 'siemensSimosecImages' },
});

/** The heading and introduction above the ATEX power panels list (the panels are a collection). */
export const atexPowerPanelsPage = defineSection({
  key: 'products/atex-power-panels/page',
  envelope: 'atexPowerPanelsPage',
  title: 'ATEX Power Panels page',
  screen: 'products/power-protection-and-distribution',
  fields: pageHead({ intro: 2000 }),
});

/**
 * The family's product pages in the order the landing shows them: the one list that the
 * routes, the landing cards and the catalogue links derive from. `family` is the landing's
 * card grid (low or medium voltage); `layout` is the page template: the shared product detail
 * page, or the list of ATEX panels (a collection) under its section's heading.
 */
export const powerProtectionProducts = [
  {
    slug: 'tranos-elite-range',
    name: 'Tranos Elite Range',
    family: 'low',
    layout: 'product-detail',
    section: tranosEliteRange.key,
  },
  {
    slug: 'siemens-sivacon',
    name: 'Siemens Sivacon S8',
    family: 'low',
    layout: 'product-detail',
    section: siemensSivacon.key,
  },
  {
    slug: 'atex-power-panels',
    name: 'ATEX Power Panels',
    family: 'low',
    layout: 'panel-list',
    section: atexPowerPanelsPage.key,
  },
  {
    slug: 'siemens-simoprime',
    name: 'Siemens Simoprime',
    family: 'medium',
    layout: 'product-detail',
    section: siemensSimoprime.key,
  },
  {
    slug: 'siemens-simosec',
    name: 'Siemens Simosec',
    family: 'medium',
    layout: 'product-detail',
    section: siemensSimosec.key,
  },
] as const;

export type PowerProtectionProduct = (typeof powerProtectionProducts)[number];
export type PowerProtectionSlug = PowerProtectionProduct['slug'];

/** The address of one product page; a slug that is not in the list does not compile. */
export const powerProtectionProductPath = (slug: PowerProtectionSlug) =>
  `${powerProtectionPath}/${slug}`;

/** In the order the CMS shows them. */
export const sections = [
  powerProtectionLanding,
  tranosEliteRange,
  siemensSivacon,
  siemensSimoprime,
  siemensSimosec,
  atexPowerPanelsPage,
] as const;
