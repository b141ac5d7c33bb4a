/**
 * The public forms: contact / quote request, job application and newsletter. One schema per
 * form, used by the API, the page actions and the browser, so the rules cannot drift.
 */
import { z } from 'zod';
import { searchTextSchema } from './list-query';
import { FIRST_DAY, isDayInRange, LAST_DAY } from './plain-day';
import { quoteItemsText, type QuoteItem } from './quote-items';
import { storableString } from './text';
import { wholeNumber } from './whole-number';

/** A field a visitor must fill ("Enter your name"), of at most `max` characters. */
export const text = (label: string, max: number) =>
  storableString({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(max, `Keep it under ${max} characters`);
/** A field a visitor may leave empty. */
export const optionalText = (max: number) =>
  storableString().trim().max(max, `Keep it under ${max} characters`).optional().default('');

/** Digits with an optional leading +, after dropping spaces, dots, dashes and brackets. */
export const normalisePhone = (v: string) => v.replace(/[\s().-]/g, '');

/**
 * Nigerian numbers as people write them (0803 123 4567, +234 803 123 4567, 234…, landlines
 * such as 01 234 5678) and international numbers in + form.
 */
export const phoneSchema = storableString({ error: 'Enter your phone number' })
  .trim()
  .min(1, 'Enter your phone number')
  .max(30, 'Enter a valid phone number')
  .refine((v) => {
    const n = normalisePhone(v);
    return /^0\d{8,10}$/.test(n) || /^\+?234\d{8,10}$/.test(n) || /^\+[1-9]\d{6,14}$/.test(n);
  }, 'Enter a Nigerian number (e.g. 0803 123 4567) or an international one starting with +');

export const emailSchema = storableString({ error: 'Enter your e-mail address' })
  .trim()
  .min(1, 'Enter your e-mail address')
  .max(200, 'Enter a valid e-mail address')
  .pipe(z.email('Enter a valid e-mail address'));

/**
 * Staff open it from the inbox, so it must go where it says: http(s), no `user@` part that hides
 * the real host (`https://drive.example.com@evil.example/`), no backslashes.
 */
function isPlainWebLink(v: string): boolean {
  if (!/^https?:\/\/[^\s\\]+\.[^\s\\]+$/.test(v)) return false;
  try {
    const url = new URL(v);
    return !url.username && !url.password;
  } catch {
    return false;
  }
}

const documentUrl = storableString()
  .trim()
  .max(500, 'Keep the link under 500 characters')
  .refine((v) => v === '' || isPlainWebLink(v), 'Enter a link starting with https://')
  .optional()
  .default('');

/** Bots fill every field; people never see this one. Any value means the submission is dropped. */
export const HONEYPOT = 'website';
export const honeypot = storableString().max(500).optional().default('');

export const contactEnquirySchema = z.object({
  type: z.enum(['contact', 'quote']),
  firstName: text('first name', 80),
  lastName: text('last name', 80),
  email: emailSchema,
  phone: phoneSchema,
  company: optionalText(160),
  request: text('request', 4000),
  productLine: optionalText(160),
  documentUrl,
  [HONEYPOT]: honeypot,
});

/** A whole number typed into the form (schemas/whole-number.ts): digits only. */
const wholeNumberOf = (label: string, min: number, max: number) =>
  wholeNumber({
    min,
    max,
    message: `Enter your ${label} as a whole number, in digits`,
    missing: `Enter your ${label}`,
    tooSmall: `Enter your ${label}: a number from ${min} to ${max}`,
    tooLarge: `Enter your ${label}: a number from ${min} to ${max}`,
  });

export const careerEnquirySchema = z.object({
  type: z.literal('career'),
  name: text('name', 160),
  age: wholeNumberOf('age', 16, 80),
  email: emailSchema,
  phone: phoneSchema,
  yearsOfExperience: wholeNumberOf('years of experience', 0, 60),
  designation: text('designation', 160),
  documentUrl,
  [HONEYPOT]: honeypot,
});

export const enquirySchema = z.discriminatedUnion('type', [
  contactEnquirySchema,
  careerEnquirySchema,
]);
export type EnquiryInput = z.infer<typeof enquirySchema>;
export type EnquiryType = EnquiryInput['type'];
export const enquiryTypes = ['contact', 'quote', 'career'] as const;
/** Where an enquiry stands; a quote request is "quoted" once the buyer has prices. */
export const enquiryStatuses = ['new', 'in progress', 'quoted', 'closed'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** A status as sent: "done", its name before "closed", still accepted from older clients. */
export const statusSchema = z.preprocess(
  (v) => (v === 'done' ? 'closed' : v),
  z.enum(enquiryStatuses, { error: 'Choose new, in progress, quoted or closed' }),
);

/** What staff change on an enquiry: its status, who handles it, their notes. */
export const enquiryUpdateSchema = z
  .object({
    status: statusSchema.optional(),
    assignedTo: z.uuid({ error: 'Choose someone from the list' }).nullable().optional(),
    notes: storableString().max(4000, 'Keep the notes under 4,000 characters').optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Send a status, an assignee or notes',
    path: ['status'],
  });
export type EnquiryUpdate = z.infer<typeof enquiryUpdateSchema>;

/**
 * The inbox's filters, in the API's query, the CSV export's and the CMS's address: kind,
 * status, a search over the sender and what they wrote, and a day to jump back to.
 */
export const inboxFilterSchema = z.object({
  type: z.enum(enquiryTypes, { error: 'Choose contact, quote or career' }).optional(),
  status: statusSchema.optional(),
  q: searchTextSchema.optional(),
  /** Received on or before this day (YYYY-MM-DD). */
  before: z.iso
    .date({ error: 'Enter a real date as YYYY-MM-DD' })
    // Bounded as every queried day is (decision 0039): year 0000 reached the database, a 500.
    .refine(isDayInRange, `Choose a day from ${FIRST_DAY} to ${LAST_DAY}`)
    .optional(),
});
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

export const newsletterSchema = z.object({ email: emailSchema, [HONEYPOT]: honeypot });

export { fieldErrors } from './field-errors';

export const CV_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The short reference a visitor is given for an enquiry (in the acknowledgement) and staff see
 * beside it in the inbox and the notification: the first eight hex digits of its id.
 */
export const enquiryReference = (id: string) =>
  `ENQ-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** An enquiry's reference: a request for quote's own (`Q-2026-00042`), else its id's. */
export const referenceOf = (row: { id: string; reference?: string | null }) =>
  row.reference ?? enquiryReference(row.id);

/** Labelled lines of an enquiry, for e-mails and exports. */
export function enquiryLines(row: {
  type: EnquiryType;
  data: Record<string, string | number>;
  items?: readonly QuoteItem[] | null;
}): [string, string][] {
  const d = row.data;
  const v = (k: string) => String(d[k] ?? '');
  return row.type === 'career'
    ? [
        ['Name', v('name')],
        ['Age', v('age')],
        ['E-mail', v('email')],
        ['Phone number', v('phone')],
        ['Years of experience', v('yearsOfExperience')],
        ['Designation', v('designation')],
        ['URL to document', v('documentUrl')],
      ]
    : [
        ['First name', v('firstName')],
        ['Last name', v('lastName')],
        ['E-mail', v('email')],
        ['Phone number', v('phone')],
        ['Company', v('company')],
        ['Product line', v('productLine')],
        ['Request', v('request')],
        ['URL to document', v('documentUrl')],
        ['Name', v('name')],
        ['State or delivery location', v('location')],
        ['Needed by', v('neededBy')],
        ['Message', v('message')],
        ['Products', quoteItemsText(row.items ?? [])],
      ];
}

/** Every label `enquiryLines` gives, over all kinds, in order: the columns of the CSV export. */
export const enquiryLabels: readonly string[] = [
  ...new Set(enquiryTypes.flatMap((type) => enquiryLines({ type, data: {} }).map(([l]) => l))),
];
