/**
 * A collection's table, built from its registry declaration (docs/decisions/0056): the shared
 * record columns, then a column per field, named as the field in snake_case. Text kinds are
 * `text`, lists and groups `jsonb` typed by the field's schema; every column is NOT NULL, with
 * the value a new record starts from (`emptyValue`) as its default, except where a record
 * cannot be without a value of its own (a `required` field, the slug, a choice with no initial
 * value). The declaration's `slug` makes the slug column and its unique key, its `references`
 * the foreign keys. So a field is added by declaring it, then `npm run db:generate`.
 */
import type {
  $Type,
  BuildColumns,
  BuildExtraConfigColumns,
  HasDefault,
  NotNull,
} from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  text,
  unique,
  type AnyPgColumn,
  type ExtraConfigColumn,
  type PgColumnBuilderBase,
  type PgJsonbBuilderInitial,
  type PgTableExtraConfigValue,
  type PgTableWithColumns,
  type PgTextBuilderInitial,
} from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CollectionDef } from '../../content/collection';
import { emptyValue, type ChoiceField, type Field, type Fields } from '../../content/fields';
import { record } from './columns';

/** What a table is built from: the parts of a collection declaration that shape its rows. */
export type TableDeclaration = Pick<
  CollectionDef<string, Fields>,
  'fields' | 'required' | 'slug' | 'references'
>;

/** `blogPosts` → `blog_posts`: table and column names. */
const snakeCase = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

type TextColumn = NotNull<PgTextBuilderInitial<'', [string, ...string[]]>>;
type JsonColumn<T> = HasDefault<NotNull<$Type<PgJsonbBuilderInitial<''>, T>>>;

/** Lists and groups are kept as JSON; every other kind is text. */
type JsonKind = 'list' | 'stringList' | 'group';
const isJson = (field: Field) =>
  field.kind === 'list' || field.kind === 'stringList' || field.kind === 'group';

/** The fields a record cannot be without: no default stands in for them. */
type Given<C extends TableDeclaration> =
  | keyof NonNullable<C['required']>
  | ([NonNullable<C['slug']>] extends [never] ? never : 'slug')
  | {
      [K in keyof C['fields']]: C['fields'][K] extends ChoiceField<undefined> ? K : never;
    }[keyof C['fields']];

type FieldColumn<F extends Field, G extends boolean> = F['kind'] extends JsonKind
  ? JsonColumn<z.infer<F['schema']>>
  : G extends true
    ? TextColumn
    : HasDefault<TextColumn>;

type SlugColumn<C extends TableDeclaration> = [NonNullable<C['slug']>] extends [never]
  ? Record<never, never>
  : { slug: TextColumn };

/** The columns of a collection's table, as Drizzle types them. */
export type CollectionColumns<C extends TableDeclaration> = typeof record & {
  [K in keyof C['fields'] & string]: FieldColumn<C['fields'][K], K extends Given<C> ? true : false>;
} & SlugColumn<C>;

type Table<C extends TableDeclaration> = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, CollectionColumns<C>, 'pg'>;
  dialect: 'pg';
}>;

/** What the declaration does not say, because it is about the database only. */
export interface TableOptions<C extends TableDeclaration> {
  /**
   * The list shows the newest first, by (created_at, id): an index serves every page and
   * cursor. Otherwise it is in the editors' order (position).
   */
  newestFirst?: boolean;
  /** A column named other than its field (`group`, a word SQL reserves, is `product_group`). */
  columnNames?: Readonly<Partial<Record<keyof C['fields'] & string, string>>>;
  /** Indexes for the reads of this collection alone (a family's products in order). */
  indexes?: (
    t: BuildExtraConfigColumns<string, CollectionColumns<C>, 'pg'>,
  ) => PgTableExtraConfigValue[];
  /** The slug column of a collection a `references` field names: the field's foreign key. */
  slugOf?: (collection: string) => AnyPgColumn;
}

