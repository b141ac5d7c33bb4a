/**
 * Each collection's Drizzle table and the order its list is shown in: the one table keyed by
 * collection names (docs/architecture.md, "Add a collection"). A module of its own so that a
 * test can add a collection of its own (tests/api/fixture-collection.test.ts).
 */
import type { CollectionName } from '../../content/registry';
import {
  atexPowerPanels,
  blogPosts,
  caseStudies,
  partners,
  productFamilies,
  products,
} from './schema';

export const collectionTables = {
  blogPosts: { table: blogPosts, newestFirst: true },
  caseStudies: { table: caseStudies, newestFirst: true },
  partners: { table: partners, newestFirst: false },
  atexPowerPanels: { table: atexPowerPanels, newestFirst: false },
  productFamilies: { table: productFamilies, newestFirst: false },
  products: { table: products, newestFirst: false },
} as const satisfies Record<CollectionName, unknown>;
