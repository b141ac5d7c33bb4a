/**
 * Turns a form's changed fields into one API request, following the write contract: JSON, or
 * multipart text parts for a new collection record (as the spec posts them; lists travel as
 * JSON text). New files are not sent here: saving uploads them to the media library first
 * (upload-pending.ts), so by now every file field holds a stored path.
 */
import type { FieldDescriptor } from '../descriptors';
import { hasFiles, type Values } from './values';

export type Outgoing = { kind: 'json'; body: Values } | { kind: 'multipart'; body: FormData };

/** A list entry's or a group's fields in the shape the API stores. */
const storedEntry = (field: FieldDescriptor, item: Values) =>
  Object.fromEntries((field.fields ?? []).map((f) => [f.name, stored(f, item[f.name])]));

/** A value in the shape the API stores: image lists comma-joined, in list entries too. */
function stored(field: FieldDescriptor, value: unknown): unknown {
  if (field.kind === 'imageList' && Array.isArray(value)) return value.join(',');
  if (field.kind === 'list' && Array.isArray(value)) {
    return value.map((item: Values) => storedEntry(field, item));
  }
  if (field.kind === 'group' && value && typeof value === 'object') {
    return storedEntry(field, value as Values);
  }
  return value;
}

/**
 * The request that saves `names` of `values`. `forceMultipart` sends form data (new collection
 * records, as the spec posts them).
 */
export function buildRequest(
  fields: FieldDescriptor[],
  values: Values,
  names: string[],
  forceMultipart = false,
): Outgoing {
  const json: Values = {};
  for (const field of fields) {
    if (!names.includes(field.name)) continue;
    const value = values[field.name];
    // A file left here would be sent as "[object Object]": upload-pending.ts missed a kind.
    if (hasFiles(value)) throw new Error(`${field.name} still holds a file that was not uploaded`);
    json[field.name] = stored(field, value);
  }
  if (!forceMultipart) return { kind: 'json', body: json };

  const form = new FormData();
  for (const [name, value] of Object.entries(json)) {
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return { kind: 'multipart', body: form };
}
