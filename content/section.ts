/**
 * A section is one singleton piece of content (the hero text, the footer, a product page):
 * declared once here, it becomes a database row, REST GET and PATCH routes, a CMS editor and a
 * typed read for the public loaders.
 */
import type { z } from 'zod';
import { objectOf, type Fields, type ShapeOf } from './fields';
import type { SearchKind } from './search-text';
import type { SearchWords } from './search-words';
import { slug } from './slug';

/** The CMS screen that edits a section (the client's CMS spec), used to group editors. */
export type CmsScreen =
  | 'home'
  | 'about'
  | 'services'
  | 'site'
  | 'products/power-protection-and-distribution'
  | 'products/cable-management'
  | 'products/enclosures'
  | 'products/warehouse-storage'
  | 'products/gaskets'
  | 'products/power-generation'
  | 'products/lights-wiring'
  | 'industries'
  | 'leadership';

/** The anchor of a section's editor on its CMS screen. */
export const sectionAnchor = (key: string) => `edit-${slug(key)}`;

/**
 * A section that the specs' API still names but whose facts live on a catalogue record
 * (docs/decisions/0024): `GET /api/v1/<key>/{id}` answers `read(record)` under the section's
 * envelope and id; a PATCH is checked against the section's fields, then `write` turns the
 * value into the record's fields and the record is written, so search, the finder and the
 * pages see it. Its row keeps only its id. A database from before keeps the row's value: the
 * first start moves it onto the record (`write`) once.
 */
export interface RecordBacking {
  collection: 'products' | 'productFamilies';
  /** The record's address: a product's family and slug, or a family's slug. */
  record: { family?: string; slug: string };
  read: (record: Readonly<Record<string, unknown>>) => Record<string, unknown>;
  /**
   * The record's fields a section value sets (`details` is merged into the record's), given
   * the record as it is.
   */
  write: (
    value: Readonly<Record<string, unknown>>,
    record: Readonly<Record<string, unknown>>,
  ) => Record<string, unknown>;
}

export interface SectionDef<K extends string, F extends Fields> {
  /** Identity in the database and REST path below /api/v1, e.g. `home/hero`. */
  key: K;
  /** Response envelope key from the spec, e.g. `heroText`. */
  envelope: string;
  /** What editors call it. */
  title: string;
  screen: CmsScreen;
  fields: F;
  /**
   * Payload keys the API also accepts for a field (payload key → field name), for the spec's
   * names: `responsibilty` for `responsibility`, `imageUrl` files for a product's images…
   */
  aliases?: Readonly<Record<string, keyof F & string>>;
  /** Its value lives on a catalogue record (see RecordBacking). */
  backedBy?: RecordBacking;
  /**
   * The public page that shows it, where an editor previews it (`/who-we-are`). Without one,
   * `/`: the home page's sections, and those every page shows (the footer, the site settings).
   * A section kept over a record previews on the record's page.
   */
  page?: string;
  /**
   * The site search finds entries of its value as documents of their own
   * (docs/decisions/0014): an industry, at its page.
   */
  search?: SectionSearch<z.infer<z.ZodObject<ShapeOf<F>>>>;
}

/** See SectionDef.search. */
export interface SectionSearch<V> {
  kind: SearchKind;
  /**
   * Each entry's words and page; `name` tells the entries apart within the section (a slug).
   * A write of the section replaces them all.
   */
  // A method, so a section's own value type widens to any value in generic code.
  documents(value: V): (SearchWords & { name: string; url: string })[];
}

export interface Section<K extends string = string, F extends Fields = Fields>
  extends SectionDef<K, F> {
  schema: z.ZodObject<ShapeOf<F>>;
}

/** The section's type says whether it is kept over a record (then it has nothing to seed). */
export function defineSection<const K extends string, F extends Fields>(
  def: SectionDef<K, F> & { backedBy: RecordBacking },
): Section<K, F> & { backedBy: RecordBacking };
export function defineSection<const K extends string, F extends Fields>(
  def: SectionDef<K, F> & { backedBy?: undefined },
): Section<K, F> & { backedBy: undefined };
export function defineSection<const K extends string, F extends Fields>(
  def: SectionDef<K, F>,
): Section<K, F> {
  return { ...def, schema: objectOf(def.fields) };
}

/**
 * A marker for an image the seeder generates at the spec's size (a seed file's
 * `{picture: …}`, content/seed-data.ts): artwork drawn for the label
 * (server/media/placeholder-image.ts), which names the subject but is not printed. Labels may
 * not contain commas, because image lists are comma-joined.
 */
export function placeholder(width: number, height: number, label: string): string {
  if (label.includes(',')) throw new Error(`placeholder label may not contain a comma: ${label}`);
  return `placeholder:${width}x${height}:${label}`;
}
