/**
 * The SQL of requests from a person (issue 32): what is held about an address, and erasing it.
 * Addresses arrive trimmed and in lower case (schemas/personal-data.ts); stored ones are compared
 * in lower case, through the `enquiries_email_lower_idx` index.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { usernameKey } from '../../../schemas/auth';
import type { Db } from '../../db/client';
import {
  auditLog,
  enquiries,
  erasureKey,
  erasureLog,
  loginThrottle,
  rateLimits,
  subscribers,
  users,
  usernameKeySql,
} from '../../db/schema';
import { cursorOf, type Cursor } from '../shared/keyset';
import { containsPattern } from '../shared/like-pattern';

export type PersonEnquiryRow = typeof enquiries.$inferSelect;
export type AuditEntryRow = typeof auditLog.$inferSelect;

/** What replaces an erased address in the audit log. */
export const ERASED = '[erased]';

const enquiryOf = (address: string) => sql`lower(${enquiries.email}) = ${address}`;

/** Longer than any address the lookup accepts (254 is SMTP's limit): no regex grows with input. */
const ADDRESS_MAX = 254;

/**
 * `text` as a PostgreSQL (ARE) regular expression matching it literally: every ASCII character
 * that is not a letter or digit is escaped (a backslash before one of them is always literal).
 */
