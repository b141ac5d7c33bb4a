/**
 * Saving a form with new files (decision 0016): each file goes to the media library first
 * (`POST /api/v1/media`, with the editor's alt text, `kept=false` so it is swept if the save
 * never uses it, and the field's size hint as `fit`), one after another with progress; the
 * record is then written with the paths the library answered, as plain JSON.
 */
import type { FieldDescriptor } from '../descriptors';
import { altError } from '../media/alt-choice';
import { uploadMedia } from '../media/media-api';
import { isPending, type PendingFile, type Values } from './values';

/** The kinds whose value is one file; an image list holds several, a list's entries their own. */
const SINGLE_FILE = new Set<FieldDescriptor['kind']>(['image', 'video', 'document']);

/** One new file of the form, and where the messages about it go. */
export interface PendingUpload {
  pending: PendingFile;
  field: FieldDescriptor;
  /** The field's error key (`blogImage`, `models.2.image`): messages about the file. */
  path: string;
  /** The key of the message beside its alt text input; undefined for video and documents. */
  altPath?: string;
}

/** The error key of a new image's description: `<field>.alt`, or `<field>.<index>.alt` in a list. */
export const altPathOf = (path: string, index?: number) =>
  index === undefined ? `${path}.alt` : `${path}.${index}.alt`;

function collect(
  fields: FieldDescriptor[],
  values: Values,
  prefix: string,
  out: PendingUpload[],
): void {
  for (const field of fields) {
    const value = values[field.name];
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    if (SINGLE_FILE.has(field.kind) && isPending(value)) {
      out.push({
        pending: value,
        field,
        path,
        altPath: field.kind === 'image' ? altPathOf(path) : undefined,
      });
    } else if (field.kind === 'imageList' && Array.isArray(value)) {
      value.forEach((v, i) => {
        if (isPending(v)) out.push({ pending: v, field, path, altPath: altPathOf(path, i) });
      });
    } else if (field.kind === 'list' && Array.isArray(value)) {
      value.forEach((item: Values, i) => collect(field.fields ?? [], item, `${path}.${i}`, out));
    } else if (field.kind === 'group' && value && typeof value === 'object') {
      collect(field.fields ?? [], value as Values, path, out);
    }
  }
}

/** The new files among the fields `names` (entries of lists included), in page order. */
export function pendingUploads(
  fields: FieldDescriptor[],
  values: Values,
  names: string[],
): PendingUpload[] {
  const out: PendingUpload[] = [];
  collect(
    fields.filter((f) => names.includes(f.name)),
    values,
    '',
    out,
  );
  return out;
}

/** A message beside each new image that is neither described nor marked decorative. */
export function undescribed(uploads: PendingUpload[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const u of uploads) {
    const message = u.altPath && altError(u.pending);
    if (u.altPath && message) errors[u.altPath] = message;
  }
  return errors;
}

/** A copy of a value with each uploaded file replaced by its library path. */
function withPaths(value: unknown, paths: Map<PendingFile, string>): unknown {
  if (isPending(value)) return paths.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v: unknown) => withPaths(v, paths));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPaths(v, paths)]));
  }
  return value;
}

export type UploadOutcome =
  | { ok: true; values: Values }
  | { ok: false; errors: Record<string, string>; message: string };

/**
 * Uploads the files one after another, reporting progress over all their bytes; stops at the
 * first refusal (a bad file, a lost connection) with its messages where the editor sees them.
 */
export async function uploadPending(
  uploads: PendingUpload[],
  values: Values,
  onProgress: (fraction: number) => void,
): Promise<UploadOutcome> {
  const total = uploads.reduce((sum, u) => sum + u.pending.file.size, 0) || 1;
  let done = 0;
  const paths = new Map<PendingFile, string>();
  for (const { pending, field, path, altPath } of uploads) {
    const size = pending.file.size;
    const result = await uploadMedia(
      pending.file,
      {
        kept: false,
        ...(altPath
          ? { alt: pending.decorative ? '' : pending.alt.trim(), decorative: pending.decorative }
          : {}),
        fit: field.size && { width: field.size.width, height: field.size.height },
      },
      (fraction) => onProgress((done + fraction * size) / total),
    );
    if (!result.ok) {
      const { fields = {}, message } = result.error;
      const errors: Record<string, string> = {};
      if (altPath && fields.alt) errors[altPath] = fields.alt;
      else errors[path] = `${pending.file.name}: ${fields.file ?? message}`;
      return { ok: false, errors, message };
    }
    done += size;
    paths.set(pending, result.value.url);
  }
  return { ok: true, values: withPaths(values, paths) as Values };
}
