/**
 * Sudo mode (docs/decisions/0040): a signed-in user gives their password again before an action
 * that could lock an owner out or take data away, so a stolen session alone cannot. The check is
 * the sign-in's: counted per (account, address) before it is made, in the same budget.
 */
import type { Db } from '../../db/client';
import { usersRepo } from '../../repositories/accounts/users-repo';
import { AuthError, type ClientInfo, type SessionUser } from './auth-common';
import { WRONG_SECRETS, type SecretChecks } from './secret-checks';

/** Checks the session's own password and, when right, starts its sudo window afresh. */
export type ConfirmPassword = (
  actor: SessionUser,
  password: string,
  client: ClientInfo,
) => Promise<void>;

export function createPasswordConfirmation(
  db: Db,
  checks: SecretChecks,
  stamp: (actor: SessionUser) => Promise<unknown>,
): ConfirmPassword {
  const accounts = usersRepo(db);
  return async (actor, password, client) => {
    const check = await checks.reserve(actor.username, client, WRONG_SECRETS);
    const self = await accounts.byId(actor.id);
    if (!(await checks.passwordMatches(self, password)) || !self) {
      await checks.failed(check.key, self, client, 'Password', 'auth.check_failed');
      throw new AuthError(400, 'Some fields need attention', {
        password: 'Password is incorrect',
      });
    }
    await checks.passed(check.key);
    await stamp(actor);
  };
}
