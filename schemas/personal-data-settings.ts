/**
 * How long each kind of personal data is kept (issue 32, Nigeria Data Protection Act 2023: data
 * is kept no longer than its purpose needs). Shared by the API, the service that stores the
 * periods, the retention job that enforces them and the CMS's Settings → Personal data.
 *
 * The bounds, and why (docs/decisions/0025-personal-data-retention.md):
 * - CVs and quote attachments, 1–36 months: a month is the least a vacancy or a quote takes to
 *   decide; three years covers a project's quote being revisited. Never longer than the enquiry
 *   they came with, which loses its files when it is anonymised.
 * - Enquiries, 6–72 months: half a year to follow a lead up; six years is the limitation period
 *   of a claim on a contract, the longest the company could need the correspondence.
 * - Client addresses in the activity log, 30–400 days: a month to look into a suspicious
 *   sign-in; never longer than the entries themselves, which go after 400 days.
 * - Unconfirmed newsletter sign-ups, 1–30 days: a day at least for the owner to open the
 *   confirmation e-mail; past a month nobody is waiting for it.
 */
import { z } from 'zod';
import { wholeNumber } from './whole-number';

interface Period {
  /** The label of the field, in the CMS, the API's messages and the audit log. */
  label: string;
  unit: 'months' | 'days';
  min: number;
  max: number;
  default: number;
}

export const retentionPeriods = {
  filesMonths: {
    label: 'CVs and quote attachments',
    unit: 'months',
    min: 1,
    max: 36,
    default: 12,
  },
  enquiriesMonths: {
    label: 'Enquiries (contact, quote requests and job applications)',
    unit: 'months',
    min: 6,
    max: 72,
    default: 24,
  },
  auditAddressDays: {
    label: 'Client addresses in the activity log',
    unit: 'days',
    min: 30,
    max: 400,
    default: 400,
  },
  pendingSubscriberDays: {
    label: 'Unconfirmed newsletter sign-ups',
    unit: 'days',
    min: 1,
    max: 30,
    default: 7,
  },
} as const satisfies Record<string, Period>;

export type RetentionKey = keyof typeof retentionPeriods;
export const retentionKeys = Object.keys(retentionPeriods) as RetentionKey[];

const period = (key: RetentionKey) => {
  const { min, max, unit } = retentionPeriods[key];
  const range = `Enter a whole number of ${unit} from ${min} to ${max}`;
  return wholeNumber({ min, max, message: range, missing: `Enter a number of ${unit}` }).describe(
    `${retentionPeriods[key].label}: ${min} to ${max} ${unit}`,
  );
};

/** The periods themselves, each within its bounds. */
const periodsShape = z.object({
  filesMonths: period('filesMonths'),
  enquiriesMonths: period('enquiriesMonths'),
  auditAddressDays: period('auditAddressDays'),
  pendingSubscriberDays: period('pendingSubscriberDays'),
});

export const FILES_LONGER_THAN_ENQUIRIES =
  'Keep files no longer than the enquiries they came with: an anonymised enquiry loses its files';

/** `PUT /api/v1/settings/personal-data`: every period, each within its bounds. */
export const retentionSettingsInput = periodsShape.superRefine((value, ctx) => {
  if (value.filesMonths > value.enquiriesMonths) {
    ctx.addIssue({ code: 'custom', path: ['filesMonths'], message: FILES_LONGER_THAN_ENQUIRIES });
  }
});
export type RetentionSettings = z.output<typeof periodsShape>;

export const defaultRetention: RetentionSettings = {
  filesMonths: retentionPeriods.filesMonths.default,
  enquiriesMonths: retentionPeriods.enquiriesMonths.default,
  auditAddressDays: retentionPeriods.auditAddressDays.default,
  pendingSubscriberDays: retentionPeriods.pendingSubscriberDays.default,
};

/** What `GET` and `PUT` answer: the periods in force and who last changed them. */
export const personalDataSettingsSchema = z.object({
  personalData: z.object({
    filesMonths: z.number().int(),
    enquiriesMonths: z.number().int(),
    auditAddressDays: z.number().int(),
    pendingSubscriberDays: z.number().int(),
    /** ISO 8601; null while the defaults have never been changed. */
    updatedAt: z.string().nullable(),
    updatedBy: z.string().nullable(),
  }),
});
export type PersonalDataSettings = z.infer<typeof personalDataSettingsSchema>['personalData'];
