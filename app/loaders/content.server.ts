/**
 * Reads for page loaders: registry sections and collection records with their images
 * resolved, and `attempt()` so one failed read shows a message instead of breaking the page.
 */
import type { AppLoadContext } from 'react-router';
import { resolveImages, type Resolved } from '../../content/resolve';
import {
  collections,
  sectionsByKey,
  type CollectionName,
  type SectionKey,
  type SectionOf,
} from '../../content/registry';
import type { CollectionRecord } from '../../server/services/content-service';

export type PageSection<K extends SectionKey> = Resolved<SectionOf<K>['fields']> & { _id: string };

export async function section<K extends SectionKey>(
  context: AppLoadContext,
  key: K,
): Promise<PageSection<K>> {
  const value = await context.services.content.section(key);
  const def = sectionsByKey.get(key);
  if (!def) throw new Error(`Unknown section ${key}`);
  return { ...resolveImages(def.fields, value), _id: value._id } as PageSection<K>;
}

export type PageRecord<N extends CollectionName> = Resolved<(typeof collections)[N]['fields']> &
  Omit<CollectionRecord<N>, keyof (typeof collections)[N]['fields']>;

export function pageRecord<N extends CollectionName>(
  name: N,
  record: CollectionRecord<N>,
): PageRecord<N> {
  return { ...record, ...resolveImages(collections[name].fields, record) } as PageRecord<N>;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false };

/** Runs one read; a failure is logged and becomes `{ ok: false }` for the page to explain. */
export async function attempt<T>(read: Promise<T>, what: string): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await read };
  } catch (err) {
    console.error(`Could not load ${what}:`, err);
    return { ok: false };
  }
}
