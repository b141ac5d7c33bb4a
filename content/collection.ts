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
  /** First-start records, oldest first. */
  seed: z.input<z.ZodObject<ShapeOf<F>>>[];
}

export interface Collection<K extends string = string, F extends Fields = Fields>
  extends CollectionDef<K, F> {
  schema: z.ZodObject<ShapeOf<F>>;
}

export function defineCollection<const K extends string, F extends Fields>(
  def: CollectionDef<K, F>,
): Collection<K, F> {
  return { ...def, schema: objectOf(def.fields) };
}
