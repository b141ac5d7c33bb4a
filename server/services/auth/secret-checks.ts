/**
 * The pause on guessing an account's password or code (login-throttle-repo; docs/decisions/0028):
 * every check of a secret, at sign-in or behind a session, is counted per (account, address)
 * before it is made, and repeated failures make that address wait, for that account only, so
 * nobody can lock the owner out. Failures and pauses go to the audit log.
 */
import { usernameKey } from '../../../schemas/auth';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import {
  loginThrottleRepo,
  type WaitPolicy,
} from '../../repositories/accounts/login-throttle-repo';
import type { UserRow } from '../../repositories/accounts/users-repo';
import { actorOf, recordAudit, type Actor } from '../shared/audit-log';
import { accountEvent, type ClientInfo } from './auth-common';
import type { Clock } from './auth-sessions';

/** Three free attempts per address and account, then 1 s, 2 s, 4 s … at most 15 minutes. */
export const LOGIN_WAITS: WaitPolicy = { freeAttempts: 3, maxWaitSeconds: 15 * 60 };
/** What the throttle's refusal says behind a session (sign-in says "failed sign-ins"). */
export const WRONG_SECRETS = 'wrong passwords or codes';
/** Failures untouched for a day are forgotten. */
export const FORGET_AFTER_MS = 24 * 3_600_000;

/**
 * Too many wrong passwords or codes for this account from this address, at sign-in or behind a
 * session: try again after a while (429 with Retry-After, server/http/errors.ts).
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

/** The throttle's row of an account (as `usernameKey` folds it) and a client address. */
const throttleKey = (username: string, ip: string) =>
  `${usernameKey(username).slice(0, 100)}|${ip.slice(0, 100)}`;

// Compared against when the username is unknown, so that a miss takes as long as a hit.
const dummyHash = hashPassword('not-a-real-password-at-all');

/**
 * Who tried to sign in with a username no account has. The name typed is not kept: people type
 * their password into the username field, and the log is kept for more than a year.
 */
const UNKNOWN_ACCOUNT = 'Unknown username';

/**
 * `clock` is the time the waits are measured by: tests move it past a wait rather than sleep
 * through it, and a slow check on a busy machine cannot outlast a wait the test expects to hold.
 */
export function createSecretChecks(db: Db, clock: Clock = () => new Date()) {
  const throttle = loginThrottleRepo(db);

  /**
   * Counts one check of an account's password or code from `client` (sign-in, or a signed-in
   * user confirming a change), before it is made: the sign-in throttle's row of that account and
   * address, so guesses there and here share one budget. Throws while that pair must wait.
   */
  async function reserve(
    username: string,
    client: ClientInfo,
    what?: string,
  ): Promise<{ key: string; now: Date; forgetBefore: Date }> {
    const now = clock();
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
  async function failed(
    key: string,
    user: UserRow | undefined,
    client: ClientInfo,
    credential: string,
    action: 'auth.login_failed' | 'auth.check_failed' = 'auth.login_failed',
  ) {
    const failures = await throttle.failed(key, clock(), LOGIN_WAITS);
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

  async function passwordMatches(user: UserRow | undefined, password: string) {
    if (!user) {
      await verifyPassword(password, await dummyHash);
      return false;
    }
    return verifyPassword(password, user.passwordHash);
  }

  return {
    reserve,
    failed,
    passwordMatches,
    /** The secret was right: that address starts afresh for that account. */
    passed: (key: string) => throttle.clear(key),
    /** The password was right and only the second factor is still to come: no failure. */
    refund: (key: string, reservedAt: Date) => throttle.refund(key, reservedAt),
    /** Every address's failures for an account; answers how many rows went. */
    clearAccount: (username: string) => throttle.clearUsername(usernameKey(username)),
    forget: (before: Date) => throttle.forget(before),
  };
}

export type SecretChecks = ReturnType<typeof createSecretChecks>;
