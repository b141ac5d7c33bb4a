/** Settings that are not content, one row per group (server/db/schema.ts `settings`). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

export type SettingsRow = typeof settings.$inferSelect;

export function settingsRepo(db: Db) {
  return {
    /** The group's row, or undefined while it was never written (its defaults apply). */
    get: async (key: string): Promise<SettingsRow | undefined> =>
      (await db.select().from(settings).where(eq(settings.key, key)).limit(1))[0],
    /**
     * The group's row before a change, locked until the transaction `db` is ends, so that two
     * changes at once are recorded one after the other, each against the value it replaced.
     */
    getForUpdate: async (key: string): Promise<SettingsRow | undefined> =>
      (await db.select().from(settings).where(eq(settings.key, key)).for('update').limit(1))[0],
    /** Writes the group's whole value; `updatedBy` null is a change no person made (set-up). */
    put: async (
      key: string,
      value: Record<string, unknown>,
      updatedBy: string | null,
      at: Date,
    ) => {
      const [row] = await db
        .insert(settings)
        .values({ key, value, updatedBy, updatedAt: at })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy, updatedAt: at } })
        .returning();
      if (!row) throw new Error(`The settings ${key} were not stored`);
      return row;
    },
  };
}
