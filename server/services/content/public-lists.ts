/**
 * The site's public lists, read the same whoever asks (no draft view): numbered pages of news
 * and case-study cards, the product finder, the links between products and case studies, and
 * the sitemap's records. Split from the content service, whose reads depend on the view.
 */
import { collections, type CollectionName } from '../../../content/registry';
import { recordPage } from '../../../content/collection';
import { NEWS_SEARCH_MAX } from '../../../content/news-search';
import type { Db } from '../../db/client';
import type { Slice } from '../../repositories/shared/counted-page';
import { publicListsRepo } from '../../repositories/content/public-lists-repo';
import { catalogueRepo } from '../../repositories/content/catalogue-repo';
import { slugify } from '../shared/slug';
import { parseBound, parseSpecRange } from '../catalogue/spec-range';

/** Cards per numbered page of the public lists. */
export const PUBLIC_PAGE_SIZE = 12;

/** One numbered page of a public list; `pageCount` is at least 1, even for an empty list. */
export interface NumberedPage<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

/** What a news card shows, and the home page's latest post. */
export interface NewsTeaser {
  _id: string;
  slug: string;
  title: string;
  subtitle: string;
  blogImage: string;
  createdAt: string;
}

export interface CaseStudyTeaserRecord {
  slug: string;
  title: string;
  category: string;
  /** The first image's path, or "" when the study has none. */
  thumbnail: string;
}

/** Reads the slice of page `page` and says how many pages the list has. */
async function numbered<T>(
  page: number,
  read: (window: { offset: number; limit: number }) => Promise<Slice<T>>,
): Promise<NumberedPage<T>> {
  const { rows, total } = await read({
    offset: (page - 1) * PUBLIC_PAGE_SIZE,
    limit: PUBLIC_PAGE_SIZE,
  });
  return {
    items: rows,
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE)),
  };
}

/** The fields a page address template's `{field}` placeholders name. */
const placeholders = (template: string) =>
  [...template.matchAll(/\{(\w+)\}/g)].flatMap((m) => (m[1] ? [m[1]] : []));

/** A page address template's `{field}` placeholders filled from a record. */
export const pageUrl = (template: string, record: Record<string, unknown>) =>
  template.replace(/\{(\w+)\}/g, (_, field: string) => String(record[field] ?? ''));

const toTeaser = ({
  id,
  createdAt,
  ...card
}: {
  id: string;
  slug: string;
  title: string;
  subtitle: string;
  blogImage: string;
  createdAt: Date;
}): NewsTeaser => ({ _id: id, ...card, createdAt: createdAt.toISOString() });

/** A filter of the product finder's form, with what the address chose for it. */
export type FinderFilter =
  | { kind: 'choice'; key: string; label: string; values: string[]; chosen: string }
  | {
      kind: 'range';
      key: string;
      label: string;
      unit: string;
      min: number;
      max: number;
      chosen: { min: string; max: string };
    };

/**
 * A family's finder filters from its marked specifications' values: a label whose every value
 * is a number or a range (`7.5–20` kVA) is filtered by a range from..to, any other by choosing
 * one of its values. `key` is the label as a slug, the URL parameter's name after `spec-`.
 */
function specFilters(facets: readonly { label: string; value: string; unit: string }[]) {
  const byLabel = new Map<string, { label: string; unit: string; values: string[] }>();
  for (const { label, value, unit } of facets) {
    const entry = byLabel.get(label) ?? { label, unit, values: [] };
    entry.values.push(value);
    byLabel.set(label, entry);
  }
  return [...byLabel.values()].map(({ label, unit, values }) => {
    const key = slugify(label);
    const numbers = values.map(parseSpecRange);
    if (numbers.every((n) => n !== undefined)) {
      const lows = numbers.map((n) => n.low);
      const highs = numbers.map((n) => n.high);
      return {
        kind: 'range' as const,
        key,
        label,
        unit,
        min: Math.min(...lows),
        max: Math.max(...highs),
      };
    }
    return { kind: 'choice' as const, key, label, values };
  });
}

