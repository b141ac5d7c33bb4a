/**
 * A collection's table is built from its declaration (server/db/collection-table.ts,
 * docs/decisions/0056): what the database gets from a declaration, read as drizzle-kit reads
 * it to generate a migration, and a field added to the declaration is one migration's column.
 */
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { defineCollection, type CollectionDef } from '../../content/collection';
import { field, type Fields } from '../../content/fields';
import type { CollectionData, CollectionName } from '../../content/registry';
import { collectionTable } from '../../server/db/collection-table';
import type { collectionTables } from '../../server/db/collection-tables';

const declare = <F extends Fields>(key: string, fields: F) => ({
  key,
  path: key,
  listEnvelope: key,
  itemEnvelope: key,
  title: key,
  cmsEditor: `/cms/${key}?edit={id}`,
  seed: [],
  fields,
});

const brochureFields = {
  title: field.text('Title', 160),
  summary: field.textarea('Summary', 600),
  cover: field.image('Cover', { width: 600, height: 400 }),
  language: field.choice('Language', [{ value: 'en', label: 'English' }]),
  layout: field.choice('Layout', [{ value: 'plain', label: 'Plain' }], { initial: 'plain' }),
  family: field.text('Family', 80),
  tags: field.stringList('Tags'),
  pages: field.list('Pages', 'Page', { heading: field.text('Heading') }),
  details: field.group('Details', { note: field.text('Note') }),
  group: field.text('Group', 60),
};

const families = collectionTable(
  'brochureFamilies',
  defineCollection({
    ...declare('brochure-families', { name: field.text('Name') }),
    slug: { from: 'name' },
  }),
);

/** A brochure's options beyond its fields: what makes keys and columns without defaults. */
const rules = {
  required: { title: 'Enter a title', family: 'Choose a family' },
  slug: { from: 'title', scope: 'family' },
  references: { family: { collection: 'brochureFamilies', message: 'Choose a family' } },
} satisfies Partial<CollectionDef<string, typeof brochureFields>>;

const options = {
  newestFirst: true,
  columnNames: { group: 'brochure_group' },
  slugOf: () => families.table.slug,
};
const declared = defineCollection({ ...declare('brochures', brochureFields), ...rules });
const table = collectionTable('brochures', declared, options).table;

type Snapshot = ReturnType<typeof generateDrizzleJson>;
/** One table as drizzle-kit's snapshot holds it. */
const tableIn = (snapshot: Snapshot, name: string) => {
  const tables = snapshot.tables as Record<string, Record<string, Record<string, object>>>;
  const found = tables[`public.${name}`];
  if (!found) throw new Error(`No table ${name}`);
  return found;
};
const snapshot = generateDrizzleJson({ families: families.table, brochures: table });
const described = tableIn(snapshot, 'brochures');

describe('a collection table built from its declaration', () => {
  it('has the record columns, then a NOT NULL column per field, defaulting to a new record’s value', () => {
    expect(Object.values(described.columns ?? {})).toEqual([
      { name: 'id', type: 'uuid', primaryKey: true, notNull: true, default: 'gen_random_uuid()' },
      { name: 'position', type: 'integer', primaryKey: false, notNull: true, default: 0 },
      { name: 'published', type: 'boolean', primaryKey: false, notNull: true, default: true },
      ...['created_at', 'updated_at'].map((name) => ({
        name,
        type: 'timestamp with time zone',
        primaryKey: false,
        notNull: true,
        default: 'now()',
      })),
      // Required: no default stands in for it.
      { name: 'title', type: 'text', primaryKey: false, notNull: true },
      { name: 'summary', type: 'text', primaryKey: false, notNull: true, default: "''" },
      { name: 'cover', type: 'text', primaryKey: false, notNull: true, default: "''" },
      // A choice with no initial value has nothing to start from.
      { name: 'language', type: 'text', primaryKey: false, notNull: true },
      { name: 'layout', type: 'text', primaryKey: false, notNull: true, default: "'plain'" },
      // Required, and a reference: its foreign key below.
      { name: 'family', type: 'text', primaryKey: false, notNull: true },
      { name: 'tags', type: 'jsonb', primaryKey: false, notNull: true, default: "'[]'::jsonb" },
      { name: 'pages', type: 'jsonb', primaryKey: false, notNull: true, default: "'[]'::jsonb" },
      { name: 'details', type: 'jsonb', primaryKey: false, notNull: true, default: "'{}'::jsonb" },
      // Named as told: `group` is a word SQL reserves.
      { name: 'brochure_group', type: 'text', primaryKey: false, notNull: true, default: "''" },
      // The slug option's column.
      { name: 'slug', type: 'text', primaryKey: false, notNull: true },
    ]);
  });

  it('has the keys its options imply: slug, scope, references, list order', () => {
    expect(Object.keys(described.uniqueConstraints ?? {})).toEqual(['brochures_family_slug_key']);
    expect(Object.keys(tableIn(snapshot, 'brochure_families').uniqueConstraints ?? {})).toEqual([
      'brochure_families_slug_unique',
    ]);
    expect(Object.values(described.foreignKeys ?? {})).toEqual([
      expect.objectContaining({
        tableTo: 'brochure_families',
        columnsFrom: ['family'],
        columnsTo: ['slug'],
        onUpdate: 'cascade',
        onDelete: 'restrict',
      }),
    ]);
    expect(Object.keys(described.indexes ?? {})).toEqual(['brochures_newest_idx']);
  });

  it('takes a field added to the declaration as one new column: one edit, one migration', async () => {
    const added = collectionTable(
      'brochures',
      defineCollection({
        ...declare('brochures', { ...brochureFields, pageCount: field.text('Pages', 10) }),
        ...rules,
      }),
      options,
    ).table;
    const migration = await generateMigration(
      snapshot,
      generateDrizzleJson({ families: families.table, brochures: added }),
    );
    expect(migration).toEqual([
      `ALTER TABLE "brochures" ADD COLUMN "page_count" text DEFAULT '' NOT NULL;`,
    ]);
  });

  it('types its rows as the declaration’s schema types its values', () => {
    type Row = typeof table.$inferSelect;
    type Values = z.infer<typeof declared.schema>;
    expectTypeOf<Pick<Row, keyof Values>>().toEqualTypeOf<Values>();
    // What the database cannot default, an insert must give; the rest it may leave out.
    type Insert = typeof table.$inferInsert;
    type Given = 'title' | 'language' | 'family' | 'slug';
    expectTypeOf<Pick<Insert, Given>>().toEqualTypeOf<Record<Given, string>>();
    expectTypeOf<Record<never, never>>().toExtend<Omit<Insert, Given>>();
  });

  it('types every collection’s rows as its registry declaration types its values', () => {
    type Rows = { [N in CollectionName]: (typeof collectionTables)[N]['table']['$inferSelect'] };
    expectTypeOf<{
      [N in CollectionName]: Pick<Rows[N], keyof CollectionData<N> & keyof Rows[N]>;
    }>().toEqualTypeOf<{ [N in CollectionName]: CollectionData<N> }>();
  });
});
