/**
 * Settings → Personal data (issue 32): how long each kind of personal data is kept. Signed-in
 * staff read the periods; only the super admin changes them, like the other site-wide settings.
 */
import {
  personalDataSettingsSchema,
  retentionSettingsInput,
} from '../../../schemas/personal-data-settings';
import { requestActor, requireSuperAdmin, requireUser } from '../auth/auth-plugin';
import type { PersonalDataSettingsService } from '../../services/personal-data/personal-data-settings';
import type { RoutesOver } from '../shared/route-plugin';

const JOB =
  'A timed job (`personal-data-retention`, every six hours) deletes CVs and quote attachments older than `filesMonths`; anonymises enquiries older than `enquiriesMonths` (name, e-mail, phone, company, message and files go; type, status, dates and product lines stay); empties the client address of activity-log entries older than `auditAddressDays` (the entries themselves go after 400 days); and deletes newsletter sign-ups not confirmed within `pendingSubscriberDays`.';

export const personalDataSettingsRoutes: RoutesOver<PersonalDataSettingsService> =
  (settings) => async (app) => {
    app.get(
      '/settings/personal-data',
      {
        onRequest: requireUser,
        schema: {
          tags: ['settings'],
          summary: 'How long personal data is kept (signed in)',
          description: `${JOB} \`updatedAt\` and \`updatedBy\` are null while the defaults were never changed.`,
          response: { 200: personalDataSettingsSchema },
        },
      },
      async () => ({ personalData: await settings.get() }),
    );

    app.put(
      '/settings/personal-data',
      {
        onRequest: requireSuperAdmin,
        schema: {
          tags: ['settings'],
          summary: 'Change how long personal data is kept (super admin)',
          description: `Every period, as a whole number within its bounds; \`filesMonths\` may not exceed \`enquiriesMonths\`. Out of bounds: 400 with a message per field, and nothing changes. The change is recorded in the audit log with the periods that changed. ${JOB}`,
          body: retentionSettingsInput,
          response: { 200: personalDataSettingsSchema },
        },
      },
      async (request) => ({
        personalData: await settings.update(request.body, await requestActor(request)),
      }),
    );
  };
