/**
 * The product finder's SQL (docs/decisions/0013): shown products narrowed by family, industry,
 * text and specification values, and the specification values buyers can filter a family by.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { caseStudies, products } from '../../db/schema';
import type { Slice } from '../shared/counted-page';
import { countedPage } from '../shared/counted-page';
import { containsPattern } from '../shared/like-pattern';

export interface FinderQuery {
  family?: string;
  industry?: string;
  /** Found in the name, the summary, or a model's part number or description. */
  text?: string;
  /** Each must be one of the product's specifications, label and value exactly. */
  specs?: readonly { label: string; value: string }[];
  /**
   * Each needs a specification with the label whose number or range (`7.5–20`) overlaps
   * `min`..`max` (either may be left open).
   */
  ranges?: readonly { label: string; min?: number; max?: number }[];
}

// The number a value starts with, and the one after a dash that ends it (a range's top): the
// SQL twin of parseSpecRange (server/services/catalogue/spec-range.ts).
const LOW = '^\\s*([0-9]+(?:\\.[0-9]+)?)';
const HIGH = '[–-]\\s*([0-9]+(?:\\.[0-9]+)?)\\s*$';

/** The product has a specification `label` whose value overlaps min..max. */
function rangeMatch({ label, min, max }: { label: string; min?: number; max?: number }): SQL {
  const low = sql`(substring(s->>'value' from ${LOW}))::numeric`;
  const high = sql`coalesce((substring(s->>'value' from ${HIGH}))::numeric, ${low})`;
  return sql`exists (select 1 from jsonb_array_elements(${products.specs}) as s where s->>'label' = ${label}${
    max === undefined ? sql`` : sql` and ${low} <= ${max}`
  }${min === undefined ? sql`` : sql` and ${high} >= ${min}`} and ${low} is not null)`;
}

export interface FinderCard {
  id: string;
  family: string;
  slug: string;
  name: string;
  summary: string;
  images: string;
}

/** A product the site shows: published, and not hidden by its editor. */
const shownOnSite = and(eq(products.published, true), eq(products.visibility, 'shown'));

function finderWhere({
  family,
  industry,
  text,
  specs = [],
  ranges = [],
}: FinderQuery): SQL | undefined {
  return and(
    shownOnSite,
    family ? eq(products.family, family) : undefined,
    industry ? sql`${products.industries} @> ${JSON.stringify([industry])}::jsonb` : undefined,
    text
      ? or(
          ilike(products.name, containsPattern(text)),
          ilike(products.summary, containsPattern(text)),
          ilike(sql`${products.models}::text`, containsPattern(text)),
          // The texts of its layout's fields (a generator's models, a gland's table): the
          // strings only, not the field names.
          ilike(
            sql`jsonb_path_query_array(${products.details}, 'strict $.** ? (@.type() == "string")')::text`,
            containsPattern(text),
          ),
        )
      : undefined,
    ...specs.map(
      (s) =>
        sql`${products.specs} @> ${JSON.stringify([{ label: s.label, value: s.value }])}::jsonb`,
    ),
    ...ranges.map(rangeMatch),
  );
}

/** The most related records a product or a case study page lists from either side. */
const RELATED_LIMIT = 50;

/** A product's address below /products, as case studies name it: `<family>/<slug>`. */
const productAddress = sql<string>`${products.family} || '/' || ${products.slug}`;

export function catalogueRepo(db: Db) {
  return {
    /**
     * The shown products a case study uses: those naming it (`caseStudies`) and those it names
     * (`addresses`, `<family>/<slug>`), in the catalogue's order.
     */
    usedIn: (caseStudy: string, addresses: readonly string[]) =>
      db
        .select({ family: products.family, slug: products.slug, name: products.name })
        .from(products)
        .where(
          and(
            shownOnSite,
            or(
              sql`${products.caseStudies} @> ${JSON.stringify([caseStudy])}::jsonb`,
              addresses.length > 0 ? inArray(productAddress, [...addresses]) : undefined,
            ),
          ),
        )
        .orderBy(asc(products.family), asc(products.position), asc(products.id))
        .limit(RELATED_LIMIT),
    /**
     * The case studies a product was used in: those it names (`slugs`) and those naming it
     * (`address`, `<family>/<slug>`), newest first.
     */
    caseStudiesOf: (address: string, slugs: readonly string[]) =>
      db
        .select({ slug: caseStudies.slug, title: caseStudies.title })
        .from(caseStudies)
        .where(
          and(
            eq(caseStudies.published, true),
            or(
              sql`${caseStudies.products} @> ${JSON.stringify([address])}::jsonb`,
              slugs.length > 0 ? inArray(caseStudies.slug, [...slugs]) : undefined,
            ),
          ),
        )
        .orderBy(desc(caseStudies.createdAt), desc(caseStudies.id))
        .limit(RELATED_LIMIT),
    /** One slice of the finder's results, in the catalogue's order, with the number found. */
    async find(query: FinderQuery, window: { offset: number; limit: number }) {
      const where = finderWhere(query);
      const rows = db
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
        .offset(window.offset);
      return (await countedPage(db, rows, products, where)) satisfies Slice<FinderCard>;
    },
    /**
     * The values of the specifications marked for the finder, among a family's shown products
     * (a family is tens of products, each a handful of specifications).
     */
    async facets(family: string): Promise<{ label: string; value: string; unit: string }[]> {
      const rows = await db
        .select({ specs: products.specs })
        .from(products)
        .where(and(shownOnSite, eq(products.family, family)));
      const seen = new Map<string, { label: string; value: string; unit: string }>();
      for (const spec of rows.flatMap((r) => r.specs)) {
        if (spec.filter !== 'yes' || !spec.value) continue;
        seen.set(`${spec.label}\u0000${spec.value}`, {
          label: spec.label,
          value: spec.value,
          unit: spec.unit,
        });
      }
      return [...seen.values()].sort(
        (a, b) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value),
      );
    },
  };
}
