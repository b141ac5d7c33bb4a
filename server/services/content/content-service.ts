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
} from '../../../content/registry';
import { addressFields, type CollectionOptions } from '../../../content/collection';
import type { RecordBacking } from '../../../content/section';
import type { Db } from '../../db/client';
import {
  collectionsRepo,
  collectionTables,
  type CollectionRow,
} from '../../repositories/content/collections-repo';
import { redirectsRepo } from '../../repositories/content/redirects-repo';
import { pageUrl, publicListReads } from './public-lists';
import { sectionsRepo } from '../../repositories/content/sections-repo';
import {
  contentStatesRepo,
  type ContentState,
} from '../../repositories/content/content-states-repo';
import { recordTarget } from '../../../content/cms-targets';
import { batchedReads } from '../shared/batched-reads';
import { decodeCursor, encodeCursor } from '../shared/page-cursor';

export {
  PUBLIC_PAGE_SIZE,
  pageUrl,
  type CaseStudyTeaserRecord,
  type FinderFilter,
  type NewsTeaser,
  type NumberedPage,
} from './public-lists';

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

export class NotSeededError extends Error {}

/**
 * Whose reads: `public` is what visitors see (published values, records on the site);
 * `draft` is an editor's preview and the CMS: pending drafts over the published values, and
 * records saved only as drafts so far.
 */
export type ContentView = 'public' | 'draft';

export function createContentService(db: Db, { view = 'public' }: { view?: ContentView } = {}) {
  const sections = sectionsRepo(db);
  const records = collectionsRepo(db, { onSiteOnly: view === 'public' });
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
  const sectionByKey = batchedReads(
    async (keys) => new Map((await sections.byKeys(keys)).map((row) => [row.key, row])),
  );

  return {
    ...publicListReads(db),

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
  };
}

export type ContentService = ReturnType<typeof createContentService>;
export { collections };
