/**
 * Which private files (CVs, quote attachments, drawings) rows still name: the private-file
 * sweep's SQL (server/services/personal-data/private-file-sweep.ts). An enquiry names its file in `cv_file`, a
 * quote basket a configured enclosure's drawing in `drawing`; nothing else names a private file.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enquiries, quoteBaskets } from '../../db/schema';

export function privateFilesRepo(db: Db) {
  return {
    /** The names among `names` that an enquiry or a basket names (through their indexes). */
    async named(names: readonly string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const basketFile = sql<string>`(${quoteBaskets.drawing}->>'file')`;
      const byEnquiries = await db
        .select({ file: enquiries.cvFile })
        .from(enquiries)
        .where(inArray(enquiries.cvFile, [...names]));
      const byBaskets = await db
        .select({ file: basketFile })
        .from(quoteBaskets)
        .where(inArray(basketFile, [...names]));
      return new Set([...byEnquiries, ...byBaskets].flatMap((r) => (r.file ? [r.file] : [])));
    },
  };
}
