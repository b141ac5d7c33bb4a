/**
 * First-start content of /products/warehouse-storage
 * (its sections are declared in content/sections/products/warehouse-storage.ts).
 */
import { placeholder, placeholdersAt, type SeedsOf } from '../../section';
import { blockSize, type sections } from '../../sections/products/warehouse-storage';

const blockImage = placeholdersAt(blockSize);

export const seed: SeedsOf<typeof sections> = {
  'products/warehouse/standard-pallet-racks': {
    title: 'Standard Pallet Racks',
    description:
      'Standard pallet racking gives every pallet its own location, reachable by forklift without moving another load. We plan the layout around your building, pallet sizes, loads and handling equipment, then supply and install racks with beam levels you can reposition as your stock changes. Add our safety accessories to protect uprights and keep aisles clear.',
    standardPalletRacksImage: placeholder(1100, 500, 'Pallet racks in a warehouse'),
  },
  'products/warehouse-storage': {
    heading: 'Warehouse Storage Systems',
    intro:
      'A well-planned warehouse holds more, moves faster and keeps people safe. We plan, supply and install pallet racking, industrial shelving, mezzanine floors and the safety accessories that protect them, sized to your building, your loads and the way you work.',
    blocks: [
      {
        title: 'Industrial Shelving',
        description:
          'For cartons, spare parts and hand-picked stock, industrial shelving makes every item easy to see and reach. Shelf levels adjust as your stock changes, and bays can be added side by side or back to back as the store grows. We lay out the aisles with you and install the shelving ready to load.',
        image: blockImage('Industrial shelving'),
      },
      {
        title: 'Mezzanines',
        description:
          'When the floor is full but the roof is high, a mezzanine adds a second level without a new building. We design the structure around your columns, loads and access, and supply it with stairs, handrails and loading gates, so the new floor can be used for storage, picking or offices.',
        image: blockImage('Warehouse mezzanine floor'),
      },
      {
        title: 'Safety Accessories',
        description:
          'Forklifts and racking share the same aisles, and small knocks add up. Upright protectors, end-of-aisle barriers, mesh decking, backstops and load signs protect your racks, your stock and your people. We supply and fit them with your racking, or add them to an installation you already have.',
        image: blockImage('Rack safety accessories'),
      },
    ],
  },
};
