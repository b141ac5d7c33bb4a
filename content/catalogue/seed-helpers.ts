/**
 * What the families' first-start product records (app/catalogue/<family>/seed.ts) are written
 * with: specifications, rich text, photos and the seeded case studies' addresses.
 */
import type { ProductSeed } from '../collections/products';
import { placeholder, placeholdersAt } from '../section';
import { cardSize, squareSize } from '../field-groups';

/** One key specification; `filter: 'yes'` puts it in the product finder. */
export interface Spec {
  label: string;
  value: string;
  unit: string;
  filter: 'yes' | 'no';
}

/** One model or part number of a product. */
export interface Model {
  partNumber: string;
  description: string;
}

/** The industries of content/seed/industries-we-serve.ts. */
export type Industry =
  | 'power-and-energy'
  | 'oil-and-gas'
  | 'residential-and-commercial'
  | 'industrial-and-manufacturing'
  | 'telecommunications';

/** The seeded case studies (content/collections/case-studies.ts), by their slugs. */
export const caseStudy = {
  substation: '33kv-substation-upgrade-for-an-industrial-estate',
  gasPlant: 'hazardous-area-power-panels-for-a-gas-plant',
  airfield: 'airfield-lighting-power-distribution',
  foodFactory: 'motor-control-centre-for-a-food-factory',
  baseStations: 'hybrid-power-for-rural-base-stations',
} as const;

/** The product photos, main image first, at the catalogue's image size. */
export const images = (...labels: string[]): string =>
  labels.map((label) => placeholder(800, 600, label)).join(',');

/** A family's card image (its record's `image`). */
export const familyImage = placeholdersAt(cardSize);

/** Square photos (a junction box, a light). */
export const squareImage = placeholdersAt(squareSize);

/** A specification buyers filter on in the product finder. */
export const filtered = (label: string, value: string, unit = ''): Spec => ({
  label,
  value,
  unit,
  filter: 'yes',
});

/** A specification shown on the page only. */
export const spec = (label: string, value: string, unit = ''): Spec => ({
  label,
  value,
  unit,
  filter: 'no',
});

/** Rich text paragraphs (the texts are plain, without markup characters). */
export const p = (...paragraphs: string[]): string => paragraphs.map((t) => `<p>${t}</p>`).join('');

/** A rich text bullet list. */
export const ul = (...items: string[]): string =>
  `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** What a page of its own says: its name and address, text, photos and specifications. */
export type PageText = Pick<ProductSeed, 'name' | 'slug' | 'summary' | 'images' | 'body' | 'specs'>;

/** A page that lists no models, documents, downloads or case studies, for one industry. */
export const textOnlyPage = (
  family: string,
  industry: 'residential-and-commercial' | 'industrial-and-manufacturing',
  o: PageText,
) => ({
  name: o.name,
  family,
  slug: o.slug,
  summary: o.summary,
  images: o.images,
  body: o.body,
  specs: o.specs,
  models: [],
  documents: [],
  downloads: [],
  industries: [industry],
  caseStudies: [],
});

/** The key features box of a switchgear page. */
export const keyFeatures = (...items: string[]): string => `<h2>Key features</h2>${ul(...items)}`;

/** A gasket's table of typical properties, one `[property, value]` a row. */
export const propertyTable = (...rows: [property: string, value: string][]) =>
  rows.map(([property, value]) => ({ property, value }));

/** A catalogue download of the existing seed. */
export const download = (title: string, url: string) => [{ title, url }];
