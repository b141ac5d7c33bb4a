/**
 * How a write's input becomes a valid value: the payload keys (field names or the registry's
 * aliases such as `responsibilty`, `imageUrl`, `videoUrl`), the conversion of each kind of field
 * (stored paths kept, data URLs and files through the upload pipeline, lists sent as text in
 * multipart), and validation with the registry's zod schema. Nothing is stored here.
 */
import type { Layouts } from '../../../content/collection';
import {
  emptyValue,
  objectOf,
  type DocumentField,
  type Field,
  type Fields,
  type ImageSize,
  type VideoField,
} from '../../../content/fields';
import {
  inlineImageLoad,
  MAX_INLINE_IMAGES,
  RICH_TEXT_IMAGE,
  rewriteImages,
  storedImgTag,
  TOO_MANY_INLINE_IMAGES,
} from '../../../content/rich-text-images';
import type { z } from 'zod';
import { mediaPathFor, type StoredFile } from '../../media/media-store';
import {
  checkPdf,
  checkVideo,
  decodeDataUrl,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  isDataUrl,
  MB,
  PDF_MAX_BYTES,
  PDF_MESSAGE,
  processImage,
  UploadError,
  videoMessage,
  type Upload,
} from '../../media/uploads';
import { sanitizeRecord } from './rich-text';
import { ServiceError } from '../shared/service-error';

/** What a request submitted, by payload key. */
export interface WriteInput {
  /** JSON values; from multipart, a string per text part (strings when a part is repeated). */
  values: Record<string, unknown>;
  /** Uploaded files, in the order they were sent. */
  files: Record<string, Upload[]>;
}

export class WriteError extends ServiceError<400 | 404 | 409 | 413> {}

/** What the rules need of a section or collection declaration. */
export interface Writable {
  title: string;
  fields: Fields;
  aliases?: Readonly<Record<string, string>>;
  schema: z.ZodObject;
  layouts?: Layouts;
}

const has = (o: object, key: string) => Object.hasOwn(o, key);

/** The field a payload key names, directly or through an alias. */
export function fieldFor(def: Writable, key: string): { name: string; field: Field } | undefined {
  const name = has(def.fields, key)
    ? key
    : def.aliases && has(def.aliases, key)
      ? def.aliases[key]
      : undefined;
  const field = name && has(def.fields, name) ? def.fields[name] : undefined;
  return name && field ? { name, field } : undefined;
}

/**
 * The largest file a payload key accepts and the message when a file is larger, or undefined
 * when the key takes no files (the file is then skipped). Lets the multipart reader stop early
 * instead of buffering a huge upload.
 */
export function uploadLimit(
  def: Writable,
  key: string,
): { maxBytes: number; message: string } | undefined {
  const field = fieldFor(def, key)?.field;
  if (field?.kind === 'image' || field?.kind === 'imageList') {
    return { maxBytes: IMAGE_MAX_BYTES, message: IMAGE_TOO_LARGE_MESSAGE };
  }
  if (field?.kind === 'video' || field?.kind === 'document') return fileLimit(field);
  return undefined;
}

/** The size cap and its message of a video or document field, for files and data URLs alike. */
function fileLimit(field: VideoField | DocumentField): { maxBytes: number; message: string } {
  return field.kind === 'video'
    ? { maxBytes: field.maxMb * MB, message: videoMessage(field.maxMb) }
    : { maxBytes: PDF_MAX_BYTES, message: PDF_MESSAGE };
}

/** Whether any field, or any field of a list's entries, holds a document. */
const hasDocuments = (fields: Fields): boolean =>
  Object.values(fields).some(
    (f) =>
      f.kind === 'document' ||
      ((f.kind === 'list' || f.kind === 'group') && hasDocuments(f.fields)),
  );

/**
 * The largest JSON body (and multipart text part) a write may send. A document inside a list
 * entry travels as a data URL (base64: 4 characters per 3 bytes), so a collection with
 * documents takes one PDF at its cap plus the other fields; the others keep the usual limit.
 */
