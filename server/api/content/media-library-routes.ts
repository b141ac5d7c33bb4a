/**
 * The media library's API (issue 15, decision 0016): list, upload, describe or replace, delete.
 * Signed-in staff only, like every content write; the rules live in the media library service.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MEDIA_MAX_BYTES,
  mediaDetails,
  mediaItemSchema,
  mediaListQuery,
  mediaListSchema,
  mediaUploadFields,
} from '../../../schemas/media';
import { requestActor, requireUser } from '../auth/auth-plugin';
import { MB } from '../../media/uploads';
import { MediaInUseError, type MediaLibrary } from '../../services/media/media-library';
import { errorBody, HttpError } from '../../http/errors';
import { idParams } from '../shared/route-schemas';
import { readWriteInput } from '../shared/write-input';
import type { RoutesOver } from '../shared/route-plugin';

const FILE_MESSAGE = `Upload an image (at most ${MEDIA_MAX_BYTES.image / MB} MB), an MP4 or WebM video (at most ${MEDIA_MAX_BYTES.video / MB} MB) or a PDF (at most ${MEDIA_MAX_BYTES.document / MB} MB)`;
const item = z.object({ media: mediaItemSchema });

/** A write's text values as single strings (a repeated part keeps its first value). */
const single = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, Array.isArray(v) ? (v[0] as unknown) : v]),
  );

/** Parses the text parts with `schema`, as per-field messages when they don't pass. */
function parseFields<T>(schema: z.ZodType<T>, values: Record<string, unknown>): T {
  const parsed = schema.safeParse(single(values));
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    fields[String(issue.path[0] ?? 'body')] ??= issue.message;
  throw new HttpError(400, 'validation', 'Some fields need attention', fields);
}

/** The uploaded file under `file`, at most the largest cap; each type's own cap comes later. */
async function readUpload(request: FastifyRequest) {
  const input = await readWriteInput(request, (key) =>
    key === 'file' ? { maxBytes: MEDIA_MAX_BYTES.video, message: FILE_MESSAGE } : undefined,
  );
  return { values: input.values, file: input.files.file?.[0] };
}

export const mediaLibraryRoutes: RoutesOver<MediaLibrary> = (library) => async (app) => {
  const staff = { onRequest: requireUser };
  const docs = { tags: ['media'] };

  app.setErrorHandler((err, request, reply) => {
    if (err instanceof MediaInUseError) {
      return reply.code(409).send({
        error: { ...errorBody('in_use', err.message).error, uses: err.uses },
      });
    }
    throw err;
  });

  app.get(
    '/media',
    {
      ...staff,
      schema: {
        ...docs,
        summary: 'The media library, newest first',
        description:
          'Filter with q (file name or alt text), type (image, video, document) and unused=true; page with the nextCursor of the previous answer as cursor.',
        querystring: mediaListQuery,
        response: { 200: mediaListSchema },
      },
    },
    async (request) => library.list(request.query),
  );

  app.get(
    '/media/:id',
    {
      ...staff,
      schema: {
        ...docs,
        summary: 'One file of the library',
        params: idParams,
        response: { 200: item },
      },
    },
    async (request) => ({ media: await library.get(request.params.id) }),
  );

  app.post(
    '/media',
    {
      ...staff,
      schema: {
        ...docs,
        summary: 'Upload a file to the library',
        description:
          'multipart/form-data: file (JPEG, PNG, WebP or GIF image up to 10 MB, re-encoded without metadata; MP4 or WebM video up to 50 MB; PDF up to 20 MB), alt (the description of an image), decorative (true for an image that needs none), kept (false for a field’s upload, swept once nothing uses it), fit (<width>x<height>: scale an image down to fit).',
        consumes: ['multipart/form-data'],
        response: { 201: item },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(400, 'validation', 'Send the file as multipart/form-data', {
          file: 'Choose a file to upload',
        });
      }
      const { values, file } = await readUpload(request);
      const options = parseFields(mediaUploadFields, values);
      if (!file) {
        throw new HttpError(400, 'validation', 'Some fields need attention', {
          file: 'Choose a file to upload',
        });
      }
      reply.code(201);
      return { media: await library.upload(file, options, await requestActor(request)) };
    },
  );

  app.patch(
    '/media/:id',
    {
      ...staff,
      schema: {
        ...docs,
        summary: 'Describe a file, or replace it',
        description:
          'JSON { alt, decorative } changes the description. multipart/form-data with a file (of the same type) replaces the bytes: every page that uses it shows the new file at once.',
        params: idParams,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: item },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = await requestActor(request);
      if (request.isMultipart()) {
        const { values, file } = await readUpload(request);
        const details = parseFields(mediaDetails, values);
        if (file) await library.replace(id, file, actor);
        return { media: await library.describe(id, details, actor) };
      }
      const body: unknown = request.body ?? {};
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new HttpError(400, 'bad_request', 'Send { alt, decorative } as a JSON object');
      }
      const details = parseFields(mediaDetails, body as Record<string, unknown>);
      return { media: await library.describe(id, details, actor) };
    },
  );

  app.delete(
    '/media/:id',
    {
      ...staff,
      schema: {
        ...docs,
        summary: 'Delete an unused file',
        description:
          'Deletes the file and every stored variant. A file still in use is refused with 409 { error: { code: "in_use", uses } }.',
        params: idParams,
      },
    },
    async (request, reply) => {
      await library.remove(request.params.id, await requestActor(request));
      return reply.code(204).send();
    },
  );
};
