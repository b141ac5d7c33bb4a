/**
 * The standard pallet racks path of the specs' API (`/api/v1/products/warehouse/standard-pallet-
 * racks/{id}`), kept over the pallet racks record (decision 0024): its title is the product's
 * name, its description the product's body as plain text, its image the product's main photo.
 * The warehouse storage landing is drawn from the family's records.
 */
import { field } from '../../../content/fields';
import { productMainSize } from '../../../content/field-groups';
import { mainImage, pageFields, plainBody } from '../../../content/catalogue/record-fields';
import { defineSection } from '../../../content/section';

export const standardPalletRacks = defineSection({
  key: 'products/warehouse/standard-pallet-racks',
  envelope: 'standardPalletRacks',
  title: 'Standard Pallet Racks',
  screen: 'products/warehouse-storage',
  fields: {
    // As long as the product's name and body may be.
    title: field.text('Title', 200),
    description: field.textarea('Description', 20_000),
    standardPalletRacksImage: field.image('Image', productMainSize),
  },
  aliases: { imageUrl: 'standardPalletRacksImage' },
  backedBy: {
    collection: 'products',
    record: { family: 'warehouse-storage', slug: 'pallet-racks' },
    read: (record) => ({
      title: typeof record.name === 'string' ? record.name : '',
      description: plainBody(record.body),
      standardPalletRacksImage: mainImage(record.images),
    }),
    write: (value, record) =>
      pageFields(record, value, {
        name: 'title',
        description: 'description',
        image: 'standardPalletRacksImage',
      }),
  },
});

/** In the order the CMS shows them. */
export const sections = [standardPalletRacks] as const;
