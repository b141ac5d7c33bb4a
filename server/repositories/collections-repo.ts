import { asc, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { atexPowerPanels, blogPosts, caseStudies, partners, seedRuns } from '../db/schema';
import type { CollectionName } from '../../content/registry';

/** Each collection's table and the order its list is shown in. */
export const collectionTables = {
  blogPosts: { table: blogPosts, newestFirst: true },
  caseStudies: { table: caseStudies, newestFirst: true },
  partners: { table: partners, newestFirst: false },
  atexPowerPanels: { table: atexPowerPanels, newestFirst: false },
} as const satisfies Record<CollectionName, unknown>;

export type CollectionRow<N extends CollectionName> =
  (typeof collectionTables)[N]['table']['$inferSelect'];
export type CollectionInsert<N extends CollectionName> =
  (typeof collectionTables)[N]['table']['$inferInsert'];

type AnyTable = (typeof collectionTables)[CollectionName]['table'];

export function collectionsRepo(db: Db) {
  const spec = (name: CollectionName) =>
    collectionTables[name] as { table: AnyTable; newestFirst: boolean };
  return {
    list: async <N extends CollectionName>(name: N): Promise<CollectionRow<N>[]> => {
      const { table, newestFirst } = spec(name);
      const order = newestFirst
        ? [desc(table.createdAt), desc(table.id)]
        : [asc(table.position), asc(table.createdAt)];
      return (await db
        .select()
        .from(table)
        .orderBy(...order)) as CollectionRow<N>[];
    },
    byId: async <N extends CollectionName>(
      name: N,
      id: string,
    ): Promise<CollectionRow<N> | undefined> => {
      const { table } = spec(name);
      const rows = await db.select().from(table).where(eq(table.id, id)).limit(1);
      return rows[0] as CollectionRow<N> | undefined;
    },
    /** News posts whose title, subtitle or content contain `text`, any case, newest first. */
    searchPosts: async (text: string): Promise<CollectionRow<'blogPosts'>[]> => {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .select()
        .from(blogPosts)
        .where(
          or(
            ilike(blogPosts.title, pattern),
            ilike(blogPosts.subtitle, pattern),
            ilike(blogPosts.content, pattern),
          ),
        )
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
    },
    bySlug: async (slug: string) =>
      (await db.select().from(caseStudies).where(eq(caseStudies.slug, slug)).limit(1))[0],
    /** Seeds a collection once: later starts leave it, and whatever editors did to it, alone. */
    seedOnce: async <N extends CollectionName>(name: N, rows: CollectionInsert<N>[]) =>
      db.transaction(async (tx) => {
        const claimed = await tx
          .insert(seedRuns)
          .values({ key: `collection:${name}` })
          .onConflictDoNothing()
          .returning();
        if (claimed.length === 0 || rows.length === 0) return false;
        await tx.insert(spec(name).table).values(rows as CollectionInsert<'blogPosts'>[]);
        return true;
      }),
  };
}
