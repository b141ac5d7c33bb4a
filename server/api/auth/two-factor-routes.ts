import { z } from 'zod';
import { disableTotpSchema, enableTotpSchema, securitySettingsSchema } from '../../../schemas/auth';
import {
  clientOf,
  requestActor,
  requireSuperAdmin,
  requireSuperAdminSudo,
  requireUser,
  requireUserMayEnrol,
  signedInUser,
} from './auth-plugin';
import type { AuthService } from '../../services/auth/auth-service';
import { okAfter, okAfterCheckSchema, okOnIdSchema, sudo } from '../shared/route-schemas';
import type { RoutesOver } from '../shared/route-plugin';

/**
 * Two-factor sign-in (TOTP): one's own enrolment, and the super admin's reset and "require for
 * all" (docs/decisions/0012). Enrolment works for an account that must still enrol.
 */
export const twoFactorRoutes: RoutesOver<AuthService> = (auth) => async (app) => {
  app.get(
    '/auth/2fa',
    {
      onRequest: requireUserMayEnrol,
      schema: {
        tags: ['auth'],
        summary: 'Your two-factor sign-in: on or off, recovery codes left',
        response: {
          200: z.object({
            enabled: z.boolean(),
            recoveryCodesLeft: z.number().int(),
            available: z.boolean().describe('False when the server has no SECRET_KEY'),
            required: z.boolean(),
          }),
        },
      },
    },
    async (request) => auth.totpStatus(await signedInUser(request)),
  );

  app.post(
    '/auth/2fa/setup',
    {
      onRequest: requireUserMayEnrol,
      schema: {
        tags: ['auth'],
        summary: 'Start two-factor enrolment: a new secret, to scan or type into an app',
        description: '`qrDataUrl` is the otpauth URL as a PNG QR code (a data: URL).',
        response: {
          200: z.object({ secret: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() }),
        },
      },
    },
    async (request) => auth.setupTotp(await signedInUser(request)),
  );

  app.post(
    '/auth/2fa/enable',
    {
      onRequest: requireUserMayEnrol,
      schema: {
        tags: ['auth'],
        summary:
          'Confirm enrolment with your password and a code; answers ten one-time recovery codes, once',
        description:
          'The password is asked every time, however recently it was given (sudo mode): whoever holds the recovery codes holds the account. Without it 400 with a message for `password`; a wrong one 400 too, counted like a failed sign-in of your account from your address (after a few, 429 `too_many_attempts` with Retry-After). A right password also starts the session’s 10 minutes of sudo mode afresh.',
        body: enableTotpSchema,
        response: { 200: z.object({ recoveryCodes: z.array(z.string()) }) },
      },
    },
    async (request) =>
      auth.enableTotp(await signedInUser(request), request.body, clientOf(request)),
  );

  app.post(
    '/auth/2fa/disable',
    {
      onRequest: requireUser,
      schema: okAfterCheckSchema(
        'Turn your two-factor sign-in off (password and a code)',
        'password or code',
        disableTotpSchema,
      ),
    },
    async (request) =>
      okAfter(auth.disableTotp(await signedInUser(request), request.body, clientOf(request))),
  );

  app.post(
    '/auth/users/:id/2fa/reset',
    {
      onRequest: requireSuperAdminSudo,
      schema: sudo(
        okOnIdSchema(
          ['auth'],
          'Turn off an account’s two-factor sign-in, so it enrols again (super admin)',
          'Not your own (403): that needs your password and a code (`/auth/2fa/disable`).',
        ),
      ),
    },
    async (request) => okAfter(auth.resetTotp(request.params.id, await requestActor(request))),
  );

  app.get(
    '/auth/security',
    {
      onRequest: requireSuperAdmin,
      schema: {
        tags: ['auth'],
        summary: 'Account-security settings (super admin)',
        response: { 200: securitySettingsSchema },
      },
    },
    async () => auth.security(),
  );

  app.put(
    '/auth/security',
    {
      onRequest: requireSuperAdminSudo,
      schema: sudo({
        tags: ['auth'],
        summary: 'Require two-factor sign-in for every account, or not (super admin)',
        body: securitySettingsSchema,
        response: { 200: securitySettingsSchema },
      }),
    },
    async (request) =>
      auth.setRequireTotp(await signedInUser(request), request.body.requireTotp, clientOf(request)),
  );
};
