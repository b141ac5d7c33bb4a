/**
 * Warehouse Storage Systems: its products use the standard page; the landing shows each of
 * them as a block (its name, description and main photo), in the catalogue's order, under the
 * family's name and the landing's introduction.
 */
import { landingIntro } from '../../../content/field-groups';
import { defineLayout } from '../../../content/catalogue/layout';
import { entries, type LegacySection } from '../../../content/catalogue/legacy-sections';
import { landingFields, pageFields } from '../../../content/catalogue/record-fields';

export const productLayouts = [] as const;

export const familyLayout = defineLayout({
  value: 'warehouse-storage',
  label: 'Warehouse storage blocks',
  fields: { landingIntro: landingIntro() },
});

const family = 'warehouse-storage';

/** The products the landing's blocks after Standard Pallet Racks were, in their order. */
const blockProducts = ['industrial-shelving', 'mezzanine-floors', 'safety-accessories'];

/** Sections of before decision 0024 and the records their values move to. */
export const legacySections: LegacySection[] = [
  {
    // The landing's heading is the family's name, its intro the landing's; its blocks, the
    // products they described (a block with no product left has nothing to move to).
    key: 'products/warehouse-storage',
    moves: (value) => [
      {
        collection: 'productFamilies',
        record: { slug: family },
        patch: landingFields(value),
      },
      ...entries(value, 'blocks').flatMap((block, i) => {
        const slug = blockProducts[i];
        if (!slug) return [];
        return [
          {
            collection: 'products' as const,
            record: { family, slug },
            patch: (record: Readonly<Record<string, unknown>>) =>
              pageFields(record, block, {
                name: 'title',
                description: 'description',
                image: 'image',
              }),
          },
        ];
      }),
    ],
  },
];

/** The family's address under /products/, which is also its folder's name. */
export const slug = 'warehouse-storage';
/** Its first-start records: a data file the seeder reads (content/catalogue/family-seeds.ts). */
export const seed = 'app/catalogue/warehouse-storage/seed.yaml';
/** The sections of the specs' API kept over its records. */
export { sections } from './sections';
