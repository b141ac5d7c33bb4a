import { z } from 'zod';
import {
  revisionDetailSchema,
  revisionListSchema,
  revisionsQuery,
} from '../../../schemas/revisions';
import { requestActor, requireUser } from '../auth/auth-plugin';
import type { RevisionService } from '../../services/publishing/revision-service';
import type { RoutesOver } from '../shared/route-plugin';

/** Any id: one that is not a revision's is a 404, like an unknown one. */
const revisionParams = z.object({ id: z.string().max(100) });

/** Content history (issue 14, decision 0020): for signed-in staff, like the writes it undoes. */
export const revisionsRoutes: RoutesOver<RevisionService> = (revisions) => async (app) => {
  app.get(
    '/revisions',
    {
      onRequest: requireUser,
      schema: {
        tags: ['history'],
        summary: 'The earlier versions of a section or record, newest first',
        description:
          'Every publish keeps a revision: who, when and the labels of the fields it changed. The newest 50 per section or record are kept, so this is one page. A target the site does not have is a 400.',
        querystring: revisionsQuery,
        response: { 200: revisionListSchema },
      },
    },
    async (request) => revisions.list(request.query),
  );

  app.get(
    '/revisions/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['history'],
        summary: 'One revision: its value and how the current value differs from it',
        params: revisionParams,
        response: { 200: revisionDetailSchema },
      },
    },
    async (request) => revisions.get(request.params.id),
  );

  app.post(
    '/revisions/:id/restore',
    {
      onRequest: requireUser,
      schema: {
        tags: ['history'],
        summary: 'Publish a revision again, as a new revision',
        description:
          'The value goes through the same rules as a PATCH (validation, the audit log, the search index) and is answered in the same envelope. 409 when the record has been deleted since, or when a file the revision uses has been deleted from the media library.',
        params: revisionParams,
        response: {
          200: z
            .record(z.string(), z.unknown())
            .describe('The section or record, under the envelope its PATCH answers'),
        },
      },
    },
    async (request) => revisions.restore(request.params.id, await requestActor(request)),
  );
};
