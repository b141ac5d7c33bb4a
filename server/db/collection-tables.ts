/**
 * Each collection's Drizzle table, built from its registry declaration
 * (server/db/collection-table.ts), and the order its list is shown in: the one table keyed by
 * collection names (docs/architecture.md, "Add a collection"). A module of its own so that a
 * test can add a collection of its own (tests/api/fixture-collection.test.ts).
 */
import { index, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { getTableColumns } from 'drizzle-orm';
import { atexPowerPanels } from '../../content/collections/atex-power-panels';
import { blogPosts } from '../../content/collections/blog';
import { caseStudies } from '../../content/collections/case-studies';
import { partners } from '../../content/collections/partners';
import { productFamilies } from '../../content/collections/product-families';
import { products } from '../../content/collections/products';
import type { CollectionName } from '../../content/registry';
import { collectionTable } from './collection-table';

/** The slug column of the collection registered as `name`: what a `references` field keys. */
function slugOf(name: string): AnyPgColumn {
  const tables: Readonly<Record<string, { table: PgTable } | undefined>> = collectionTables;
  const table = tables[name]?.table;
  const slug = table && getTableColumns(table).slug;
  if (!slug) throw new Error(`A reference names ${name}, which has no table with a slug`);
  return slug;
}

export const collectionTables = {
  blogPosts: collectionTable('blogPosts', blogPosts, { newestFirst: true }),
  caseStudies: collectionTable('caseStudies', caseStudies, { newestFirst: true }),
  partners: collectionTable('partners', partners),
  atexPowerPanels: collectionTable('atexPowerPanels', atexPowerPanels),
  productFamilies: collectionTable('productFamilies', productFamilies),
  // A family's page lists its products in the editors' order.
  products: collectionTable('products', products, {
    columnNames: { group: 'product_group' },
    indexes: (t) => [index('products_family_position_idx').on(t.family, t.position)],
    slugOf,
  }),
} as const satisfies Record<CollectionName, unknown>;
