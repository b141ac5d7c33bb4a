/**
 * Reading and writing a product record's common fields the way an old section held them
 * (decision 0024): the sections kept over records and the moves of old section values use these.
 */
import { htmlToPlainText, plainTextToHtml } from '../plain-text';
import type { RecordBacking } from '../section';
import { text } from './legacy-sections';

const photos = (images: unknown): string[] =>
  typeof images === 'string' ? images.split(',').flatMap((p) => p.trim() || []) : [];

/** A record's main photo: the first of its photos, or ''. */
export const mainImage = (images: unknown): string => photos(images)[0] ?? '';

/** A record's photos with `image` as the main one, the others kept; '' changes nothing. */
function withMainImage(images: unknown, image: string): string {
  const [, ...more] = photos(images);
  return image ? [image, ...more].join(',') : photos(images).join(',');
}

/** A rich-text body as the plain text of a description field. */
export const plainBody = (body: unknown): string =>
  typeof body === 'string' ? htmlToPlainText(body) : '';

/**
 * A description field's plain text as a rich-text body: the record's own body when the text is
 * what it already reads as (so its formatting stays), else paragraphs of the text.
 */
const richBody = (plain: string, body: unknown): string =>
  plainBody(body) === plain ? String(body) : plainTextToHtml(plain);

/** A product's downloads with `url` as its catalogue, the first link; no address changes nothing. */
function withCatalogue(downloads: unknown, url: string): { title: string; url: string }[] {
  const links = Array.isArray(downloads) ? (downloads as { title: string; url: string }[]) : [];
  if (!url) return links;
  const [first, ...more] = links;
  return [{ title: first?.title || 'Catalogue', url }, ...more];
}

/** The names an old page's section gave a product's common fields. */
interface PageFieldNames {
  name: string;
  /** Plain text, the record's rich-text body. */
  description: string;
  /** The main photo. */
  image: string;
  summary?: string;
  /** The first download link. */
  catalogueUrl?: string;
}

/**
 * A product's common fields from an old page's section value (its fields named by `names`),
 * keeping what the record holds that the value does not say (its formatting, its other photos
 * and links).
 */
export function pageFields(
  record: Readonly<Record<string, unknown>>,
  value: Readonly<Record<string, unknown>>,
  names: PageFieldNames,
) {
  const { summary, catalogueUrl } = names;
  return {
    name: text(value, names.name),
    body: richBody(text(value, names.description), record.body),
    images: withMainImage(record.images, text(value, names.image)),
    ...(summary ? { summary: text(value, summary) } : {}),
    ...(catalogueUrl
      ? { downloads: withCatalogue(record.downloads, text(value, catalogueUrl)) }
      : {}),
  };
}

/**
 * A family's fields from an old landing section: its heading as the family's name (an empty one
 * keeps it), its intro (if it had one) as the landing's introduction, and `details` of its own.
 */
export function landingFields(
  value: Readonly<Record<string, unknown>>,
  details: Readonly<Record<string, unknown>> = {},
) {
  const heading = text(value, 'heading');
  return {
    ...(heading ? { name: heading } : {}),
    details: { ...('intro' in value ? { landingIntro: text(value, 'intro') } : {}), ...details },
  };
}

interface ProductPageShape {
  family: string;
  slug: string;
  /** The section's name for the product's photos (`siemensSivaconImages`). */
  images: string;
  /** Whether the section's description is rich text (else a textarea's plain text). */
  richDescription?: boolean;
  /** Whether the section has the layout's `features` box. */
  features?: boolean;
}

const downloadsOf = (record: Readonly<Record<string, unknown>>) =>
  Array.isArray(record.downloads) ? (record.downloads as { title: string; url: string }[]) : [];

/**
 * A product page of the specs' API (title, description, images, features, catalogueUrl) over
 * its product record: title is the name, description the body, the images its photos,
 * features its layout's box, the catalogue link its first download link.
 */
export function productPageBacking(shape: ProductPageShape): RecordBacking {
  return {
    collection: 'products',
    record: { family: shape.family, slug: shape.slug },
    read: (record) => {
      const body = text(record, 'body');
      const details = (record.details ?? {}) as Record<string, unknown>;
      return {
        title: text(record, 'name'),
        description: shape.richDescription ? body : htmlToPlainText(body),
        [shape.images]: text(record, 'images'),
        ...(shape.features ? { features: text(details, 'features') } : {}),
        catalogueUrl: downloadsOf(record)[0]?.url ?? '',
      };
    },
    write: (value, record) => {
      const url = text(value, 'catalogueUrl');
      const [, ...others] = downloadsOf(record);
      const name = text(value, 'title');
      return {
        name,
        body: shape.richDescription
          ? text(value, 'description')
          : richBody(text(value, 'description'), record.body),
        images: text(value, shape.images),
        ...(shape.features ? { details: { features: text(value, 'features') } } : {}),
        downloads: url ? [{ title: `${name} catalogue`, url }, ...others] : others,
      };
    },
  };
}
