import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export function usersRepo(db: Db) {
  return {
    byUsername: async (username: string): Promise<UserRow | undefined> =>
      (await db.select().from(users).where(eq(users.username, username)).limit(1))[0],
    insertIfMissing: async (row: typeof users.$inferInsert) =>
      (
        await db
          .insert(users)
          .values(row)
          .onConflictDoNothing({ target: users.username })
          .returning()
      ).length > 0,
  };
}
