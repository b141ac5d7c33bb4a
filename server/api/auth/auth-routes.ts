import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  changePasswordSchema,
  confirmPasswordSchema,
  loginSchema,
  registerSchema,
  roles,
} from '../../../schemas/auth';
import {
  clientOf,
  requestActor,
  requireOwnOrigin,
  requireSuperAdmin,
  requireSuperAdminSudo,
  requireUser,
  requireUserMayEnrol,
  signedInUser,
} from './auth-plugin';
import { HttpError } from '../../http/errors';
import {
  idParams,
  okAfter,
  okAfterCheckSchema,
  okOnIdSchema,
  okSchema,
  sudo,
} from '../shared/route-schemas';
import { SecondFactorError, type AuthService } from '../../services/auth/auth-service';
import { rateRules, type RateLimiter } from '../../services/shared/rate-limiter';

const userOut = z.object({ _id: z.uuid(), username: z.string(), role: z.enum(roles) });
const userListed = userOut.extend({ totpEnabled: z.boolean() });

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * POST /auth/login, /auth/logout, GET /auth/me, and account management (docs/architecture.md, The
 * API contract).
 */
export const authRoutes =
  (auth: AuthService, limiter: RateLimiter): FastifyPluginAsyncZod =>
  async (app) => {
    signInRoutes(app, auth, limiter);
    accountRoutes(app, auth);
    sessionRoutes(app, auth);
  };

