/**
 * The content registry: every section and collection of the site, declared once.
 * Generic code turns these into database rows, REST routes, CMS editors and typed reads.
 *
 * Sections are grouped by URL area: `sections/<area>.ts` declares an area's sections (keys,
 * envelopes, fields) and `seed/<area>.ts` holds their first-start content. An area is one
 * line below; a section added to an existing area needs no line here.
 */
import type { z } from 'zod';
import { families } from '../app/catalogue/families';
import { atexPowerPanels } from './collections/atex-power-panels';
import { blogPosts } from './collections/blog';
import { caseStudies } from './collections/case-studies';
import { partners } from './collections/partners';
import { productFamilies } from './collections/product-families';
import { products } from './collections/products';
import type { SeedsOf } from './section';
import * as about from './sections/about';
import * as careers from './sections/careers';
import * as caseStudiesPages from './sections/case-studies';
import * as contacts from './sections/contacts';
import * as home from './sections/home';
import * as industries from './sections/industries-we-serve';
import * as leadership from './sections/leadership';
import * as news from './sections/news-and-insights';
import * as privacy from './sections/privacy';
import * as quote from './sections/quote';
import * as services from './sections/services';
import * as site from './sections/site';

interface Seedable {
  key: string;
  schema: z.ZodType;
}

/**
 * An area's sections with its seed. The seed is imported only when the seeder asks for it, so
 * the seed copy stays out of the pages and the CMS that import the registry.
 */
const area = <const L extends readonly Seedable[]>(
  sections: L,
  seed: () => Promise<{ seed: SeedsOf<L> }>,
) => ({ sections, seed });

/**
 * An area whose sections all live on catalogue records (`backedBy`, docs/decisions/0024): only
 * their ids are stored, so there is nothing to seed.
 */
const recordArea = <const L extends readonly Seedable[]>(sections: L) =>
  area(sections, () => Promise.resolve({ seed: {} as SeedsOf<L> }));

/** In CMS order: a screen lists its sections in the order they appear here. */
const areas = [
  area(home.sections, () => import('./seed/home')),
  area(site.sections, () => import('./seed/site')),
  area(quote.sections, () => import('./seed/quote')),
  area(about.sections, () => import('./seed/about')),
  area(services.sections, () => import('./seed/services')),
  // The families' sections of the specs' API, in the family list's order.
  ...families.flatMap((f) => ('sections' in f ? [recordArea(f.sections)] : [])),
  area(industries.sections, () => import('./seed/industries-we-serve')),
  area(leadership.sections, () => import('./seed/leadership')),
  area(caseStudiesPages.sections, () => import('./seed/case-studies')),
  area(news.sections, () => import('./seed/news-and-insights')),
  area(careers.sections, () => import('./seed/careers')),
  area(contacts.sections, () => import('./seed/contacts')),
  area(privacy.sections, () => import('./seed/privacy')),
] as const;

type AreaSection = (typeof areas)[number]['sections'][number];

export const sectionList: readonly AreaSection[] = areas.flatMap<AreaSection>((a) => a.sections);

export type AnySection = (typeof sectionList)[number];
export type SectionKey = AnySection['key'];
export type SectionOf<K extends SectionKey> = Extract<AnySection, { key: K }>;
export type SectionData<K extends SectionKey> = z.infer<SectionOf<K>['schema']>;

export const sectionsByKey = new Map<string, AnySection>(sectionList.map((s) => [s.key, s]));

/** Every section's first-start content by section key (for the seeder). */
export async function loadSectionSeeds(): Promise<ReadonlyMap<string, object>> {
  const loaded = await Promise.all(areas.map((a) => a.seed()));
  return new Map(loaded.flatMap((m) => Object.entries(m.seed as Record<string, object>)));
}

/** Referenced collections come before the ones that name them (families before products). */
export const collections = {
  blogPosts,
  caseStudies,
  partners,
  atexPowerPanels,
  productFamilies,
  products,
} as const;
export type CollectionName = keyof typeof collections;
export type CollectionData<N extends CollectionName> = z.infer<(typeof collections)[N]['schema']>;
