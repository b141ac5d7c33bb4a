import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export function usersRepo(db: Db) {
  return {
    byUsername: async (username: string): Promise<UserRow | undefined> =>
      (await db.select().from(users).where(eq(users.username, username)).limit(1))[0],
    byId: async (id: string): Promise<UserRow | undefined> =>
      (await db.select().from(users).where(eq(users.id, id)).limit(1))[0],
    list: () =>
      db
        .select({
          id: users.id,
          username: users.username,
          role: users.role,
          createdAt: users.createdAt,
        })
        .from(users)
        .orderBy(users.createdAt),
    insertIfMissing: async (row: typeof users.$inferInsert) =>
      (
        await db
          .insert(users)
          .values(row)
          .onConflictDoNothing({ target: users.username })
          .returning()
      ).length > 0,
    delete: (id: string) => db.delete(users).where(eq(users.id, id)),
    setPassword: (id: string, passwordHash: string) =>
      db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id)),
    recordFailure: (id: string, lockAfter: number, lockUntil: Date) =>
      db
        .update(users)
        .set({
          failedLogins: sql`${users.failedLogins} + 1`,
          lockedUntil: sql`case when ${users.failedLogins} + 1 >= ${lockAfter} then ${lockUntil.toISOString()}::timestamptz else ${users.lockedUntil} end`,
        })
        .where(eq(users.id, id)),
    clearFailures: (id: string) =>
      db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, id)),
  };
}

export function sessionsRepo(db: Db) {
  return {
    create: (row: typeof sessions.$inferInsert) => db.insert(sessions).values(row),
    /** The live session with this token hash, with its user. */
    findLive: async (tokenHash: string, now: Date) =>
      (
        await db
          .select({ session: sessions, user: users })
          .from(sessions)
          .innerJoin(users, eq(sessions.userId, users.id))
          .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
          .limit(1)
      )[0],
    delete: (tokenHash: string) => db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)),
    /** Ends every session of a user, but the one given (the request that changed the password). */
    deleteForUser: (userId: string, except?: string) =>
      db
        .delete(sessions)
        .where(
          except
            ? and(eq(sessions.userId, userId), ne(sessions.id, except))
            : eq(sessions.userId, userId),
        ),
    deleteExpired: (now: Date) => db.delete(sessions).where(lt(sessions.expiresAt, now)),
  };
}
