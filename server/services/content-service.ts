/**
 * Reads of the site's content, shared by the REST API and the page loaders.
 */
import {
  collections,
  sectionList,
  sectionsByKey,
  type CollectionData,
  type CollectionName,
  type SectionData,
  type SectionKey,
} from '../../content/registry';
import { addressFields, recordPage, type CollectionOptions } from '../../content/collection';
import type { RecordBacking } from '../../content/section';
import { NEWS_SEARCH_MAX } from '../../content/news-search';
import type { Db } from '../db/client';
import {
  collectionsRepo,
  collectionTables,
  type CollectionRow,
  type Slice,
} from '../repositories/collections-repo';
import { publicListsRepo } from '../repositories/public-lists-repo';
import { catalogueRepo } from '../repositories/catalogue-repo';
import { redirectsRepo } from '../repositories/redirects-repo';
import { slugify } from './slug';
import { parseBound, parseSpecRange } from './spec-range';
import { sectionsRepo } from '../repositories/sections-repo';
import { contentStatesRepo, type ContentState } from '../repositories/content-states-repo';
import { recordTarget } from '../../content/cms-targets';
import { batchedReads } from './batched-reads';
import { decodeCursor, encodeCursor } from './page-cursor';

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

export type WithId<T> = T & { _id: string };
export type SectionValue<K extends SectionKey> = WithId<SectionData<K>>;
export type CollectionRecord<N extends CollectionName> = WithId<CollectionData<N>> & {
  createdAt: string;
  updatedAt: string;
} & ('slug' extends keyof CollectionRow<N> ? { slug: string } : unknown) &
  ((typeof collections)[N] extends { page: string } ? { id: string; url: string } : unknown);

export interface SectionIndexEntry {
  key: SectionKey;
  id: string;
  path: string;
}

/** The fields a page address template's `{field}` placeholders name. */
const placeholders = (template: string) =>
  [...template.matchAll(/\{(\w+)\}/g)].flatMap((m) => (m[1] ? [m[1]] : []));

/** A page address template's `{field}` placeholders filled from a record. */
export const pageUrl = (template: string, record: Record<string, unknown>) =>
  template.replace(/\{(\w+)\}/g, (_, field: string) => String(record[field] ?? ''));

/**
 * A stored row as the API answers it: `_id` (the spec's name), ISO dates, and for records with a
 * page of their own, `id` and the page's `url`.
 */
export function toRecord<N extends CollectionName>(
  name: N,
  row: CollectionRow<N>,
): CollectionRecord<N> {
  const { id, position: _position, createdAt, updatedAt, ...rest } = row;
  const page: string | undefined = (collections[name] as { page?: string }).page;
  return {
    _id: id,
    ...(page ? { id } : {}),
    ...rest,
    ...(page ? { url: pageUrl(page, row as Record<string, unknown>) } : {}),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  } as unknown as CollectionRecord<N>;
}

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

export class NotSeededError extends Error {}

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

/**
 * Whose reads: `public` is what visitors see (published values, records on the site);
 * `draft` is an editor's preview and the CMS: pending drafts over the published values, and
 * records saved only as drafts so far.
 */
export type ContentView = 'public' | 'draft';

