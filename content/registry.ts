/**
 * The content registry: every section and collection of the site, declared once.
 * Generic code turns these into database rows, REST routes, CMS editors and typed reads.
 *
 * Sections are grouped by URL area: `sections/<area>.ts` declares an area's sections (keys,
 * envelopes, fields) and `seed/<area>.yaml` holds their first-start content (a data file the
 * seeder reads, content/seed-data.ts). An area is one line below; a section added to an
 * existing area needs no line here.
 */
import type { z } from 'zod';
import { families } from '../app/catalogue/families';
import { atexPowerPanels } from './collections/atex-power-panels';
import { blogPosts } from './collections/blog';
import { caseStudies } from './collections/case-studies';
import { partners } from './collections/partners';
import { productFamilies } from './collections/product-families';
import { products } from './collections/products';
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
 * An area's sections with the data file of their first-start content, from the project's root.
 * Only the seeder reads it, so the copy stays out of the pages and the CMS.
 */
const area = <const L extends readonly Seedable[]>(sections: L, seed: string) => ({
  sections,
  seed,
});

/**
 * An area whose sections all live on catalogue records (`backedBy`, docs/decisions/0024): only
 * their ids are stored, so there is nothing to seed.
 */
const recordArea = <const L extends readonly Seedable[]>(sections: L) => ({
  sections,
  seed: undefined,
});

/** In CMS order: a screen lists its sections in the order they appear here. */
const areas = [
  area(home.sections, 'content/seed/home.yaml'),
  area(site.sections, 'content/seed/site.yaml'),
  area(quote.sections, 'content/seed/quote.yaml'),
  area(about.sections, 'content/seed/about.yaml'),
  area(services.sections, 'content/seed/services.yaml'),
  // The families' sections of the specs' API, in the family list's order.
  ...families.flatMap((f) => ('sections' in f ? [recordArea(f.sections)] : [])),
  area(industries.sections, 'content/seed/industries-we-serve.yaml'),
  area(leadership.sections, 'content/seed/leadership.yaml'),
  area(caseStudiesPages.sections, 'content/seed/case-studies.yaml'),
  area(news.sections, 'content/seed/news-and-insights.yaml'),
  area(careers.sections, 'content/seed/careers.yaml'),
  area(contacts.sections, 'content/seed/contacts.yaml'),
  area(privacy.sections, 'content/seed/privacy.yaml'),
] as const;

type AreaSection = (typeof areas)[number]['sections'][number];

export const sectionList: readonly AreaSection[] = areas.flatMap<AreaSection>((a) => a.sections);

export type AnySection = (typeof sectionList)[number];
export type SectionKey = AnySection['key'];
export type SectionOf<K extends SectionKey> = Extract<AnySection, { key: K }>;
export type SectionData<K extends SectionKey> = z.infer<SectionOf<K>['schema']>;

export const sectionsByKey = new Map<string, AnySection>(sectionList.map((s) => [s.key, s]));

/** Each area's sections and the data file of their first-start content, if they have one. */
export const seedAreas: readonly { sections: readonly AnySection[]; seed?: string }[] = areas;

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
