/**
 * Public form endpoints of the enquiries and the staff inbox (signed-in only); the newsletter's
 * are in newsletter-routes.ts.
 */
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { enquiryUpdateSchema, inboxFilterSchema } from '../../../schemas/enquiry';
import { pageParamsSchema } from '../../../schemas/list-query';
import { requestActor, requireUser } from '../auth/auth-plugin';
import { ENQUIRY_API_BODY_LIMIT } from '../../http/body-limits';
import type { EnquiryService, SubmitResult } from '../../services/enquiries/enquiry-service';
import { privateFileTypes } from '../../services/enquiries/private-uploads';
import { enquiriesCsv } from '../../services/enquiries/exports';
import { HttpError, notFound } from '../../http/errors';
import { formBody, idParams, okSchema } from '../shared/route-schemas';
import type { RoutesOver } from '../shared/route-plugin';

/** What a stored CV or attachment is served as, by the kind its bytes were checked to be. */
const fileTypes: Record<string, string> = privateFileTypes;

/**
 * A CSV download's headers, and the stream to answer with: never cached, since it holds what
 * visitors sent.
 */
export function csvDownload(reply: FastifyReply, filename: string, csv: Readable) {
  reply
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .type('text/csv; charset=utf-8');
  return csv;
}

function refuse(result: Exclude<SubmitResult, { ok: true }>, reply: FastifyReply) {
  if (result.reason === 'invalid')
    return new HttpError(400, 'validation', 'Some fields need attention', result.fields);
  reply.header('retry-after', String(result.retryAfterSeconds));
  return new HttpError(429, 'rate_limited', result.message);
}

/**
 * What a public form's submission answered once accepted; a refusal is thrown as 400 with a
 * message per field, or 429 with Retry-After.
 */
export async function accepted(submission: Promise<SubmitResult>, reply: FastifyReply) {
  const result = await submission;
  if (!result.ok) throw refuse(result, reply);
  return result;
}

export const enquiryRoutes: RoutesOver<EnquiryService> = (enquiries) => async (app) => {
  app.post(
    '/enquiries',
    {
      bodyLimit: ENQUIRY_API_BODY_LIMIT,
      schema: {
        tags: ['enquiries'],
        summary:
          'Send a contact enquiry, a quote request or a job application (JSON; the careers page also accepts a CV upload)',
        body: formBody,
        response: { 201: okSchema },
      },
    },
    async (request, reply) => {
      await accepted(enquiries.submit(request.body, request.ip), reply);
      return reply.code(201).send({ ok: true as const });
    },
  );

  app.post(
    '/quote-requests',
    {
      bodyLimit: ENQUIRY_API_BODY_LIMIT,
      schema: {
        tags: ['enquiries'],
        summary:
          'Send a request for quote for several products at once (JSON; the /quote page also takes an attachment)',
        description:
          'Fields: name, company, email, phone, location (state or delivery location), neededBy (YYYY-MM-DD), message, and items: [{ productId, quantity, note }] (1 to 50 catalogue products). Answers the reference the buyer is e-mailed, e.g. Q-2026-00042.',
        body: formBody,
        response: { 201: z.object({ ok: z.literal(true), reference: z.string() }) },
      },
    },
    async (request, reply) => {
      const { reference } = await accepted(enquiries.requestQuote(request.body, request.ip), reply);
      // A bot's request (the honeypot) is thanked like a person's, and kept nowhere.
      return reply.code(201).send({ ok: true as const, reference: reference ?? '' });
    },
  );

  // Staff only from here on.
  app.get(
    '/enquiries',
    {
      onRequest: requireUser,
      schema: {
        tags: ['enquiries'],
        summary:
          'The inbox, newest first, filtered by type, status, a search (name, e-mail, text) and a day (received on or before)',
        querystring: inboxFilterSchema.extend(pageParamsSchema(20, 100).shape),
      },
    },
    async (request) => {
      const { page, pageSize, ...f } = request.query;
      return {
        ...(await enquiries.list(f, page, pageSize)),
        newCount: await enquiries.countNew(),
        emailEnabled: enquiries.emailEnabled,
      };
    },
  );

  app.get(
    '/enquiries.csv',
    {
      onRequest: requireUser,
      schema: {
        tags: ['enquiries'],
        summary: 'The inbox as CSV (streamed), with the same filters as the inbox',
        querystring: inboxFilterSchema,
      },
    },
    async (request, reply) =>
      csvDownload(reply, 'enquiries.csv', enquiriesCsv(enquiries, request.query)),
  );

  app.patch(
    '/enquiries/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['enquiries'],
        summary:
          'Change the status (new, in progress, quoted, closed; "done" is read as closed), who handles it (a user id, or null) or the staff notes',
        params: idParams,
        body: enquiryUpdateSchema,
      },
    },
    async (request) => {
      const actor = await requestActor(request);
      const result = await enquiries.update(request.params.id, request.body, actor);
      if (!result.ok)
        throw new HttpError(400, 'validation', 'Some fields need attention', result.fields);
      if (!result.enquiry) throw notFound('That enquiry');
      return { enquiry: result.enquiry };
    },
  );

  app.delete(
    '/enquiries/:id',
    {
      onRequest: requireUser,
      schema: { tags: ['enquiries'], summary: 'Delete an enquiry and its CV', params: idParams },
    },
    async (request) => {
      const actor = await requestActor(request);
      if (!(await enquiries.remove(request.params.id, actor))) throw notFound('That enquiry');
      return { ok: true as const };
    },
  );

  app.get(
    '/enquiries/:id/cv',
    {
      onRequest: requireUser,
      schema: {
        tags: ['enquiries'],
        summary: 'Download the CV of a job application',
        params: idParams,
      },
    },
    async (request, reply) => {
      const cv = await enquiries.cv(request.params.id);
      if (!cv) throw notFound('That CV');
      const file = await cv.open();
      if (file.status !== 'found') throw notFound('That CV');
      const type = fileTypes[cv.kind] ?? 'application/octet-stream';
      const name = cv.filename.replace(/[^\w.-]+/g, '_');
      reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .type(type);
      return reply.send(file.body);
    },
  );
};
