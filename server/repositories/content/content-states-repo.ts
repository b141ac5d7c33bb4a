/**
 * The editing state of sections and records (`content_states`): edit versions, pending drafts
 * and publish times, by target (docs/decisions/0022-drafts-preview-and-versions.md).
 */
import { and, asc, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentStates } from '../../db/schema';

export type ContentState = typeof contentStates.$inferSelect;

export function contentStatesRepo(db: Db) {
  return {
    byTarget: async (target: string): Promise<ContentState | undefined> =>
      (
        await db
          .select()
          .from(contentStates)
          .where(sql`${contentStates.target} = ${target}`)
          .limit(1)
      )[0],

    byTargets: async (targets: readonly string[]): Promise<Map<string, ContentState>> => {
      if (targets.length === 0) return new Map();
      const rows = await db
        .select()
        .from(contentStates)
        .where(inArray(contentStates.target, [...targets]));
      return new Map(rows.map((r) => [r.target, r]));
    },

    /**
     * The target's state, locked until the transaction ends (created at version 0 first, so two
     * first writers queue on the same row too).
     */
    lock: async (target: string): Promise<ContentState> => {
      await db.insert(contentStates).values({ target }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(contentStates)
        .where(sql`${contentStates.target} = ${target}`)
        .for('update');
      if (!row) throw new Error(`The state of ${target} vanished`);
      return row;
    },

    /** Records a save: the next version, by whom, and what stays pending afterwards. */
    saved: async (
      target: string,
      by: { id: string | null; name: string },
      pending: { draft: Record<string, unknown> | null; publishAt: Date | null },
    ): Promise<ContentState> => {
      const [row] = await db
        .update(contentStates)
        .set({
          version: sql`${contentStates.version} + 1`,
          savedById: by.id,
          savedBy: by.name,
          savedAt: new Date(),
          draft: pending.draft,
          publishAt: pending.publishAt,
        })
        .where(sql`${contentStates.target} = ${target}`)
        .returning();
      if (!row) throw new Error(`The state of ${target} is not there to update`);
      return row;
    },

    /** Targets whose publish time has come, soonest first. */
    due: async (now: Date, limit: number): Promise<ContentState[]> =>
      db
        .select()
        .from(contentStates)
        .where(and(isNotNull(contentStates.publishAt), lte(contentStates.publishAt, now)))
        .orderBy(asc(contentStates.publishAt))
        .limit(limit),

    /** Forgets a target (its record was deleted). */
    remove: (target: string) =>
      db.delete(contentStates).where(sql`${contentStates.target} = ${target}`),
  };
}
