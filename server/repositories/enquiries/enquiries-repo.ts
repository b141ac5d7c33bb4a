import { and, eq, ilike, inArray, lt, lte, or, sql, sum } from 'drizzle-orm';
import type { EnquiryStatus, EnquiryType } from '../../../schemas/enquiry';
import type { Db } from '../../db/client';
import { enquiries, enquiryDays, users } from '../../db/schema';
import { newestFirstSlice } from '../shared/counted-page';
import { afterCursor, cursorOf, newestFirstOrder, type Cursor } from '../shared/keyset';
import { containsPattern } from '../shared/like-pattern';

export type EnquiryRow = typeof enquiries.$inferSelect;

export interface EnquiryFilter {
  type?: EnquiryType;
  status?: EnquiryStatus;
  /** In the sender's name or e-mail, or anywhere in what they submitted; any case. */
  text?: string;
  /** Received before this instant. */
  receivedBefore?: Date;
}

const where = (f: EnquiryFilter) => {
  const pattern = f.text ? containsPattern(f.text) : undefined;
  return and(
    f.type ? eq(enquiries.type, f.type) : undefined,
    f.status ? eq(enquiries.status, f.status) : undefined,
    pattern
      ? or(
          ilike(enquiries.name, pattern),
          ilike(enquiries.email, pattern),
          ilike(sql`${enquiries.data}::text`, pattern),
        )
      : undefined,
    f.receivedBefore ? lt(enquiries.createdAt, f.receivedBefore) : undefined,
  );
};

/** Newest first, served by the (created_at desc, id desc) index. */
const newestEnquiries = newestFirstOrder(enquiries);

export function enquiriesRepo(db: Db) {
  return {
    insert: async (row: typeof enquiries.$inferInsert): Promise<EnquiryRow> => {
      const [stored] = await db.insert(enquiries).values(row).returning();
      if (!stored) throw new Error('The enquiry was not stored');
      return stored;
    },
    /** Several enquiries in one statement (imports, tests and `npm run bench -- --scale`). */
    insertMany: async (rows: (typeof enquiries.$inferInsert)[]) =>
      rows.length === 0 ? [] : db.insert(enquiries).values(rows).returning({ id: enquiries.id }),
    byId: async (id: string): Promise<EnquiryRow | undefined> =>
      (await db.select().from(enquiries).where(eq(enquiries.id, id)).limit(1))[0],
    page: (f: EnquiryFilter, limit: number, offset: number) =>
      newestFirstSlice(db, db.select().from(enquiries), enquiries, where(f), { offset, limit }),
    /** The next `limit` enquiries after `after` (newest first), for streaming them all. */
    batch: async (f: EnquiryFilter, after: Cursor | undefined, limit: number) => {
      const rows = await db
        .select({ row: enquiries, cursor: cursorOf(enquiries) })
        .from(enquiries)
        .where(and(where(f), after ? afterCursor(enquiries, after) : undefined))
        .orderBy(...newestEnquiries)
        .limit(limit);
      return { rows: rows.map((r) => r.row), next: rows.at(-1)?.cursor };
    },
    // Summed from the trigger's counts per day (a row a day), not counted over every enquiry:
    // every CMS screen shows it.
    countNew: async () =>
      Number((await db.select({ n: sum(enquiryDays.open) }).from(enquiryDays))[0]?.n ?? 0),
    update: (id: string, set: Partial<typeof enquiries.$inferInsert>) =>
      db
        .update(enquiries)
        .set({
          ...set,
          updatedAt: new Date(),
          // The first move away from "new" is when it was answered (the insights dashboard).
          ...(set.status && set.status !== 'new'
            ? { answeredAt: sql`coalesce(${enquiries.answeredAt}, now())` }
            : {}),
        })
        .where(eq(enquiries.id, id))
        .returning(),
    userExists: async (id: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1)).length > 0,
    delete: async (id: string) =>
      (await db.delete(enquiries).where(eq(enquiries.id, id)).returning())[0],
    /**
     * Notifications still to be sent (new, or failed and to be retried) and those given up on
     * after `maxAttempts`. One pass over the email_status index's pending and failed entries:
     * sent and off, nearly every row, are never read.
     */
    /** Notifications still to be tried, and those given up on (failed, nothing scheduled). */
    emailQueue: async () => {
      const [row] = await db
        .select({
          waiting:
            sql<number>`count(*) filter (where ${enquiries.nextEmailAt} is not null)`.mapWith(
              Number,
            ),
          gaveUp: sql<number>`count(*) filter (where ${enquiries.nextEmailAt} is null)`.mapWith(
            Number,
          ),
        })
        .from(enquiries)
        .where(inArray(enquiries.emailStatus, ['pending', 'failed']));
      return { waiting: row?.waiting ?? 0, gaveUp: row?.gaveUp ?? 0 };
    },
    /** Notifications due to be (re)sent. */
    /** Notifications whose next try is due; one given up on has none (`next_email_at` null). */
    dueEmails: (now: Date) =>
      db
        .select()
        .from(enquiries)
        .where(
          and(
            inArray(enquiries.emailStatus, ['pending', 'failed']),
            lte(enquiries.nextEmailAt, now),
          ),
        )
        .limit(20),
  };
}