/** A collection's table and the order its list is shown in. */
export interface CollectionTable<C extends TableDeclaration> {
  table: Table<C>;
  newestFirst: boolean;
}

/** What makes a field's column: its name, the value a new record starts from, its reference. */
interface ColumnSpec {
  column: string;
  initial: unknown;
  /** No default: the record cannot be without a value of its own. */
  given: boolean;
  /** The slug column the field's values name, for its foreign key. */
  references?: () => AnyPgColumn;
}

function fieldColumn(field: Field, spec: ColumnSpec): PgColumnBuilderBase {
  if (isJson(field)) return jsonb(spec.column).notNull().default(spec.initial);
  const column = text(spec.column).notNull();
  // A referenced record that is still named cannot be deleted; its new slug carries along
  // the records naming it.
  if (spec.references) {
    column.references(spec.references, { onUpdate: 'cascade', onDelete: 'restrict' });
  }
  return spec.given ? column : column.default(String(spec.initial));
}

/** The slug column a field's values name, if the declaration says it references one. */
function referenceOf(
  declaration: TableDeclaration,
  name: string,
  slugOf: TableOptions<TableDeclaration>['slugOf'],
): (() => AnyPgColumn) | undefined {
  const reference = declaration.references?.[name];
  if (!reference) return undefined;
  if (!slugOf) throw new Error(`The field ${name} names ${reference.collection}: give slugOf`);
  return () => slugOf(reference.collection);
}

/** The columns the declaration gives a collection's table, by field name. */
function columnsOf<C extends TableDeclaration>(
  declaration: C,
  options: TableOptions<C>,
): Record<string, PgColumnBuilderBase> {
  const { fields, slug } = declaration;
  const required = Object.keys(declaration.required ?? {});
  const initial = emptyValue(fields);
  const columns: Record<string, PgColumnBuilderBase> = { ...record };
  for (const [name, field] of Object.entries(fields)) {
    columns[name] = fieldColumn(field, {
      column: options.columnNames?.[name] ?? snakeCase(name),
      initial: initial[name],
      given:
        required.includes(name) ||
        (slug !== undefined && name === 'slug') ||
        (field.kind === 'choice' && field.initial === undefined),
      references: referenceOf(declaration, name, options.slugOf),
    });
  }
  if (slug) {
    const slugColumn = text('slug').notNull();
    // A scoped slug is unique within its scope: a key on both (collectionTable).
    columns.slug = slug.scope ? slugColumn : slugColumn.unique();
  }
  return columns;
}

/** A column the extra config names by a name known only at run time (a slug's scope). */
function named(t: Readonly<Record<string, ExtraConfigColumn>>, name: string): ExtraConfigColumn {
  const column = t[name];
  if (!column) throw new Error(`No column ${name}`);
  return column;
}

/**
 * The table of the collection registered as `name` (`blogPosts`, table `blog_posts`), built
 * from its declaration; `options` adds what only the database needs.
 */
export function collectionTable<const C extends TableDeclaration>(
  name: string,
  declaration: C,
  options: TableOptions<C> = {},
): CollectionTable<C> {
  const tableName = snakeCase(name);
  // A cast: the columns are made from the declaration's entries one by one, their types from
  // its type by the same rules (CollectionColumns), which no loop over entries can show the
  // compiler. tests/unit/collection-table.test.ts holds the two together.
  const columns = columnsOf(declaration, options) as CollectionColumns<C>;
  const scope = declaration.slug?.scope;
  const table = pgTable(tableName, columns, (t) => {
    const byName: Readonly<Record<string, ExtraConfigColumn>> = t;
    return [
      ...(options.newestFirst
        ? [index(`${tableName}_newest_idx`).on(t.createdAt.desc(), t.id.desc())]
        : []),
      ...(scope
        ? [unique(`${tableName}_${scope}_slug_key`).on(named(byName, scope), named(byName, 'slug'))]
        : []),
      ...(options.indexes?.(t) ?? []),
    ];
  });
  return { table, newestFirst: options.newestFirst ?? false };
}
