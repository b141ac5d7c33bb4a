import { auditLogQuery, auditLogSchema } from '../../../schemas/audit-log';
import { requireSuperAdmin } from './auth-plugin';
import type { AuditLogService } from '../../services/shared/audit-log';
import type { RoutesOver } from '../shared/route-plugin';

/** The audit log (issue 14): the super admin's alone, like account management. */
export const auditLogRoutes: RoutesOver<AuditLogService> = (auditLog) => async (app) => {
  app.get(
    '/audit-log',
    {
      onRequest: requireSuperAdmin,
      schema: {
        tags: ['audit'],
        summary: 'Who did what, when and from where, newest first (super admin)',
        description:
          'Every write of content, media, accounts and settings, every sign-in, failed sign-in, pause after failures, sign-out and password change. Filter by actor (an account id), target (a target such as `home/hero` or `user/<id>`, or part of its name) and from/to (dates are days in Lagos time, both inclusive; or ISO 8601 instants). Pages of `limit` entries (50 by default, at most 100); pass `nextCursor` back as `cursor` for older ones. `fields` names the fields changed, never their values.',
        querystring: auditLogQuery,
        response: { 200: auditLogSchema },
      },
    },
    async (request) => auditLog.list(request.query),
  );
};
