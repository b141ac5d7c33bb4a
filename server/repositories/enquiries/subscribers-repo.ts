/**
 * The newsletter's addresses. An address is pending until its owner follows the confirmation
 * link (`confirmed_at` null), then a subscriber; the lists and the export keep the two apart.
 */
import { and, count, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { subscriberStatusSchema } from '../../../schemas/newsletter';
import type { Db } from '../../db/client';
import { subscribers } from '../../db/schema';
import { deleteOldest } from '../shared/bounded-sweep';
import { newestFirstSlice } from '../shared/counted-page';
import { afterCursor, cursorOf, newestFirstOrder, type Cursor } from '../shared/keyset';

export type SubscriberRow = typeof subscribers.$inferSelect;
export type SubscriberStatus = z.infer<typeof subscriberStatusSchema>;

const withStatus = (status: SubscriberStatus) =>
  status === 'confirmed' ? isNotNull(subscribers.confirmedAt) : isNull(subscribers.confirmedAt);

export function subscribersRepo(db: Db) {
  return {
    /**
     * Records a sign-up. A new address is stored pending with `token`; a pending one starts its
     * wait again (the sign-up is asked for anew, so the retention counts from it) and keeps its
     * token, so the link of an earlier e-mail still works. Answers the pending row, or undefined
     * when the address is already a subscriber (then nothing changes).
     */
    signUp: async (email: string, token: string): Promise<SubscriberRow | undefined> =>
      (
        await db
          .insert(subscribers)
          .values({ email, token })
          .onConflictDoUpdate({
            target: subscribers.email,
            set: { createdAt: sql`now()` },
            setWhere: isNull(subscribers.confirmedAt),
          })
          .returning()
      )[0],
    byToken: async (token: string) =>
      (await db.select().from(subscribers).where(eq(subscribers.token, token)).limit(1))[0],
    /** Confirms the pending address of `token`; undefined when there is none. */
    confirm: async (token: string) =>
      (
        await db
          .update(subscribers)
          .set({ confirmedAt: sql`now()` })
          .where(and(eq(subscribers.token, token), isNull(subscribers.confirmedAt)))
          .returning()
      )[0],
    page: (status: SubscriberStatus, limit: number, offset: number) =>
      newestFirstSlice(db, db.select().from(subscribers), subscribers, withStatus(status), {
        offset,
        limit,
      }),
    count: async (status: SubscriberStatus) =>
      (await db.select({ n: count() }).from(subscribers).where(withStatus(status)))[0]?.n ?? 0,
    /** The next `limit` confirmed subscribers after `after` (newest first), for the export. */
    confirmedBatch: async (after: Cursor | undefined, limit: number) => {
      const rows = await db
        .select({ row: subscribers, cursor: cursorOf(subscribers) })
        .from(subscribers)
        .where(and(withStatus('confirmed'), after ? afterCursor(subscribers, after) : undefined))
        .orderBy(...newestFirstOrder(subscribers))
        .limit(limit);
      return { rows: rows.map((r) => r.row), next: rows.at(-1)?.cursor };
    },
    deleteByToken: async (token: string) =>
      (await db.delete(subscribers).where(eq(subscribers.token, token)).returning()).length > 0,
    delete: async (id: string) =>
      (await db.delete(subscribers).where(eq(subscribers.id, id)).returning()).length > 0,
    /**
     * Deletes at most `batch` sign-ups made before `before` and never confirmed (through the
     * partial index on pending ones); answers how many went. Checked again on the row deleted:
     * one confirmed (or signed up again) since the batch was chosen stays.
     */
    deletePendingBefore: (before: Date, batch: number): Promise<number> =>
      deleteOldest(
        db,
        subscribers.id,
        and(isNull(subscribers.confirmedAt), lt(subscribers.createdAt, before)),
        batch,
        subscribers.createdAt,
      ),
  };
}
