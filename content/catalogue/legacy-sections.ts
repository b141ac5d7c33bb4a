/**
 * The product sections of before decision 0024 that no longer exist, and where their values
 * go: a database that still holds one moves it onto the records at its next start
 * (server/services/catalogue-upgrade.ts), then drops the row. Sections the specs' API still
 * names are kept over their record instead (RecordBacking in content/section.ts) and move by
 * their own `write`.
 */
import { htmlToPlainText, plainTextToHtml } from '../plain-text';
import type { RecordBacking } from '../section';

export interface LegacyMove {
  collection: 'products' | 'productFamilies';
  /** A product's family and slug, or a family's slug. */
  record: { family?: string; slug: string };
  /**
   * The record's fields it sets; `details` is merged into the record's. A function is given
   * the record as it is (to keep what the old value does not hold, e.g. more photos).
   */
  patch:
    | Record<string, unknown>
    | ((record: Readonly<Record<string, unknown>>) => Record<string, unknown>);
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
          : plainTextToHtml(text(value, 'description')),
        images: text(value, shape.images),
        ...(shape.features ? { details: { features: text(value, 'features') } } : {}),
        downloads: url ? [{ title: `${name} catalogue`, url }, ...others] : others,
      };
    },
  };
}
