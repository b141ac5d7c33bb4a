/**
 * Content history's SQL (docs/decisions/0020): revisions are added with each publish, read
 * newest first per target (the `(target, at, id)` index serves every query here), and pruned to
 * the newest few per target in the publish's transaction.
 */
import { and, desc, eq, like, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentRevisions, mediaUses } from '../../db/schema';
import { returnedRow } from '../shared/returned-row';

export type RevisionRow = typeof contentRevisions.$inferSelect;
export type RevisionInsert = typeof contentRevisions.$inferInsert;
/** A revision without its value: what a list shows. */
export type RevisionSummary = Omit<RevisionRow, 'data'>;

const newestFirst = [desc(contentRevisions.at), desc(contentRevisions.id)];

const summaryColumns = {
  id: contentRevisions.id,
  target: contentRevisions.target,
  fields: contentRevisions.fields,
  authorId: contentRevisions.authorId,
  authorName: contentRevisions.authorName,
  restoredFrom: contentRevisions.restoredFrom,
  at: contentRevisions.at,
};

export function revisionsRepo(db: Db) {
  const ofTarget = (target: string) => eq(contentRevisions.target, target);
  return {
    insert: async (row: RevisionInsert): Promise<RevisionRow> =>
      returnedRow(
        await db.insert(contentRevisions).values(row).returning(),
        'inserting a revision',
      ),

    byId: async (id: string): Promise<RevisionRow | undefined> =>
      (await db.select().from(contentRevisions).where(eq(contentRevisions.id, id)).limit(1))[0],

    /** The newest revision of a target, with its value. */
    newest: async (target: string): Promise<RevisionRow | undefined> =>
      (
        await db
          .select()
          .from(contentRevisions)
          .where(ofTarget(target))
          .orderBy(...newestFirst)
          .limit(1)
      )[0],

    /** A target's newest revisions, without their values. */
    list: (target: string, limit: number): Promise<RevisionSummary[]> =>
      db
        .select(summaryColumns)
        .from(contentRevisions)
        .where(ofTarget(target))
        .orderBy(...newestFirst)
        .limit(limit),

    /** The values of all of a target's revisions (at most the number kept). */
    values: (target: string) =>
      db
        .select({ id: contentRevisions.id, data: contentRevisions.data })
        .from(contentRevisions)
        .where(ofTarget(target)),

    setData: (id: string, data: Record<string, unknown>) =>
      db.update(contentRevisions).set({ data }).where(eq(contentRevisions.id, id)),

    /** Deletes all but the newest `keep` revisions of a target; answers how many went. */
    prune: async (target: string, keep: number): Promise<number> => {
      const kept = db
        .select({ id: contentRevisions.id })
        .from(contentRevisions)
        .where(ofTarget(target))
        .orderBy(...newestFirst)
        .limit(keep);
      const gone = await db
        .delete(contentRevisions)
        .where(and(ofTarget(target), notInArray(contentRevisions.id, kept)))
        .returning({ id: contentRevisions.id });
      return gone.length;
    },

    removeAll: (target: string) => db.delete(contentRevisions).where(ofTarget(target)),

    /**
     * Deletes the uses of `path` by earlier versions (targets starting with `prefix`) when no
     * live value uses it.
     */
    releaseHistoryUses: (path: string, prefix: string) =>
      db
        .delete(mediaUses)
        .where(
          and(
            eq(mediaUses.mediaPath, path),
            like(mediaUses.target, `${prefix}%`),
            sql`not exists (select 1 from ${mediaUses} live where live.media_path = ${path} and live.target not like ${`${prefix}%`})`,
          ),
        ),
  };
}
