/**
 * Sign-in, two-factor sign-in, sessions and accounts (docs/architecture.md, Security;
 * docs/decisions/0012). Every failure to sign in looks the same to the caller ("Incorrect
 * credentials"). Repeated failures slow down the address that makes them, for that account only
 * (secret-checks.ts): nobody can lock the owner out. Sign-ins, failures, pauses and every change
 * to an account or its security are recorded in the audit log (audit-log.ts).
 *
 * One service to its callers, made of parts by responsibility: sessions (auth-sessions.ts),
 * accounts and passwords (account-admin.ts), two-factor settings (two-factor-settings.ts).
 */
import { hashPassword, needsRehash } from '../../auth/password';
import { secretBox } from '../../auth/secret-box';
import type { Db } from '../../db/client';
import { securitySettingsRepo, twoFactorRepo } from '../../repositories/accounts/two-factor-repo';
import { usersRepo } from '../../repositories/accounts/users-repo';
import { createAccountAdmin } from './account-admin';
import { actorOf, recordAudit } from '../shared/audit-log';
import {
  accountEvent,
  AuthError,
  sessionUser,
  type ClientInfo,
  type SessionUser,
} from './auth-common';
import { createSessions, type Clock } from './auth-sessions';
import { createPasswordConfirmation } from './password-confirmation';
import { createSecretChecks } from './secret-checks';
import { createTwoFactor, type SecondFactor } from './two-factor';
import { createTwoFactorSettings } from './two-factor-settings';

export { AuthError, type ClientInfo, type SessionUser } from './auth-common';
export { deviceLabel, SESSION_HOURS, SUDO_MINUTES, type Clock } from './auth-sessions';
export { FORGET_AFTER_MS, LOGIN_WAITS, TooManyAttemptsError } from './secret-checks';

export interface AuthOptions {
  /** The key of the two-factor secrets; without one, 2FA cannot be enrolled. */
  secretKey?: Buffer;
  /** The name authenticator apps show beside the account. */
  issuer?: string;
  /**
   * The time sudo mode's window (decision 0040) and the sign-in throttle's waits are measured
   * by: tests move it, not wait.
   */
  now?: Clock;
}

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

export function createAuthService(db: Db, options: AuthOptions = {}) {
  const accounts = usersRepo(db);
  const settings = securitySettingsRepo(db);
  const clock = options.now ?? (() => new Date());
  const checks = createSecretChecks(db, clock);
  const sessions = createSessions(db, clock);
  const confirmPassword = createPasswordConfirmation(db, checks, sessions.confirmPassword);
  const twoFactor = createTwoFactor(twoFactorRepo(db), secretBox(options.secretKey), {
    issuer: options.issuer ?? 'CMS',
    secretKey: options.secretKey,
  });

  return {
    async login(
      input: { username: string; password: string } & SecondFactor,
      client: ClientInfo,
    ): Promise<{ token: string; user: SessionUser; expiresAt: Date }> {
      const { username, password } = input;
      const { key, now, forgetBefore } = await checks.reserve(username, client);
      const user = await accounts.byUsername(username);
      if (!(await checks.passwordMatches(user, password)) || !user) {
        await checks.failed(key, user, client, 'Password');
        throw new AuthError(401, 'Incorrect credentials');
      }
      if (user.totpSecret) {
        if (!input.totp && !input.recoveryCode) {
          // The password was right: being asked for the code is no failure.
          await checks.refund(key, now);
          throw new SecondFactorError('totp_required');
        }
        // A wrong code is counted like a wrong password.
        if (!(await twoFactor.verify(user, input))) {
          await checks.failed(key, user, client, 'Two-factor code');
          throw new SecondFactorError('totp_invalid');
        }
      }
      await checks.passed(key);
      if (needsRehash(user.passwordHash)) {
        await accounts.setPassword(user.id, await hashPassword(password));
      }
      await checks.forget(forgetBefore);
      const session = await sessions.start(user, client, now);
      const { id, token, expiresAt } = session;
      await recordAudit(db, actorOf(user, client.ip), {
        action: 'auth.login',
        ...accountEvent(user),
      });
      const requireTotp = await settings.requireTotp();
      return {
        token,
        expiresAt,
        user: sessionUser(user, id, requireTotp, session.passwordConfirmedAt),
      };
    },

    authenticate: sessions.authenticate,
    /** Sudo mode: whether the session gave its password within the last SUDO_MINUTES. */
    passwordIsRecent: sessions.passwordIsRecent,
    /** Sudo mode: the session gives its password again (POST /auth/confirm-password). */
    confirmPassword,
    sessions: sessions.sessions,
    endSession: sessions.endSession,
    endOtherSessions: sessions.endOtherSessions,
    logout: sessions.logout,
    ...createAccountAdmin(db, checks),
    ...createTwoFactorSettings(db, checks, twoFactor, confirmPassword),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
