/**
 * First-start records of Warehouse Storage Systems (/products/warehouse-storage): the family's record and its products', at
 * the addresses they have always had (slug = the path below the family).
 */
import type { FamilySeed } from '../../../content/collections/product-families';
import type { ProductSeed } from '../../../content/collections/products';
import {
  familyImage,
  filtered,
  images,
  p,
  type PageText,
  spec,
  textOnlyPage,
} from '../../../content/catalogue/seed-helpers';

/** The family's own record: its name, summary, card image and landing layout. */
export const family: FamilySeed = {
  name: 'Warehouse Storage Systems',
  slug: 'warehouse-storage',
  template: 'warehouse-storage',
  summary: 'Pallet racks, industrial shelving, mezzanine floors and the safety parts around them.',
  image: familyImage('Warehouse Storage'),
  details: {
    landingIntro:
      'A well-planned warehouse holds more, moves faster and keeps people safe. We plan, supply and install pallet racking, industrial shelving, mezzanine floors and the safety accessories that protect them, sized to your building, your loads and the way you work.',
  },
};

const ws = 'warehouse-storage';

/** A warehouse storage page: text, photos and specifications only, for industrial buyers. */
const warehousePage = (o: PageText): ProductSeed => ({
  ...textOnlyPage(ws, 'industrial-and-manufacturing', o),
  template: 'generic',
  visibility: 'shown',
});

export const products: ProductSeed[] = [
  warehousePage({
    name: 'Standard Pallet Racks',
    slug: 'pallet-racks',
    summary:
      'Pallet racking planned around your building, pallets, loads and forklifts, with a location for every pallet and beam levels you can move as your stock changes. We supply and install it.',
    images: images('Pallet racks in a warehouse'),
    body: p(
      'Standard pallet racking gives every pallet its own location, reachable by forklift without moving another load. We plan the layout around your building, pallet sizes, loads and handling equipment, then supply and install racks with beam levels you can reposition as your stock changes.',
      'Add our safety accessories to protect uprights and keep aisles clear.',
    ),
    specs: [
      filtered('Type', 'Pallet racking'),
      spec('Beam levels', 'Adjustable as your stock changes'),
      spec('Access', 'Every pallet reachable by forklift'),
    ],
  }),
  warehousePage({
    name: 'Industrial Shelving',
    slug: 'industrial-shelving',
    summary:
      'Industrial shelving for cartons, spare parts and hand-picked stock, with shelf levels that adjust as your stock changes and bays that grow side by side or back to back. We lay out the aisles with you and install it ready to load.',
    images: images('Industrial shelving'),
    body: p(
      'For cartons, spare parts and hand-picked stock, industrial shelving makes every item easy to see and reach. Shelf levels adjust as your stock changes, and bays can be added side by side or back to back as the store grows.',
      'We lay out the aisles with you and install the shelving ready to load.',
    ),
    specs: [
      filtered('Type', 'Shelving'),
      spec('Shelf levels', 'Adjustable'),
      spec('Layout', 'Bays side by side or back to back'),
    ],
  }),
  warehousePage({
    name: 'Mezzanine Floors',
    slug: 'mezzanine-floors',
    summary:
      'A second level inside the building you have, for storage, picking or offices: designed around your columns, loads and access, and supplied with stairs, handrails and loading gates.',
    images: images('Warehouse mezzanine floor'),
    body: p(
      'When the floor is full but the roof is high, a mezzanine adds a second level without a new building. We design the structure around your columns, loads and access, and supply it with stairs, handrails and loading gates, so the new floor can be used for storage, picking or offices.',
    ),
    specs: [
      filtered('Type', 'Mezzanine floor'),
      spec('Supplied with', 'Stairs, handrails and loading gates'),
      spec('Use', 'Storage, picking or offices'),
    ],
  }),
  warehousePage({
    name: 'Safety Accessories',
    slug: 'safety-accessories',
    summary:
      'Upright protectors, end-of-aisle barriers, mesh decking, backstops and load signs that protect your racks, stock and people where forklifts share the aisles. We fit them with new racking or add them to an existing installation.',
    images: images('Rack safety accessories'),
    body: p(
      'Forklifts and racking share the same aisles, and small knocks add up. Upright protectors, end-of-aisle barriers, mesh decking, backstops and load signs protect your racks, your stock and your people.',
      'We supply and fit them with your racking, or add them to an installation you already have.',
    ),
    specs: [
      filtered('Type', 'Rack safety accessories'),
      spec(
        'Includes',
        'Upright protectors, end-of-aisle barriers, mesh decking, backstops, load signs',
      ),
      spec('Fitting', 'With new racking or on existing installations'),
    ],
  }),
];
