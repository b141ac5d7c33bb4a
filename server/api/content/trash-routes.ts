/**
 * The trash's API (issue 14 point 7, docs/decisions/0021-trash.md): what was deleted, and putting
 * it back. Signed-in staff, like the deletes themselves; the rules live in the trash service.
 */
import {
  restoredSchema,
  TRASH_PAGE_MAX,
  TRASH_PAGE_SIZE,
  TRASH_RETENTION_DAYS,
  trashListSchema,
} from '../../../schemas/trash';
import { requestActor, requireUser } from '../auth/auth-plugin';
import { trashListQuery, type TrashService } from '../../services/publishing/trash';
import { idParams } from '../shared/route-schemas';
import type { RoutesOver } from '../shared/route-plugin';

export const trashRoutes: RoutesOver<TrashService> = (trash) => async (app) => {
  app.get(
    '/trash',
    {
      onRequest: requireUser,
      schema: {
        tags: ['trash'],
        summary: 'Deleted records, newest deletion first',
        description: `Every news post, case study, product, product family, partner and ATEX panel deleted in the last ${TRASH_RETENTION_DAYS} days; \`purgeAt\` says when each goes for good. \`collection\` narrows to one collection (its registry name, e.g. \`blogPosts\`). Pages of \`limit\` entries (${TRASH_PAGE_SIZE} by default, at most ${TRASH_PAGE_MAX}); pass \`nextCursor\` back as \`cursor\` for older ones.`,
        querystring: trashListQuery,
        response: { 200: trashListSchema },
      },
    },
    async (request) => trash.list(request.query),
  );

  app.post(
    '/trash/:id/restore',
    {
      onRequest: requireUser,
      schema: {
        tags: ['trash'],
        summary: 'Put a deleted record back',
        description:
          'The record returns with the same id, position and dates, on the public site and in the search again, and the entry leaves the trash. Its slug stays unless a newer record took it meanwhile: then it gets the first free `-2`, `-3`…. Answers the record as its collection’s GET does, with its CMS label and editor link. 404 when the id is not in the trash (restored or purged already); 409 when a record it belongs to is gone (a product whose family was deleted).',
        params: idParams,
        response: { 200: restoredSchema },
      },
    },
    async (request) => trash.restore(request.params.id, await requestActor(request)),
  );
};