export function writeBodyLimit(def: Pick<Writable, 'fields'>, usual: number): number {
  return hasDocuments(def.fields)
    ? Math.max(usual, Math.ceil((PDF_MAX_BYTES * 4) / 3) + MB)
    : usual;
}

const SKIP = Symbol('skip');

/** One write in preparation: field errors so far and the uploads waiting to be stored. */
class Draft {
  readonly errors: Record<string, string> = {};
  readonly pending = new Map<string, StoredFile>();

  fail(key: string, message: string) {
    this.errors[key] ??= message;
  }

  /** Runs an upload through the pipeline; its future path, or undefined (and an error). */
  async upload(key: string, field: Field, upload: Upload): Promise<string | undefined> {
    if (field.kind === 'video') return this.store(key, () => checkVideo(upload, field.maxMb));
    if (field.kind === 'document') return this.store(key, () => checkPdf(upload));
    if (field.kind === 'image' || field.kind === 'imageList') {
      return (await this.image(key, upload, field.size))?.path;
    }
    return undefined;
  }

  /** An image through the pipeline: its future path and its size once scaled. */
  async image(key: string, upload: Upload, size: ImageSize) {
    let file: StoredFile | undefined;
    const path = await this.store(key, async () => (file = await processImage(upload, size)));
    return path && file ? { path, width: file.width ?? 0, height: file.height ?? 0 } : undefined;
  }

  private async store(
    key: string,
    make: () => StoredFile | Promise<StoredFile>,
  ): Promise<string | undefined> {
    try {
      const file = await make();
      const path = mediaPathFor(file);
      this.pending.set(path, file);
      return path;
    } catch (err) {
      if (!(err instanceof UploadError)) throw err;
      if (err.status === 413) {
        throw new WriteError(413, 'That upload is too large', { [key]: err.message });
      }
      this.fail(key, err.message);
      return undefined;
    }
  }

  /** A submitted string for a media field: a data URL is uploaded, anything else kept. */
  async mediaString(key: string, field: Field, value: string): Promise<string | undefined> {
    const text = value.trim();
    if (!isDataUrl(text)) return text;
    const { maxBytes, message } =
      field.kind === 'video' || field.kind === 'document'
        ? fileLimit(field)
        : { maxBytes: IMAGE_MAX_BYTES, message: IMAGE_TOO_LARGE_MESSAGE };
    let upload: Upload;
    try {
      upload = decodeDataUrl(text, message, maxBytes);
    } catch (err) {
      // Too large is 413 whichever way the file came, as for a multipart file.
      if (err instanceof UploadError && err.status === 413) {
        throw new WriteError(413, 'That upload is too large', { [key]: message });
      }
      this.fail(
        key,
        field.kind === 'image' || field.kind === 'imageList' ? IMAGE_MESSAGE : message,
      );
      return undefined;
    }
    return this.upload(key, field, upload);
  }
}

/** Splits a comma-joined image list, keeping each `data:…;base64,…` URL in one piece. */
function splitImageList(value: string): string[] {
  const out: string[] = [];
  for (const token of value.split(',')) {
    const last = out.at(-1);
    // The token after a `data:…;base64` header is that URL's payload.
    if (last !== undefined && /^data:[^,]*$/i.test(last))
      out[out.length - 1] = `${last},${token.trim()}`;
    else out.push(token.trim());
  }
  return out;
}

/** Multipart sends lists as text: a JSON array (or, for a list of texts, one per line). */
function parseListText(draft: Draft, key: string, field: Field, value: string): unknown {
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      draft.fail(key, 'Send the list as a JSON array');
      return SKIP;
    }
  }
  if (field.kind === 'stringList') {
    return text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
  }
  if (text === '') return [];
  draft.fail(key, 'Send the list as a JSON array');
  return SKIP;
}

