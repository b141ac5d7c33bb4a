/**
 * Fixed-window counters in the database, one row per key (a rule and a client address), so
 * every instance shares them and a restart forgets nothing. Each operation touches one row by
 * its primary key (or, for the sweep, a bounded range of the reset_at index): the cost does not
 * grow with the number of clients tracked.
 */
import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { amongOldest } from '../shared/bounded-sweep';
import { returnedRow } from '../shared/returned-row';

export interface WindowCount {
  /** Actions counted in the current window, this one included. */
  count: number;
  resetAt: Date;
}

const timestamp = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export function rateLimitsRepo(db: Db) {
  return {
    /**
     * Counts one action against `key` in one statement: a new key, or one whose window has
     * expired, starts a window of `windowMs` at 1. `created` says a row was added (not updated).
     */
    take: async (
      key: string,
      windowMs: number,
      now: Date,
    ): Promise<WindowCount & { created: boolean }> => {
      const resetAt = new Date(now.getTime() + windowMs);
      const expired = sql`${rateLimits.resetAt} <= ${timestamp(now)}`;
      const rows = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${expired} then ${timestamp(resetAt)} else ${rateLimits.resetAt} end`,
          },
        })
        // xmax is 0 only on a freshly inserted row version: tells growth from reuse.
        .returning({
          count: rateLimits.count,
          resetAt: rateLimits.resetAt,
          created: sql<boolean>`(xmax = 0)`,
        });
      const row = returnedRow(rows, 'Counting a rate-limited action');
      return { ...row, created: Boolean(row.created) };
    },

    /** The current window of `key`, or undefined when it has none or it has expired. */
    peek: async (key: string, now: Date): Promise<WindowCount | undefined> => {
      const [row] = await db
        .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(eq(rateLimits.key, key))
        .limit(1);
      return row && row.resetAt > now ? row : undefined;
    },

    /** Deletes up to `batch` expired windows, oldest first; answers how many went. */
    sweep: async (now: Date, batch: number): Promise<number> => {
      const expired = lte(rateLimits.resetAt, now);
      const gone = await db
        .delete(rateLimits)
        .where(amongOldest(db, rateLimits.key, expired, batch, rateLimits.resetAt))
        .returning({ key: rateLimits.key });
      return gone.length;
    },
  };
}

export type RateLimitsRepo = ReturnType<typeof rateLimitsRepo>;
