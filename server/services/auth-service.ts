/**
 * Sign-in, sessions and accounts (docs/architecture.md, Security). Every failure to sign in looks
 * the same to the caller ("Incorrect credentials"). Repeated failures slow down the address that
 * makes them, for that account only (login-throttle): nobody can lock the owner out.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '../../schemas/auth';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password';
import type { Db } from '../db/client';
import { loginThrottleRepo, type WaitPolicy } from '../repositories/login-throttle-repo';
import { sessionsRepo, usersRepo, type UserRow } from '../repositories/users-repo';
import { ServiceError } from './service-error';
import { SUPER_ADMIN } from './super-admin';

export const SESSION_HOURS = 12;
/** Three free attempts per address and account, then 1 s, 2 s, 4 s … at most 15 minutes. */
export const LOGIN_WAITS: WaitPolicy = { freeAttempts: 3, maxWaitSeconds: 15 * 60 };
/** Failures untouched for a day are forgotten. */
const FORGET_AFTER_MS = 24 * 3_600_000;

export interface SessionUser {
  id: string;
  username: string;
  role: Role;
  sessionId: string;
}

export class AuthError extends ServiceError<400 | 401 | 403 | 404 | 409> {}

/** Too many failed sign-ins from this address for this account: try again after a while. */
export class TooManyAttemptsError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(
      `Too many failed sign-ins from this address. Please wait ${retryAfterSeconds} seconds and try again.`,
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

const throttleKey = (username: string, ip: string) =>
  `${username.trim().toLowerCase().slice(0, 100)}|${ip.slice(0, 100)}`;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

// Compared against when the username is unknown, so that a miss takes as long as a hit.
const dummyHash = hashPassword('not-a-real-password-at-all');

export function createAuthService(db: Db) {
  const accounts = usersRepo(db);
  const store = sessionsRepo(db);
  const throttle = loginThrottleRepo(db);

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
      client: ClientInfo,
    ): Promise<{ token: string; user: SessionUser; expiresAt: Date }> {
      const now = new Date();
      const key = throttleKey(username, client.ip);
      const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
      const attempt = await throttle.reserve(
        key,
        username.trim().toLowerCase().slice(0, 100),
        now,
        forgetBefore,
        LOGIN_WAITS,
      );
      if (!attempt.allowed) {
        throw new TooManyAttemptsError(
          Math.max(1, Math.ceil((attempt.nextAllowedAt.getTime() - now.getTime()) / 1000)),
        );
      }
      const user = await accounts.byUsername(username);
      if (!(await passwordMatches(user, password)) || !user) {
        await throttle.failed(key, new Date(), LOGIN_WAITS);
        throw new AuthError(401, 'Incorrect credentials');
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
      return {
        token,
        expiresAt,
        user: { id: user.id, username: user.username, role: user.role, sessionId: id },
      };
    },

    /** Forgets every address's failed sign-ins for an account; answers how many were cleared. */
    async clearFailures(userId: string): Promise<number> {
      const user = await accounts.byId(userId);
      if (!user) throw new AuthError(404, 'That account does not exist');
      return throttle.clearUsername(user.username.toLowerCase());
    },

    /** The user a token signs in, or undefined when it is unknown, expired or revoked. */
    async authenticate(token: string | undefined): Promise<SessionUser | undefined> {
      if (!token || token.length > 200) return undefined;
      const found = await store.findLive(hashToken(token), new Date());
      if (!found) return undefined;
      const { user, session } = found;
      const now = new Date();
      if (now.getTime() - session.lastSeenAt.getTime() > 60_000) await store.touch(session.id, now);
      return { id: user.id, username: user.username, role: user.role, sessionId: session.id };
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
    async endSession(actor: SessionUser, id: string) {
      if (!(await store.deleteOwn(actor.id, id))) {
        throw new AuthError(404, 'That session has already ended');
      }
    },

    /** Ends every session of the user but this one. */
    endOtherSessions: (actor: SessionUser) => store.deleteForUser(actor.id, actor.sessionId),

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
