/**
 * Earlier addresses of records' pages (docs/decisions/0013): written when a record's page moves,
 * read when a visitor asks for an address no page has.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageRedirects } from '../../db/schema';

export function redirectsRepo(db: Db) {
  return {
    /**
     * The record's page moved from `from` to `to`: `from` now leads to the record, and `to`,
     * which is a page again, no longer redirects (a slug changed back).
     */
    async moved(collection: string, recordId: string, from: string, to: string) {
      await db.delete(pageRedirects).where(eq(pageRedirects.path, to));
      await db
        .insert(pageRedirects)
        .values({ path: from, collection, recordId })
        .onConflictDoUpdate({ target: pageRedirects.path, set: { collection, recordId } });
    },
    /** The record an earlier address leads to. */
    async find(path: string) {
      const [row] = await db
        .select({ collection: pageRedirects.collection, recordId: pageRedirects.recordId })
        .from(pageRedirects)
        .where(eq(pageRedirects.path, path))
        .limit(1);
      return row;
    },
    /** A deleted record's earlier addresses lead nowhere. */
    forget: (recordId: string) =>
      db.delete(pageRedirects).where(eq(pageRedirects.recordId, recordId)),
  };
}
