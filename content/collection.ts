/**
 * A collection is a list of records of one kind (news posts, case studies, partner logos,
 * ATEX panels). Each has its own table; its fields, REST path and envelopes are declared here.
 */
import type { z } from 'zod';
import { objectOf, type Fields, type ShapeOf } from './fields';
import type { SearchWords } from './search-words';
import type { SearchKind } from './search-text';

/** First-start records: a field left out starts empty, as in a new record the CMS adds. */
export type SeedRecords<F extends Fields> = (Partial<z.input<z.ZodObject<ShapeOf<F>>>> & {
  slug?: string;
})[];

/**
 * Where first-start records are kept in the seed's data files (content/seed-data.ts): under
 * `at` in the YAML file `path` (from the project's root), a list of records or one record.
 */
export interface SeedFile {
  path: string;
  at: string;
  /**
   * Fields the file does not give, the same for each of its records: what its place says (a
   * family's folder gives its products' `family`). A record that gives one is refused.
   */
  with?: Readonly<Record<string, string>>;
}

export interface CollectionDef<K extends string, F extends Fields> {
  key: K;
  /** REST path below /api/v1, e.g. `blog` or `home/partner`. */
  path: string;
  /** Envelope of the list answer (`blogs`) and of one record (`blog`). */
  listEnvelope: string;
  itemEnvelope: string;
  title: string;
  fields: F;
  /** Payload keys the API also accepts for a field (payload key → field name), e.g. `imageUrl`. */
  aliases?: Readonly<Record<string, keyof F & string>>;
  /**
   * Text fields the CMS list and the API's `q` search (any case), e.g. a post's title and
   * subtitle.
   */
  searchFields?: readonly (keyof F & string)[];
  /**
   * Query parameters the API list narrows by, each keeping the records whose `field` equals the
   * value or, for a string list field, holds it (`?family=gaskets`, `?industry=oil-and-gas`).
   * Each name needs a rule in server/cache/query-rules.ts, which validates it.
   */
  filters?: Readonly<Record<string, { field: keyof F & string; description: string }>>;
  /** Fields a record cannot be without, each with the message shown when it is empty. */
  required?: Readonly<Partial<Record<keyof F & string, string>>>;
  /**
   * Records have a page of their own at a slug made from the field `from`: unique in the
   * collection (or among the records with the same `scope` field value) (`-2`, `-3`… on a
   * clash), never one of `reserved` (it gets `-project`), and answered by the API as `slug`. The
   * table needs a `slug` column with a unique index (on `scope` and `slug` with a scope).
   * By default the slug follows its field when it changes. `editable` slugs are a field of
   * their own instead: made from `from` when a new record leaves it empty, changed only when a
   * write sends one, and a clash is a field error.
   */
  slug?: {
    from: keyof F & string;
    reserved?: readonly string[];
    editable?: boolean;
    scope?: keyof F & string;
  };
  /**
   * Fields that hold another collection's slug (a product's `family`): a write naming a record
   * that does not exist is refused with `message` beside the field.
   */
  references?: Readonly<Partial<Record<keyof F & string, { collection: string; message: string }>>>;
  /**
   * String-list fields whose entries name records of another collection by address: its slug,
   * or `<scope>/<slug>` where its slugs are scoped (a product: `cable-management/eris`). A write
   * naming one that does not exist is refused with `message` beside the field; when a record's
   * address changes, the lists naming it follow. Links kept on both sides (a product's case
   * studies, a case study's products) are read as one by the pages.
   */
  linksTo?: Readonly<Partial<Record<keyof F & string, { collection: string; message: string }>>>;
  /**
   * The address of a record's public page, with `{field}` placeholders (`/products/{family}/{slug}`):
   * answered by the API as `url`, beside `id`.
   */
  page?: string;
  /**
   * The address of a record's page of its own where the API answers no `url` (case studies
   * kept the payload they had before `page`), with the same placeholders. The search, the
   * sitemap and previews read `page` or this.
   */
  address?: string;
  /**
   * Where an editor previews a record that has no page of its own: the page that shows it (a
   * partner logo: `/`). By default its `page` or `address`.
   */
  preview?: string;
  /**
   * Where the CMS edits a record, with `{field}` placeholders (`/cms/case-studies?edit={id}`):
   * the media library and the audit log link each record there.
   */
  cmsEditor: string;
  /**
   * The sitemap lists the records on the site (and shown, with `shownWhen`) in numbered files
   * `<sitemap>-<n>.xml`, at their `page` or `address`, with their last change.
   */
  sitemap?: string;
  /**
   * The site search finds the records on the site (docs/decisions/0014): each is a document of
   * `kind` at its `page` or `address`, with the words `document` gives (none: left out, e.g. a
   * hidden product). `with` names one of `references`: the document is given that record, and
   * a change to it re-indexes the records naming it (a family's products carry its name).
   */
  search?: SearchOption<StoredRecord<F>>;
  /**
   * A record is public only while `field` holds `value` (a product shown on the site): the
   * public API and pages leave the others out; a signed-in editor's reads still get them.
   */
  shownWhen?: { field: keyof F & string; value: string };
  /**
   * An image field under which one POST may carry several files: each file becomes a record
   * (the other fields' values pair up with the files in order) and the POST answers the list
   * envelope with the records added.
   */
  uploadMany?: keyof F & string;
  /**
   * A group field whose contents another field chooses (a product's `details` by its
   * `template`, docs/decisions/0024): a write checks the group against the fields of the
   * chosen layout (messages at `details.<name>`) and keeps only those; a layout without an
   * entry holds nothing there.
   */
  layouts?: Layouts<keyof F & string>;
  /**
   * First-start records, oldest first: the data files that hold them, read by the seeder only
   * (server/services/content/seed-files.ts), or the records themselves (a test's collection). A
   * record may give its `slug`.
   */
  seed: SeedRecords<F> | { files: readonly SeedFile[] };
}

