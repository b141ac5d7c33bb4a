/**
 * What records say about one another by address (content/collection.ts `references` and
 * `linksTo`): whether the addresses a write names exist, and the lists to rename when one moves.
 */
import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CollectionOptions } from '../../../content/collection';
import { collections, type CollectionName } from '../../../content/registry';
import type { Db } from '../../db/client';
import { tableOf } from './collections-repo';

/** A record's address as other records name it: its slug, after its scope's value if any. */
const addressOf = (name: CollectionName): SQL<string> => {
  const columns = getTableColumns(tableOf(name)) as Record<string, AnyPgColumn | undefined>;
  const scope: string | undefined = (collections[name] as CollectionOptions).slug?.scope;
  const slug = columns.slug;
  if (!slug) throw new Error(`${name} has no slug column`);
  const scoped = scope ? columns[scope] : undefined;
  return scoped ? sql<string>`${scoped} || '/' || ${slug}` : sql<string>`${slug}`;
};

export function collectionLinksRepo(db: Db) {
  return {
    /**
     * Which of `addresses` name records of a collection: by slug, or `<scope>/<slug>` where its
     * slugs are scoped (content/collection.ts `linksTo`).
     */
    addressesAmong: async (
      name: CollectionName,
      addresses: readonly string[],
    ): Promise<string[]> => {
      if (addresses.length === 0) return [];
      const address = addressOf(name);
      const rows = await db
        .select({ address })
        .from(tableOf(name))
        .where(inArray(address, [...addresses]));
      return rows.map((r) => r.address);
    },
    /** In a string-list column, every entry `from` becomes `to` (a linked record moved). */
    renameInLists: async (name: CollectionName, field: string, from: string, to: string) => {
      const table = tableOf(name);
      const column = (getTableColumns(table) as Record<string, AnyPgColumn | undefined>)[field];
      if (!column) throw new Error(`${name} has no column ${field}`);
      await db
        .update(table)
        .set({
          [field]: sql`(select coalesce(jsonb_agg(case when e = ${from} then ${to} else e end), '[]'::jsonb) from jsonb_array_elements_text(${column}) as e)`,
        })
        .where(sql`${column} @> ${JSON.stringify([from])}::jsonb`);
    },
    /** Whether a record of `name` has `slug` (a reference to it is good). */
    slugExists: async (name: CollectionName, value: string): Promise<boolean> => {
      const table = tableOf(name);
      const slug = (getTableColumns(table) as Record<string, AnyPgColumn | undefined>).slug;
      if (!slug) throw new Error(`${name} has no slug column`);
      const rows = await db.select({ id: table.id }).from(table).where(eq(slug, value)).limit(1);
      return rows.length > 0;
    },
  };
}
