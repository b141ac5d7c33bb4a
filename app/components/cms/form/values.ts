/**
 * The values a generic form edits. They mirror the stored JSON (strings, string lists, lists of
 * records), except that an image list is an array of its paths (stored comma-joined), so images
 * can be added, removed and moved one by one. A newly chosen file is held as a `PendingFile`
 * (the file, its preview URL and the editor's description of it) where the stored path would
 * be, so it moves with its list entry when entries are reordered; saving uploads it to the
 * media library first and puts its path there (upload-pending.ts).
 */
import type { FieldDescriptor } from '../descriptors';
import type { AltChoice } from '../media/alt-choice';

export type Values = Record<string, unknown>;

export interface PendingFile extends AltChoice {
  file: File;
  /** An object URL for the preview; revoked when the file is replaced or saved. */
  url: string;
}

/** An image list's value: stored paths and new files, in their order on the page. */
export type ImageListValue = (string | PendingFile)[];

export const isPending = (v: unknown): v is PendingFile =>
  typeof v === 'object' && v !== null && 'file' in v && 'url' in v;

export const pendingOf = (file: File): PendingFile => ({
  file,
  url: URL.createObjectURL(file),
  alt: '',
  decorative: false,
});

/** Frees the preview URLs of every pending file in a value. */
export function revokeFiles(value: unknown): void {
  if (isPending(value)) URL.revokeObjectURL(value.url);
  else if (Array.isArray(value)) value.forEach(revokeFiles);
  else if (value && typeof value === 'object') Object.values(value).forEach(revokeFiles);
}

export function hasFiles(value: unknown): boolean {
  if (isPending(value)) return true;
  if (Array.isArray(value)) return value.some(hasFiles);
  if (value && typeof value === 'object') return Object.values(value).some(hasFiles);
  return false;
}

function normalise(field: FieldDescriptor, value: unknown): unknown {
  switch (field.kind) {
    case 'stringList':
      return Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : '')) : [];
    case 'list':
      return Array.isArray(value)
        ? value.map((item) => initialValues(field.fields ?? [], item as Values))
        : [];
    case 'group':
      return initialValues(field.fields ?? [], (value ?? {}) as Values);
    case 'imageList':
      return typeof value === 'string' ? splitPaths(value) : [];
    default:
      return typeof value === 'string' ? value : (field.initial ?? '');
  }
}

/** A form's starting values: the stored ones, with a blank of the right shape for gaps. */
export function initialValues(fields: FieldDescriptor[], stored: Values | undefined): Values {
  return Object.fromEntries(fields.map((f) => [f.name, normalise(f, stored?.[f.name])]));
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isPending(a) || isPending(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    const bo = b as Values;
    return (
      ka.length === Object.keys(bo).length && ka.every((k) => sameValue((a as Values)[k], bo[k]))
    );
  }
  return false;
}

/** The names of the top-level fields whose value differs from the saved one. */
export const changedFields = (fields: FieldDescriptor[], saved: Values, values: Values) =>
  fields.filter((f) => !sameValue(saved[f.name], values[f.name])).map((f) => f.name);

/** A blank entry for a list field. */
export const emptyItem = (fields: FieldDescriptor[]): Values => initialValues(fields, undefined);

/** Returns a copy of `list` with the entry at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(to, 0, item);
  return out;
}

/** Splits a stored comma-joined image list into its paths. */
export const splitPaths = (value: string): string[] =>
  value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
