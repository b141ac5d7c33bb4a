/**
 * Two-factor sign-in as a user and the super admin manage it: enrolling, turning it off, the super
 * admin's reset of another account's, and the setting that requires it of everyone. The rules of
 * the codes themselves are two-factor.ts's.
 */
import { verifyPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { securitySettingsRepo } from '../../repositories/accounts/two-factor-repo';
import { usersRepo } from '../../repositories/accounts/users-repo';
import { actorOf, auditTargets, recordAudit, type Actor } from '../shared/audit-log';
import {
  accountById,
  accountEvent,
  AuthError,
  recordOwn,
  type ClientInfo,
  type SessionUser,
} from './auth-common';
import type { ConfirmPassword } from './password-confirmation';
import { WRONG_SECRETS, type SecretChecks } from './secret-checks';
import type { createTwoFactor, SecondFactor } from './two-factor';

export function createTwoFactorSettings(
  db: Db,
  checks: SecretChecks,
  twoFactor: ReturnType<typeof createTwoFactor>,
  confirmPassword: ConfirmPassword,
) {
  const accounts = usersRepo(db);
  const settings = securitySettingsRepo(db);

  return {
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

    /**
     * Confirms enrolment with the password and a code; answers the recovery codes, shown this
     * once. The password always: whoever holds them holds the account (decision 0040).
     */
    async enableTotp(
      actor: SessionUser,
      input: { code: string; password: string },
      client: ClientInfo,
    ) {
      const { code } = input;
      const user = await accountById(accounts, actor.id);
      if (user.totpSecret) throw new AuthError(409, 'Two-factor sign-in is already on.');
      await confirmPassword(actor, input.password, client);
      const result = await twoFactor.confirm(user, code);
      if (result === 'nothing pending') {
        throw new AuthError(409, 'Start the set-up again: no secret is waiting.');
      }
      if (result === 'wrong code') {
        throw new AuthError(400, 'Some fields need attention', {
          code: 'That code is not right. Enter the 6 digits your app shows now.',
        });
      }
      await recordOwn(db, actor, client, { action: 'auth.2fa_enable' });
      return { recoveryCodes: result };
    },

    /** Turns one's own 2FA off: needs the password and a code (or a recovery code). */
    async disableTotp(
      actor: SessionUser,
      input: { password: string } & SecondFactor,
      client: ClientInfo,
    ) {
      const user = await accountById(accounts, actor.id);
      if (!user.totpSecret) throw new AuthError(409, 'Two-factor sign-in is not on.');
      if (!input.totp && !input.recoveryCode) {
        throw new AuthError(400, 'Some fields need attention', {
          totp: 'Enter the code from your authenticator app, or a recovery code',
        });
      }
      // Counted like a sign-in: a stolen session guesses no faster here than at the sign-in form.
      const check = await checks.reserve(actor.username, client, WRONG_SECRETS);
      if (!(await verifyPassword(input.password, user.passwordHash))) {
        await checks.failed(check.key, user, client, 'Password', 'auth.check_failed');
        throw new AuthError(400, 'Some fields need attention', {
          password: 'Password is incorrect',
        });
      }
      if (!(await twoFactor.verify(user, input))) {
        await checks.failed(check.key, user, client, 'Two-factor code', 'auth.check_failed');
        throw new AuthError(400, 'Some fields need attention', {
          totp: 'That code is not right',
        });
      }
      await checks.passed(check.key);
      await twoFactor.off(actor.id);
      await recordOwn(db, actor, client, { action: 'auth.2fa_disable' });
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
      const user = await accountById(accounts, id);
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