/**
 * Images pasted into rich text arrive as data URLs; each is stored like an uploaded image, so
 * the text keeps a short `/media/` path instead of megabytes of base64, and pages can serve
 * the image's variants. A data URL that is not a real image is an error on the field.
 */
async function storeInlineImages(
  draft: Draft,
  key: string,
  html: string,
  maxLength: number,
): Promise<string> {
  const load = inlineImageLoad(html);
  if (load.images === 0) return html;
  // Refused before anything is decoded: too many images, or text too long to keep anyway.
  if (load.images > MAX_INLINE_IMAGES) {
    draft.fail(key, TOO_MANY_INLINE_IMAGES);
    return html;
  }
  if (load.textLength > maxLength) {
    draft.fail(key, 'This text is too long');
    return html;
  }
  return rewriteImages(html, async (attrs) => {
    const src = (attrs.get('src') ?? '').trim();
    if (!isDataUrl(src)) return undefined;
    let upload: Upload;
    try {
      upload = decodeDataUrl(src, IMAGE_MESSAGE);
    } catch (err) {
      draft.fail(
        key,
        err instanceof UploadError && err.status === 413 ? IMAGE_TOO_LARGE_MESSAGE : IMAGE_MESSAGE,
      );
      return '';
    }
    const image = await draft.image(key, upload, RICH_TEXT_IMAGE);
    return image ? storedImgTag(image.path, attrs.get('alt') ?? '', image.width, image.height) : '';
  });
}

/** Turns what was submitted for one field into the value to validate (SKIP: keep stored). */
async function convert(
  draft: Draft,
  key: string,
  field: Field,
  value: unknown,
  files: Upload[],
): Promise<unknown> {
  switch (field.kind) {
    case 'image':
    case 'video':
    case 'document': {
      const [file] = files;
      if (file) return (await draft.upload(key, field, file)) ?? SKIP;
      if (value === null) return '';
      if (typeof value !== 'string') return value;
      return (await draft.mediaString(key, field, value)) ?? SKIP;
    }
    case 'imageList': {
      if (files.length > 0) {
        const paths = [];
        for (const file of files) paths.push(await draft.upload(key, field, file));
        return paths.every(Boolean) ? paths.join(',') : SKIP;
      }
      if (value === null) return '';
      const parts =
        typeof value === 'string'
          ? splitImageList(value)
          : Array.isArray(value) && value.every((v) => typeof v === 'string')
            ? (value as string[])
            : undefined;
      if (!parts) return value;
      const paths = [];
      for (const part of parts) paths.push(await draft.mediaString(key, field, part));
      if (!paths.every((p) => p !== undefined)) return SKIP;
      return paths.filter(Boolean).join(',');
    }
    case 'richText':
      return typeof value === 'string' ? storeInlineImages(draft, key, value, field.max) : value;
    case 'stringList':
      return typeof value === 'string' ? parseListText(draft, key, field, value) : value;
    case 'list': {
      const list = typeof value === 'string' ? parseListText(draft, key, field, value) : value;
      if (!Array.isArray(list)) return list;
      const items = [];
      for (const [i, item] of list.entries()) {
        if (!isObject(item)) {
          items.push(item);
          continue;
        }
        // An entry may leave out fields: they start empty (a spec without a unit).
        const out = emptyValue(field.fields);
        Object.assign(out, await convertEach(draft, `${key}.${i}`, field.fields, item));
        items.push(out);
      }
      return items;
    }
    case 'group': {
      const group = typeof value === 'string' ? parseJsonObject(draft, key, value) : value;
      // Only what is sent changes: the other keys keep their stored values (prepare).
      return isObject(group) ? convertEach(draft, key, field.fields, group) : group;
    }
    default:
      return value;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** Converts the keys of `value` that `fields` declares; the others are left out. */
async function convertEach(
  draft: Draft,
  key: string,
  fields: Fields,
  value: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [name, sub] of Object.entries(fields)) {
    if (!has(value, name)) continue;
    const converted = await convert(draft, `${key}.${name}`, sub, value[name], []);
    if (converted !== SKIP) out[name] = converted;
  }
  return out;
}

/** A group sent as multipart text: JSON of an object. */
function parseJsonObject(draft: Draft, key: string, text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    if (isObject(value)) return value;
  } catch {
    // Answered below.
  }
  draft.fail(key, 'Must be an object of the layout’s fields, as JSON');
  return SKIP;
}

