/**
 * First-start records of the catalogue: each family's record and its products, from the seed.ts
 * of its folder (app/catalogue/<family>/), in the order of the family list. Imported only when
 * the seeder asks for them, so the copy stays out of the pages and the CMS.
 */
import { families } from '../../app/catalogue/families';
import { seedsOf } from '../../app/catalogue/family';
import type { FamilySeed } from '../collections/product-families';
import type { ProductSeed } from '../collections/products';

// Each seed.ts declares its records as these types; the list reads only their addresses.
const seeds = seedsOf(families);

/** The families' records (content/collections/product-families.ts). */
export const productFamilySeed = seeds.then((s) => s.families as FamilySeed[]);

/** Every product page of the site, at the address it has always had (content/collections/products.ts). */
export const productSeed = seeds.then((s) => s.products as ProductSeed[]);
