/**
 * The reads of the public lists whose shape is their collection's own: news and case-study cards
 * and the sitemap's files of the collections with a `sitemap` option.
 * Addresses and dates only, never bodies; on the site only (never-published records left out).
 */
import { and, asc, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CollectionOptions } from '../../../content/collection';
import { collections, type CollectionName } from '../../../content/registry';
import type { Db } from '../../db/client';
import { blogPosts, caseStudies, products, searchDocuments } from '../../db/schema';
import { onSite, tableOf, type CollectionRow } from './collections-repo';
import type { Slice } from '../shared/counted-page';
import { newestFirstSlice } from '../shared/counted-page';

/**
 * The posts the site search's index matches for `text` (docs/decisions/0014): the news list's
 * search is the site search narrowed to news, in the list's own order. The query is a sub-select,
 * so the planner does not see the words: shown a word nearly every post uses, it chose to read
 * every document's words rather than ask the index, 20–45 ms at 5,000 posts (the words are
 * compressed beside the table, a cost its estimate leaves out) against 2–5 ms through the index.
 * Not knowing the words, it asks the index, which is never much slower.
 */
const postsMatching = (text: string) =>
  sql`'blogPosts:' || ${blogPosts.id}::text in (select ${searchDocuments.source} from ${searchDocuments} where ${searchDocuments.kind} = 'news' and ${searchDocuments.search} @@ (select websearch_to_tsquery('site_search', ${text})))`;

/** A collection's records on the site, and shown where it has `shownWhen` (a product). */
function listed(name: CollectionName): SQL | undefined {
  const table = tableOf(name);
  const { shownWhen }: CollectionOptions = collections[name];
  const columns: Record<string, AnyPgColumn | undefined> = getTableColumns(table);
  const column = shownWhen && columns[shownWhen.field];
  return and(onSite(table), column ? eq(column, shownWhen.value) : undefined);
}

/** Only the records on the site: these lists serve visitors alone. */
export function publicListsRepo(db: Db) {
  return {
    /** News cards, newest first, optionally only the posts matching `text`. */
    postCards: async ({
      offset,
      limit,
      text,
    }: {
      offset: number;
      limit: number;
      text?: string;
    }): Promise<
      Slice<
        Pick<
          CollectionRow<'blogPosts'>,
          'id' | 'slug' | 'title' | 'subtitle' | 'blogImage' | 'createdAt'
        >
      >
    > => {
      const where = and(onSite(blogPosts), text ? postsMatching(text) : undefined);
      const cards = db
        .select({
          id: blogPosts.id,
          slug: blogPosts.slug,
          title: blogPosts.title,
          subtitle: blogPosts.subtitle,
          blogImage: blogPosts.blogImage,
          createdAt: blogPosts.createdAt,
        })
        .from(blogPosts);
      return newestFirstSlice(db, cards, blogPosts, where, { offset, limit });
    },
    /** Case-study cards, newest first, optionally of one category; the thumbnail is the first image. */
    caseStudyCards: async ({
      offset,
      limit,
      category,
    }: {
      offset: number;
      limit: number;
      category?: string;
    }): Promise<Slice<{ slug: string; title: string; category: string; thumbnail: string }>> => {
      // Categories are stored trimmed and lower-cased by the write schema; compared the same way.
      const where = and(
        onSite(caseStudies),
        category ? sql`lower(trim(${caseStudies.category})) = ${category}` : undefined,
      );
      const cards = db
        .select({
          slug: caseStudies.slug,
          title: caseStudies.title,
          category: caseStudies.category,
          thumbnail: sql<string>`trim(split_part(${caseStudies.imageUrl}, ',', 1))`,
        })
        .from(caseStudies);
      return newestFirstSlice(db, cards, caseStudies, where, { offset, limit });
    },
    /** How many records of a collection the sitemap lists (on the site, and shown), to number its files. */
    sitemapCount: async (name: CollectionName) => {
      const table = tableOf(name);
      const [row] = await db.select({ n: count() }).from(table).where(listed(name));
      return row?.n ?? 0;
    },
    /**
     * One sitemap file's records: the fields of their page's address and their last change,
     * never bodies. In primary-key order, which no edit moves, so a record stays in the same
     * file and crawlers see stable files.
     */
    sitemapRecords: (
      name: CollectionName,
      fields: readonly string[],
      window: { offset: number; limit: number },
    ): Promise<(Record<string, unknown> & { updatedAt: Date })[]> => {
      const table = tableOf(name);
      const columns: Record<string, AnyPgColumn | undefined> = getTableColumns(table);
      return db
        .select({
          ...Object.fromEntries(fields.flatMap((f) => (columns[f] ? [[f, columns[f]]] : []))),
          updatedAt: table.updatedAt,
        })
        .from(table)
        .where(listed(name))
        .orderBy(asc(table.id))
        .limit(window.limit)
        .offset(window.offset);
    },
    /** Which of `paths` are the pages of shown products (`/products/<family>/<slug>`). */
    productPathsAmong: async (paths: readonly string[]): Promise<string[]> => {
      if (paths.length === 0) return [];
      const address = sql<string>`'/products/' || ${products.family} || '/' || ${products.slug}`;
      const rows = await db
        .select({ path: address })
        .from(products)
        .where(
          and(onSite(products), eq(products.visibility, 'shown'), inArray(address, [...paths])),
        );
      return rows.map((r) => r.path);
    },
  };
}