/** A record as its table holds it: its fields and id. */
export type StoredRecord<F extends Fields> = z.infer<z.ZodObject<ShapeOf<F>>> & { id: string };

/** See CollectionDef.search. */
export interface SearchOption<R> {
  kind: SearchKind;
  with?: string;
  /** Results show when the record was added (posts, case studies). */
  dated?: boolean;
  // A method, so a collection's own record type widens to any record in generic code.
  document(
    record: R,
    referenced: Readonly<Record<string, unknown>> | undefined,
  ): SearchWords | undefined;
}

/** See CollectionDef.layouts. */
export interface Layouts<N extends string = string> {
  field: N;
  by: N;
  fields: Readonly<Record<string, Fields>>;
}

/** The options generic code reads, whatever the collection. */
export type CollectionOptions = Pick<
  CollectionDef<string, Fields>,
  | 'required'
  | 'slug'
  | 'uploadMany'
  | 'references'
  | 'linksTo'
  | 'page'
  | 'filters'
  | 'shownWhen'
  | 'layouts'
  | 'address'
  | 'preview'
  | 'cmsEditor'
  | 'sitemap'
  | 'search'
  | 'title'
  | 'searchFields'
>;

/** The address of a record's public page, if its records have one (`page` or `address`). */
export const recordPage = (collection: Pick<CollectionOptions, 'page' | 'address'>) =>
  collection.page ?? collection.address;

/**
 * The fields that find a record by its address (decision 0024's backing records): its slug,
 * and its scope's value where slugs are scoped (a product's family).
 */
export function addressFields(
  collection: Pick<CollectionOptions, 'slug'>,
  address: { family?: string; slug: string },
): Record<string, string> {
  const scope = collection.slug?.scope;
  return scope ? { [scope]: address.family ?? '', slug: address.slug } : { slug: address.slug };
}

export interface Collection<K extends string = string, F extends Fields = Fields>
  extends CollectionDef<K, F> {
  schema: z.ZodObject<ShapeOf<F>>;
}

/**
 * `page` keeps its literal type, so records of collections with pages are typed with `url`;
 * `required` and `slug` keep theirs, so the collection's table types the columns a record
 * cannot be without as such (server/db/collection-table.ts).
 */
export function defineCollection<
  const K extends string,
  F extends Fields,
  const P extends string | undefined = undefined,
  const R extends CollectionDef<K, F>['required'] = undefined,
  const S extends CollectionDef<K, F>['slug'] = undefined,
>(
  def: CollectionDef<K, F> & { page?: P; required?: R; slug?: S },
): Omit<Collection<K, F>, 'required' | 'slug'> & { page: P; required?: R; slug?: S } {
  return { ...def, page: def.page as P, schema: objectOf(def.fields) };
}