/**
 * Checks a record's layout group against the fields of the layout it names, keeping only
 * those (each starting empty when not given). Messages are named `details.<field>`.
 */
function checkLayout(draft: Draft, layouts: Layouts, data: Record<string, unknown>) {
  const result = layoutDetails(layouts, data);
  if (!result.success) {
    for (const issue of result.error.issues) {
      draft.fail([layouts.field, ...issue.path.map(String)].join('.'), issue.message);
    }
    return;
  }
  data[layouts.field] = result.data;
}

/** A record's layout group read by its layout's schema (the seeder checks its records with it). */
export function layoutDetails(layouts: Layouts, data: Readonly<Record<string, unknown>>) {
  const fields = layouts.fields[String(data[layouts.by])] ?? {};
  const stored = isObject(data[layouts.field]) ? data[layouts.field] : {};
  return objectOf(fields).safeParse({ ...emptyValue(fields), ...(stored as object) });
}

export interface Prepared {
  data: Record<string, unknown>;
  files: StoredFile[];
}

/**
 * Merges a write into the stored value and validates the result. Throws a 400 with a message
 * per field (`title`, `certifications.0.standard`) when anything is wrong.
 */
export async function prepare(
  def: Writable,
  input: WriteInput,
  stored: Record<string, unknown>,
  required: Readonly<Partial<Record<string, string>>> = {},
): Promise<Prepared> {
  const draft = new Draft();
  const patch: Record<string, unknown> = {};
  const aliasesOf = (name: string) =>
    Object.entries(def.aliases ?? {})
      .filter(([, target]) => target === name)
      .map(([alias]) => alias);

  for (const [name, field] of Object.entries(def.fields)) {
    const keys = [name, ...aliasesOf(name)];
    const valueKey = keys.find((k) => has(input.values, k));
    const files = keys.flatMap((k) => (has(input.files, k) ? (input.files[k] ?? []) : []));
    if (valueKey === undefined && files.length === 0) continue;
    const value = valueKey === undefined ? undefined : input.values[valueKey];
    if (value === undefined && files.length === 0) continue;
    const converted = await convert(draft, name, field, value, files);
    if (converted !== SKIP) patch[name] = converted;
  }

  const merged = { ...stored, ...patch };
  for (const [name, field] of Object.entries(def.fields)) {
    // A group takes what is sent over what it holds: a client may send one of its fields.
    if (field.kind === 'group' && isObject(stored[name]) && isObject(patch[name])) {
      merged[name] = { ...stored[name], ...patch[name] };
    }
  }
  const result = def.schema.safeParse(merged);
  if (result.success) {
    for (const [name, message] of Object.entries(required)) {
      const value = (result.data as Record<string, unknown>)[name];
      if (message && typeof value === 'string' && value.trim() === '') draft.fail(name, message);
    }
    if (def.layouts) checkLayout(draft, def.layouts, result.data as Record<string, unknown>);
  } else {
    for (const issue of result.error.issues) {
      draft.fail(issue.path.map(String).join('.') || 'body', issue.message);
    }
  }
  if (!result.success || Object.keys(draft.errors).length > 0) {
    throw new WriteError(400, 'Some fields need attention', draft.errors);
  }
  return {
    data: sanitizeRecord(def.fields, result.data as Record<string, unknown>),
    files: [...draft.pending.values()],
  };
}

export { emptyValue };
