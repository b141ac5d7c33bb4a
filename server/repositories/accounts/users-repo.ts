import { and, asc, desc, eq, gt, lt, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usernameKey, usernameSkeleton } from '../../../schemas/auth';
import { sessions, users, usernameKeySql } from '../../db/schema';
import { requireTotpColumn } from './two-factor-repo';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * `usernameSkeleton` (schemas/auth.ts) in SQL: NFKC, lower case, without `_`, `-`, `.` and space, then NFKC again.
 * Names are ASCII (the username schema), where both fold alike on every driver and locale.
 */
export const usernameSkeletonSql = (username: SQLWrapper) =>
  sql<string>`normalize(translate(lower(normalize(${username}, NFKC)), '_.- ', ''), NFKC)`;

/**
 * The advisory lock that queues account creations for the rest of their transaction, so that two
 * look-alike names sent at once cannot both pass the skeleton check (no index holds skeletons).
 */
const ACCOUNT_NAMES_LOCK = 'users.names';

export function usersRepo(db: Db) {
  return {
    /**
     * The account of a name however it is typed (`usernameKey`: case and `-`/`_` do not matter);
     * the unique index on the folded name makes it at most one.
     */
    byUsername: async (username: string): Promise<UserRow | undefined> =>
      (
        await db
          .select()
          .from(users)
          .where(eq(usernameKeySql(users.username), usernameKey(username)))
          .limit(1)
      )[0],
    /** The oldest account whose name has the skeleton of `username`, if any. */
    lookAlike: async (username: string): Promise<UserRow | undefined> =>
      (
        await db
          .select()
          .from(users)
          .where(eq(usernameSkeletonSql(users.username), usernameSkeleton(username)))
          .orderBy(asc(users.createdAt), asc(users.username))
          .limit(1)
      )[0],
    /** Holds the account-names lock until the transaction `db` is in ends. */
    lockNames: async () => {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${ACCOUNT_NAMES_LOCK}))`);
    },
    byId: async (id: string): Promise<UserRow | undefined> =>
      (await db.select().from(users).where(eq(users.id, id)).limit(1))[0],
    list: () =>
      db
        .select({
          id: users.id,
          username: users.username,
          role: users.role,
          createdAt: users.createdAt,
          totpEnabledAt: users.totpEnabledAt,
        })
        .from(users)
        .orderBy(users.createdAt),
    insertIfMissing: async (row: typeof users.$inferInsert) =>
      (
        await db
          .insert(users)
          .values(row)
          // The name, or one differing only in case or `-`/`_` (the folded name's index).
          .onConflictDoNothing()
          .returning()
      ).length > 0,
    delete: (id: string) => db.delete(users).where(eq(users.id, id)),
    setPassword: (id: string, passwordHash: string) =>
      db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id)),
  };
}

export function sessionsRepo(db: Db) {
  return {
    create: (row: typeof sessions.$inferInsert) => db.insert(sessions).values(row),
    /**
     * The live session with this token hash, with its user and whether every account must use
     * two-factor sign-in (one query per request).
     */
    findLive: async (tokenHash: string, now: Date) =>
      (
        await db
          .select({ session: sessions, user: users, requireTotp: requireTotpColumn })
          .from(sessions)
          .innerJoin(users, eq(sessions.userId, users.id))
          .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
          .limit(1)
      )[0],
    delete: (tokenHash: string) => db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)),
    /** A user's live sessions, most recently used first. */
    listLive: (userId: string, now: Date) =>
      db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt))
        .limit(100),
    /** Ends one of a user's sessions; false when it is not theirs or already over. */
    deleteOwn: async (userId: string, id: string) =>
      (
        await db
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
          .returning({ id: sessions.id })
      ).length > 0,
    /** Notes a session's use, at most once a minute, so reads do not each write. */
    touch: (id: string, now: Date) =>
      db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, new Date(now.getTime() - 60_000)))),
    /** The session has just proved its account's password (sudo mode, decision 0040). */
    confirmPassword: (id: string, at: Date) =>
      db.update(sessions).set({ passwordConfirmedAt: at }).where(eq(sessions.id, id)),
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
