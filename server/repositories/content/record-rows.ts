/**
 * A record's values as generic code holds them, as a row of its collection's table. The write
 * preparation and the seeder walk a collection's fields at run time, so the values they checked
 * against its schema are typed `Record<string, unknown>`, as is a row the trash kept as JSON.
 * Here they meet the table's types (CollectionInsert, from the table built from the same
 * declaration): only the table's columns are kept, and a row without a value its table cannot
 * default is refused before it reaches the database.
 */
import { getTableColumns } from 'drizzle-orm';
import type { CollectionName } from '../../../content/registry';
import { collectionTables } from '../../db/collection-tables';

export type CollectionInsert<N extends CollectionName> =
  (typeof collectionTables)[N]['table']['$inferInsert'];

/** The values of `values` that are columns of the table; every column when `whole`. */
function columnValues(
  name: CollectionName,
  values: Readonly<Record<string, unknown>>,
  whole: boolean,
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(collectionTables[name].table))) {
    if (Object.hasOwn(values, key) && values[key] !== undefined) row[key] = values[key];
    else if (whole && column.notNull && !column.hasDefault) {
      throw new Error(`A record of ${name} needs a value for ${key}`);
    }
  }
  return row;
}

/**
 * A new record's row. The cast is the one place where the checked values take the table's
 * type: the compiler cannot follow a value through a walk of the fields (docs/decisions/0056).
 */
export const recordRow = <N extends CollectionName>(
  name: N,
  values: Readonly<Record<string, unknown>>,
): CollectionInsert<N> => columnValues(name, values, true) as CollectionInsert<N>;

/** The columns a change to a record sets; see recordRow for the cast. */
export const recordPatch = <N extends CollectionName>(
  name: N,
  values: Readonly<Record<string, unknown>>,
): Partial<CollectionInsert<N>> =>
  columnValues(name, values, false) as Partial<CollectionInsert<N>>;
