/** Sign-in and account schemas, shared by the API and the CMS forms. */
import { z } from 'zod';

/** A 6-digit code from an authenticator app (spaces, as some apps show them, are ignored). */
export const totpCodeSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6 digits from your authenticator app'));

export const recoveryCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter a recovery code')
  .max(40, 'That is not a recovery code');

/** The second factor, when the account has two-factor sign-in: a code or a recovery code. */
const secondFactor = {
  totp: z.preprocess((v) => (v === '' ? undefined : v), totpCodeSchema.optional()),
  recoveryCode: z.preprocess((v) => (v === '' ? undefined : v), recoveryCodeSchema.optional()),
};

export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Enter your username').max(100),
  password: z.string().min(1, 'Enter your password').max(200),
  ...secondFactor,
});

/** The signed-in user's own password, given again (sudo mode, decision 0040). */
const ownPassword = z
  .string({ error: 'Enter your password' })
  .min(1, 'Enter your password')
  .max(200, 'That is not your password');

/** Turning two-factor sign-in on asks for the password every time: it hands out recovery codes. */
export const enableTotpSchema = z.object({ code: totpCodeSchema, password: ownPassword });

/** POST /auth/confirm-password: the password again, before an action that asks for it. */
export const confirmPasswordSchema = z.object({ password: ownPassword });

export const disableTotpSchema = z.object({
  password: z.string().min(1, 'Enter your password').max(200),
  ...secondFactor,
});

export const securitySettingsSchema = z.object({
  /** Every account must use two-factor sign-in. */
  requireTotp: z.boolean(),
});

/**
 * What identifies an account whatever way its name is typed: trimmed, in lower case, `-` read as
 * `_` (`Super-Admin` is `super_admin`). Sign-in, the sign-in throttle and the uniqueness of
 * usernames all go by it; the database folds stored names the same way (`usernameKeySql`).
 */
export const usernameKey = (username: string) => username.trim().toLowerCase().replace(/-/g, '_');

/**
 * What a name looks like to a reader: NFKC (full-width and other compatibility forms become
 * their plain letters), lower case, and no `_`, `-`, `.` or space, normalised once more. Two
 * names with one skeleton (`superadmin`, `Super.Admin`, `super__admin` beside `super_admin`) are
 * too alike for two accounts: one passes for the other in the audit log and the user list. Only
 * new names are held to it; sign-in goes by `usernameKey`, so existing accounts that already
 * collide keep working.
 * `usernameSkeletonSql` (server/repositories/accounts/users-repo.ts) is the same folding in SQL.
 */
export const usernameSkeleton = (username: string) =>
  username
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[_.\- ]/g, '')
    // Removing a separator can bring two combining marks together out of canonical order (a
    // mark, `_`, another mark); normalising again puts them in order, so a skeleton is its own.
    .normalize('NFKC');

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Use at least 3 characters')
  .max(40, 'Use at most 40 characters')
  .regex(/^[a-z0-9._-]+$/i, 'Use letters, digits, dots, dashes or underscores');

export const newPasswordSchema = z
  .string()
  .min(12, 'Use at least 12 characters')
  .max(200, 'Use at most 200 characters');

export const registerSchema = z.object({ username: usernameSchema, password: newPasswordSchema });

export const changePasswordSchema = z.object({
  /** Whose password; defaults to the signed-in user's own. */
  username: z.string().trim().max(100).optional(),
  currentPassword: z.string().min(1, 'Enter your current password').max(200),
  newPassword: newPasswordSchema,
});

export const roles = ['super admin', 'admin'] as const;
export type Role = (typeof roles)[number];
