/**
 * Who is calling: a session from the `sid` cookie (the CMS) or an `Authorization: Bearer`
 * token (API clients). Guards for routes that need a signed-in user or the super admin, and the
 * Origin check that keeps other sites from writing with a visitor's cookie.
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { actorOf, type Actor } from '../../services/shared/audit-log';
import type { AuthService, ClientInfo, SessionUser } from '../../services/auth/auth-service';
import { SESSION_HOURS } from '../../services/auth/auth-service';
import { HttpError } from '../../http/errors';

export const SESSION_COOKIE = 'sid';
const PRIVATE_NO_STORE = 'private, no-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, looked up once per request and only when asked for. */
    currentUser(): Promise<SessionUser | undefined>;
    sessionToken(): { token: string; via: 'cookie' | 'bearer' } | undefined;
    /** Sudo mode: the session gave its password within the last 10 minutes (decision 0040). */
    passwordIsRecent(): Promise<boolean>;
  }
  interface FastifyReply {
    startSession(token: string): FastifyReply;
    endSession(): FastifyReply;
  }
}

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const authPlugin = fp(
  async (app: FastifyInstance, { auth, publicUrl }: { auth: AuthService; publicUrl: string }) => {
    await app.register(cookie);
    const secure = publicUrl.startsWith('https://');
    const cache = new WeakMap<FastifyRequest, Promise<SessionUser | undefined>>();

    app.decorateRequest('sessionToken', function (this: FastifyRequest) {
      const header = this.headers.authorization;
      if (header?.startsWith('Bearer '))
        return { token: header.slice(7).trim(), via: 'bearer' as const };
      const token = this.cookies[SESSION_COOKIE];
      return token ? { token, via: 'cookie' as const } : undefined;
    });
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      let user = cache.get(this);
      if (!user) {
        user = auth.authenticate(this.sessionToken()?.token);
        cache.set(this, user);
      }
      return user;
    });
    app.decorateRequest('passwordIsRecent', async function (this: FastifyRequest) {
      const user = await this.currentUser();
      return Boolean(user && auth.passwordIsRecent(user));
    });
    // Whatever read the session answers for that user alone: never kept by a browser's or a
    // proxy's cache, whichever route it was. The auth routes too (the login answer carries the
    // token before any session exists).
    app.addHook('onSend', async (request, reply, payload) => {
      if (cache.has(request) || request.routeOptions.url?.startsWith('/api/v1/auth/')) {
        reply.header('cache-control', PRIVATE_NO_STORE);
      }
      return payload;
    });
    app.decorateReply('startSession', function (this: FastifyReply, token: string) {
      return this.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: SESSION_HOURS * 3600,
      });
    });
    app.decorateReply('endSession', function (this: FastifyReply) {
      return this.clearCookie(SESSION_COOKIE, { path: '/' });
    });
  },
  { name: 'auth' },
);

/** A cookie-authenticated write must come from our own pages (docs/architecture.md, Security). */
function checkOrigin(request: FastifyRequest) {
  if (!unsafe.has(request.method) || request.sessionToken()?.via !== 'cookie') return;
  const origin = request.headers.origin ?? request.headers.referer;
  const own = `${request.protocol}://${request.host}`;
  if (!origin || !(origin === own || origin.startsWith(`${own}/`))) {
    throw new HttpError(403, 'forbidden', 'This request did not come from the CMS and was refused');
  }
}

/**
 * For routes anyone may call that still act on the cookie's session (sign out): a cookie
 * write from another site is refused, as for every other cookie write.
 */
export async function requireOwnOrigin(request: FastifyRequest) {
  checkOrigin(request);
}

/** The signed-in user; a 401 when there is none. */
export async function signedInUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.currentUser();
  if (!user) throw new HttpError(401, 'unauthorized', 'Sign in to continue');
  return user;
}

/** Where a request comes from: its address (behind a trusted proxy, the client's) and browser. */
export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Who acts, for the audit log: the signed-in user (a 401 when there is none) and the address. */
export async function requestActor(request: FastifyRequest): Promise<Actor> {
  return actorOf(await signedInUser(request), request.ip);
}

/**
 * A signed-in user, even one who must still enrol in two-factor sign-in: only for the routes
 * that enrolment itself needs (who am I, set-up, confirm, sessions).
 */
export async function requireUserMayEnrol(request: FastifyRequest) {
  await signedInUser(request);
  checkOrigin(request);
}

/**
 * A signed-in user. When the super admin requires two-factor sign-in, an account without it may
 * do nothing but enrol (docs/decisions/0012).
 */
export async function requireUser(request: FastifyRequest) {
  const user = await signedInUser(request);
  checkOrigin(request);
  if (user.mustEnrol) {
    throw new HttpError(
      403,
      'totp_enrolment_required',
      'Set up two-factor sign-in first: Settings → Two-factor sign-in.',
    );
  }
}

export async function requireSuperAdmin(request: FastifyRequest) {
  await requireUser(request);
  const user = await request.currentUser();
  if (user?.role !== 'super admin') {
    throw new HttpError(403, 'forbidden', 'Only super admin is allowed to do this');
  }
}

/** What a client is told when an action needs the password again (sudo mode). */
export const PASSWORD_REQUIRED_MESSAGE =
  'Enter your password again to continue. For your safety, this action needs it when it was last given more than 10 minutes ago.';

/**
 * Sudo mode (docs/decisions/0040): an action that could lock an owner out or take data away runs
 * only when this session gave its password within the last 10 minutes (at sign-in or with
 * POST /auth/confirm-password), so a stolen session (cookie or bearer token) alone cannot. Put it
 * after the guard that says who may act: 403 `password_required`, and nothing changes.
 */
export async function requireRecentPassword(request: FastifyRequest) {
  await signedInUser(request);
  if (!(await request.passwordIsRecent())) {
    throw new HttpError(403, 'password_required', PASSWORD_REQUIRED_MESSAGE);
  }
}

/** The super admin, in sudo mode: user management's and backups' dangerous actions. */
export async function requireSuperAdminSudo(request: FastifyRequest) {
  await requireSuperAdmin(request);
  await requireRecentPassword(request);
}
