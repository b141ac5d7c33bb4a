/**
 * Reads for page loaders: registry sections and collection records with their images
 * resolved, and `attempt()` so one failed read shows a message instead of breaking the page.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { imagePaths, resolveImages, type Resolved } from '../../content/resolve';
import { emptyValue, type Fields } from '../../content/fields';
import type { Layout } from '../../content/catalogue/layout';
import {
  collections,
  sectionsByKey,
  type CollectionName,
  type SectionKey,
  type SectionOf,
} from '../../content/registry';
import type { CollectionRecord } from '../../server/services/content/content-service';

/** Resolves values' images with the stored sizes and variants, one media query for all. */
async function resolveAll<T extends Record<string, unknown>>(
  context: AppLoadContext,
  fields: Fields,
  values: T[],
) {
  const media = await context.services.media.describe(values.flatMap((v) => imagePaths(fields, v)));
  return values.map((v) => ({ ...v, ...resolveImages(fields, v, media) }));
}

export type PageSection<K extends SectionKey> = Resolved<SectionOf<K>['fields']> & { _id: string };

export async function section<K extends SectionKey>(
  context: AppLoadContext,
  key: K,
): Promise<PageSection<K>> {
  const value = await context.services.content.section(key);
  const def = sectionsByKey.get(key);
  if (!def) throw new Error(`Unknown section ${key}`);
  const [resolved] = await resolveAll(context, def.fields, [value]);
  return resolved as unknown as PageSection<K>;
}

export type PageRecord<N extends CollectionName> = Resolved<(typeof collections)[N]['fields']> &
  Omit<CollectionRecord<N>, keyof (typeof collections)[N]['fields']>;

export async function pageRecords<N extends CollectionName>(
  context: AppLoadContext,
  name: N,
  records: CollectionRecord<N>[],
): Promise<PageRecord<N>[]> {
  return (await resolveAll(
    context,
    collections[name].fields,
    records,
  )) as unknown as PageRecord<N>[];
}

export async function pageRecord<N extends CollectionName>(
  context: AppLoadContext,
  name: N,
  record: CollectionRecord<N>,
): Promise<PageRecord<N>> {
  const [one] = await pageRecords(context, name, [record]);
  return one as PageRecord<N>;
}

/**
 * What a record's page layout shows beyond its common fields (decision 0024): its `details`
 * read by the layout's schema (a field it lacks starts empty), images resolved.
 */
export async function layoutDetails<L extends Layout>(
  context: AppLoadContext,
  layout: L,
  record: { details: Readonly<Record<string, unknown>> },
): Promise<Resolved<L['fields']>> {
  const blank = emptyValue(layout.fields);
  const read = layout.schema.safeParse({ ...blank, ...record.details });
  // Stored by a write that checked it; a layout whose rules changed since shows blanks.
  if (!read.success) console.error('Layout details do not match their layout:', read.error);
  const value = read.success ? read.data : blank;
  const [resolved] = await resolveAll(context, layout.fields, [value as Record<string, unknown>]);
  return resolved as Resolved<L['fields']>;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false };

/**
 * Runs one read; a failure is logged and becomes `{ ok: false }` for the page to explain, and
 * keeps the page out of the response cache so the next visitor gets a fresh try.
 */
export async function attempt<T>(
  context: AppLoadContext,
  read: Promise<T>,
  what: string,
): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await read };
  } catch (err) {
    console.error(`Could not load ${what}:`, err);
    context.doNotCache();
    context.noteError(err);
    return { ok: false };
  }
}

/**
 * Answers an address no shown record holds: a 301 to where a record moved from it, else 404.
 * Always throws, so a loader can end with `return movedOrNotFound(…)`.
 */
export async function movedOrNotFound(context: AppLoadContext, url: URL): Promise<never> {
  const moved = await context.services.content.redirectFor(url.pathname);
  if (moved) throw redirect(moved, 301);
  throw data(null, { status: 404 });
}
