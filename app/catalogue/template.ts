/** The shape every product template's loader has (app/loaders/product-templates.server.ts). */
import type { AppLoadContext } from 'react-router';
import type { CollectionRecord } from '../../server/services/content/content-service';
import type { ProductHead } from '~/seo';

export type ProductRecord = CollectionRecord<'products'>;
export type FamilyRecord = CollectionRecord<'productFamilies'>;

/** What a page's head says; `page` marks an overview page rather than one product (no JSON-LD Product). */
export type TemplateHead = ProductHead & { kind?: 'page' };

/**
 * Reads what a template shows for a product: its view's data and its head, or undefined when
 * the template has nothing for this record.
 */
export type TemplateLoader<V> = (
  context: AppLoadContext,
  product: ProductRecord,
) => Promise<{ view: V; head: TemplateHead } | undefined>;

/** The last segment of a product's address: the key of its entry in its family's section. */
export const slugTail = (product: ProductRecord) => product.slug.split('/').pop() ?? '';

/** Reads what a family's landing layout shows: its view's data and its head. */
export type LandingLoader<V> = (
  context: AppLoadContext,
  family: FamilyRecord,
) => Promise<{
  view: V;
  head: TemplateHead;
  /** The ids of the products the layout shows itself; else it shows the special ones. */
  shows?: string[];
}>;

/**
 * The layout a record names when there is a loader of that name, else the standard one: a
 * record imported or edited elsewhere may name a layout this build does not draw.
 */
export function namedLayout<T extends string>(
  loaders: Record<T | 'generic', unknown>,
  name: string,
): T | 'generic' {
  const drawn = (key: string): key is T => Object.hasOwn(loaders, key);
  return drawn(name) ? name : 'generic';
}

/** The view a loader hands its template, read from the loader's type. */
export type ViewOf<L> = L extends (...args: never[]) => Promise<infer R>
  ? Exclude<R, undefined> extends { view: infer V }
    ? V
    : never
  : never;

/** The views of a family's product layouts, by layout, read from its `templates`. */
export type ViewsOf<T> = { [K in keyof T]: ViewOf<T[K]> };

/** The landing view's data, read from the family's `landing` loader. */
export type LandingViewOf<L> = ViewOf<L>;

/**
 * What a family's `loader.server.ts` exports: the loaders of its product layouts, by layout
 * value, and its landing's loader.
 */
export interface FamilyLoaders {
  templates?: Readonly<Record<string, TemplateLoader<object>>>;
  landing: LandingLoader<object>;
}
