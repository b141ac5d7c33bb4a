import { eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';

/**
 * The wait after n failures: none for the first `freeAttempts`, then 1 s, 2 s, 4 s … up to
 * `maxWaitSeconds`.
 */
export interface WaitPolicy {
  freeAttempts: number;
  maxWaitSeconds: number;
}

/** The wait after `failures` failures, in seconds, as SQL. */
const waitFor = (failures: SQL, policy: WaitPolicy) =>
  sql`(case when ${failures} <= ${policy.freeAttempts} then 0 else least(${policy.maxWaitSeconds}, power(2, ${failures} - ${policy.freeAttempts} - 1)) end)::float8`;

export function loginThrottleRepo(db: Db) {
  return {
    /**
     * Counts one attempt for `key` and answers whether it may be checked, in one statement so
     * that concurrent attempts are counted one after another. The attempt is counted as a
     * failure before the password is checked (a success deletes the row), so forty guesses sent
     * at once cannot all be checked while the first is still being verified. Failures older
     * than `forgetBefore` are forgotten.
     */
    reserve: async (
      key: string,
      username: string,
      now: Date,
      forgetBefore: Date,
      policy: WaitPolicy,
    ): Promise<{ allowed: true } | { allowed: false; nextAllowedAt: Date }> => {
      const at = sql`${now.toISOString()}::timestamptz`;
      const waitSeconds = (failures: SQL) => waitFor(failures, policy);
      const counted = sql`case when ${loginThrottle.updatedAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`;
      const rows = await db
        .insert(loginThrottle)
        .values({
          key,
          username,
          failures: 1,
          nextAllowedAt: sql`${at} + make_interval(secs => ${waitSeconds(sql`1`)})`,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: counted,
            nextAllowedAt: sql`${at} + make_interval(secs => ${waitSeconds(counted)})`,
            updatedAt: now,
          },
          setWhere: sql`${loginThrottle.nextAllowedAt} <= ${at} or ${loginThrottle.updatedAt} < ${forgetBefore.toISOString()}::timestamptz`,
        })
        .returning({ failures: loginThrottle.failures });
      if (rows.length > 0) return { allowed: true };
      const [held] = await db
        .select({ nextAllowedAt: loginThrottle.nextAllowedAt })
        .from(loginThrottle)
        .where(eq(loginThrottle.key, key));
      return { allowed: false, nextAllowedAt: held?.nextAllowedAt ?? now };
    },
    /**
     * A failed attempt's wait starts when its answer is known, not when it was reserved: checking
     * a password takes a while, and the wait must not run out before the guesser hears back.
     * Answers the failures counted so far (0 when the row is gone).
     */
    failed: async (key: string, now: Date, policy: WaitPolicy): Promise<number> => {
      const [row] = await db
        .update(loginThrottle)
        .set({
          nextAllowedAt: sql`greatest(${loginThrottle.nextAllowedAt}, ${now.toISOString()}::timestamptz + make_interval(secs => ${waitFor(sql`${loginThrottle.failures}`, policy)}))`,
        })
        .where(eq(loginThrottle.key, key))
        .returning({ failures: loginThrottle.failures });
      return row?.failures ?? 0;
    },
    /**
     * Gives back the attempt reserved at `reservedAt`: the password was right and only the
     * second factor is still to come, which is no failure. Failed codes stay counted.
     */
    refund: (key: string, reservedAt: Date) =>
      db
        .update(loginThrottle)
        .set({
          failures: sql`greatest(${loginThrottle.failures} - 1, 0)`,
          nextAllowedAt: reservedAt,
        })
        .where(eq(loginThrottle.key, key)),
    /** A successful sign-in: that address starts afresh for that account. */
    clear: (key: string) => db.delete(loginThrottle).where(eq(loginThrottle.key, key)),
    /** Every address's failures for an account (the super admin, or `npm run user:reset`). */
    clearUsername: async (username: string) =>
      (
        await db
          .delete(loginThrottle)
          .where(eq(loginThrottle.username, username))
          .returning({ key: loginThrottle.key })
      ).length,
    /** Rows untouched since `before`: nothing is remembered of them. */
    forget: (before: Date) => db.delete(loginThrottle).where(lt(loginThrottle.updatedAt, before)),
  };
}
