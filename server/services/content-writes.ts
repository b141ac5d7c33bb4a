/**
 * Editors' writes to sections and collections: one set of rules for every section and
 * collection of the registry (DESIGN §3, §4).
 *
 * A write names any subset of fields, under their names or the aliases the registry declares
 * (`responsibilty`, `imageUrl`, `videoUrl`…); fields not named keep their stored values and
 * unknown keys are ignored. Image and video fields take a stored `/media/…` path (kept), `''`
 * (cleared), a `data:` URL or uploaded files, which go through the upload pipeline. The merged
 * value is validated with the registry's zod schema, rich text is sanitised, and uploads are
 * stored only once the whole write is valid.
 */
import { caseStudyCategories } from '../../content/case-study-categories';
import type { Field, Fields } from '../../content/fields';
import {
  collections,
  sectionsByKey,
  type CollectionName,
  type SectionKey,
} from '../../content/registry';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { mediaPathFor, type MediaStore, type StoredFile } from '../media/media-store';
import {
  checkVideo,
  decodeDataUrl,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  isDataUrl,
  MB,
  processImage,
  UploadError,
  videoMessage,
  type Upload,
} from '../media/uploads';
import { collectionsRepo, type CollectionInsert } from '../repositories/collections-repo';
import { sectionsRepo } from '../repositories/sections-repo';
import { toRecord, type CollectionRecord, type SectionValue } from './content-service';
import { sanitizeRecord } from './rich-text';
import { caseStudySlug } from './slug';

/** What a request submitted, by payload key. */
export interface WriteInput {
  /** JSON values; from multipart, a string per text part (strings when a part is repeated). */
  values: Record<string, unknown>;
  /** Uploaded files, in the order they were sent. */
  files: Record<string, Upload[]>;
}

export interface Editor {
  username: string;
}

