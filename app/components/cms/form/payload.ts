/**
 * Turns a form's changed fields into one API request, following the write contract: JSON when
 * no file is involved (an image or PDF inside a list entry travels as a data URL), multipart
 * when a top-level image, image list, video or document has a new file (file parts named after
 * the field; an image list's parts replace the list; lists travel as JSON text parts).
 */
import type { FieldDescriptor } from '../descriptors';
import { isPending, isPendingList, type Values } from './values';

export type Outgoing = { kind: 'json'; body: Values } | { kind: 'multipart'; body: FormData };

const FILE_KINDS = new Set(['image', 'imageList', 'video', 'document']);
const STRUCTURED = new Set(['list', 'stringList']);

/**
 * The file as a data URL, its name added as a `name` parameter: the server checks the name
 * against the bytes, as for a multipart file, and the media library shows it.
 */
function dataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(
        String(reader.result).replace(/;base64,/, `;name=${encodeURIComponent(file.name)};base64,`),
      );
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/** A copy of a value with every pending file replaced by its data URL. */
async function withDataUrls(value: unknown): Promise<unknown> {
  if (isPending(value)) return dataUrl(value.file);
  if (Array.isArray(value)) return Promise.all(value.map(withDataUrls));
  if (value && typeof value === 'object') {
    const entries = await Promise.all(
      Object.entries(value).map(async ([k, v]) => [k, await withDataUrls(v)] as const),
    );
    return Object.fromEntries(entries);
  }
  return value;
}

/**
 * The request that saves `names` of `values`. `forceMultipart` sends form data even without
 * files (new collection records, as the spec posts them).
 */
export async function buildRequest(
  fields: FieldDescriptor[],
  values: Values,
  names: string[],
  forceMultipart = false,
): Promise<Outgoing> {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const files: [string, File][] = [];
  const json: Values = {};
  for (const name of names) {
    const field = byName.get(name);
    const value = values[name];
    if (!field) continue;
    if (FILE_KINDS.has(field.kind) && (isPending(value) || isPendingList(value))) {
      for (const p of isPending(value) ? [value] : value) files.push([name, p.file]);
    } else {
      json[name] = STRUCTURED.has(field.kind) ? await withDataUrls(value) : value;
    }
  }
  if (!files.length && !forceMultipart) return { kind: 'json', body: json };

  const form = new FormData();
  for (const [name, value] of Object.entries(json)) {
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const [name, file] of files) form.append(name, file, file.name);
  return { kind: 'multipart', body: form };
}
