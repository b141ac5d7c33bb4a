/**
 * The reads of the public lists whose shape is their collection's own: news and case-study cards,
 * a case study by its address, and the sitemap's files of posts, case studies and products.
 * Addresses and dates only, never bodies; on the site only (never-published records left out).
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogPosts, caseStudies, products, searchDocuments } from '../db/schema';
import { onSite, type CollectionRow, type Slice } from './collections-repo';
import { countedPage } from './counted-page';
import { newestFirstOrder } from './keyset';

/**
 * The posts the site search's index matches for `text` (docs/decisions/0014): the news list's
 * search is the site search narrowed to news, in the list's own order.
 */
const postsMatching = (text: string) =>
  sql`'blogPosts:' || ${blogPosts.id}::text in (select ${searchDocuments.source} from ${searchDocuments} where ${searchDocuments.kind} = 'news' and ${searchDocuments.search} @@ websearch_to_tsquery('site_search', ${text}))`;

/** `onSiteOnly: false` lets an editor's preview read a case study not yet published. */
export function publicListsRepo(db: Db, { onSiteOnly = true }: { onSiteOnly?: boolean } = {}) {
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
      const rows = db
        .select({
          id: blogPosts.id,
          slug: blogPosts.slug,
          title: blogPosts.title,
          subtitle: blogPosts.subtitle,
          blogImage: blogPosts.blogImage,
          createdAt: blogPosts.createdAt,
        })
        .from(blogPosts)
        .where(where)
        .orderBy(...newestFirstOrder(blogPosts))
        .limit(limit)
        .offset(offset);
      return countedPage(db, rows, blogPosts, where);
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
      const rows = db
        .select({
          slug: caseStudies.slug,
          title: caseStudies.title,
          category: caseStudies.category,
          thumbnail: sql<string>`trim(split_part(${caseStudies.imageUrl}, ',', 1))`,
        })
        .from(caseStudies)
        .where(where)
        .orderBy(...newestFirstOrder(caseStudies))
        .limit(limit)
        .offset(offset);
      return countedPage(db, rows, caseStudies, where);
    },
    /** How many posts and case studies the sitemap lists, to number its files. */
    sitemapCounts: async () => {
      const [[posts], [studies], [shownProducts]] = await Promise.all([
        db.select({ n: count() }).from(blogPosts).where(onSite(blogPosts)),
        db.select({ n: count() }).from(caseStudies).where(onSite(caseStudies)),
        db
          .select({ n: count() })
          .from(products)
          .where(and(onSite(products), eq(products.visibility, 'shown'))),
      ]);
      return { posts: posts?.n ?? 0, studies: studies?.n ?? 0, products: shownProducts?.n ?? 0 };
    },
    /**
     * One sitemap file's posts: addresses and dates, never bodies. In primary-key order, which
     * no edit moves, so a record stays in the same file and crawlers see stable files.
     */
    sitemapPosts: (window: { offset: number; limit: number }) =>
      db
        .select({ id: blogPosts.id, slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(onSite(blogPosts))
        .orderBy(asc(blogPosts.id))
        .limit(window.limit)
        .offset(window.offset),
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
    /** One sitemap file's shown products. */
    sitemapProducts: (window: { offset: number; limit: number }) =>
      db
        .select({ family: products.family, slug: products.slug, updatedAt: products.updatedAt })
        .from(products)
        .where(and(onSite(products), eq(products.visibility, 'shown')))
        .orderBy(asc(products.id))
        .limit(window.limit)
        .offset(window.offset),
    sitemapStudies: (window: { offset: number; limit: number }) =>
      db
        .select({ slug: caseStudies.slug, updatedAt: caseStudies.updatedAt })
        .from(caseStudies)
        .where(onSite(caseStudies))
        .orderBy(asc(caseStudies.id))
        .limit(window.limit)
        .offset(window.offset),
    bySlug: async (slug: string) =>
      (
        await db
          .select()
          .from(caseStudies)
          .where(and(onSiteOnly ? onSite(caseStudies) : undefined, eq(caseStudies.slug, slug)))
          .limit(1)
      )[0],
  };
}
