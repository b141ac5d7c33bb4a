/**
 * Reads of the site's content, shared by the REST API and the page loaders.
 */
import {
  collections,
  sectionList,
  type CollectionData,
  type CollectionName,
  type SectionData,
  type SectionKey,
} from '../../content/registry';
import type { Db } from '../db/client';
import { collectionsRepo, type CollectionRow } from '../repositories/collections-repo';
import { sectionsRepo } from '../repositories/sections-repo';

export type WithId<T> = T & { _id: string };
export type SectionValue<K extends SectionKey> = WithId<SectionData<K>>;
export type CollectionRecord<N extends CollectionName> = WithId<CollectionData<N>> & {
  createdAt: string;
  updatedAt: string;
} & (N extends 'caseStudies' ? { slug: string } : unknown);

export interface SectionIndexEntry {
  key: SectionKey;
  id: string;
  path: string;
}

export function toRecord<N extends CollectionName>(row: CollectionRow<N>): CollectionRecord<N> {
  const { id, position: _position, createdAt, updatedAt, ...rest } = row;
  return {
    _id: id,
    ...rest,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  } as unknown as CollectionRecord<N>;
}

export class NotSeededError extends Error {}

export function createContentService(db: Db) {
  const sections = sectionsRepo(db);
  const records = collectionsRepo(db);

  return {
    /** A section's current value; stored values were validated when written. */
    async section<K extends SectionKey>(key: K): Promise<SectionValue<K>> {
      const row = await sections.byKey(key);
      if (!row) throw new NotSeededError(`Section ${key} has not been seeded`);
      return { ...(row.data as SectionData<K>), _id: row.id };
    },

    /** The section, only when `id` is its fixed id. */
    async sectionById<K extends SectionKey>(
      key: K,
      id: string,
    ): Promise<SectionValue<K> | undefined> {
      const value = await this.section(key);
      return value._id === id ? value : undefined;
    },

    async sectionIndex(): Promise<SectionIndexEntry[]> {
      const ids = new Map((await sections.all()).map((r) => [r.key, r.id]));
      return sectionList.flatMap((s) => {
        const id = ids.get(s.key);
        return id ? [{ key: s.key, id, path: `/api/v1/${s.key}/${id}` }] : [];
      });
    },

    async list<N extends CollectionName>(name: N): Promise<CollectionRecord<N>[]> {
      return (await records.list(name)).map((row) => toRecord<N>(row));
    },

    /** A page of the CMS's list of a collection, narrowed by `q` when given. */
    async adminPage<N extends CollectionName>(
      name: N,
      { q, page, pageSize }: { q: string; page: number; pageSize: number },
    ): Promise<{ records: CollectionRecord<N>[]; total: number }> {
      const { rows, total } = await records.adminPage(name, {
        text: q,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { records: rows.map((row) => toRecord<N>(row)), total };
    },

    async get<N extends CollectionName>(
      name: N,
      id: string,
    ): Promise<CollectionRecord<N> | undefined> {
      const row = await records.byId(name, id);
      return row ? toRecord<N>(row) : undefined;
    },

    async caseStudyBySlug(slug: string): Promise<CollectionRecord<'caseStudies'> | undefined> {
      const row = await records.bySlug(slug);
      return row ? toRecord<'caseStudies'>(row) : undefined;
    },

    /** Posts matching a visitor's search; an empty query lists them all. */
    async searchPosts(query: string): Promise<CollectionRecord<'blogPosts'>[]> {
      const text = query.trim().slice(0, 100);
      if (!text) return this.list('blogPosts');
      return (await records.searchPosts(text)).map((row) => toRecord<'blogPosts'>(row));
    },

    async latestPost(): Promise<CollectionRecord<'blogPosts'> | undefined> {
      return (await this.list('blogPosts'))[0];
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
export { collections };
