/**
 * Accounts: the super admin's list, adding and deleting them and clearing their failed sign-ins,
 * and changing a password (one's own, or as super admin another's). Every change is in the audit
 * log.
 */
import { usernameKey } from '../../../schemas/auth';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { sessionsRepo, usersRepo, type UserRow } from '../../repositories/accounts/users-repo';
import { actorOf, recordAudit, type Actor } from '../shared/audit-log';
import {
  accountById,
  accountEvent,
  AuthError,
  type ClientInfo,
  type SessionUser,
} from './auth-common';
import { WRONG_SECRETS, type SecretChecks } from './secret-checks';
import { SUPER_ADMIN } from './super-admin';

export function createAccountAdmin(db: Db, checks: SecretChecks) {
  const accounts = usersRepo(db);

  return {
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
      const user = await accountById(accounts, userId);
      const cleared = await checks.clearAccount(user.username);
      await recordAudit(db, actor, { action: 'user.unlock', ...accountEvent(user) });
      return cleared;
    },

    listUsers: async () =>
      (await accounts.list()).map((u) => ({
        _id: u.id,
        username: u.username,
        role: u.role,
        totpEnabled: Boolean(u.totpEnabledAt),
      })),

    /**
     * Adds an admin account. A name taken as it is answers 409; one with the skeleton of an
     * account's (`usernameSkeleton`: `superadmin`, `Super.Admin`, `super__admin` beside
     * `super_admin`) answers 400: it would pass for that account in the audit log, and one
     * differing only in case or `-`/`_` would even sign in as it.
     */
    async register(username: string, password: string, actor: Actor) {
      const refuse = (existing: UserRow | undefined) => {
        if (!existing || existing.username === username) {
          return new AuthError(409, 'Error creating new user', {
            username: 'That username is taken',
          });
        }
        return new AuthError(400, 'Error creating new user', {
          username: `Too like the account “${existing.username}”: names that differ only in capitals, dots, dashes, underscores or spaces are the same account. Choose another.`,
        });
      };
      const clash = async (repo: typeof accounts) =>
        (await repo.byUsername(username)) ?? (await repo.lookAlike(username));
      // Before hashing, which is slow on purpose; again under the lock, for requests meanwhile.
      const existing = await clash(accounts);
      if (existing) throw refuse(existing);
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const repo = usersRepo(tx);
        await repo.lockNames();
        const taken = await clash(repo);
        if (taken) throw refuse(taken);
        const inserted = await repo.insertIfMissing({ username, passwordHash, role: 'admin' });
        const created = inserted ? await repo.byUsername(username) : undefined;
        // Another request took the name meanwhile (one that skipped the lock: the seeding).
        if (!created) throw refuse(await repo.byUsername(username));
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
      const user = await accountById(accounts, id);
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
      const check = await checks.reserve(actor.username, client, WRONG_SECRETS);
      const self = await accounts.byId(actor.id);
      if (!(await checks.passwordMatches(self, input.currentPassword)) || !self) {
        await checks.failed(check.key, self, client, 'Current password', 'auth.check_failed');
        throw new AuthError(400, 'Some fields need attention', {
          currentPassword: 'Current password is incorrect',
        });
      }
      await checks.passed(check.key);
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
  };
}
