/**
 * Sign-in, sessions and accounts (docs/architecture.md, Security). Every failure to sign in looks
 * the same to the caller ("Incorrect credentials"); repeated failures lock the account for a while.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '../../schemas/auth';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Db } from '../db/client';
import { sessionsRepo, usersRepo, type UserRow } from '../repositories/users-repo';
import { ServiceError } from './service-error';
import { SUPER_ADMIN } from './super-admin';

export const SESSION_HOURS = 12;
const LOCK_AFTER_FAILURES = 5;
const LOCK_MINUTES = 15;

export interface SessionUser {
  id: string;
  username: string;
  role: Role;
  sessionId: string;
}

export class AuthError extends ServiceError<400 | 401 | 403 | 404 | 409> {}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

// Compared against when the username is unknown, so that a miss takes as long as a hit.
const dummyHash = hashPassword('not-a-real-password-at-all');

export function createAuthService(db: Db) {
  const accounts = usersRepo(db);
  const store = sessionsRepo(db);

  async function passwordMatches(user: UserRow | undefined, password: string) {
    if (!user) {
      await verifyPassword(password, await dummyHash);
      return false;
    }
    return verifyPassword(password, user.passwordHash);
  }

  return {
    async login(
      username: string,
      password: string,
    ): Promise<{ token: string; user: SessionUser; expiresAt: Date }> {
      const user = await accounts.byUsername(username);
      const now = new Date();
      const locked = user?.lockedUntil && user.lockedUntil > now;
      const ok = await passwordMatches(user, password);
      if (!user || locked || !ok) {
        if (user && !locked) {
          await accounts.recordFailure(
            user.id,
            LOCK_AFTER_FAILURES,
            new Date(now.getTime() + LOCK_MINUTES * 60_000),
          );
        }
        throw new AuthError(401, 'Incorrect credentials');
      }
      await accounts.clearFailures(user.id);
      await store.deleteExpired(now);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
      const id = crypto.randomUUID();
      await store.create({ id, tokenHash: hashToken(token), userId: user.id, expiresAt });
      return {
        token,
        expiresAt,
        user: { id: user.id, username: user.username, role: user.role, sessionId: id },
      };
    },

    /** The user a token signs in, or undefined when it is unknown, expired or revoked. */
    async authenticate(token: string | undefined): Promise<SessionUser | undefined> {
      if (!token || token.length > 200) return undefined;
      const found = await store.findLive(hashToken(token), new Date());
      if (!found) return undefined;
      const { user, session } = found;
      return { id: user.id, username: user.username, role: user.role, sessionId: session.id };
    },

    logout: (token: string) => store.delete(hashToken(token)),

    listUsers: async () =>
      (await accounts.list()).map((u) => ({ _id: u.id, username: u.username, role: u.role })),

    async register(username: string, password: string) {
      const created = await accounts.insertIfMissing({
        username,
        passwordHash: await hashPassword(password),
        role: 'admin',
      });
      if (!created) {
        throw new AuthError(409, 'Error creating new user', { username: 'That username is taken' });
      }
      const user = await accounts.byUsername(username);
      return { _id: user?.id ?? '', username, role: 'admin' as const };
    },

    /** Deleting a user ends its sessions (they cascade with it). */
    async deleteUser(id: string) {
      const user = await accounts.byId(id);
      if (!user) throw new AuthError(404, 'That account does not exist');
      if (user.username === SUPER_ADMIN)
        throw new AuthError(403, 'The super_admin account cannot be deleted');
      await accounts.delete(id);
    },

    /**
     * Changes a password. Anyone may change their own (with their current password); only the
     * super admin may change another account's, confirming with the super admin's own password.
     * Every other session of that account ends.
     */
    async changePassword(
      actor: SessionUser,
      input: { username?: string; currentPassword: string; newPassword: string },
    ) {
      const targetName = input.username || actor.username;
      if (targetName !== actor.username && actor.role !== 'super admin') {
        throw new AuthError(403, 'Only the super admin can change another account’s password');
      }
      const self = await accounts.byId(actor.id);
      if (!self || !(await verifyPassword(input.currentPassword, self.passwordHash))) {
        throw new AuthError(400, 'Some fields need attention', {
          currentPassword: 'Current password is incorrect',
        });
      }
      const target = targetName === actor.username ? self : await accounts.byUsername(targetName);
      if (!target) throw new AuthError(404, 'That account does not exist');
      await accounts.setPassword(target.id, await hashPassword(input.newPassword));
      await store.deleteForUser(target.id, target.id === actor.id ? actor.sessionId : undefined);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
