/**
 * The retention job's SQL (issue 32): each statement takes at most `limit` rows, oldest first,
 * through a partial index over only what is still to do, so a run costs the same however much
 * was done before and however much waits.
 */
import { and, asc, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, enquiries, loginThrottle, sessions } from '../../db/schema';
import { amongOldest, deleteOldest } from '../shared/bounded-sweep';

/** An enquiry that still has a file in the private store. */
export interface StoredFile {
  id: string;
  file: string;
}

/**
 * What an anonymised enquiry keeps of what the sender typed: the product line they asked about
 * (a choice from our list, for statistics). Name, e-mail, phone, company, location, message,
 * links, age and the rest go.
 */
const KEPT_DATA = sql`case when ${enquiries.data} -> 'productLine' is not null
  then jsonb_build_object('productLine', ${enquiries.data} -> 'productLine')
  else '{}'::jsonb end`;

/** A quote's lines keep the product and the quantity; a line's note is the buyer's own words. */
const KEPT_ITEMS = sql`case when ${enquiries.items} is null then null else coalesce(
  (select jsonb_agg(line || '{"note": ""}'::jsonb order by n)
     from jsonb_array_elements(${enquiries.items}) with ordinality as lines(line, n)),
  '[]'::jsonb) end`;

export function retentionRepo(db: Db) {
  return {
    /** Enquiries received before `before` whose file is still stored. */
    async expiredFiles(before: Date, limit: number): Promise<StoredFile[]> {
      const rows = await db
        .select({ id: enquiries.id, file: enquiries.cvFile })
        .from(enquiries)
        .where(and(isNotNull(enquiries.cvFile), lt(enquiries.createdAt, before)))
        .orderBy(asc(enquiries.createdAt))
        .limit(limit);
      return rows.flatMap(({ id, file }) => (file ? [{ id, file }] : []));
    },

    /** The rows whose files were deleted from the store: they say so, and name no file. */
    async markFilesDeleted(ids: string[], at: Date): Promise<number> {
      if (ids.length === 0) return 0;
      const done = await db
        .update(enquiries)
        .set({ cvFile: null, cvName: null, fileDeletedAt: at })
        .where(and(inArray(enquiries.id, ids), isNotNull(enquiries.cvFile)))
        .returning({ id: enquiries.id });
      return done.length;
    },

    /** Enquiries received before `before` that still name their sender, with their file if any. */
    expiredEnquiries: (before: Date, limit: number) =>
      db
        .select({ id: enquiries.id, file: enquiries.cvFile })
        .from(enquiries)
        .where(and(isNull(enquiries.anonymisedAt), lt(enquiries.createdAt, before)))
        .orderBy(asc(enquiries.createdAt))
        .limit(limit),

    /**
     * Takes everything that names or describes the sender out of these enquiries (their files
     * are already deleted from the store): type, status, dates, reference, assignee, product
     * line and the quote's products and quantities stay, for statistics.
     */
    async anonymise(ids: string[], at: Date): Promise<number> {
      if (ids.length === 0) return 0;
      const done = await db
        .update(enquiries)
        .set({
          name: '',
          email: '',
          data: sql`${KEPT_DATA}`,
          items: sql`${KEPT_ITEMS}`,
          // Staff's notes are about the sender; an e-mail error may quote their address.
          notes: '',
          emailError: null,
          fileDeletedAt: sql`case when ${enquiries.cvFile} is null then ${enquiries.fileDeletedAt} else ${at.toISOString()}::timestamptz end`,
          cvFile: null,
          cvName: null,
          anonymisedAt: at,
        })
        .where(and(inArray(enquiries.id, ids), isNull(enquiries.anonymisedAt)))
        .returning({ id: enquiries.id });
      return done.length;
    },

    /** Empties the client address of up to `limit` audit-log entries from before `before`. */
    async clearAuditAddresses(before: Date, limit: number): Promise<number> {
      const named = ne(auditLog.ip, '');
      const old = amongOldest(
        db,
        auditLog.id,
        and(named, lt(auditLog.at, before)),
        limit,
        auditLog.at,
      );
      const done = await db
        .update(auditLog)
        .set({ ip: '' })
        .where(and(old, named))
        .returning({ id: auditLog.id });
      return done.length;
    },

    /** Sessions that ended before `now`, with the address they began from. */
    deleteEndedSessions: (now: Date, limit: number): Promise<number> =>
      deleteOldest(db, sessions.id, lt(sessions.expiresAt, now), limit),

    /** Failed sign-ins per address untouched since `before`: sign-in forgets them anyway. */
    forgetSignInFailures: (before: Date, limit: number): Promise<number> =>
      deleteOldest(
        db,
        loginThrottle.key,
        lt(loginThrottle.updatedAt, before),
        limit,
        loginThrottle.updatedAt,
      ),
  };
}
