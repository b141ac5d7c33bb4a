/**
 * Turns a stored section value into what a page renders: every image field becomes a
 * `MediaImg` (path, intrinsic size and responsive variants), every image list an array of
 * them, every document a `MediaDocument` (path, type and size) or null when empty. Components
 * then never need to know which field held which file.
 */
import type { z } from 'zod';
import type { MediaDocument } from './documents';
import type {
  DocumentField,
  Field,
  Fields,
  ImageField,
  ImageListField,
  ImageSize,
  ListField,
} from './fields';
import type { MediaImg } from './media';
import { RICH_TEXT_IMAGE, responsiveRichText, richTextImagePaths } from './rich-text-images';

export type ResolvedField<F extends Field> = F extends ImageField
  ? MediaImg
  : F extends ImageListField
    ? MediaImg[]
    : F extends DocumentField
      ? MediaDocument | null
      : F extends ListField<infer G>
        ? Resolved<G>[]
        : z.infer<F['schema']>;

export type Resolved<F extends Fields> = { [K in keyof F]: ResolvedField<F[K]> };

/** What is known of a stored file; without it an image renders at its field's size hint. */
export interface StoredImage {
  width: number | null;
  height: number | null;
  variants: number[];
  alt?: string;
  /** The stored file's size and type (a document's link says "PDF · 1.2 MB"). */
  bytes?: number;
  mime?: string;
}
export type MediaLookup = ReadonlyMap<string, StoredImage>;

const splitList = (value: unknown) =>
  (typeof value === 'string' ? value : '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

export function mediaImg(src: string, size: ImageSize, media?: MediaLookup): MediaImg {
  const stored = media?.get(src);
  // The stored size is the truth (an upload may be narrower than the hint); both must be known.
  const alt = stored?.alt === undefined ? {} : { alt: stored.alt };
  return stored?.width && stored.height
    ? { src, width: stored.width, height: stored.height, variants: stored.variants, ...alt }
    : { src, width: size.width, height: size.height, variants: [], ...alt };
}

/** A stored document path as a page links to it; null when the field is empty. */
export function mediaDocument(src: string, media?: MediaLookup): MediaDocument | null {
  if (!src) return null;
  const stored = media?.get(src);
  // Only PDFs are accepted into document fields, so that is the type when the library has no row.
  return { href: src, mime: stored?.mime ?? 'application/pdf', bytes: stored?.bytes ?? null };
}

function resolveField(field: Field, value: unknown, media?: MediaLookup): unknown {
  switch (field.kind) {
    case 'document':
      return mediaDocument(typeof value === 'string' ? value.trim() : '', media);
    case 'image':
      return mediaImg(typeof value === 'string' ? value : '', field.size, media);
    case 'imageList':
      return splitList(value).map((p) => mediaImg(p, field.size, media));
    case 'richText':
      return typeof value === 'string'
        ? responsiveRichText(value, (src) => {
            const image = mediaImg(src, RICH_TEXT_IMAGE, media);
            return image.variants.length > 0 || image.alt !== undefined ? image : undefined;
          })
        : value;
    case 'list':
      return Array.isArray(value)
        ? value.map((item) => resolveImages(field.fields, item as Record<string, unknown>, media))
        : [];
    case 'group':
      return value && typeof value === 'object'
        ? resolveImages(field.fields, value as Record<string, unknown>, media, {
            onlyPresent: true,
          })
        : {};
    default:
      return value;
  }
}

export function resolveImages<F extends Fields>(
  fields: F,
  value: Record<string, unknown>,
  media?: MediaLookup,
  // A group holds only its layout's fields: the others of the union stay out.
  { onlyPresent = false }: { onlyPresent?: boolean } = {},
): Resolved<F> {
  const out: Record<string, unknown> = { ...value };
  for (const [name, field] of Object.entries(fields)) {
    if (onlyPresent && !Object.hasOwn(value, name)) continue;
    out[name] = resolveField(field, value[name], media);
  }
  return out as Resolved<F>;
}

/**
 * Every image and document path a value holds, so what is stored of them (sizes, variants,
 * bytes and type) can be read in one query.
 */
export function imagePaths(fields: Fields, value: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const v = value[name];
    if (field.kind === 'image' || field.kind === 'document') {
      if (typeof v === 'string' && v.trim()) out.push(v.trim());
    } else if (field.kind === 'imageList') out.push(...splitList(v));
    else if (field.kind === 'richText' && typeof v === 'string') out.push(...richTextImagePaths(v));
    else if (field.kind === 'list' && Array.isArray(v)) {
      for (const item of v) out.push(...imagePaths(field.fields, item as Record<string, unknown>));
    } else if (field.kind === 'group' && v && typeof v === 'object') {
      out.push(...imagePaths(field.fields, v as Record<string, unknown>));
    }
  }
  return out;
}