const literalRegex = (text: string) =>
  text.replace(/[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/g, (c) => `\\${c}`);

/** What may be in an address's local part (RFC 5322's atext, and the dot). */
const LOCAL_PART_CHARS = "a-z0-9!#$%&'*+/=?^_`{|}~.-";
/** What continues a domain: a label's characters (and `_`, which joins words). */
const DOMAIN_CHARS = 'a-z0-9_-';

/**
 * A PostgreSQL regular expression (used case-insensitively) matching `address` as a whole address
 * and never inside another (issue 50, point 5): `smith.x@example.com` is not in
 * `john.smith.x@example.com` (the character before may not belong to a local part) nor in
 * `smith.x@example.com.ng` (the one after may not continue the domain, nor a dot and a label),
 * but is in `<smith.x@example.com>` and `(smith.x@example.com).`. The address arrives validated
 * and short: the expression is a literal between two fixed one- or two-character checks, which
 * PostgreSQL matches in time linear in the text.
 */
export function addressRegex(address: string): string {
  if (address.length === 0 || address.length > ADDRESS_MAX) {
    throw new RangeError('An address to look for is 1 to 254 characters');
  }
  return `(?<![${LOCAL_PART_CHARS}])${literalRegex(address)}(?![${DOMAIN_CHARS}]|\\.[${DOMAIN_CHARS}])`;
}

/** The audit log's columns a person's address can be in, the fields' labels as one text. */
const auditTexts = (): SQL[] => [
  sql`${auditLog.actorName}`,
  sql`${auditLog.target}`,
  sql`${auditLog.targetLabel}`,
  // Joined by a space, which bounds an address: no two labels make one.
  sql`array_to_string(${auditLog.fields}, ' ')`,
];

/**
 * Entries that name the address anywhere a person's text can be: who, what, the fields. The
 * ILIKE finds candidates cheaply; the regular expression keeps those naming the whole address.
 */
function auditNaming(address: string): SQL | undefined {
  const pattern = containsPattern(address);
  const re = addressRegex(address);
  return or(...auditTexts().map((text) => sql`(${text} ilike ${pattern} and ${text} ~* ${re})`));
}

export function personalDataRepo(db: Db) {
  return {
    /** The address's enquiries, oldest first, `limit` after `after`. */
    async enquiries(address: string, after: Cursor | undefined, limit: number) {
      const rows = await db
        .select({ row: enquiries, cursor: cursorOf(enquiries) })
        .from(enquiries)
        .where(
          and(
            enquiryOf(address),
            after
              ? sql`(${enquiries.createdAt}, ${enquiries.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(enquiries.createdAt), asc(enquiries.id))
        .limit(limit);
      return { rows: rows.map((r) => r.row), next: rows.at(-1)?.cursor };
    },
    countEnquiries: async (address: string) =>
      (await db.select({ n: count() }).from(enquiries).where(enquiryOf(address)))[0]?.n ?? 0,
    enquiryById: async (id: string) =>
      (await db.select().from(enquiries).where(eq(enquiries.id, id)).limit(1))[0],
    updateEnquiry: async (id: string, set: Partial<typeof enquiries.$inferInsert>) =>
      (
        await db
          .update(enquiries)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(enquiries.id, id))
          .returning()
      )[0],
    /** Deletes up to `limit` of the address's enquiries; answers their stored files. */
    async deleteEnquiries(address: string, limit: number) {
      const ids = db
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(enquiryOf(address))
        .limit(limit);
      return db
        .delete(enquiries)
        .where(inArray(enquiries.id, ids))
        .returning({ id: enquiries.id, file: enquiries.cvFile });
    },

    /** Subscribers are stored in lower case (the sign-up folds the address). */
    subscription: async (address: string) =>
      (await db.select().from(subscribers).where(eq(subscribers.email, address)).limit(1))[0],
    subscriptionById: async (id: string) =>
      (await db.select().from(subscribers).where(eq(subscribers.id, id)).limit(1))[0],
    updateSubscription: async (id: string, email: string) =>
      (await db.update(subscribers).set({ email }).where(eq(subscribers.id, id)).returning())[0],
    deleteSubscription: async (address: string) =>
      (await db.delete(subscribers).where(eq(subscribers.email, address)).returning()).length,

    /** Audit entries naming the address, newest first. */
    auditEntries: (address: string, limit: number) =>
      db
        .select()
        .from(auditLog)
        .where(auditNaming(address))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit),
    countAuditEntries: async (address: string) =>
      (await db.select({ n: count() }).from(auditLog).where(auditNaming(address)))[0]?.n ?? 0,
    /** Puts ERASED where the entries name the address; answers how many entries changed. */
    async scrubAudit(address: string) {
      const re = addressRegex(address);
      const scrub = (column: SQLWrapper) => sql`regexp_replace(${column}, ${re}, ${ERASED}, 'gi')`;
      const changed = await db
        .update(auditLog)
        .set({
          actorName: scrub(auditLog.actorName),
          target: scrub(auditLog.target),
          targetLabel: scrub(auditLog.targetLabel),
          fields: sql`coalesce((select array_agg(regexp_replace(f, ${re}, ${ERASED}, 'gi') order by i) from unnest(${auditLog.fields}) with ordinality as u(f, i)), '{}'::text[])`,
        })
        .where(auditNaming(address))
        .returning({ id: auditLog.id });
      return changed.length;
    },

    /** Accounts whose username is the address (staff who sign in with their e-mail). */
    accounts: (address: string) =>
      db
        .select({ id: users.id, username: users.username, role: users.role, at: users.createdAt })
        .from(users)
        .where(sql`${usernameKeySql(users.username)} = ${usernameKey(address)}`)
        .limit(10),

    /**
     * Counters keyed by the address: the acknowledgement limit per address
     * (`rule:address`) and failed sign-ins with it typed as a username.
     */
    async deleteCounters(address: string) {
      await db
        .delete(rateLimits)
        .where(
          sql`lower(substr(${rateLimits.key}, position(':' in ${rateLimits.key}) + 1)) = ${address}`,
        );
      await db.delete(loginThrottle).where(eq(loginThrottle.username, usernameKey(address)));
    },

    /** Notes an erased address's hash; the same address erased twice keeps its first time. */
    logErasure: (hash: string, keyId: string) =>
      db
        .insert(erasureLog)
        .values({ hash, keyId })
        .onConflictDoUpdate({ target: erasureLog.hash, set: { keyId, pending: false } }),
    /** The fallback key of the erasure log: made once, by whichever instance asks first. */
    async storedKey(fresh: string): Promise<string> {
      await db.insert(erasureKey).values({ id: 1, secret: fresh }).onConflictDoNothing();
      const [row] = await db.select().from(erasureKey).where(eq(erasureKey.id, 1));
      if (!row) throw new Error('The erasure key was not stored');
      return row.secret;
    },

    // ---- the sweep after a restore (server/services/personal-data/erasure-sweep.ts) ----------------------
    pendingErasures: () =>
      db
        .select({ hash: erasureLog.hash, keyId: erasureLog.keyId })
        .from(erasureLog)
        .where(eq(erasureLog.pending, true)),
    settleErasures: (hashes: string[]) =>
      hashes.length === 0
        ? Promise.resolve()
        : db.update(erasureLog).set({ pending: false }).where(inArray(erasureLog.hash, hashes)),
    /** Distinct addresses of enquiries after `after` (in lower case), `limit` at a time. */
    enquiryAddresses: async (after: string, limit: number) =>
      (
        await db
          .selectDistinct({ address: sql<string>`lower(${enquiries.email})` })
          .from(enquiries)
          .where(sql`lower(${enquiries.email}) > ${after}`)
          .orderBy(sql`lower(${enquiries.email})`)
          .limit(limit)
      ).map((r) => r.address),
    subscriberAddresses: async (after: string, limit: number) =>
      (
        await db
          .select({ address: subscribers.email })
          .from(subscribers)
          .where(gt(subscribers.email, after))
          .orderBy(asc(subscribers.email))
          .limit(limit)
      ).map((r) => r.address),
    /** Audit entries that may name an address at all, after `after` by id. */
    auditWithAddresses: (after: string, limit: number) =>
      db
        .select({
          id: auditLog.id,
          text: sql<string>`concat_ws(' ', ${auditLog.actorName}, ${auditLog.target}, ${auditLog.targetLabel}, array_to_string(${auditLog.fields}, ' '))`,
        })
        .from(auditLog)
        .where(
          and(
            sql`${auditLog.id} > ${after}::uuid`,
            sql`concat_ws(' ', ${auditLog.actorName}, ${auditLog.target}, ${auditLog.targetLabel}, array_to_string(${auditLog.fields}, ' ')) like '%@%'`,
          ),
        )
        .orderBy(asc(auditLog.id))
        .limit(limit),
  };
}