export function publicListReads(db: Db) {
  const lists = publicListsRepo(db);
  const catalogue = catalogueRepo(db);
  return {
    /**
     * The product finder: a numbered page of the shown products that match, and, when a family
     * is chosen, its specification filters (`key` is the URL parameter's name after `spec-`).
     */
    async productFinder({
      family,
      industry,
      q,
      specs = {},
      page,
    }: {
      family?: string;
      industry?: string;
      q?: string;
      /** By key (a label as a slug), the value asked for. */
      specs?: Readonly<Record<string, string>>;
      page: number;
    }) {
      const facets = family ? await catalogue.facets(family) : [];
      const filters = specFilters(facets);
      const chosen = filters.flatMap((f) => {
        const value = specs[f.key];
        return f.kind === 'choice' && value && f.values.includes(value)
          ? [{ label: f.label, value }]
          : [];
      });
      const ranges = filters.flatMap((f) => {
        if (f.kind !== 'range') return [];
        const [min, max] = [parseBound(specs[`${f.key}-min`]), parseBound(specs[`${f.key}-max`])];
        return min === undefined && max === undefined ? [] : [{ label: f.label, min, max }];
      });
      const result = await numbered(page, (window) =>
        catalogue.find(
          { family, industry, text: q?.trim() || undefined, specs: chosen, ranges },
          window,
        ),
      );
      return {
        ...result,
        items: result.items.map((p) => ({
          ...p,
          url: pageUrl(collections.products.page, p),
        })),
        filters: filters.map(
          (f): FinderFilter =>
            f.kind === 'choice'
              ? { ...f, chosen: specs[f.key] ?? '' }
              : {
                  ...f,
                  chosen: { min: specs[`${f.key}-min`] ?? '', max: specs[`${f.key}-max`] ?? '' },
                },
        ),
      };
    },

    /** A numbered page of news cards, newest first; a non-empty `query` keeps the matches. */
    async newsPage({
      page,
      query = '',
    }: {
      page: number;
      query?: string;
    }): Promise<NumberedPage<NewsTeaser>> {
      const text = query.trim().slice(0, NEWS_SEARCH_MAX);
      const result = await numbered(page, (window) =>
        lists.postCards({ ...window, text: text || undefined }),
      );
      return { ...result, items: result.items.map(toTeaser) };
    },

    /** A numbered page of case-study cards, newest first, optionally of one category. */
    async caseStudyPage({
      page,
      category,
    }: {
      page: number;
      category?: string;
    }): Promise<NumberedPage<CaseStudyTeaserRecord>> {
      return numbered(page, (window) => lists.caseStudyCards({ ...window, category }));
    },

    /** The newest post's card, read alone. */
    async latestPost(): Promise<NewsTeaser | undefined> {
      const [row] = (await lists.postCards({ offset: 0, limit: 1 })).rows;
      return row && toTeaser(row);
    },

    /** How many records of a collection the sitemap lists, to number its files. */
    sitemapCount: (name: CollectionName) => lists.sitemapCount(name),
    /** The shown products a case study uses, linked from either side. */
    productsUsedIn: (caseStudy: { slug: string; products: readonly string[] }) =>
      catalogue.usedIn(caseStudy.slug, caseStudy.products),
    /** The case studies a product was used in, linked from either side. */
    caseStudiesOf: (product: { family: string; slug: string; caseStudies: readonly string[] }) =>
      catalogue.caseStudiesOf(`${product.family}/${product.slug}`, product.caseStudies),
    /** Which of these addresses are pages of shown products (the sitemap lists them there). */
    productPathsAmong: (paths: readonly string[]) => lists.productPathsAmong(paths),

    /** One sitemap file's records of a collection: the page's path and its last change. */
    async sitemapRecords(
      name: CollectionName,
      window: { offset: number; limit: number },
    ): Promise<{ path: string; lastmod: string }[]> {
      const page = recordPage(collections[name]) ?? '';
      const rows = await lists.sitemapRecords(name, placeholders(page), window);
      return rows.map((row) => ({
        path: pageUrl(page, row),
        lastmod: row.updatedAt.toISOString(),
      }));
    },
  };
}
