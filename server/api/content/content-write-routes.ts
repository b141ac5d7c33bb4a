/**
 * Write routes generated from the content registry (docs/architecture.md, The API contract): a
 * PATCH per section (`/{key}/{id}`), and POST, PATCH and DELETE per collection. Every one needs a
 * signed-in user; the rules live in the content write service, these handlers only translate HTTP.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CollectionOptions } from '../../../content/collection';
import type { Field } from '../../../content/fields';
import { collections, sectionList, type CollectionName } from '../../../content/registry';
import { requestActor, requireUser } from '../auth/auth-plugin';
import type { Services } from '../../services';
import type { Saved, WriteOptions } from '../../services/publishing/content-writes';
import { etagOf, parseIfMatch, parsePublishAt } from '../../services/publishing/edit-states';
import {
  uploadLimit,
  writeBodyLimit,
  type Writable,
} from '../../services/publishing/write-preparation';
import { recordSchema } from './content-routes';
import { idParams, okAfter, okOnIdSchema } from '../shared/route-schemas';
import { JSON_BODY_LIMIT, readWriteInput } from '../shared/write-input';
import type { RoutesOver } from '../shared/route-plugin';

/** A write's query: whether it is a draft and when that goes live (issue 14). */
export const writeQuery = z.object({
  draft: z
    .enum(['true', 'false'], { error: 'Must be true or false' })
    .optional()
    .describe('true: save as a draft; the site keeps showing what was published'),
  publishAt: z
    .string()
    .max(40, { error: 'Must be a date and time, such as 2026-12-01T09:00:00+01:00' })
    .optional()
    .describe('With draft=true: when the draft goes live by itself (ISO 8601); empty clears it'),
});

const writeHeaders = z.object({
  'if-match': z
    .string()
    .optional()
    .describe(
      'The ETag the last read answered: the write is refused with 409 `conflict` when someone saved since',
    ),
});

/** The options a write's query and If-Match header ask for. */
function writeOptions(request: FastifyRequest): WriteOptions {
  const query = request.query as z.infer<typeof writeQuery>;
  const draft = query.draft === 'true';
  return {
    draft,
    publishAt: parsePublishAt(query.publishAt, draft),
    ifMatch: parseIfMatch(request.headers['if-match']),
  };
}

/** Answers the new edit version as the ETag the next write's If-Match names. */
function withVersion<T>(reply: FastifyReply, saved: Saved<T>): T {
  void reply.header('etag', etagOf(saved.version));
  return saved.value;
}
const consumes = ['application/json', 'multipart/form-data'];

/**
 * Bodies are documented with zod but read by the handlers, which take JSON or multipart and
 * answer field messages in the one error shape; params are validated as usual.
 */
const paramsOnly = <S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult =>
  route.httpPart === 'body'
    ? (data) => ({ value: data })
    : validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);

const mediaHelp = {
  image:
    'A stored /media/… path (kept), "" (cleared) or a data:image/…;base64,… URL (JPEG, PNG, WebP or GIF, at most 10 MB). In multipart: a file part under this name.',
  imageList:
    'Comma-joined, each a stored /media/… path or a data:image/…;base64,… URL; "" clears the list. In multipart: one file part per image, repeated; the files replace the list, in order.',
  video:
    'A stored /media/… path (kept), "" (cleared) or a data:video/…;base64,… URL (MP4 or WebM). In multipart: a file part under this name, at most 50 MB.',
  document:
    'A stored /media/….pdf path (kept), "" (cleared) or a data:application/pdf;base64,… URL (a `;name=` parameter gives the file name). In multipart: a file part under this name. A PDF, at most 20 MB.',
};

function inputField(field: Field): z.ZodType {
  switch (field.kind) {
    case 'image':
    case 'imageList':
    case 'video':
    case 'document':
      return z.string().describe(`${field.label}. ${mediaHelp[field.kind]}`);
    default:
      return field.schema.describe(field.label);
  }
}

/** What a write may send: any subset of the fields, and the aliases the registry declares. */
function inputSchema(def: Writable) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(def.fields))
    shape[name] = inputField(field).optional();
  for (const [alias, target] of Object.entries(def.aliases ?? {})) {
    const field = def.fields[target];
    if (field) {
      shape[alias] = inputField(field)
        .optional()
        .describe(`Same as ${target} (the spec's payload name)`);
    }
  }
  return z.object(shape);
}

