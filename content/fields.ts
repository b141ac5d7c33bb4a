/**
 * The field vocabulary of the content registry. A field declares, in one place, how a value is
 * validated (its zod schema), how the CMS edits it (kind, label, hint) and, for images, the size
 * the spec hints at — which is also the size seed placeholders are generated at.
 */
import { z } from 'zod';
import { MB, MEDIA_MAX_BYTES } from '../schemas/media';
import { storableString } from '../schemas/text';
import { whatsAppDigits } from './contact-links';

/** A path to a stored media file, relative to the host, e.g. `/media/3f2a….jpg`. */
export const mediaPath = storableString()
  .trim()
  .max(300)
  .refine((v) => v === '' || /^\/media\/[\w.-]+$/.test(v), 'Must be a path under /media/');

/** A stored PDF (`/media/3f2a….pdf`), or `''`: a document field never points at an image. */
export const documentPath = mediaPath.refine(
  (v) => v === '' || v.endsWith('.pdf'),
  'Must be a PDF under /media/',
);

/** Several media paths joined by commas, as the original API stores image lists. */
export const mediaPathList = storableString()
  .trim()
  .max(3000)
  .refine(
    (v) => v === '' || v.split(',').every((p) => /^\/media\/[\w.-]+$/.test(p.trim())),
    'Must be paths under /media/, separated by commas',
  );

/**
 * Whether a path that starts with a slash would leave the site: browsers read `//host` and
 * `/\host` as another host, drop tabs and newlines inside a URL first, and some decode `%2F` and
 * `%5C` before resolving.
 */
function leavesTheSite(path: string): boolean {
  const cleaned = path.replace(/[\t\n\r]/g, '');
  let decoded = cleaned;
  try {
    decoded = decodeURIComponent(cleaned);
  } catch {
    // Not decodable: judged as written.
  }
  return [cleaned, decoded].some((p) => /^[/\\][/\\]/.test(p));
}

/** An internal path (`/products/…`) or an absolute http(s) URL. */
export const linkTarget = storableString()
  .trim()
  .max(500)
  .refine(
    (v) => v === '' || v.startsWith('/') || /^https?:\/\//.test(v),
    'Must start with / or http(s)://',
  )
  .refine(
    (v) => !v.startsWith('/') || !leavesTheSite(v),
    'A link to another site must start with https://',
  );

export interface ImageSize {
  width: number;
  height: number;
  /** The spec's size hint in KB, shown to editors. */
  maxKb?: number;
}

interface FieldBase<S extends z.ZodType> {
  label: string;
  /** Shown beside the input in the CMS (the spec's red hints). */
  hint?: string;
  schema: S;
}

export interface TextField extends FieldBase<z.ZodString> {
  kind: 'text' | 'textarea' | 'email' | 'phone' | 'link';
}
export interface RichTextField extends FieldBase<z.ZodString> {
  kind: 'richText';
  /** Characters the stored HTML may hold (images pasted into it are checked against it first). */
  max: number;
}
export interface ImageField extends FieldBase<z.ZodType<string>> {
  kind: 'image';
  size: ImageSize;
}
/** Several images stored comma-joined; `size` is the first image's, the others may differ. */
export interface ImageListField extends FieldBase<z.ZodType<string>> {
  kind: 'imageList';
  size: ImageSize;
}
export interface VideoField extends FieldBase<z.ZodType<string>> {
  kind: 'video';
  maxMb: number;
}
/** A PDF (a datasheet, a catalogue); `maxMb` is the cap every document upload has. */
export interface DocumentField extends FieldBase<z.ZodType<string>> {
  kind: 'document';
  maxMb: number;
}
/**
 * `I` keeps whether a choice has an initial value in its type: a collection's column for one
 * without has no default (server/db/collection-table.ts), and its insert type says so.
 */
export interface ChoiceField<I extends string | undefined = string | undefined>
  extends FieldBase<z.ZodType<string>> {
  kind: 'choice';
  options: readonly { value: string; label: string }[];
  /** The value of a new record or list entry that does not choose. */
  initial?: I;
}
export interface StringListField extends FieldBase<z.ZodArray<z.ZodString>> {
  kind: 'stringList';
}
export interface ListField<F extends Fields = Fields>
  extends FieldBase<z.ZodArray<z.ZodObject<ShapeOf<F>>>> {
  kind: 'list';
  /** What one entry is called in the CMS ("Model", "Gland type"). */
  itemLabel: string;
  fields: F;
}

/**
 * Fields kept together as one object (a product's layout details): the union of what every
 * variant may hold. Which of them a record holds, and their rules, is chosen by another field
 * of the record (CollectionDef.variants); the walkers here only visit what is there.
 */
export interface GroupField<F extends Fields = Fields>
  extends FieldBase<z.ZodType<Record<string, unknown>>> {
  kind: 'group';
  fields: F;
}

export type Field =
  | TextField
  | RichTextField
  | ImageField
  | ImageListField
  | VideoField
  | DocumentField
  | ChoiceField
  | StringListField
  | ListField<Fields>
  | GroupField<Fields>;
export type Fields = { [name: string]: Field };
export type ShapeOf<F extends Fields> = { [K in keyof F]: F[K]['schema'] };

/** Turns a field map into the zod object that validates a whole value. */
export function objectOf<F extends Fields>(fields: F): z.ZodObject<ShapeOf<F>> {
  const shape = Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.schema]));
  return z.object(shape) as z.ZodObject<ShapeOf<F>>;
}

interface TextOptions {
  hint?: string;
  max?: number;
}

/** A text's options; its limit alone is written as a number (`field.text('Heading', 120)`). */
type TextLimit = TextOptions | number;
const textOptions = (o: TextLimit): TextOptions => (typeof o === 'number' ? { max: o } : o);

const singleSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const nestedSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

const plain = (max: number) => storableString().trim().max(max, `Keep it under ${max} characters`);

export const field = {
  text: (label: string, limit: TextLimit = {}): TextField => {
    const o = textOptions(limit);
    return { kind: 'text', label, hint: o.hint, schema: plain(o.max ?? 200) };
  },
  textarea: (label: string, limit: TextLimit = {}): TextField => {
    const o = textOptions(limit);
    return { kind: 'textarea', label, hint: o.hint, schema: plain(o.max ?? 4000) };
  },
  email: (label: string): TextField => ({
    kind: 'email',
    label,
    schema: storableString()
      .trim()
      .max(200)
      .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid e-mail address'),
  }),
  phone: (label: string): TextField => ({
    kind: 'phone',
    label,
    schema: storableString()
      .trim()
      .max(40)
      .refine((v) => v === '' || /^\+?[\d\s()-]{7,}$/.test(v), 'Enter a valid phone number'),
  }),
  /** A number visitors chat with on WhatsApp; empty means no WhatsApp buttons. */
  whatsApp: (label: string, o: { hint?: string } = {}): TextField => ({
    kind: 'phone',
    label,
    hint: o.hint,
    schema: storableString()
      .trim()
      .max(40, 'Enter a valid phone number')
      .refine(
        (v) => v === '' || whatsAppDigits(v) !== undefined,
        'Enter the number in international form, e.g. +234 803 123 4567',
      ),
  }),
  link: (label: string, o: TextOptions = {}): TextField => ({
    kind: 'link',
    label,
    hint: o.hint,
    schema: linkTarget as unknown as z.ZodString,
  }),
  richText: (label: string, o: TextOptions = {}): RichTextField => ({
    kind: 'richText',
    label,
    hint: o.hint,
    max: o.max ?? 100_000,
    schema: storableString().max(o.max ?? 100_000, 'This text is too long'),
  }),
  image: (label: string, size: ImageSize): ImageField => ({
    kind: 'image',
    label,
    size,
    hint: sizeHint(size),
    schema: mediaPath,
  }),
  imageList: (label: string, size: ImageSize, hint?: string): ImageListField => ({
    kind: 'imageList',
    label,
    size,
    hint: hint ?? sizeHint(size),
    schema: mediaPathList,
  }),
  video: (label: string, maxMb: number): VideoField => ({
    kind: 'video',
    label,
    maxMb,
    hint: `MP4 or WebM, max ${maxMb} MB`,
    schema: mediaPath,
  }),
  /** A PDF file; `hint` says what it is for, the size limit is added to it. */
  document: (label: string, o: { hint?: string } = {}): DocumentField => {
    const maxMb = MEDIA_MAX_BYTES.document / MB;
    return {
      kind: 'document',
      label,
      maxMb,
      hint: o.hint ? `${o.hint} (PDF, max ${maxMb} MB)` : `PDF, max ${maxMb} MB`,
      schema: documentPath,
    };
  },
  choice: <const I extends string | undefined = undefined>(
    label: string,
    options: readonly { value: string; label: string }[],
    o: { initial?: I; hint?: string } = {},
  ): ChoiceField<NoInfer<I>> => ({
    kind: 'choice',
    label,
    hint: o.hint,
    options,
    initial: o.initial,
    schema: storableString()
      .trim()
      .toLowerCase()
      .refine(
        (v) => options.some((o) => o.value === v),
        `Choose one of: ${options.map((o) => o.label).join(', ')}`,
      ),
  }),
  /**
   * The address part of a record's page: lower-case words joined by hyphens, or several such
   * segments joined by `/` when `nested`; empty means "make one from the name".
   */
  slug: (label: string, o: { hint?: string; nested?: boolean } = {}): TextField => ({
    kind: 'text',
    label,
    hint: o.hint,
    schema: storableString()
      .trim()
      .toLowerCase()
      .max(160, 'Keep the address under 160 characters')
      .refine(
        (v) => v === '' || (o.nested ? nestedSlug : singleSlug).test(v),
        o.nested
          ? 'Use lower-case letters, digits and hyphens, with / between parts'
          : 'Use lower-case letters, digits and hyphens',
      ),
  }),
  stringList: (label: string, limit: TextLimit = {}): StringListField => {
    const o = textOptions(limit);
    return {
      kind: 'stringList',
      label,
      hint: o.hint,
      schema: z.array(plain(o.max ?? 300)).max(100),
    };
  },
  list: <F extends Fields>(label: string, itemLabel: string, fields: F): ListField<F> => ({
    kind: 'list',
    label,
    itemLabel,
    fields,
    schema: z.array(objectOf(fields)).max(200),
  }),
  /** See GroupField: each key is checked by the variant's own schema, not here. */
  group: <F extends Fields>(
    label: string,
    fields: F,
    o: { hint?: string } = {},
  ): GroupField<F> => ({
    kind: 'group',
    label,
    hint: o.hint,
    fields,
    schema: z.record(z.string(), z.unknown()),
  }),
};

/** The value a new record starts from: empty texts and lists, and each choice's initial value. */
export function emptyValue(fields: Fields): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, f]) => [
      name,
      f.kind === 'list' || f.kind === 'stringList'
        ? []
        : f.kind === 'group'
          ? {}
          : f.kind === 'choice'
            ? (f.initial ?? '')
            : '',
    ]),
  );
}

function sizeHint({ width, height, maxKb }: ImageSize): string {
  return maxKb ? `max ${maxKb}KB, ${width}x${height}` : `${width}x${height}`;
}
