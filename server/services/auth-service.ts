/**
 * Sign-in, two-factor sign-in, sessions and accounts (docs/architecture.md, Security;
 * docs/decisions/0012). Every failure to sign in looks the same to the caller ("Incorrect
 * credentials"). Repeated failures slow down the address that makes them, for that account only
 * (login-throttle): nobody can lock the owner out. Sign-ins, failures, pauses and every change to
 * an account or its security are recorded in the audit log (audit-log.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { usernameKey, type Role } from '../../schemas/auth';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password';
import { secretBox } from '../auth/secret-box';
import type { Db } from '../db/client';
import { loginThrottleRepo, type WaitPolicy } from '../repositories/login-throttle-repo';
import { securitySettingsRepo, twoFactorRepo } from '../repositories/two-factor-repo';
import { sessionsRepo, usersRepo, type UserRow } from '../repositories/users-repo';
import { actorOf, auditTargets, recordAudit, type Actor, type AuditEvent } from './audit-log';
import { createTwoFactor, type SecondFactor } from './two-factor';
import { ServiceError } from './service-error';
import { SUPER_ADMIN } from './super-admin';

export const SESSION_HOURS = 12;
/** Three free attempts per address and account, then 1 s, 2 s, 4 s … at most 15 minutes. */
export const LOGIN_WAITS: WaitPolicy = { freeAttempts: 3, maxWaitSeconds: 15 * 60 };
/** What the throttle's refusal says behind a session (sign-in says "failed sign-ins"). */
const WRONG_SECRETS = 'wrong passwords or codes';
/** Failures untouched for a day are forgotten. */
export const FORGET_AFTER_MS = 24 * 3_600_000;

export interface SessionUser {
  id: string;
  username: string;
  role: Role;
  sessionId: string;
  totpEnabled: boolean;
  /** Every account must use 2FA and this one has not enrolled: it may do nothing else yet. */
  mustEnrol: boolean;
}

export interface AuthOptions {
  /** The key of the two-factor secrets; without one, 2FA cannot be enrolled. */
  secretKey?: Buffer;
  /** The name authenticator apps show beside the account. */
  issuer?: string;
}

export class AuthError extends ServiceError<400 | 401 | 403 | 404 | 409> {}

/** The password was right; the account's second factor is missing or wrong (`code`). */
export class SecondFactorError extends Error {
  constructor(readonly code: 'totp_required' | 'totp_invalid') {
    super(
      code === 'totp_required'
        ? 'Enter the code from your authenticator app, or a recovery code.'
        : 'That code is not right. Enter the current code from your authenticator app, or a recovery code.',
    );
  }
}

/**
 * Too many wrong passwords or codes for this account from this address, at sign-in or behind a
 * session: try again after a while (429 with Retry-After, server/api/errors.ts).
 */
export class TooManyAttemptsError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    what = 'failed sign-ins',
  ) {
    super(
      `Too many ${what} from this address. Please wait ${retryAfterSeconds} seconds and try again.`,
    );
  }
}

/** Where a sign-in comes from: its address (for the throttle) and its browser (for Sessions). */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