export class WriteError extends Error {
  constructor(
    readonly status: 400 | 404 | 413,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** What the rules need of a section or collection declaration. */
export interface Writable {
  title: string;
  fields: Fields;
  aliases?: Readonly<Record<string, string>>;
  schema: z.ZodObject;
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
  if (field?.kind === 'video') {
    return { maxBytes: field.maxMb * MB, message: videoMessage(field.maxMb) };
  }
  return undefined;
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
    try {
      let file: StoredFile;
      if (field.kind === 'video') file = checkVideo(upload, field.maxMb);
      else if (field.kind === 'image' || field.kind === 'imageList') {
        file = await processImage(upload, field.size);
      } else return undefined;
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
    const message = field.kind === 'video' ? videoMessage(field.maxMb) : IMAGE_MESSAGE;
    let upload: Upload;
    try {
      upload = decodeDataUrl(text, message);
    } catch {
      this.fail(key, message);
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
    case 'video': {
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
    case 'stringList':
      return typeof value === 'string' ? parseListText(draft, key, field, value) : value;
    case 'list': {
      const list = typeof value === 'string' ? parseListText(draft, key, field, value) : value;
      if (!Array.isArray(list)) return list;
      const items = [];
      for (const [i, item] of list.entries()) {
        if (!item || typeof item !== 'object' || Array.isArray(item)) {
          items.push(item);
          continue;
        }
        const out: Record<string, unknown> = {};
        for (const [name, sub] of Object.entries(field.fields)) {
          if (!has(item, name)) continue;
          const converted = await convert(
            draft,
            `${key}.${i}.${name}`,
            sub,
            (item as Record<string, unknown>)[name],
            [],
          );
          if (converted !== SKIP) out[name] = converted;
        }
        items.push(out);
      }
      return items;
    }
    default:
      return value;
  }
}

interface Prepared {
  data: Record<string, unknown>;
  files: StoredFile[];
}

/**
 * Merges a write into the stored value and validates the result. Throws a 400 with a message
 * per field (`title`, `certifications.0.standard`) when anything is wrong.
 */
async function prepare(
  def: Writable,
  input: WriteInput,
  stored: Record<string, unknown>,
  required: Record<string, string> = {},
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
  const result = def.schema.safeParse(merged);
  if (result.success) {
    for (const [name, message] of Object.entries(required)) {
      const value = (result.data as Record<string, unknown>)[name];
      if (typeof value === 'string' && value.trim() === '') draft.fail(name, message);
    }
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

/** The value a new record starts from: empty texts and lists. */
function emptyValue(fields: Fields): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, f]) => [
      name,
      f.kind === 'list' || f.kind === 'stringList' ? [] : '',
    ]),
  );
}

/** Fields a record cannot be without, with the message when one is empty. */
const requiredFields: Record<CollectionName, Record<string, string>> = {
  blogPosts: { title: 'Enter a title' },
  caseStudies: { title: 'Enter a title' },
  partners: { partner: 'Upload a logo' },
  atexPowerPanels: { title: 'Enter a title' },
};

const categorySlugs = caseStudyCategories.map((c) => c.slug);

const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export function createContentWriteService(db: Db, media: MediaStore) {
  const sections = sectionsRepo(db);
  const records = collectionsRepo(db);

  const store = (files: StoredFile[]) => Promise.all(files.map((f) => media.save(f)));

  /** A case study's slug: from its title, never a category's, `-2`, `-3`… on a clash. */
  async function freeSlug(title: string, exceptId?: string): Promise<string> {
    const base = caseStudySlug(title, categorySlugs);
    const taken = new Set(
      (await records.slugsLike(base)).filter((r) => r.id !== exceptId).map((r) => r.slug),
    );
    if (!taken.has(base)) return base;
    let n = 2;
    while (taken.has(`${base}-${n}`)) n++;
    return `${base}-${n}`;
  }

  /** Runs a write that may lose a race for a slug, a few times. */
  async function retryingSlugClash<T>(write: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write();
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= 5) throw err;
      }
    }
  }

  const collectionValue = (name: CollectionName, row: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(collections[name].fields).map((k) => [k, row[k]]));

  const notFound = (what: string, id: string) =>
    new WriteError(404, `${what} ${id} does not exist`);

  return {
    /** Updates a section; `id` must be its fixed id. Answers the stored value with `_id`. */
    async updateSection<K extends SectionKey>(
      key: K,
      id: string,
      input: WriteInput,
      editor: Editor,
    ): Promise<SectionValue<K>> {
      const section = sectionsByKey.get(key);
      if (!section) throw new WriteError(404, `There is no section ${key}`);
      const row = await sections.byKey(key);
      if (!row || row.id !== id) throw notFound(section.title, id);
      const { data, files } = await prepare(section, input, row.data);
      await store(files);
      const updated = await sections.update(id, data, editor.username);
      if (!updated) throw notFound(section.title, id);
      return { ...updated.data, _id: updated.id } as SectionValue<K>;
    },

    async createRecord<N extends CollectionName>(
      name: N,
      input: WriteInput,
    ): Promise<CollectionRecord<N>> {
      const collection = collections[name];
      const { data, files } = await prepare(
        collection,
        input,
        emptyValue(collection.fields),
        requiredFields[name],
      );
      await store(files);
      const position = await records.nextPosition(name);
      const row = await retryingSlugClash(async () =>
        records.insert(name, {
          ...data,
          position,
          ...(name === 'caseStudies' ? { slug: await freeSlug(String(data.title)) } : {}),
        } as CollectionInsert<N>),
      );
      return toRecord(row);
    },

    /** Several partner logos at once: one partner per uploaded file, all or none. */
    async createPartners(input: WriteInput): Promise<CollectionRecord<'partners'>[]> {
      const collection = collections.partners;
      const uploads = Object.entries(input.files).flatMap(([key, files]) =>
        fieldFor(collection, key)?.name === 'partner' ? files : [],
      );
      if (uploads.length <= 1) return [await this.createRecord('partners', input)];
      const rawNames = input.values.name;
      const names = Array.isArray(rawNames) ? rawNames : [rawNames];
      const prepared: Prepared[] = [];
      for (const [i, upload] of uploads.entries()) {
        const name: unknown = names[i] ?? '';
        prepared.push(
          await prepare(
            collection,
            { values: { name }, files: { partner: [upload] } },
            emptyValue(collection.fields),
            requiredFields.partners,
          ),
        );
      }
      await store(prepared.flatMap((p) => p.files));
      const first = await records.nextPosition('partners');
      const rows = await records.insertMany(
        'partners',
        prepared.map(
          (p, i) => ({ ...p.data, position: first + i }) as CollectionInsert<'partners'>,
        ),
      );
      return rows.map((row) => toRecord(row));
    },

    async updateRecord<N extends CollectionName>(
      name: N,
      id: string,
      input: WriteInput,
    ): Promise<CollectionRecord<N>> {
      const collection = collections[name];
      const row = await records.byId(name, id);
      if (!row) throw notFound(`${collection.title} record`, id);
      const stored = collectionValue(name, row as Record<string, unknown>);
      const { data, files } = await prepare(collection, input, stored, requiredFields[name]);
      await store(files);
      const updated = await retryingSlugClash(async () => {
        const patch: Record<string, unknown> = { ...data };
        // The slug follows the title (links to the old title's page stop working).
        if (name === 'caseStudies' && data.title !== stored.title) {
          patch.slug = await freeSlug(String(data.title), id);
        }
        return records.update(name, id, patch as Partial<CollectionInsert<N>>);
      });
      if (!updated) throw notFound(`${collection.title} record`, id);
      return toRecord(updated);
    },

    async deleteRecord(name: CollectionName, id: string): Promise<void> {
      if (!(await records.remove(name, id))) {
        throw notFound(`${collections[name].title} record`, id);
      }
    },
  };
}

export type ContentWriteService = ReturnType<typeof createContentWriteService>;
