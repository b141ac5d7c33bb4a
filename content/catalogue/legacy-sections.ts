/**
 * The product sections of before decision 0024 that no longer exist, and where their values
 * go: a database that still holds one moves it onto the records at its next start
 * (server/services/catalogue-upgrade.ts), then drops the row. Sections the specs' API still
 * names are kept over their record instead (RecordBacking in content/section.ts) and move by
 * their own `write`.
 */
import { decodeEntities } from '../html-entities';
import type { RecordBacking } from '../section';

export interface LegacyMove {
  collection: 'products' | 'productFamilies';
  /** A product's family and slug, or a family's slug. */
  record: { family?: string; slug: string };
  /** The record's fields it sets; `details` is merged into the record's. */
  patch: Record<string, unknown>;
}

export interface LegacySection {
  key: string;
  moves: (value: Readonly<Record<string, unknown>>) => LegacyMove[];
}

/** A string field of an old value, or '' (old values were validated by their own schema). */
export const text = (value: Readonly<Record<string, unknown>>, name: string): string => {
  const v = value[name];
  return typeof v === 'string' ? v : '';
};

/** A list field of an old value, or []. */
export const entries = (
  value: Readonly<Record<string, unknown>>,
  name: string,
): Record<string, unknown>[] => {
  const v = value[name];
  return Array.isArray(v) ? (v as Record<string, unknown>[]) : [];
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text from a textarea (paragraphs split by blank lines) as rich text paragraphs. */
export const paragraphsHtml = (plain: string): string =>
  plain
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');

/** Rich text as a textarea shows it: blocks become paragraphs split by blank lines. */
export const plainText = (html: string): string =>
  decodeEntities(
    html
      .replace(/<li\b[^>]*>/gi, '\n\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(?:p|div|h[1-6]|ul|ol|li|blockquote)>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  )
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');

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
        description: shape.richDescription ? body : plainText(body),
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
          : paragraphsHtml(text(value, 'description')),
        images: text(value, shape.images),
        ...(shape.features ? { details: { features: text(value, 'features') } } : {}),
        downloads: url ? [{ title: `${name} catalogue`, url }, ...others] : others,
      };
    },
  };
}
