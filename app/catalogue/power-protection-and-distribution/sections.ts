/**
 * The Power Protection & Distribution product pages the specs' API names: each is its product
 * record (docs/decisions/0024), read and written under the section's old envelope and fields.
 * The family's landing copy is on the family record; the pages' order and groups are the
 * records'.
 */
import { field } from '../../../content/fields';
import { catalogueLink, productMainSize, titleAndDescription } from '../../../content/field-groups';
import { productPageBacking } from '../../../content/catalogue/record-fields';
import { defineSection } from '../../../content/section';

const family = 'power-protection-and-distribution';

/** A product page's images; `hint` gives the sizes of the additional images. */
const productImages = (hint: string) =>
  field.imageList(
    'Images (first is the main image, the rest are additional images)',
    productMainSize,
    `First image (main): max 40KB, 1100x500. ${hint}`,
  );

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
  backedBy: productPageBacking({
    family,
    slug: 'tranos-elite-range',
    images: 'tranosEliteImages',
    features: true,
  }),
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
  backedBy: productPageBacking({
    family,
    slug: 'siemens-sivacon',
    images: 'siemensSivaconImages',
    features: true,
  }),
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
  backedBy: productPageBacking({
    family,
    slug: 'siemens-simoprime',
    images: 'siemensSimoprimeImages',
  }),
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
  backedBy: productPageBacking({
    family,
    slug: 'siemens-simosec',
    images: 'siemensSimosecImages',
    richDescription: true,
  }),
});

export const sections = [
  tranosEliteRange,
  siemensSivacon,
  siemensSimoprime,
  siemensSimosec,
] as const;
