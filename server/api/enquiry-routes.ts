/**
 * Public form endpoints (enquiries, newsletter) and the staff inbox (signed-in only).
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { enquiryLines, enquiryStatuses, enquiryTypes } from '../../schemas/enquiry';
import { requireUser } from '../auth/auth-plugin';
import { ENQUIRY_API_BODY_LIMIT, NEWSLETTER_API_BODY_LIMIT } from '../http/body-limits';
import type { EnquiryService, SubmitResult } from '../services/enquiry-service';
import { toCsv } from '../services/csv';
import { HttpError, notFound } from './errors';

const idParams = z.object({ id: z.uuid({ error: 'Must be a valid id (a UUID)' }) });
const filter = z.object({
  type: z.enum(enquiryTypes).optional(),
  status: z.enum(enquiryStatuses).optional(),
});

function refuse(result: Exclude<SubmitResult, { ok: true }>, reply: FastifyReply) {
  if (result.reason === 'invalid')
    return new HttpError(400, 'validation', 'Some fields need attention', result.fields);
  reply.header('retry-after', String(result.retryAfterSeconds));
  return new HttpError(429, 'rate_limited', result.message);
}

export const enquiryRoutes =
  (enquiries: EnquiryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/enquiries',
      {
        bodyLimit: ENQUIRY_API_BODY_LIMIT,
        schema: {
          tags: ['enquiries'],
          summary:
            'Send a contact enquiry, a quote request or a job application (JSON; the careers page also accepts a CV upload)',
          body: z.record(z.string(), z.unknown()),
          response: { 201: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request, reply) => {
        const result = await enquiries.submit(request.body, request.ip);
        if (!result.ok) throw refuse(result, reply);
        return reply.code(201).send({ ok: true as const });
      },
    );

    app.post(
      '/newsletter',
      {
        bodyLimit: NEWSLETTER_API_BODY_LIMIT,
        schema: {
          tags: ['newsletter'],
          summary: 'Subscribe an address (twice is fine)',
          body: z.record(z.string(), z.unknown()),
          response: { 200: z.object({ subscribed: z.literal(true) }) },
        },
      },
      async (request, reply) => {
        const result = await enquiries.subscribe(request.body, request.ip);
        if (!result.ok) throw refuse(result, reply);
        return { subscribed: true as const };
      },
    );

    app.get(
      '/newsletter/unsubscribe',
      {
        schema: {
          tags: ['newsletter'],
          summary: 'Unsubscribe with the token from the e-mail; no sign-in',
          querystring: z.object({ token: z.string().max(200) }),
          response: { 200: z.object({ unsubscribed: z.boolean() }) },
        },
      },
      async (request) => ({ unsubscribed: await enquiries.unsubscribe(request.query.token) }),
    );

    // Staff only from here on.
    app.get(
      '/enquiries',
      {
        onRequest: requireUser,
        schema: {
          tags: ['enquiries'],
          summary: 'The inbox, newest first, filtered by type and status',
          querystring: filter.extend({
            page: z.coerce.number().int().min(1).default(1),
            pageSize: z.coerce.number().int().min(1).max(100).default(20),
          }),
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
        schema: { tags: ['enquiries'], summary: 'The inbox as CSV', querystring: filter },
      },
      async (request, reply) => {
        const rows = await enquiries.all(request.query);
        const labels = [...new Set(rows.flatMap((r) => enquiryLines(r).map(([label]) => label)))];
        const csv = toCsv([
          ['Received', 'Type', 'Status', ...labels],
          ...rows.map((r) => {
            const values = new Map(enquiryLines(r));
            return [r.createdAt, r.type, r.status, ...labels.map((l) => values.get(l) ?? '')];
          }),
        ]);
        reply
          .header('content-disposition', 'attachment; filename="enquiries.csv"')
          .type('text/csv; charset=utf-8');
        return csv;
      },
    );

    app.patch(
      '/enquiries/:id',
      {
        onRequest: requireUser,
        schema: {
          tags: ['enquiries'],
          summary: 'Change the status: new, in progress, done',
          params: idParams,
          body: z.object({ status: z.enum(enquiryStatuses) }),
        },
      },
      async (request) => {
        const enquiry = await enquiries.setStatus(request.params.id, request.body.status);
        if (!enquiry) throw notFound('That enquiry');
        return { enquiry };
      },
    );

    app.delete(
      '/enquiries/:id',
      {
        onRequest: requireUser,
        schema: { tags: ['enquiries'], summary: 'Delete an enquiry and its CV', params: idParams },
      },
      async (request) => {
        if (!(await enquiries.remove(request.params.id))) throw notFound('That enquiry');
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
        const type =
          cv.kind === 'pdf'
            ? 'application/pdf'
            : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
        const name = cv.filename.replace(/[^\w.-]+/g, '_');
        reply
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .type(type);
        return reply.send(createReadStream(cv.path));
      },
    );

    app.get(
      '/newsletter',
      { onRequest: requireUser, schema: { tags: ['newsletter'], summary: 'Subscribers' } },
      async () => ({ subscribers: await enquiries.subscribers() }),
    );
    app.get(
      '/newsletter.csv',
      { onRequest: requireUser, schema: { tags: ['newsletter'], summary: 'Subscribers as CSV' } },
      async (_request, reply) => {
        const list = await enquiries.subscribers();
        reply
          .header('content-disposition', 'attachment; filename="subscribers.csv"')
          .type('text/csv; charset=utf-8');
        return toCsv([
          ['E-mail', 'Subscribed', 'Unsubscribe link'],
          ...list.map((s) => [s.email, s.createdAt, s.unsubscribeUrl]),
        ]);
      },
    );
    app.delete(
      '/newsletter/:id',
      {
        onRequest: requireUser,
        schema: { tags: ['newsletter'], summary: 'Remove a subscriber', params: idParams },
      },
      async (request) => {
        if (!(await enquiries.removeSubscriber(request.params.id)))
          throw notFound('That subscriber');
        return { ok: true as const };
      },
    );
  };
