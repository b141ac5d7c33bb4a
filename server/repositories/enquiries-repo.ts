import { and, count, desc, eq, inArray, lte, or, isNull } from 'drizzle-orm';
import type { EnquiryStatus, EnquiryType } from '../../schemas/enquiry';
import type { Db } from '../db/client';
import { enquiries, subscribers } from '../db/schema';

export type EnquiryRow = typeof enquiries.$inferSelect;
export type SubscriberRow = typeof subscribers.$inferSelect;

export interface EnquiryFilter {
  type?: EnquiryType;
  status?: EnquiryStatus;
}

const where = (f: EnquiryFilter) =>
  and(
    f.type ? eq(enquiries.type, f.type) : undefined,
    f.status ? eq(enquiries.status, f.status) : undefined,
  );

export function enquiriesRepo(db: Db) {
  return {
    insert: async (row: typeof enquiries.$inferInsert): Promise<EnquiryRow> => {
      const [stored] = await db.insert(enquiries).values(row).returning();
      if (!stored) throw new Error('The enquiry was not stored');
      return stored;
    },
    /** Many enquiries in one statement (imports, `npm run bench -- --scale`). */
    insertMany: async (rows: (typeof enquiries.$inferInsert)[]): Promise<void> => {
      if (rows.length > 0) await db.insert(enquiries).values(rows);
    },
    byId: async (id: string): Promise<EnquiryRow | undefined> =>
      (await db.select().from(enquiries).where(eq(enquiries.id, id)).limit(1))[0],
    page: async (f: EnquiryFilter, limit: number, offset: number) => {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(enquiries)
          .where(where(f))
          .orderBy(desc(enquiries.createdAt))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(enquiries).where(where(f)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    all: (f: EnquiryFilter) =>
      db.select().from(enquiries).where(where(f)).orderBy(desc(enquiries.createdAt)),
    countNew: async () =>
      (await db.select({ n: count() }).from(enquiries).where(eq(enquiries.status, 'new')))[0]?.n ??
      0,
    update: (id: string, set: Partial<typeof enquiries.$inferInsert>) =>
      db
        .update(enquiries)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(enquiries.id, id))
        .returning(),
    delete: async (id: string) =>
      (await db.delete(enquiries).where(eq(enquiries.id, id)).returning())[0],
    /** Notifications due to be (re)sent. */
    dueEmails: (now: Date, maxAttempts: number) =>
      db
        .select()
        .from(enquiries)
        .where(
          and(
            inArray(enquiries.emailStatus, ['pending', 'failed']),
            lte(enquiries.emailAttempts, maxAttempts - 1),
            or(isNull(enquiries.nextEmailAt), lte(enquiries.nextEmailAt, now)),
          ),
        )
        .limit(20),
  };
}

export function subscribersRepo(db: Db) {
  return {
    /** True when the address is new; signing up twice changes nothing. */
    insert: async (email: string, token: string) =>
      (
        await db
          .insert(subscribers)
          .values({ email, token })
          .onConflictDoNothing({ target: subscribers.email })
          .returning()
      ).length > 0,
    byEmail: async (email: string) =>
      (await db.select().from(subscribers).where(eq(subscribers.email, email)).limit(1))[0],
    list: () => db.select().from(subscribers).orderBy(desc(subscribers.createdAt)),
    deleteByToken: async (token: string) =>
      (await db.delete(subscribers).where(eq(subscribers.token, token)).returning()).length > 0,
    delete: async (id: string) =>
      (await db.delete(subscribers).where(eq(subscribers.id, id)).returning()).length > 0,
  };
}