export function createContentService(db: Db, { view = 'public' }: { view?: ContentView } = {}) {
  const sections = sectionsRepo(db);
  const records = collectionsRepo(db, { onSiteOnly: view === 'public' });
  const lists = publicListsRepo(db);
  const states = contentStatesRepo(db);
  /** A record as this view sees it: with its pending draft over it, in the draft view. */
  async function viewed<N extends CollectionName>(
    name: N,
    row: CollectionRow<N> | undefined,
  ): Promise<CollectionRow<N> | undefined> {
    if (!row) return undefined;
    if (view === 'public') return row.published ? row : undefined;
    const draft = (await states.byTarget(recordTarget(name, row.id)))?.draft;
    return draft ? { ...row, ...draft } : row;
  }
  const redirects = redirectsRepo(db);
  const catalogue = catalogueRepo(db);
  const sectionByKey = batchedReads(
    async (keys) => new Map((await sections.byKeys(keys)).map((row) => [row.key, row])),
  );

  return {
    /** A section's current value; stored values were validated when written. */
    async section<K extends SectionKey>(key: K): Promise<SectionValue<K>> {
      const row = await sectionByKey(key);
      if (!row) throw new NotSeededError(`Section ${key} has not been seeded`);
      const backing = sectionsByKey.get(key)?.backedBy;
      if (backing) {
        // Read from its record (decision 0024); the row only keeps the section's id.
        const record = await this.backingRecord(backing);
        if (!record) throw new NotSeededError(`The record of section ${key} is missing`);
        return { ...backing.read(record), _id: row.id } as SectionValue<K>;
      }
      const draft = view === 'draft' ? (await states.byTarget(key))?.draft : undefined;
      return { ...((draft ?? row.data) as SectionData<K>), _id: row.id };
    },

    /** The record a section of the specs' API reads and writes (decision 0024), as this view sees it. */
    async backingRecord(backing: RecordBacking): Promise<Record<string, unknown> | undefined> {
      const name = backing.collection;
      return this.recordByFields(name, addressFields(collections[name], backing.record));
    },

    /** The section, only when `id` is its fixed id. */
    async sectionById<K extends SectionKey>(
      key: K,
      id: string,
    ): Promise<SectionValue<K> | undefined> {
      const value = await this.section(key);
      return value._id === id ? value : undefined;
    },

    /** The editing state (version, draft, publish time) of targets, for the CMS and ETags. */
    editStates: (targets: readonly string[]): Promise<Map<string, ContentState>> =>
      states.byTargets(targets),

    async sectionIndex(): Promise<SectionIndexEntry[]> {
      const ids = new Map((await sections.all()).map((r) => [r.key, r.id]));
      return sectionList.flatMap((s) => {
        const id = ids.get(s.key);
        return id ? [{ key: s.key, id, path: `/api/v1/${s.key}/${id}` }] : [];
      });
    },

    /** Every record of a collection; for the small positioned collections and the CMS. */
    async list<N extends CollectionName>(name: N): Promise<CollectionRecord<N>[]> {
      const rows = await records.list(name);
      if (view === 'public') return rows.map((row) => toRecord(name, row));
      const drafts = await states.byTargets(rows.map((r) => recordTarget(name, r.id)));
      return rows.map((row) =>
        toRecord(name, { ...row, ...drafts.get(recordTarget(name, row.id))?.draft }),
      );
    },

    /**
     * A keyset page of a collection in its list order, for the API: `cursor` is the
     * `nextCursor` of the page before. A cursor we did not hand out throws InvalidCursorError.
     */
    async page<N extends CollectionName>(
      name: N,
      {
        limit,
        cursor,
        q,
        filters = {},
        withHidden = false,
      }: {
        limit: number;
        cursor?: string;
        q?: string;
        /** By filter name (the collection's `filters`), the value asked for. */
        filters?: Readonly<Record<string, string | undefined>>;
        /** Also the records its `shownWhen` keeps off the site (an editor's read). */
        withHidden?: boolean;
      },
    ): Promise<{ items: CollectionRecord<N>[]; nextCursor: string | null }> {
      const after = cursor ? decodeCursor(cursor, !collectionTables[name].newestFirst) : undefined;
      const { filters: declared = {}, shownWhen } = collections[name] as CollectionOptions;
      const byField = Object.fromEntries(
        Object.entries(filters).flatMap(([filter, value]) => {
          const field = declared[filter]?.field;
          return field && value ? [[field, value]] : [];
        }),
      );
      if (shownWhen && !withHidden) byField[shownWhen.field] = shownWhen.value;
      const { rows, next } = await records.page(name, {
        limit,
        after,
        text: q || undefined,
        filters: byField,
      });
      return {
        items: rows.map((row) => toRecord(name, row)),
        nextCursor: next ? encodeCursor(next) : null,
      };
    },

    /** A page of the CMS's list of a collection, narrowed by `q` when given. */
    async adminPage<N extends CollectionName>(
      name: N,
      {
        q,
        page,
        pageSize,
        fields,
      }: {
        q: string;
        page: number;
        pageSize: number;
        /** Field → value the records must have (a family's products). */
        fields?: Readonly<Record<string, string>>;
      },
    ): Promise<{ records: CollectionRecord<N>[]; total: number }> {
      const { rows, total } = await records.adminPage(name, {
        filters: fields,
        text: q,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { records: rows.map((row) => toRecord(name, row)), total };
    },

    async get<N extends CollectionName>(
      name: N,
      id: string,
    ): Promise<CollectionRecord<N> | undefined> {
      const row = await viewed(name, await records.byId(name, id));
      return row ? toRecord(name, row) : undefined;
    },

    /** One record by the values of some of its fields (a product by family and slug). */
    async recordByFields<N extends CollectionName>(
      name: N,
      values: Readonly<Record<string, string>>,
    ): Promise<CollectionRecord<N> | undefined> {
      const row = await viewed(name, await records.byFields(name, values));
      return row ? toRecord(name, row) : undefined;
    },

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

    /** Where an earlier address of a record's page leads now, if it was one. */
    async redirectFor(path: string): Promise<string | undefined> {
      const found = await redirects.find(path);
      if (!found || !Object.hasOwn(collections, found.collection)) return undefined;
      const name = found.collection as CollectionName;
      const page = (collections[name] as { page?: string }).page;
      const row = page && (await records.byId(name, found.recordId));
      return row ? pageUrl(page, row as Record<string, unknown>) : undefined;
    },

    /** A record by its slug, as this view sees it (a case study's page). */
    recordBySlug<N extends CollectionName>(name: N, slug: string) {
      return this.recordByFields(name, { slug });
    },
    caseStudyBySlug(slug: string) {
      return this.recordBySlug('caseStudies', slug);
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

export type ContentService = ReturnType<typeof createContentService>;
export { collections };
