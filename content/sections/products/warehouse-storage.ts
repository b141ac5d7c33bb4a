/** /products/warehouse-storage and its standard pallet racks page. */
import { field } from '../../fields';
import { pageHead, productMainSize } from '../../field-groups';
import { defineSection } from '../../section';

export const blockSize = { width: 800, height: 500, maxKb: 60 };

export const standardPalletRacks = defineSection({
  key: 'products/warehouse/standard-pallet-racks',
  envelope: 'standardPalletRacks',
  title: 'Standard Pallet Racks',
  screen: 'products/warehouse-storage',
  fields: {
    title: field.text('Title'),
    description: field.textarea('Description', { max: 2000 }),
    standardPalletRacksImage: field.image('Image', productMainSize),
  },
  aliases: { imageUrl: 'standardPalletRacksImage' },
});

export const warehouseStorage = defineSection({
  key: 'products/warehouse-storage',
  envelope: 'warehouseStorage',
  title: 'Warehouse Storage Systems page',
  screen: 'products/warehouse-storage',
  fields: {
    ...pageHead({ intro: 1500 }),
    blocks: field.list(
      'Blocks after Standard Pallet Racks (shelving, mezzanines, safety accessories)',
      'Block',
      {
        title: field.text('Title', { max: 120 }),
        description: field.textarea('Description', { max: 2000 }),
        image: field.image('Image', blockSize),
      },
    ),
  },
});

/** In the order the CMS shows them. */
export const sections = [standardPalletRacks, warehouseStorage] as const;