export const contentWriteRoutes: RoutesOver<Services> = (services) => async (app) => {
  const { writes } = services;

  // A client that labels every request as JSON may send a DELETE (or an empty PATCH) without
  // a body: treat that as no body rather than as malformed JSON. Same parser otherwise.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : json(request, String(body), done),
  );
  // The guard runs before the body is read: nobody signed out makes the server parse 15 MB (or
  // the 29 MB of a write that may carry a PDF as a data URL).
  const writeRoute = (def: Writable) => ({
    onRequest: requireUser,
    bodyLimit: writeBodyLimit(def, JSON_BODY_LIMIT),
    validatorCompiler: paramsOnly,
  });
  // A section's update and a record's take the same query, header and body; only the tag, the
  // description and the answer's envelope differ.
  const updateRoute = <R extends z.ZodType>(
    def: Writable,
    tag: string,
    description: string,
    answer: R,
  ) => ({
    ...writeRoute(def),
    schema: {
      tags: [tag],
      summary: `${def.title}: update`,
      description,
      params: idParams,
      querystring: writeQuery,
      headers: writeHeaders,
      body: inputSchema(def),
      consumes,
      response: { 200: answer },
    },
  });

  for (const section of sectionList) {
    app.patch(
      `/${section.key}/:id`,
      updateRoute(
        section,
        'sections',
        'Send any subset of the fields, as JSON or multipart/form-data; the others keep their stored values and unknown keys are ignored. Needs a signed-in user.',
        z.object({ [section.envelope]: section.schema.extend({ _id: z.uuid() }) }),
      ),
      async (request, reply) => {
        const actor = await requestActor(request);
        const input = await readWriteInput(request, (key) => uploadLimit(section, key), {
          textLimit: writeBodyLimit(section, JSON_BODY_LIMIT),
        });
        const options = writeOptions(request);
        const saved = await writes.updateSection(
          section.key,
          request.params.id,
          input,
          actor,
          options,
        );
        return { [section.envelope]: withVersion(reply, saved) };
      },
    );
  }

  for (const name of Object.keys(collections) as CollectionName[]) {
    const collection = collections[name];
    const item = recordSchema(name);
    const limitFor = (key: string) => uploadLimit(collection, key);
    const textLimit = { textLimit: writeBodyLimit(collection, JSON_BODY_LIMIT) };
    const { uploadMany }: CollectionOptions = collection;
    const manyAliases = Object.entries(collection.aliases ?? {})
      .filter(([, target]) => target === uploadMany)
      .map(([alias]) => `\`${alias}\` (or`);

    app.post(
      `/${collection.path}`,
      {
        ...writeRoute(collection),
        schema: {
          tags: ['collections'],
          summary: `${collection.title}: add`,
          description: uploadMany
            ? `Multipart: one ${collection.itemEnvelope} per ${[...manyAliases, `\`${uploadMany}\``].join(' ')}${manyAliases.length ? ')' : ''} file, the other fields' parts in the same order. JSON: one record, \`${uploadMany}\` a data URL. Answers the ${collection.listEnvelope} added.`
            : 'JSON or multipart/form-data. Needs a signed-in user.',
          querystring: writeQuery,
          body: inputSchema(collection),
          consumes,
          response: {
            201: uploadMany
              ? z.object({ [collection.listEnvelope]: z.array(item) })
              : z.object({ [collection.itemEnvelope]: item }),
          },
        },
      },
      async (request, reply) => {
        const actor = await requestActor(request);
        const options = writeOptions(request);
        const input = await readWriteInput(request, limitFor, textLimit);
        if (uploadMany) {
          const added = await writes.createMany(name, input, actor, options);
          return reply.code(201).send({ [collection.listEnvelope]: added });
        }
        const saved = await writes.createRecord(name, input, actor, options);
        return reply.code(201).send({ [collection.itemEnvelope]: withVersion(reply, saved) });
      },
    );

    app.patch(
      `/${collection.path}/:id`,
      updateRoute(
        collection,
        'collections',
        'Any subset of the fields, as JSON or multipart/form-data; the others keep their stored values (an update without a new file keeps the images).',
        z.object({ [collection.itemEnvelope]: item }),
      ),
      async (request, reply) => {
        const actor = await requestActor(request);
        const options = writeOptions(request);
        const input = await readWriteInput(request, limitFor, textLimit);
        const saved = await writes.updateRecord(name, request.params.id, input, actor, options);
        return { [collection.itemEnvelope]: withVersion(reply, saved) };
      },
    );

    app.delete(
      `/${collection.path}/:id`,
      {
        onRequest: requireUser,
        schema: okOnIdSchema(['collections'], `${collection.title}: delete`),
      },
      async (request) =>
        okAfter(writes.deleteRecord(name, request.params.id, await requestActor(request))),
    );
  }
};
