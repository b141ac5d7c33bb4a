import { and, inArray, isNull, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { media } from '../db/schema';

export type MediaInsert = typeof media.$inferInsert;
export type MediaRow = typeof media.$inferSelect;

export function mediaRepo(db: Db) {
  return {
    /** Records a stored file; a file stored again keeps its row but gains variants it lacked. */
    record: (row: MediaInsert) =>
      db
        .insert(media)
        .values(row)
        .onConflictDoUpdate({ target: media.path, set: { variants: row.variants ?? null } }),

    /** The rows of these paths (unknown paths are simply absent). */
    byPaths: (paths: string[]) =>
      paths.length === 0
        ? Promise.resolve([])
        : db
            .select({
              path: media.path,
              width: media.width,
              height: media.height,
              variants: media.variants,
            })
            .from(media)
            .where(inArray(media.path, paths)),

    /** Images stored before variants existed. */
    withoutVariants: () =>
      db
        .select()
        .from(media)
        .where(and(isNull(media.variants), like(media.mime, 'image/%'))),
  };
}
