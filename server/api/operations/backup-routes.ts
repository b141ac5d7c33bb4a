/**
 * GET /api/v1/backup: the whole site as one tar file (docs/decisions/0017), for the super admin,
 * or for `npm run backup` with the token the server left in its data directory.
 */
import type { FastifyRequest } from 'fastify';
import { requestActor, requireSuperAdminSudo } from '../auth/auth-plugin';
import { startBackup, type BackupSource } from '../../operations/backup';
import { sameToken } from '../../operations/backup-token';
import { recordAudit, systemActor, type Actor } from '../../services/shared/audit-log';
import { HttpError } from '../../http/errors';
import type { RoutesOver } from '../shared/route-plugin';
import { sudoDescribed } from '../shared/route-schemas';

export interface BackupRouteOptions {
  source: Omit<BackupSource, 'warn'>;
  /** Accepted as `Authorization: Backup <token>`; none when unset. */
  token?: string;
}

/** `20260514T093012Z`: sorts by time, and has no character a file name cannot take. */
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

export const backupRoutes: RoutesOver<BackupRouteOptions> =
  ({ source, token }) =>
  async (app) => {
    const actors = new WeakMap<FastifyRequest, Actor>();
    /**
     * Who asks: the super admin in sudo mode (a stolen session alone takes no copy of everything),
     * or `npm run backup` on this machine with the server's token.
     */
    async function authorize(request: FastifyRequest): Promise<Actor> {
      const header = request.headers.authorization;
      if (token && header?.startsWith('Backup ')) {
        if (sameToken(header.slice('Backup '.length).trim(), token))
          return { ...systemActor('npm run backup'), ip: request.ip };
        throw new HttpError(401, 'unauthorized', 'That backup token is not this server’s');
      }
      await requireSuperAdminSudo(request);
      return requestActor(request);
    }

    app.get(
      '/backup',
      {
        onRequest: async (request) => void actors.set(request, await authorize(request)),
        // Mostly gzip and images already; and a download's size should be the file's.
        compress: false,
        schema: sudoDescribed({
          tags: ['backup'],
          summary: 'Download a backup of the whole site (super admin)',
          description:
            'One tar file: every table as of one snapshot, every media file, CVs and quote attachments, and a manifest with checksums. Holds personal data (enquiries, accounts). Load it with `npm run restore -- <file>`. With `Authorization: Backup <token>` (`npm run backup`) no session is involved.',
        }),
      },
      async (request, reply) => {
        // Everything personal the site holds leaves in this file: the log says who took it.
        const actor = actors.get(request) ?? (await authorize(request));
        await recordAudit(source.database.db, actor, { action: 'site.backup' });
        const backup = await startBackup({
          ...source,
          warn: (message) => request.log.warn(message),
        });
        backup.done.then(
          (m) => request.log.info(`backup sent: ${Object.keys(m.entries).length} entries`),
          (err: unknown) => request.log.error({ err }, 'backup failed part-way'),
        );
        return reply
          .header('content-type', 'application/x-tar')
          .header(
            'content-disposition',
            `attachment; filename="tranos-backup-${stamp(new Date())}.tar"`,
          )
          .header('cache-control', 'no-store')
          .send(backup.stream);
      },
    );
  };