const browsers: [string, RegExp][] = [
  ['Edge', /Edg\//],
  ['Opera', /OPR\//],
  ['Chrome', /Chrome\//],
  ['Firefox', /Firefox\//],
  ['Safari', /Safari\//],
];
const systems: [string, RegExp][] = [
  ['Android', /Android/],
  ['iPhone', /iPhone/],
  ['iPad', /iPad/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X/],
  ['Linux', /Linux/],
];

/** "Chrome on Windows" from a User-Agent, or the start of it when it is not recognised. */
export function deviceLabel(userAgent: string): string {
  const browser = browsers.find(([, re]) => re.test(userAgent))?.[0];
  const system = systems.find(([, re]) => re.test(userAgent))?.[0];
  if (browser && system) return `${browser} on ${system}`;
  return userAgent.slice(0, 60) || 'Unknown device';
}

/** The throttle's row of an account (as `usernameKey` folds it) and a client address. */
const throttleKey = (username: string, ip: string) =>
  `${usernameKey(username).slice(0, 100)}|${ip.slice(0, 100)}`;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

// Compared against when the username is unknown, so that a miss takes as long as a hit.
const dummyHash = hashPassword('not-a-real-password-at-all');

/**
 * Who tried to sign in with a username no account has. The name typed is not kept: people type
 * their password into the username field, and the log is kept for more than a year.
 */
const UNKNOWN_ACCOUNT = 'Unknown username';

/** An account as the audit log names it. */
const accountEvent = (user: { id: string; username: string }) => ({
  target: auditTargets.user(user.id),
  targetLabel: user.username,
});

export function createAuthService(db: Db, options: AuthOptions = {}) {
  const accounts = usersRepo(db);
  const store = sessionsRepo(db);
  const throttle = loginThrottleRepo(db);
  const settings = securitySettingsRepo(db);
  const twoFactor = createTwoFactor(twoFactorRepo(db), secretBox(options.secretKey), {
    issuer: options.issuer ?? 'CMS',
    secretKey: options.secretKey,
  });

  const sessionUser = (user: UserRow, sessionId: string, requireTotp: boolean): SessionUser => ({
    id: user.id,
    username: user.username,
    role: user.role,
    sessionId,
    totpEnabled: Boolean(user.totpEnabledAt),
    mustEnrol: requireTotp && !user.totpEnabledAt,
  });

  async function targetUser(id: string) {
    const user = await accounts.byId(id);
    if (!user) throw new AuthError(404, 'That account does not exist');
    return user;
  }

  /**
   * Counts one check of an account's password or code from `client` (sign-in, or a signed-in
   * user confirming a change), before it is made: the sign-in throttle's row of that account and
   * address, so guesses there and here share one budget. Throws while that pair must wait.
   */
  async function reserveCheck(
    username: string,
    client: ClientInfo,
    what?: string,
  ): Promise<{ key: string; now: Date; forgetBefore: Date }> {
    const now = new Date();
    const key = throttleKey(username, client.ip);
    const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
    const attempt = await throttle.reserve(
      key,
      usernameKey(username).slice(0, 100),
      now,
      forgetBefore,
      LOGIN_WAITS,
    );
    if (!attempt.allowed) {
      throw new TooManyAttemptsError(
        Math.max(1, Math.ceil((attempt.nextAllowedAt.getTime() - now.getTime()) / 1000)),
        what,
      );
    }
    return { key, now, forgetBefore };
  }

  /**
   * A failed check, and the pause it starts when it is the one that uses up the free tries:
   * `auth.login_failed` at sign-in, `auth.check_failed` behind a session.
   */
  async function checkFailed(
    key: string,
    user: UserRow | undefined,
    client: ClientInfo,
    credential: string,
    action: 'auth.login_failed' | 'auth.check_failed' = 'auth.login_failed',
  ) {
    const failures = await throttle.failed(key, new Date(), LOGIN_WAITS);
    const actor: Actor = user
      ? actorOf(user, client.ip)
      : { id: null, name: UNKNOWN_ACCOUNT, ip: client.ip };
    const about = user ? accountEvent(user) : {};
    // The pause is listed after the failure that started it, even on a clock that ticks in
    // milliseconds (PGlite's).
    const at = new Date();
    await recordAudit(db, actor, {
      action,
      ...about,
      fields: [credential],
      at,
    });
    if (failures === LOGIN_WAITS.freeAttempts + 1) {
      await recordAudit(db, actor, {
        action: 'auth.lockout',
        ...about,
        at: new Date(at.getTime() + 1),
      });
    }
  }

  /** Records an event about `user`'s own account. */
  const own = (user: SessionUser, client: ClientInfo, event: AuditEvent) =>
    recordAudit(db, actorOf(user, client.ip), { ...accountEvent(user), ...event });

  async function passwordMatches(user: UserRow | undefined, password: string) {
    if (!user) {
      await verifyPassword(password, await dummyHash);
      return false;
    }
    return verifyPassword(password, user.passwordHash);
  }

  return {
    async login(
      input: { username: string; password: string } & SecondFactor,
      client: ClientInfo,
    ): Promise<{ token: string; user: SessionUser; expiresAt: Date }> {
      const { username, password } = input;
      const { key, now, forgetBefore } = await reserveCheck(username, client);
      const user = await accounts.byUsername(username);
      if (!(await passwordMatches(user, password)) || !user) {
        await checkFailed(key, user, client, 'Password');
        throw new AuthError(401, 'Incorrect credentials');
      }
      if (user.totpSecret) {
        if (!input.totp && !input.recoveryCode) {
          // The password was right: being asked for the code is no failure.
          await throttle.refund(key, now);
          throw new SecondFactorError('totp_required');
        }
        // A wrong code is counted like a wrong password.
        if (!(await twoFactor.verify(user, input))) {
          await checkFailed(key, user, client, 'Two-factor code');
          throw new SecondFactorError('totp_invalid');
        }
      }
      await throttle.clear(key);
      if (needsRehash(user.passwordHash)) {
        await accounts.setPassword(user.id, await hashPassword(password));
      }
      await store.deleteExpired(now);
      await throttle.forget(forgetBefore);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
      const id = crypto.randomUUID();
      await store.create({
        id,
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt,
        ip: client.ip.slice(0, 100),
        userAgent: (client.userAgent ?? '').slice(0, 300),
      });
      await recordAudit(db, actorOf(user, client.ip), {
        action: 'auth.login',
        ...accountEvent(user),
      });
      return { token, expiresAt, user: sessionUser(user, id, await settings.requireTotp()) };
    },

    /**
     * Forgets every address's failed sign-ins for an account; answers how many were cleared. Not
     * one's own: a stolen session would wipe the waits that slow its guesses at the password.
     */
    async clearFailures(userId: string, actor: Actor): Promise<number> {
      if (actor.id === userId) {
        throw new AuthError(
          403,
          'You cannot clear your own failed sign-ins. Wait for the pause to end, or run npm run user:reset on the server.',
        );
      }
      const user = await targetUser(userId);
      const cleared = await throttle.clearUsername(usernameKey(user.username));
      await recordAudit(db, actor, { action: 'user.unlock', ...accountEvent(user) });
      return cleared;
    },

    /** The user a token signs in, or undefined when it is unknown, expired or revoked. */
    async authenticate(token: string | undefined): Promise<SessionUser | undefined> {
      if (!token || token.length > 200) return undefined;
      const found = await store.findLive(hashToken(token), new Date());
      if (!found) return undefined;
      const { user, session, requireTotp } = found;
      const now = new Date();
      if (now.getTime() - session.lastSeenAt.getTime() > 60_000) await store.touch(session.id, now);
      return sessionUser(user, session.id, Boolean(requireTotp));
    },

    /** The signed-in user's sessions, the current one marked (the Sessions screen). */
    async sessions(actor: SessionUser) {
      return (await store.listLive(actor.id, new Date())).map((s) => ({
        _id: s.id,
        current: s.id === actor.sessionId,
        device: deviceLabel(s.userAgent),
        address: s.ip,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
      }));
    },

    /** Ends one of the user's own sessions. */
    async endSession(actor: SessionUser, id: string, client: ClientInfo) {
      if (!(await store.deleteOwn(actor.id, id))) {
        throw new AuthError(404, 'That session has already ended');
      }
      await own(actor, client, { action: 'auth.session_end' });
    },

    /** Ends every session of the user but this one. */
    async endOtherSessions(actor: SessionUser, client: ClientInfo) {
      await store.deleteForUser(actor.id, actor.sessionId);
      await own(actor, client, { action: 'auth.sessions_end_others' });
    },

    /** Ends the session of `token`; `user` is whom it signed in, when it was still live. */
    async logout(token: string, user: SessionUser | undefined, client: ClientInfo) {
      await store.delete(hashToken(token));
      if (user) await own(user, client, { action: 'auth.logout' });
    },

    listUsers: async () =>
      (await accounts.list()).map((u) => ({
        _id: u.id,
        username: u.username,
        role: u.role,
        totpEnabled: Boolean(u.totpEnabledAt),
      })),

    /**
     * Adds an admin account. A name taken as it is answers 409; one that differs from an account's
     * only in case or `-`/`_` (`Super-Admin` beside `super_admin`) answers 400: it would sign in
     * as that account, and would pass for it in the audit log.
     */
    async register(username: string, password: string, actor: Actor) {
      const refuse = (existing: UserRow | undefined) => {
        if (!existing || existing.username === username) {
          return new AuthError(409, 'Error creating new user', {
            username: 'That username is taken',
          });
        }
        return new AuthError(400, 'Error creating new user', {
          username: `Too like the account “${existing.username}”: names that differ only in capitals, dashes or underscores are the same account. Choose another.`,
        });
      };
      const existing = await accounts.byUsername(username);
      if (existing) throw refuse(existing);
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const inserted = await usersRepo(tx).insertIfMissing({
          username,
          passwordHash,
          role: 'admin',
        });
        const created = inserted ? await usersRepo(tx).byUsername(username) : undefined;
        // Another request took the name (or a look-alike) meanwhile.
        if (!created) throw refuse(await usersRepo(tx).byUsername(username));
        await recordAudit(tx, actor, {
          action: 'user.create',
          ...accountEvent(created),
          fields: ['Username', 'Password'],
        });
        return created;
      });
      return { _id: user.id, username, role: 'admin' as const };
    },

    /**
     * Deleting a user ends its sessions (they cascade with it); its entries in the audit log stay,
     * under the name it had.
     */
    async deleteUser(id: string, actor: Actor) {
      const user = await targetUser(id);
      if (user.username === SUPER_ADMIN)
        throw new AuthError(403, 'The super_admin account cannot be deleted');
      await db.transaction(async (tx) => {
        await usersRepo(tx).delete(id);
        await recordAudit(tx, actor, { action: 'user.delete', ...accountEvent(user) });
      });
    },

    /**
     * Changes a password. Anyone may change their own (with their current password); only the
     * super admin may change another account's, confirming with the super admin's own password.
     * Every other session of that account ends.
     */
    async changePassword(
      actor: SessionUser,
      input: { username?: string; currentPassword: string; newPassword: string },
      client: ClientInfo,
    ) {
      const targetName = input.username || actor.username;
      const ownAccount = usernameKey(targetName) === usernameKey(actor.username);
      if (!ownAccount && actor.role !== 'super admin') {
        throw new AuthError(403, 'Only the super admin can change another account’s password');
      }
      // The session alone is not enough: a stolen one must guess the password as slowly as a
      // stranger at the sign-in form, and in the same budget.
      const check = await reserveCheck(actor.username, client, WRONG_SECRETS);
      const self = await accounts.byId(actor.id);
      if (!(await passwordMatches(self, input.currentPassword)) || !self) {
        await checkFailed(check.key, self, client, 'Current password', 'auth.check_failed');
        throw new AuthError(400, 'Some fields need attention', {
          currentPassword: 'Current password is incorrect',
        });
      }
      await throttle.clear(check.key);
      const target = ownAccount ? self : await accounts.byUsername(targetName);
      if (!target) throw new AuthError(404, 'That account does not exist');
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await usersRepo(tx).setPassword(target.id, passwordHash);
        await sessionsRepo(tx).deleteForUser(
          target.id,
          target.id === actor.id ? actor.sessionId : undefined,
        );
        await recordAudit(tx, actorOf(actor, client.ip), {
          action: 'auth.password_change',
          ...accountEvent(target),
          fields: ['Password'],
        });
      });
    },

    /** Whether two-factor secrets can be encrypted here (a key is configured). */
    totpAvailable: twoFactor.available,

    /** Starts enrolment: a new secret, kept (encrypted) until a code confirms it. */
    async setupTotp(actor: SessionUser) {
      if (!twoFactor.available) {
        throw new AuthError(
          409,
          'Two-factor sign-in needs the server’s SECRET_KEY to be set. Ask whoever runs the server.',
        );
      }
      if (actor.totpEnabled) {
        throw new AuthError(
          409,
          'Two-factor sign-in is already on. Turn it off first to change it.',
        );
      }
      return twoFactor.start(actor.id, actor.username);
    },

    /** Confirms enrolment with a code; answers the recovery codes, shown this once. */
    async enableTotp(actor: SessionUser, code: string, client: ClientInfo) {
      const user = await targetUser(actor.id);
      if (user.totpSecret) throw new AuthError(409, 'Two-factor sign-in is already on.');
      const result = await twoFactor.confirm(user, code);
      if (result === 'nothing pending') {
        throw new AuthError(409, 'Start the set-up again: no secret is waiting.');
      }
      if (result === 'wrong code') {
        throw new AuthError(400, 'Some fields need attention', {
          code: 'That code is not right. Enter the 6 digits your app shows now.',
        });
      }
      await own(actor, client, { action: 'auth.2fa_enable' });
      return { recoveryCodes: result };
    },

    /** Turns one's own 2FA off: needs the password and a code (or a recovery code). */
    async disableTotp(
      actor: SessionUser,
      input: { password: string } & SecondFactor,
      client: ClientInfo,
    ) {
      const user = await targetUser(actor.id);
      if (!user.totpSecret) throw new AuthError(409, 'Two-factor sign-in is not on.');
      if (!input.totp && !input.recoveryCode) {
        throw new AuthError(400, 'Some fields need attention', {
          totp: 'Enter the code from your authenticator app, or a recovery code',
        });
      }
      // Counted like a sign-in: a stolen session guesses no faster here than at the sign-in form.
      const check = await reserveCheck(actor.username, client, WRONG_SECRETS);
      if (!(await verifyPassword(input.password, user.passwordHash))) {
        await checkFailed(check.key, user, client, 'Password', 'auth.check_failed');
        throw new AuthError(400, 'Some fields need attention', {
          password: 'Password is incorrect',
        });
      }
      if (!(await twoFactor.verify(user, input))) {
        await checkFailed(check.key, user, client, 'Two-factor code', 'auth.check_failed');
        throw new AuthError(400, 'Some fields need attention', {
          totp: 'That code is not right',
        });
      }
      await throttle.clear(check.key);
      await twoFactor.off(actor.id);
      await own(actor, client, { action: 'auth.2fa_disable' });
    },

    /**
     * The super admin resets another account's 2FA (a lost phone): it enrols again. Not its own:
     * that needs the password and a code (`disableTotp`), or a stolen session would turn it off.
     */
    async resetTotp(id: string, actor: Actor) {
      if (actor.id === id) {
        throw new AuthError(
          403,
          'Turn off your own two-factor sign-in under Two-factor sign-in, with your password and a code.',
        );
      }
      const user = await targetUser(id);
      await twoFactor.off(user.id);
      await recordAudit(db, actor, { action: 'user.2fa_reset', ...accountEvent(user) });
    },

    /** The CLI's reset of 2FA, by username; false when there is no such account. */
    async resetTotpByUsername(username: string) {
      const user = await accounts.byUsername(username);
      if (!user) return false;
      await twoFactor.off(user.id);
      return true;
    },

    async totpStatus(actor: SessionUser) {
      return {
        enabled: actor.totpEnabled,
        recoveryCodesLeft: actor.totpEnabled ? await twoFactor.codesLeft(actor.id) : 0,
        available: twoFactor.available,
        required: await settings.requireTotp(),
      };
    },

    security: async () => ({ requireTotp: await settings.requireTotp() }),

    /** Requiring 2FA of everyone starts with oneself, or the super admin would be shut out too. */
    async setRequireTotp(actor: SessionUser, requireTotp: boolean, client: ClientInfo) {
      if (requireTotp && !actor.totpEnabled) {
        throw new AuthError(409, 'Turn on your own two-factor sign-in first.');
      }
      const before = await settings.requireTotp();
      await db.transaction(async (tx) => {
        await securitySettingsRepo(tx).setRequireTotp(requireTotp);
        await recordAudit(tx, actorOf(actor, client.ip), {
          action: 'settings.update',
          target: auditTargets.security,
          targetLabel: 'Settings: Account security',
          fields: before === requireTotp ? [] : ['Require two-factor sign-in'],
        });
      });
      return { requireTotp };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
