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
  /** The sub-fields of one entry of a `list` field, or of a `group`. */
  fields?: FieldDescriptor[];
  /**
   * A group's layouts: which of its fields each value of the record's field `by` shows (a
   * product's details by its page layout).
   */
  layouts?: { by: string; fields: Record<string, string[]> };
}

/** A value as the API stores it: strings, string lists and lists of such records. */
export type StoredValue = Record<string, unknown>;

/** Where a section or record stands (issue 14): what the CMS shows beside its form. */
export type PublishingState = 'published' | 'draft' | 'scheduled' | 'unpublished';

export interface Publishing {
  state: PublishingState;
  /** When a scheduled draft goes live (ISO). */
  publishAt?: string;
  /** Who saved it last, and when (ISO). */
  savedBy?: string;
  savedAt?: string;
  /** The public page that shows it, for the Preview button. */
  previewPath: string;
  /** Its target as the history and drafts APIs name it (`home/hero`, `blogPosts/<id>`). */
  target: string;
}

export interface SectionDescriptor {
  key: string;
  id: string;
  title: string;
  envelope: string;
  fields: FieldDescriptor[];
  /** The value the editor works on: the pending draft, if any, else the published one. */
  value: StoredValue;
  /** The edit version (ETag) the value was read at, sent back as If-Match. */
  version?: string;
  publishing?: Publishing;
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
  /** The edit version (ETag) the record was read at, sent back as If-Match. */
  version?: string;
  publishing?: Publishing;
}

export interface CmsUser {
  username: string;
  role: 'super admin' | 'admin';
}
