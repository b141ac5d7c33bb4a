import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sections } from '../../db/schema';

export type SectionRow = typeof sections.$inferSelect;

export function sectionsRepo(db: Db) {
  return {
    all: (): Promise<SectionRow[]> => db.select().from(sections),
    byKey: async (key: string): Promise<SectionRow | undefined> =>
      (await db.select().from(sections).where(eq(sections.key, key)).limit(1))[0],
    byKeys: (keys: string[]): Promise<SectionRow[]> =>
      db.select().from(sections).where(inArray(sections.key, keys)),
    /** Inserts a section unless one with that key exists; never overwrites. */
    insertIfMissing: async (key: string, data: Record<string, unknown>) =>
      db.insert(sections).values({ key, data }).onConflictDoNothing({ target: sections.key }),
    remove: async (key: string) => db.delete(sections).where(eq(sections.key, key)),
    replaceData: async (key: string, data: Record<string, unknown>) =>
      db.update(sections).set({ data }).where(eq(sections.key, key)),
    /** An editor's write: the new value, who made it and when, and the next version. */
    update: async (
      id: string,
      data: Record<string, unknown>,
      updatedBy: string,
    ): Promise<SectionRow | undefined> =>
      (
        await db
          .update(sections)
          .set({ data, updatedBy, updatedAt: new Date(), version: sql`${sections.version} + 1` })
          .where(eq(sections.id, id))
          .returning()
      )[0],
  };
}
