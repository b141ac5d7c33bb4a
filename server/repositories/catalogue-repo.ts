/**
 * The product finder's SQL (docs/decisions/0013): shown products narrowed by family, industry,
 * text and specification values, and the specification values buyers can filter a family by.
 */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import type { Slice } from './collections-repo';
import { containsPattern } from './like-pattern';

export interface FinderQuery {
  family?: string;
  industry?: string;
  /** Found in the name, the summary, or a model's part number or description. */
  text?: string;
  /** Each must be one of the product's specifications, label and value exactly. */
  specs?: readonly { label: string; value: string }[];
}

export interface FinderCard {
  id: string;
  family: string;
  slug: string;
  name: string;
  summary: string;
  images: string;
}

function finderWhere({ family, industry, text, specs = [] }: FinderQuery): SQL | undefined {
  return and(
    eq(products.visibility, 'shown'),
    family ? eq(products.family, family) : undefined,
    industry ? sql`${products.industries} @> ${JSON.stringify([industry])}::jsonb` : undefined,
    text
      ? or(
          ilike(products.name, containsPattern(text)),
          ilike(products.summary, containsPattern(text)),
          ilike(sql`${products.models}::text`, containsPattern(text)),
        )
      : undefined,
    ...specs.map(
      (s) =>
        sql`${products.specs} @> ${JSON.stringify([{ label: s.label, value: s.value }])}::jsonb`,
    ),
  );
}

export function catalogueRepo(db: Db) {
  return {
    /** One slice of the finder's results, in the catalogue's order, with the number found. */
    async find(query: FinderQuery, window: { offset: number; limit: number }) {
      const where = finderWhere(query);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: products.id,
            family: products.family,
            slug: products.slug,
            name: products.name,
            summary: products.summary,
            images: products.images,
          })
          .from(products)
          .where(where)
          .orderBy(asc(products.family), asc(products.position), asc(products.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ n: count() }).from(products).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 } satisfies Slice<FinderCard>;
    },
    /**
     * The values of the specifications marked for the finder, among a family's shown products
     * (a family is tens of products, each a handful of specifications).
     */
    async facets(family: string): Promise<{ label: string; value: string }[]> {
      const rows = await db
        .select({ specs: products.specs })
        .from(products)
        .where(and(eq(products.visibility, 'shown'), eq(products.family, family)));
      const seen = new Map<string, { label: string; value: string }>();
      for (const spec of rows.flatMap((r) => r.specs)) {
        if (spec.filter !== 'yes' || !spec.value) continue;
        seen.set(`${spec.label}\u0000${spec.value}`, { label: spec.label, value: spec.value });
      }
      return [...seen.values()].sort(
        (a, b) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value),
      );
    },
  };
}
