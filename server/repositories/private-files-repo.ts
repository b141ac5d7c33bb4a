/**
 * Which private files (CVs, quote attachments) rows still name: the private-file sweep's SQL
 * (server/services/private-file-sweep.ts). An enquiry names its file in `cv_file`; nothing else
 * names a private file.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enquiries } from '../db/schema';

export function privateFilesRepo(db: Db) {
  return {
    /** The names among `names` that an enquiry names (one query, through the cv_file index). */
    async named(names: readonly string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const rows = await db
        .select({ file: enquiries.cvFile })
        .from(enquiries)
        .where(inArray(enquiries.cvFile, [...names]));
      return new Set(rows.flatMap((r) => (r.file ? [r.file] : [])));
    },
  };
}
