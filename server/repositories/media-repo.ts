import type { Db } from '../db/client';
import { media } from '../db/schema';

export type MediaInsert = typeof media.$inferInsert;

export function mediaRepo(db: Db) {
  return {
    record: (row: MediaInsert) =>
      db.insert(media).values(row).onConflictDoNothing({ target: media.path }),
  };
}
