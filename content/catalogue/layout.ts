/**
 * A page layout of the catalogue (docs/decisions/0024): a product's or a family's template. What
 * the layout shows beyond the record's common fields is declared here as fields, stored in the
 * record's `details` and checked against this layout's schema on every write.
 */
import type { z } from 'zod';
import { objectOf, type Fields, type ShapeOf } from '../fields';

export interface LayoutDef<V extends string = string, F extends Fields = Fields> {
  value: V;
  /**
   * What editors choose in "Page layout". A select cannot wrap its choice, so it is kept short
   * (24 characters at most) to show uncut on a 320 px phone.
   */
  label: string;
  /** The layout's own fields, kept in the record's `details`. */
  fields: F;
  /**
   * The fields the comparison at /products/compare lines up for a product drawn with this
   * layout, in this order, below its specifications (docs/decisions/0050). A list whose entries
   * are a name and a value (a properties table) gives a row per name; any other field one row.
   */
  compare?: readonly (keyof F & string)[];
  /**
   * The fields a product's datasheet (`<its page>/datasheet.pdf`, docs/decisions/0052) prints
   * below its specifications, in this order: words as the comparison reads them, a list of a
   * name and a value per entry as a table, rich text as plain paragraphs.
   */
  datasheet?: readonly (keyof F & string)[];
}

export interface Layout<V extends string = string, F extends Fields = Fields>
  extends LayoutDef<V, F> {
  schema: z.ZodObject<ShapeOf<F>>;
}

export function defineLayout<const V extends string, F extends Fields>(
  def: LayoutDef<V, F>,
): Layout<V, F> {
  return { ...def, schema: objectOf(def.fields) };
}

/** The details a layout's record holds, as its schema reads them. */
export type DetailsOf<L extends Layout> = z.output<L['schema']>;

/**
 * Every field any of `layouts` declares, for the code that walks a record's values (uploads,
 * sanitising, media in use, search words). Two layouts naming the same field must declare it
 * alike (tests/unit/catalogue-layouts.test.ts).
 */
export function unionOfFields(layouts: readonly Layout[]): Fields {
  const out: Fields = {};
  for (const layout of layouts) Object.assign(out, layout.fields);
  return out;
}

/** The fields of each layout by its value, for the write rules. */
export const fieldsByLayout = (layouts: readonly Layout[]): Record<string, Fields> =>
  Object.fromEntries(layouts.map((l) => [l.value, l.fields]));
