/**
 * Requests from a person about their data (issue 32, docs/decisions/0026): find, export, correct
 * and erase everything held about an e-mail address. The super admin's alone, like the audit log
 * and backups, since each answer is a stranger's personal data.
 */
import { z } from 'zod';
import {
  enquiryCorrectionBody,
  erasureSchema,
  findingsSchema,
  foundEnquirySchema,
  foundSubscriptionSchema,
  personQuerySchema,
  subscriptionCorrectionSchema,
} from '../../../schemas/personal-data';
import { requestActor, requireSuperAdmin, requireSuperAdminSudo } from '../auth/auth-plugin';
import type { PersonalDataService } from '../../services/personal-data/personal-data';
import { idParams, sudo, sudoDescribed } from '../shared/route-schemas';
import type { RoutesOver } from '../shared/route-plugin';

const tags = ['personal data'];

export const personalDataRoutes: RoutesOver<PersonalDataService> =
  (personalData) => async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      // Every answer here is someone's personal data: never kept by a browser or a proxy.
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/personal-data',
      {
        onRequest: requireSuperAdmin,
        schema: {
          tags,
          summary: 'Everything held about an e-mail address (super admin)',
          description:
            'Enquiries of every kind (with quote lines and file names), the newsletter subscription (confirmedAt null: pending), audit-log entries naming the address and accounts whose username is it. Each list holds at most 100; `totals` says how many there are, the export holds them all. The lookup is audit-logged under a keyed hash of the address.',
          querystring: personQuerySchema,
          response: { 200: findingsSchema },
        },
      },
      async (request) => personalData.find(request.query.email, await requestActor(request)),
    );

    app.get(
      '/personal-data/export',
      {
        onRequest: requireSuperAdminSudo,
        schema: sudoDescribed({
          tags,
          summary: 'Everything held about an e-mail address, as a ZIP (super admin)',
          description:
            'A ZIP, streamed: `data.json` (what GET /personal-data finds, every entry of it) and each CV or attachment under `files/`. For the person’s right of access and portability.',
          querystring: personQuerySchema,
        }),
      },
      async (request, reply) => {
        const zip = await personalData.export(request.query.email, await requestActor(request));
        const name = `personal-data-${new Date().toISOString().slice(0, 10)}.zip`;
        reply
          .header('content-disposition', `attachment; filename="${name}"`)
          .type('application/zip');
        return reply.send(zip);
      },
    );

    app.patch(
      '/personal-data/enquiries/:id',
      {
        onRequest: requireSuperAdmin,
        schema: {
          tags,
          summary: 'Correct the person’s details on one enquiry (super admin)',
          params: idParams,
          body: enquiryCorrectionBody,
          response: { 200: z.object({ enquiry: foundEnquirySchema }) },
        },
      },
      async (request) => ({
        enquiry: await personalData.correctEnquiry(
          request.params.id,
          request.body,
          await requestActor(request),
        ),
      }),
    );

    app.patch(
      '/personal-data/subscriptions/:id',
      {
        onRequest: requireSuperAdmin,
        schema: {
          tags,
          summary: 'Correct the address of a newsletter subscription (super admin)',
          params: idParams,
          body: subscriptionCorrectionSchema,
          response: { 200: z.object({ subscription: foundSubscriptionSchema }) },
        },
      },
      async (request) => ({
        subscription: await personalData.correctSubscription(
          request.params.id,
          request.body,
          await requestActor(request),
        ),
      }),
    );

    app.delete(
      '/personal-data',
      {
        onRequest: requireSuperAdminSudo,
        schema: sudo({
          tags,
          summary: 'Erase everything held about an e-mail address (super admin)',
          description:
            'Deletes the enquiries and their files, the newsletter subscription and counters keyed by the address; the audit log keeps its entries with the address replaced by [erased]. A keyed hash of the address goes in the erasure log, so restoring an older backup erases it again at the next start. Accounts are not erased here: delete them in Settings → Accounts.',
          querystring: personQuerySchema,
          response: { 200: erasureSchema },
        }),
      },
      async (request) => personalData.erase(request.query.email, await requestActor(request)),
    );
  };
