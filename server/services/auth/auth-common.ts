/**
 * What the parts of the auth service share (auth-service.ts composes them): who is signed in,
 * where a request comes from, the refusal they all answer with, and how an account is named in
 * the audit log.
 */
import { createHash } from 'node:crypto';
import type { Role } from '../../../schemas/auth';
import type { Db } from '../../db/client';
import type { UserRow } from '../../repositories/accounts/users-repo';
import { actorOf, auditTargets, recordAudit, type AuditEvent } from '../shared/audit-log';
import { ServiceError } from '../shared/service-error';

export interface SessionUser {
  id: string;
  username: string;
  role: Role;
  sessionId: string;
  totpEnabled: boolean;
  /** Every account must use 2FA and this one has not enrolled: it may do nothing else yet. */
  mustEnrol: boolean;
  /** When this session last proved the password (sudo mode, decision 0040); null: never. */
  passwordConfirmedAt: Date | null;
}

/** Where a sign-in comes from: its address (for the throttle) and its browser (for Sessions). */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export class AuthError extends ServiceError<400 | 401 | 403 | 404 | 409> {}

export const sessionUser = (
  user: UserRow,
  sessionId: string,
  requireTotp: boolean,
  passwordConfirmedAt: Date | null,
): SessionUser => ({
  id: user.id,
  username: user.username,
  role: user.role,
  sessionId,
  totpEnabled: Boolean(user.totpEnabledAt),
  mustEnrol: requireTotp && !user.totpEnabledAt,
  passwordConfirmedAt,
});

/** Session tokens are stored hashed: a copy of the database signs nobody in. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** An account as the audit log names it. */
export const accountEvent = (user: { id: string; username: string }) => ({
  target: auditTargets.user(user.id),
  targetLabel: user.username,
});

/** Records an event about `user`'s own account. */
export const recordOwn = (db: Db, user: SessionUser, client: ClientInfo, event: AuditEvent) =>
  recordAudit(db, actorOf(user, client.ip), { ...accountEvent(user), ...event });

/** The account `id`, or 404. */
export async function accountById(
  accounts: { byId(id: string): Promise<UserRow | undefined> },
  id: string,
) {
  const user = await accounts.byId(id);
  if (!user) throw new AuthError(404, 'That account does not exist');
  return user;
}
