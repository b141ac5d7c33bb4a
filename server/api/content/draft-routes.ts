/**
 * Pending drafts (issue 14): what is waiting to be published, and throwing a draft away. Saving
 * and publishing are the content writes' `?draft=true` and plain writes.
 */
import { z } from 'zod';
import { contentTarget } from '../../../schemas/content-target';
import { requestActor, requireUser } from '../auth/auth-plugin';
import type { ContentWriteService } from '../../services/publishing/content-writes';
import { etagOf, parseIfMatch } from '../../services/publishing/edit-states';
import { okSchema } from '../shared/route-schemas';
import type { RoutesOver } from '../shared/route-plugin';

const targetQuery = z.object({ target: contentTarget() });

export const draftRoutes: RoutesOver<ContentWriteService> = (writes) => async (app) => {
  app.delete(
    '/drafts',
    {
      onRequest: requireUser,
      schema: {
        tags: ['drafts'],
        summary: 'Discard the pending draft (and publish time) of a section or record',
        description:
          'The published value stays as it is. Honours If-Match like the writes; answers the new version as ETag. 409 when there is no draft, or for a record never published (delete it instead).',
        querystring: targetQuery,
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      const saved = await writes.discardDraft(
        request.query.target,
        await requestActor(request),
        parseIfMatch(request.headers['if-match']),
      );
      void reply.header('etag', etagOf(saved.version));
      return { ok: true as const };
    },
  );
};
