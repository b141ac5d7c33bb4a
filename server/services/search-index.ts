/**
 * Keeps the search index in step with the content (docs/decisions/0014): the write services
 * call it inside the write's transaction, so a change is searchable on the next request and a
 * hidden or deleted thing is gone with it. `rebuild` makes the whole index at start when it is
 * empty or was built by another version of the documents.
 */
import { eq } from 'drizzle-orm';
import { collections, sectionsByKey, type CollectionName } from '../../content/registry';
import { searchPages } from '../../content/search-pages';
import type { Db } from '../db/client';
import { blogPosts, caseStudies, productFamilies, products } from '../db/schema';
import { searchRepo } from '../repositories/search-repo';
import { sectionsRepo } from '../repositories/sections-repo';
import {
  caseStudyDocument,
  familyDocument,
  industryDocuments,
  newsDocument,
  pageDocument,
  productDocument,
  SEARCH_INDEX_VERSION,
  termsOf,
  type SearchDocument,
} from './search-documents';

const INDUSTRIES = 'catalogue/industries';

/** The collections the search finds records of. */
const indexed = new Set<CollectionName>([
  'products',
  'productFamilies',
  'caseStudies',
  'blogPosts',
]);

export function searchIndex(db: Db) {
  const repo = searchRepo(db);
  const put = (doc: SearchDocument) => repo.put(doc, termsOf(doc));

  async function product(row: typeof products.$inferSelect) {
    const [family] = await db
      .select({ name: productFamilies.name })
      .from(productFamilies)
      .where(eq(productFamilies.slug, row.family));
    const doc = productDocument(row, family?.name ?? row.family);
    if (doc) await put(doc);
    else await repo.remove(`products:${row.id}`);
  }

  async function page(url: string) {
    const def = searchPages.find((p) => p.url === url);
    if (!def) return;
    const rows = await sectionsRepo(db).byKeys([...def.sections]);
    const values = new Map(rows.map((r) => [r.key, r.data as Record<string, unknown>]));
    const title = values.get(def.title.section)?.[def.title.field];
    await put(
      pageDocument(
        def,
        def.sections.flatMap((key) => {
          const section = sectionsByKey.get(key);
          const value = values.get(key);
          return section && value ? [{ fields: section.fields, value }] : [];
        }),
        typeof title === 'string' ? title : '',
      ),
    );
  }

  async function industries() {
    await repo.removeAll(`section:${INDUSTRIES}#`);
    const row = await sectionsRepo(db).byKey(INDUSTRIES);
    const value = row?.data as Parameters<typeof industryDocuments>[0] | undefined;
    for (const doc of value ? industryDocuments(value) : []) await put(doc);
  }

  return {
    /** After a record was written: its document (and its products', for a family). */
    async record(name: CollectionName, id: string) {
      if (!indexed.has(name)) return;
      if (name === 'products') {
        const [row] = await db.select().from(products).where(eq(products.id, id));
        if (row?.published) await product(row);
        else if (row) await repo.remove(`products:${id}`);
      } else if (name === 'productFamilies') {
        const [row] = await db.select().from(productFamilies).where(eq(productFamilies.id, id));
        if (!row) return;
        if (row.published) await put(familyDocument(row));
        else await repo.remove(`productFamilies:${id}`);
        // Its products carry its name and its address.
        for (const p of await db.select().from(products).where(eq(products.family, row.slug))) {
          await product(p);
        }
      } else if (name === 'caseStudies') {
        const [row] = await db.select().from(caseStudies).where(eq(caseStudies.id, id));
        if (row?.published) await put(caseStudyDocument(row));
        else if (row) await repo.remove(`caseStudies:${id}`);
      } else {
        const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
        if (row?.published)
          await put(newsDocument({ ...row, url: `/news-and-insights/${row.slug}` }));
        else if (row) await repo.remove(`blogPosts:${id}`);
      }
    },
    /** After a record was deleted. */
    async removed(name: CollectionName, id: string) {
      if (indexed.has(name)) await repo.remove(`${name}:${id}`);
    },
    /** After a section was written: the industries, or the page it is part of. */
    async section(key: string) {
      if (key === INDUSTRIES) await industries();
      for (const p of searchPages.filter((p) => p.sections.some((k) => k === key))) {
        await page(p.url);
      }
    },
    /** The whole index, from scratch: when `force`d, or missing, or built by another version. */
    async rebuild({ force = false } = {}): Promise<boolean> {
      if (!force && (await repo.version()) === SEARCH_INDEX_VERSION) return false;
      // Records saved only as drafts so far are nobody's search result.
      const families = await db
        .select()
        .from(productFamilies)
        .where(eq(productFamilies.published, true));
      const familyNames = new Map(families.map((f) => [f.slug, f.name]));
      const docs: SearchDocument[] = [
        ...families.map(familyDocument),
        ...(await db.select().from(products).where(eq(products.published, true))).flatMap(
          (p) => productDocument(p, familyNames.get(p.family) ?? p.family) ?? [],
        ),
        ...(await db.select().from(caseStudies).where(eq(caseStudies.published, true))).map(
          caseStudyDocument,
        ),
        ...(await db.select().from(blogPosts).where(eq(blogPosts.published, true))).map((row) =>
          newsDocument({ ...row, url: `/news-and-insights/${row.slug}` }),
        ),
      ];
      await repo.bulk(async () => {
        await repo.clear();
        await repo.putMany(docs.map((doc) => ({ doc, terms: termsOf(doc) })));
        await industries();
        for (const p of searchPages) await page(p.url);
      });
      await repo.setVersion(SEARCH_INDEX_VERSION);
      await repo.analyze();
      return true;
    },
  };
}

/** The collections whose records the search finds; others need no call. */
export const isIndexed = (name: string): name is CollectionName =>
  Object.hasOwn(collections, name) && indexed.has(name as CollectionName);
