import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recoveryCodes, securitySettings, users } from '../../db/schema';

/** An account's two-factor secret, its used time steps and its recovery codes. */
export function twoFactorRepo(db: Db) {
  return {
    /** Keeps a secret being enrolled (encrypted) until a code confirms it. */
    setPending: (id: string, sealed: string) =>
      db.update(users).set({ totpPending: sealed, updatedAt: new Date() }).where(eq(users.id, id)),

    /**
     * Turns two-factor sign-in on with the confirmed secret and replaces the recovery codes, in
     * one transaction: an account never has 2FA without its codes.
     */
    enable: (id: string, sealed: string, step: number, codeHashes: string[]) =>
      db.transaction(async (tx) => {
        const now = new Date();
        await tx
          .update(users)
          .set({
            totpSecret: sealed,
            totpPending: null,
            totpLastStep: step,
            totpEnabledAt: now,
            updatedAt: now,
          })
          .where(eq(users.id, id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
        await tx
          .insert(recoveryCodes)
          .values(codeHashes.map((codeHash) => ({ userId: id, codeHash })));
      }),

    disable: (id: string) =>
      db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            totpSecret: null,
            totpPending: null,
            totpLastStep: null,
            totpEnabledAt: null,
            updatedAt: new Date(),
          })
          .where(eq(users.id, id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
      }),

    /**
     * Records the time step of an accepted code, only if it is later than the last one: false
     * means that code (or a later one) was already used, also by a concurrent request.
     */
    useStep: async (id: string, step: number) =>
      (
        await db
          .update(users)
          .set({ totpLastStep: step })
          .where(
            and(
              eq(users.id, id),
              sql`(${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`,
            ),
          )
          .returning({ id: users.id })
      ).length > 0,

    /** Spends a recovery code: true once per code, whatever the concurrency. */
    useRecoveryCode: async (id: string, codeHash: string) =>
      (
        await db
          .update(recoveryCodes)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(recoveryCodes.userId, id),
              eq(recoveryCodes.codeHash, codeHash),
              isNull(recoveryCodes.usedAt),
            ),
          )
          .returning({ userId: recoveryCodes.userId })
      ).length > 0,

    /** The hashes of an account's unspent recovery codes (ten at most), to compare with. */
    unusedRecoveryCodeHashes: async (id: string) =>
      (
        await db
          .select({ codeHash: recoveryCodes.codeHash })
          .from(recoveryCodes)
          .where(and(eq(recoveryCodes.userId, id), isNull(recoveryCodes.usedAt)))
      ).map((r) => r.codeHash),

    /** Every stored code whose hash does not begin with `keyedPrefix` (spent ones too). */
    legacyRecoveryCodes: (keyedPrefix: string) =>
      db
        .select({ userId: recoveryCodes.userId, codeHash: recoveryCodes.codeHash })
        .from(recoveryCodes)
        .where(sql`left(${recoveryCodes.codeHash}, ${keyedPrefix.length}) <> ${keyedPrefix}`),

    /** Replaces one stored hash with another, its use kept. */
    rehashRecoveryCode: (userId: string, from: string, to: string) =>
      db
        .update(recoveryCodes)
        .set({ codeHash: to })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, from))),

    unusedRecoveryCodes: async (id: string) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(recoveryCodes)
          .where(and(eq(recoveryCodes.userId, id), isNull(recoveryCodes.usedAt)))
      )[0]?.n ?? 0,
  };
}

/** The super admin's account-security settings (one row, absent until first saved). */
export function securitySettingsRepo(db: Db) {
  return {
    requireTotp: async () =>
      (
        await db
          .select({ requireTotp: securitySettings.requireTotp })
          .from(securitySettings)
          .where(eq(securitySettings.id, 1))
      )[0]?.requireTotp ?? false,
    setRequireTotp: (requireTotp: boolean) =>
      db
        .insert(securitySettings)
        .values({ id: 1, requireTotp })
        .onConflictDoUpdate({
          target: securitySettings.id,
          set: { requireTotp, updatedAt: new Date() },
        }),
  };
}

/** Whether every account must use 2FA, as a subquery of the per-request session lookup. */
export const requireTotpColumn = sql<boolean>`coalesce((select ${securitySettings.requireTotp} from ${securitySettings} where ${securitySettings.id} = 1), false)`;
