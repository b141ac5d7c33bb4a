/**
 * Many posts or case studies at once, for the tests of a site at a real company's size (lists
 * that page, a sitemap split into files).
 */
import { collectionsRepo } from '../../server/repositories/content/collections-repo';
import { recordRow, type CollectionInsert } from '../../server/repositories/content/record-rows';
import { writeContent } from '../../server/repositories/content/content-version-repo';
import type { TestApp } from './test-app';

/**
 * Loads `count` records into `collection` in one write, past the write services, as a bulk
 * import would: record i is titled `<title> i`, at the address `<title as a slug>-i`, with
 * what `fields(i)` adds. The search index does not see them until it is built again.
 */
export async function insertNumbered<N extends 'blogPosts' | 'caseStudies'>(
  app: TestApp,
  collection: N,
  count: number,
  title: string,
  fields: (i: number) => Partial<CollectionInsert<N>> = () => ({}),
): Promise<void> {
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const rows = Array.from({ length: count }, (_, i) =>
    recordRow(collection, { slug: `${slug}-${i}`, title: `${title} ${i}`, ...fields(i) }),
  );
  await writeContent(app.database.db, (tx) => collectionsRepo(tx).insertMany(collection, rows));
}
