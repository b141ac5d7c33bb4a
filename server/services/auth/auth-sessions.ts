/**
 * Sessions: a signed-in browser's token (stored hashed), how long it lasts, and the Sessions
 * screen where a user sees and ends their own.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { sessionsRepo, type UserRow } from '../../repositories/accounts/users-repo';
import {
  AuthError,
  hashToken,
  recordOwn,
  sessionUser,
  type ClientInfo,
  type SessionUser,
} from './auth-common';

export const SESSION_HOURS = 12;

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

/**
 * How long after the password was last given the actions that could lock an owner out or take
 * data away run without asking for it again (sudo mode, decision 0040).
 */
export const SUDO_MINUTES = 10;

/** Answers the time; tests pass one they move instead of waiting (sudo mode's window). */
export type Clock = () => Date;

export function createSessions(db: Db, clock: Clock) {
  const store = sessionsRepo(db);

  return {
    /**
     * A new session for `user`, who has just proved who they are (with the password: sudo mode
     * starts with it); expired ones go first.
     */
    async start(user: UserRow, client: ClientInfo, now: Date) {
      await store.deleteExpired(now);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
      const id = crypto.randomUUID();
      const passwordConfirmedAt = clock();
      await store.create({
        id,
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt,
        ip: client.ip.slice(0, 100),
        userAgent: (client.userAgent ?? '').slice(0, 300),
        passwordConfirmedAt,
      });
      return { id, token, expiresAt, passwordConfirmedAt };
    },

    /** The user a token signs in, or undefined when it is unknown, expired or revoked. */
    async authenticate(token: string | undefined): Promise<SessionUser | undefined> {
      if (!token || token.length > 200) return undefined;
      const found = await store.findLive(hashToken(token), new Date());
      if (!found) return undefined;
      const { user, session, requireTotp } = found;
      const now = new Date();
      if (now.getTime() - session.lastSeenAt.getTime() > 60_000) await store.touch(session.id, now);
      return sessionUser(user, session.id, Boolean(requireTotp), session.passwordConfirmedAt);
    },

    /** Whether the session gave its password within the last SUDO_MINUTES (decision 0040). */
    passwordIsRecent(actor: SessionUser) {
      const at = actor.passwordConfirmedAt;
      const age = clock().getTime() - (at?.getTime() ?? -Infinity);
      // A time ahead of the clock (another instance's, or a test's moved back) counts as now.
      return age < SUDO_MINUTES * 60_000;
    },

    /** The session has just proved its password again: sudo mode starts afresh. */
    confirmPassword: (actor: SessionUser) => store.confirmPassword(actor.sessionId, clock()),

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
      await recordOwn(db, actor, client, { action: 'auth.session_end' });
    },

    /** Ends every session of the user but this one. */
    async endOtherSessions(actor: SessionUser, client: ClientInfo) {
      await store.deleteForUser(actor.id, actor.sessionId);
      await recordOwn(db, actor, client, { action: 'auth.sessions_end_others' });
    },

    /** Ends the session of `token`; `user` is whom it signed in, when it was still live. */
    async logout(token: string, user: SessionUser | undefined, client: ClientInfo) {
      await store.delete(hashToken(token));
      if (user) await recordOwn(db, user, client, { action: 'auth.logout' });
    },
  };
}
