/**
 * A collection is a list of records of one kind (news posts, case studies, partner logos,
 * ATEX panels). Each has its own table; its fields, REST path and envelopes are declared here.
 */
import type { z } from 'zod';
import { objectOf, type Fields, type ShapeOf } from './fields';

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
  /** Text fields the CMS list searches (any case), e.g. a post's title and subtitle. */
  searchFields?: readonly (keyof F & string)[];
  /** Fields a record cannot be without, each with the message shown when it is empty. */
  required?: Readonly<Partial<Record<keyof F & string, string>>>;
  /**
   * Records have a page of their own at a slug made from the field `from`: unique in the
   * collection (`-2`, `-3`… on a clash), never one of `reserved` (it gets `-project`), following
   * the field when it changes, and answered by the API as `slug`. The table needs a `slug`
   * column with a unique index.
   */
  slug?: { from: keyof F & string; reserved?: readonly string[] };
  /**
   * An image field under which one POST may carry several files: each file becomes a record
   * (the other fields' values pair up with the files in order) and the POST answers the list
   * envelope with the records added.
   */
  uploadMany?: keyof F & string;
  /** First-start records, oldest first. */
  seed: z.input<z.ZodObject<ShapeOf<F>>>[];
}

/** The options generic code reads, whatever the collection. */
export type CollectionOptions = Pick<
  CollectionDef<string, Fields>,
  'required' | 'slug' | 'uploadMany'
>;

export interface Collection<K extends string = string, F extends Fields = Fields>
  extends CollectionDef<K, F> {
  schema: z.ZodObject<ShapeOf<F>>;
}

export function defineCollection<const K extends string, F extends Fields>(
  def: CollectionDef<K, F>,
): Collection<K, F> {
  return { ...def, schema: objectOf(def.fields) };
}
