/**
 * The product sections of before decision 0024 that no longer exist, and where their values
 * go: a database that still holds one moves it onto the records at its next start
 * (server/services/catalogue/catalogue-upgrade.ts), then drops the row. Sections the specs' API still
 * names are kept over their record instead (RecordBacking in content/section.ts) and move by
 * their own `write`.
 */

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
