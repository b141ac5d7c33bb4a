/**
 * The newsletter: signing up and unsubscribing (public), the subscribers (signed-in only).
 * Confirming a sign-up is the site's page (/newsletter/confirm), where its e-mail leads.
 */
import { z } from 'zod';
import { pageParamsSchema } from '../../../schemas/list-query';
import { SIGN_UP_ANSWER, subscriberStatusSchema } from '../../../schemas/newsletter';
import { requestActor, requireUser } from '../auth/auth-plugin';
import { NEWSLETTER_API_BODY_LIMIT } from '../../http/body-limits';
import { subscribersCsv } from '../../services/enquiries/exports';
import type { NewsletterService } from '../../services/enquiries/newsletter-service';
import { accepted, csvDownload } from './enquiry-routes';
import { notFound } from '../../http/errors';
import { formBody, idParams } from '../shared/route-schemas';
import type { RoutesOver } from '../shared/route-plugin';

export const newsletterRoutes: RoutesOver<NewsletterService> = (newsletter) => async (app) => {
  app.post(
    '/newsletter',
    {
      bodyLimit: NEWSLETTER_API_BODY_LIMIT,
      schema: {
        tags: ['newsletter'],
        summary: 'Sign an address up: it is e-mailed a link to confirm the subscription',
        description:
          'Body: { email }. The address is a subscriber only once its owner has followed the link and confirmed; sign-ups nobody confirms are deleted after 7 days. The answer is the same for a new address, one waiting for its confirmation and one subscribed already: a new or waiting one is (again) sent the link, a subscriber nothing.',
        body: formBody,
        response: { 200: z.object({ ok: z.literal(true), message: z.string() }) },
      },
    },
    async (request, reply) => {
      await accepted(newsletter.subscribe(request.body, request.ip), reply);
      return { ok: true as const, message: SIGN_UP_ANSWER };
    },
  );

  app.get(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the token from the e-mail; no sign-in',
        description:
          'For API clients. The e-mails link to the site page /newsletter/unsubscribe?token=…, which asks before it unsubscribes, and which a POST (RFC 8058 one-click, body List-Unsubscribe=One-Click) unsubscribes at once.',
        querystring: z.object({ token: z.string().max(200) }),
        response: { 200: z.object({ unsubscribed: z.boolean() }) },
      },
    },
    async (request) => ({ unsubscribed: await newsletter.unsubscribe(request.query.token) }),
  );

  // Staff only from here on.
  app.get(
    '/newsletter',
    {
      onRequest: requireUser,
      schema: {
        tags: ['newsletter'],
        summary:
          'Confirmed subscribers (or, with status=pending, the sign-ups waiting for their confirmation), newest first, a page at a time, with the number waiting',
        querystring: pageParamsSchema(50, 100).extend({
          status: subscriberStatusSchema.default('confirmed'),
        }),
      },
    },
    async (request) => {
      const { status, page, pageSize } = request.query;
      return newsletter.subscribers(status, page, pageSize);
    },
  );
  app.get(
    '/newsletter.csv',
    {
      onRequest: requireUser,
      schema: {
        tags: ['newsletter'],
        summary: 'Confirmed subscribers as CSV (streamed); sign-ups waiting are left out',
      },
    },
    async (_request, reply) => csvDownload(reply, 'subscribers.csv', subscribersCsv(newsletter)),
  );
  app.delete(
    '/newsletter/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['newsletter'],
        summary: 'Remove a subscriber or a sign-up waiting for its confirmation',
        params: idParams,
      },
    },
    async (request) => {
      if (!(await newsletter.removeSubscriber(request.params.id, await requestActor(request))))
        throw notFound('That subscriber');
      return { ok: true as const };
    },
  );
};
