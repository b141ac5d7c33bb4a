/**
 * What the CMS screens receive from their loaders: the registry's field declarations turned into
 * plain data (app/loaders/cms.server.ts), so client code never imports the registry and its
 * seed copy. One generic form renders any of them.
 */
import type { Field } from '../../../content/fields';

export type FieldKind = Field['kind'];

export interface FieldDescriptor {
  name: string;
  kind: FieldKind;
  label: string;
  hint?: string;
  size?: { width: number; height: number; maxKb?: number };
  maxMb?: number;
  options?: { value: string; label: string }[];
  /** A choice's value in a new record or entry. */
  initial?: string;
  itemLabel?: string;
  /** The sub-fields of one entry of a `list` field. */
  fields?: FieldDescriptor[];
}

/** A value as the API stores it: strings, string lists and lists of such records. */
export type StoredValue = Record<string, unknown>;

export interface SectionDescriptor {
  key: string;
  id: string;
  title: string;
  envelope: string;
  fields: FieldDescriptor[];
  value: StoredValue;
  /** The stored value's version (an ETag, `"7"`): saves send it as `If-Match`. */
  version?: string;
}

export interface CollectionDescriptor {
  name: string;
  /** REST path below /api/v1, e.g. `blog`. */
  path: string;
  title: string;
  itemEnvelope: string;
  listEnvelope: string;
  fields: FieldDescriptor[];
}

export interface CmsRecord extends StoredValue {
  _id: string;
  /** The record's version (an ETag, `"7"`): saves send it as `If-Match`. */
  version?: string;
}

export interface CmsUser {
  username: string;
  role: 'super admin' | 'admin';
}
