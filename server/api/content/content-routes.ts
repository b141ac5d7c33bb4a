/**
 * Read routes generated from the content registry: one GET per section (`/{key}/{id}`) and a
 * list and item GET per collection, each answering in the spec's envelope.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordTarget, sectionTarget } from '../../../content/cms-targets';
import { z } from 'zod';
import type { Collection, CollectionOptions } from '../../../content/collection';
import { collections, sectionList, type CollectionName } from '../../../content/registry';
import type { Services } from '../../services';
import { etagOf } from '../../services/publishing/edit-states';
import { InvalidCursorError } from '../../services/shared/page-cursor';
import { searchTextSchema } from '../../../schemas/list-query';
import { wholeNumber } from '../../../schemas/whole-number';
import { HttpError, notFound } from '../../http/errors';
import { idParams } from '../shared/route-schemas';
import type { RoutesOver } from '../shared/route-plugin';

const recordMeta = {
  _id: z.uuid(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  published: z.boolean().describe('False while the record has only ever been saved as a draft'),
};

/** An item read's query: a signed-in editor's `draft=true` answers the pending draft. */
const itemQuery = z.object({
  draft: z
    .enum(['true', 'false'], { error: 'Must be true or false' })
    .optional()
    .describe(
      'true (signed in): the pending draft, or the published value when there is none. Ignored signed out.',
    ),
});

export const MAX_PAGE_LIMIT = 100;
const limitMessage = `Must be a whole number from 1 to ${MAX_PAGE_LIMIT}`;

/** Keyset paging of a collection list: at most `limit` records after `cursor`. */
export const listQuery = z.object({
  limit: wholeNumber({ min: 1, max: MAX_PAGE_LIMIT, message: limitMessage })
    .default(MAX_PAGE_LIMIT)
    .describe(`How many records to answer, 1 to ${MAX_PAGE_LIMIT} (default ${MAX_PAGE_LIMIT})`),
  cursor: z
    .string()
    .max(300, { error: 'This cursor is not one we handed out' })
    .optional()
    .describe('The nextCursor of the page before; leave out for the first page'),
});

const badCursor = (err: InvalidCursorError) =>
  new HttpError(400, 'validation', 'Some fields need attention', { cursor: err.message });

/**
 * One collection record as the API answers it (with its page's slug where it has one, and `id`
 * and `url` where its page's address is declared).
 */
export function recordSchema(name: CollectionName) {
  const collection: Collection = collections[name];
  const item = collection.schema.extend(recordMeta);
  const slugged = collection.slug ? item.extend({ slug: z.string() }) : item;
  return collection.page
    ? slugged.extend({
        id: z.uuid(),
        url: z.string().describe('The address of its page on the site'),
      })
    : slugged;
}

/** The list's query: its page, `q` where it has searchable fields, and its filters. */
function collectionListQuery(collection: Collection) {
  const extra: Record<string, z.ZodOptional<z.ZodString>> = {};
  if (collection.searchFields?.length) {
    extra.q = searchTextSchema
      .optional()
      .describe(`Only records whose ${collection.searchFields.join(' or ')} contain this text`);
  }
  for (const [filter, { description }] of Object.entries(collection.filters ?? {})) {
    extra[filter] = z.string().max(80).optional().describe(description);
  }
  return listQuery.extend(extra);
}

export const contentRoutes: RoutesOver<Services> = (services) => async (app) => {
  const { content, drafts } = services;

  /** The draft view for a signed-in `draft=true`; else what visitors see. */
  const readerFor = async (request: FastifyRequest) =>
    (request.query as { draft?: string }).draft === 'true' &&
    request.sessionToken() &&
    (await request.currentUser())
      ? drafts
      : content;

  /**
   * To an editor, the edit version as the ETag a write's If-Match names (`"0"` before the
   * first edit). Visitors' answers carry the response cache's ETag of the bytes instead.
   */
  const answerVersion = async (request: FastifyRequest, reply: FastifyReply, target: string) => {
    // Asking for the user marks the answer private: only when a session was presented.
    if (!request.sessionToken() || !(await request.currentUser())) return;
    const state = (await content.editStates([target])).get(target);
    void reply.header('etag', etagOf(state?.version ?? 0));
  };

  app.get(
    '/sections',
    {
      schema: {
        tags: ['content'],
        summary: 'Every singleton section with its fixed id and GET path',
        response: {
          200: z.object({
            sections: z.array(z.object({ key: z.string(), id: z.uuid(), path: z.string() })),
          }),
        },
      },
    },
    async () => ({ sections: await content.sectionIndex() }),
  );

  for (const section of sectionList) {
    app.get(
      `/${section.key}/:id`,
      {
        schema: {
          tags: ['sections'],
          summary: section.title,
          params: idParams,
          querystring: itemQuery,
          response: {
            200: z.object({ [section.envelope]: section.schema.extend({ _id: z.uuid() }) }),
          },
        },
      },
      async (request, reply) => {
        const reader = await readerFor(request);
        const value = await reader.sectionById(section.key, request.params.id);
        if (!value) throw notFound(`${section.title} ${request.params.id}`);
        // A section kept over a record (decision 0024) is edited as that record.
        const { backedBy } = section;
        const record = backedBy && (await reader.backingRecord(backedBy));
        await answerVersion(
          request,
          reply,
          backedBy && record
            ? recordTarget(backedBy.collection, String(record._id))
            : sectionTarget(section.key),
        );
        return { [section.envelope]: value };
      },
    );
  }

  for (const name of Object.keys(collections) as CollectionName[]) {
    const collection = collections[name];
    const { shownWhen }: CollectionOptions = collection;
    const item = recordSchema(name);
    app.get(
      `/${collection.path}`,
      {
        schema: {
          tags: ['collections'],
          summary: `${collection.title}: a page of the list, in its order`,
          querystring: collectionListQuery(collection),
          response: {
            200: z.object({
              [collection.listEnvelope]: z.array(item),
              nextCursor: z
                .string()
                .nullable()
                .describe('Pass as `cursor` for the next page; null on the last page'),
            }),
          },
        },
      },
      async (request) => {
        try {
          const { limit, cursor, q, ...filters } = request.query as z.infer<typeof listQuery> & {
            q?: string;
          } & Record<string, string | undefined>;
          const { items, nextCursor } = await content.page(name, {
            limit,
            cursor,
            q,
            filters,
            // An editor's tools see hidden records too; the public never does.
            withHidden: Boolean(shownWhen && (await request.currentUser())),
          });
          return { [collection.listEnvelope]: items, nextCursor };
        } catch (err) {
          throw err instanceof InvalidCursorError ? badCursor(err) : err;
        }
      },
    );
    app.get(
      `/${collection.path}/:id`,
      {
        schema: {
          tags: ['collections'],
          summary: `${collection.title}: one`,
          params: idParams,
          querystring: itemQuery,
          response: { 200: z.object({ [collection.itemEnvelope]: item }) },
        },
      },
      async (request, reply) => {
        const reader = await readerFor(request);
        const record = await reader.get(name, request.params.id);
        const hidden =
          shownWhen &&
          (record as Record<string, unknown> | undefined)?.[shownWhen.field] !== shownWhen.value;
        if (!record || (hidden && !(await request.currentUser())))
          throw notFound(`${collection.title} record ${request.params.id}`);
        await answerVersion(request, reply, recordTarget(name, request.params.id));
        return { [collection.itemEnvelope]: record };
      },
    );
  }
};