/** Signing in and out, who is signed in, and giving or changing one's password. */
function signInRoutes(app: App, auth: AuthService, limiter: RateLimiter) {
  // Per address, over all accounts, counted in the database so every instance shares it; the
  // per (account, address) waits of the auth service are what stop guessing one password.
  // Counted before the body is read, like the public writes' flood limit. Sign-in and
  // confirm-password share it: both check a password.
  const signInLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = await limiter.take(rateRules.signIn, request.ip);
    if (verdict.allowed) return;
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw new HttpError(
      429,
      'rate_limited',
      `Too many attempts. Please wait ${verdict.retryAfterSeconds} seconds and try again.`,
    );
  };

  app.post(
    '/auth/login',
    {
      onRequest: signInLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets an HttpOnly session cookie and returns a bearer token',
        description:
          'With two-factor sign-in on, a request without `totp` or `recoveryCode` answers 401 `totp_required`, a wrong code 401 `totp_invalid`; each recovery code works once. Failed attempts slow down the (account, address) pair: 429 `too_many_attempts` with Retry-After.',
        body: loginSchema,
        response: { 200: z.object({ token: z.string(), role: z.enum(roles) }) },
      },
    },
    async (request, reply) => {
      try {
        const { token, user } = await auth.login(request.body, clientOf(request));
        reply.startSession(token);
        return { token, role: user.role };
      } catch (err) {
        // A TooManyAttemptsError is the error handler's: 429 too_many_attempts, Retry-After.
        if (err instanceof SecondFactorError) throw new HttpError(401, err.code, err.message);
        throw err;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: requireOwnOrigin,
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere this session is used',
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      const session = request.sessionToken();
      if (session) {
        await auth.logout(session.token, await request.currentUser(), clientOf(request));
      }
      reply.endSession();
      return { ok: true as const };
    },
  );

  app.get(
    '/auth/me',
    {
      onRequest: requireUserMayEnrol,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        description:
          '`mustEnrol`: every account must use two-factor sign-in and this one has not enrolled; until it does, other routes answer 403 `totp_enrolment_required`. `passwordRecent`: this session gave its password within the last 10 minutes (sudo mode), so the actions that need it run without asking again.',
        response: {
          200: z.object({
            user: userOut.extend({
              totpEnabled: z.boolean(),
              mustEnrol: z.boolean(),
              passwordRecent: z.boolean(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const user = await signedInUser(request);
      return {
        user: {
          _id: user.id,
          username: user.username,
          role: user.role,
          totpEnabled: user.totpEnabled,
          mustEnrol: user.mustEnrol,
          passwordRecent: auth.passwordIsRecent(user),
        },
      };
    },
  );

  app.post(
    '/auth/confirm-password',
    {
      onRequest: [requireUserMayEnrol, signInLimit],
      schema: {
        tags: ['auth'],
        summary: 'Give your password again: sudo mode for the next 10 minutes',
        description:
          'Before an action that answered 403 `password_required` (turning two-factor sign-in off for another account, deleting or adding accounts, backups, personal-data export and erasure): the session, cookie or bearer token, may then do them for 10 minutes. A wrong password answers 400 with a message for `password` and counts like a failed sign-in of your account from your address: after a few, 429 `too_many_attempts` with Retry-After, growing waits; the per-address limit of sign-in applies too.',
        body: confirmPasswordSchema,
        response: { 200: okSchema },
      },
    },
    async (request) =>
      okAfter(
        auth.confirmPassword(await signedInUser(request), request.body.password, clientOf(request)),
      ),
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: requireUser,
      schema: okAfterCheckSchema(
        'Change your own password (or, as super admin, another account’s)',
        '`currentPassword`',
        changePasswordSchema,
      ),
    },
    async (request) =>
      okAfter(auth.changePassword(await signedInUser(request), request.body, clientOf(request))),
  );
}

/** The super admin's management of the admin accounts. */
function accountRoutes(app: App, auth: AuthService) {
  app.get(
    '/auth/users',
    {
      onRequest: requireSuperAdmin,
      schema: {
        tags: ['auth'],
        summary: 'All admin accounts (super admin)',
        description: 'The list itself, as the CMS spec says ("list of users"), not an envelope.',
        response: { 200: z.array(userListed) },
      },
    },
    async () => auth.listUsers(),
  );

  app.post(
    '/auth/register',
    {
      // A new account would outlive the owner's change of password: a stolen session's way
      // back in, so it needs the password too.
      onRequest: requireSuperAdminSudo,
      schema: sudo({
        tags: ['auth'],
        summary: 'Add an admin account (super admin)',
        body: registerSchema,
        response: { 200: z.object({ user: userOut }) },
      }),
    },
    async (request) => {
      const { username, password } = request.body;
      return { user: await auth.register(username, password, await requestActor(request)) };
    },
  );

  app.delete(
    '/auth/users/:id',
    {
      onRequest: requireSuperAdminSudo,
      schema: sudo(
        okOnIdSchema(['auth'], 'Delete an admin account and end its sessions (super admin)'),
      ),
    },
    async (request) => okAfter(auth.deleteUser(request.params.id, await requestActor(request))),
  );

  app.post(
    '/auth/users/:id/unlock',
    {
      onRequest: requireSuperAdmin,
      schema: {
        tags: ['auth'],
        summary: 'Forget an account’s failed sign-ins from every address (super admin)',
        description: 'Not your own (403): wait, or run `npm run user:reset` on the server.',
        params: idParams,
        response: { 200: z.object({ ok: z.literal(true), cleared: z.number().int() }) },
      },
    },
    async (request) => ({
      ok: true as const,
      cleared: await auth.clearFailures(request.params.id, await requestActor(request)),
    }),
  );
}

/** Your sessions: where you are signed in, and ending them. */
function sessionRoutes(app: App, auth: AuthService) {
  app.get(
    '/auth/sessions',
    {
      onRequest: requireUserMayEnrol,
      schema: {
        tags: ['auth'],
        summary: 'Your sessions: where you are signed in, the current one marked',
        response: {
          200: z.object({
            sessions: z.array(
              z.object({
                _id: z.uuid(),
                current: z.boolean(),
                device: z.string(),
                address: z.string(),
                createdAt: z.string(),
                lastSeenAt: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => ({ sessions: await auth.sessions(await signedInUser(request)) }),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      onRequest: requireUser,
      schema: okOnIdSchema(['auth'], 'End one of your sessions (signs that browser out)'),
    },
    async (request) =>
      okAfter(auth.endSession(await signedInUser(request), request.params.id, clientOf(request))),
  );

  app.post(
    '/auth/sessions/end-others',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere else: end every session but this one',
        response: { 200: okSchema },
      },
    },
    async (request) =>
      okAfter(auth.endOtherSessions(await signedInUser(request), clientOf(request))),
  );
}
