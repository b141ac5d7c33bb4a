/**
 * Requests from a person about their data (issue 32, Nigeria Data Protection Act 2023: access,
 * portability, correction, erasure): the lookup's query, what it finds, and the corrections staff
 * may make. Shared by the API, the service and the CMS screen Settings → Personal data.
 */
import { z } from 'zod';
import { careerEnquirySchema, contactEnquirySchema, emailSchema } from './enquiry';
import { quoteRequestSchema } from './quote';
import { storableString } from './text';

/** An address as it is looked up and hashed: trimmed and in lower case, whatever was typed. */
export const normaliseAddress = (email: string) => email.trim().toLowerCase();

/** The address a request is about (`?email=`), staff wording. */
export const personAddressSchema = storableString({ error: 'Enter the e-mail address to look for' })
  .trim()
  .min(1, 'Enter the e-mail address to look for')
  .max(200, 'Enter a valid e-mail address')
  .pipe(z.email('Enter a valid e-mail address'))
  .transform(normaliseAddress);

export const personQuerySchema = z.object({
  email: personAddressSchema.describe('The person’s e-mail address (any case)'),
});

/** At most this many of each kind are listed; the export has them all. */
export const FINDINGS_LIST_MAX = 100;

export const foundEnquirySchema = z.object({
  id: z.uuid(),
  /** `contact`, `quote` (the contact form's), `quote-request` (the basket's) or `career`. */
  kind: z.enum(['contact', 'quote', 'quote-request', 'career']),
  reference: z.string(),
  status: z.string(),
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  /** Every field the person sent, as stored. */
  fields: z.record(z.string(), z.union([z.string(), z.number()])),
  /** A request for quote's lines. */
  items: z
    .array(
      z.object({
        productId: z.string(),
        name: z.string(),
        url: z.string(),
        quantity: z.number(),
        note: z.string(),
      }),
    )
    .nullable(),
  /** A CV or a quote's attachment: its name as uploaded, and where the export holds it. */
  file: z.object({ name: z.string(), inExport: z.string() }).nullable(),
  /** What staff noted about it. */
  notes: z.string(),
});
export type FoundEnquiry = z.infer<typeof foundEnquirySchema>;

export const foundSubscriptionSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  signedUpAt: z.string(),
  /** Null while the address has not confirmed (pending). */
  confirmedAt: z.string().nullable(),
});

export const foundAuditEntrySchema = z.object({
  id: z.uuid(),
  at: z.string(),
  action: z.string(),
  actorName: z.string(),
  target: z.string(),
  targetLabel: z.string(),
  fields: z.array(z.string()),
});

export const foundAccountSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  role: z.string(),
  createdAt: z.string(),
});

export const findingsSchema = z.object({
  email: z.string(),
  enquiries: z.array(foundEnquirySchema),
  subscription: foundSubscriptionSchema.nullable(),
  auditEntries: z.array(foundAuditEntrySchema),
  accounts: z.array(foundAccountSchema),
  /** How many there are of each list in all (the lists stop at FINDINGS_LIST_MAX). */
  totals: z.object({ enquiries: z.number(), auditEntries: z.number() }),
});
export type Findings = z.infer<typeof findingsSchema>;

export const erasureSchema = z.object({
  erased: z.object({
    enquiries: z.number(),
    files: z.number(),
    subscriptions: z.number(),
    auditEntries: z.number(),
  }),
  /** Accounts are not erased here: they are deleted in Settings → Accounts. */
  accountsLeft: z.number(),
});
export type ErasureResult = z.infer<typeof erasureSchema>;

/**
 * What may be corrected on each kind of enquiry: the fields that are about the person, checked
 * by the public form's own schema so that a corrected value is one the form would have taken.
 */
export const enquiryCorrections = {
  contact: contactEnquirySchema.pick({
    firstName: true,
    lastName: true,
    email: true,
    phone: true,
    company: true,
  }),
  quote: contactEnquirySchema.pick({
    firstName: true,
    lastName: true,
    email: true,
    phone: true,
    company: true,
  }),
  'quote-request': quoteRequestSchema.pick({
    name: true,
    company: true,
    email: true,
    phone: true,
    location: true,
  }),
  career: careerEnquirySchema.pick({ name: true, email: true, phone: true }),
} as const;
export type EnquiryKind = keyof typeof enquiryCorrections;

/** The labels of the correctable fields, for the form and the audit log. */
export const correctionLabels: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone number',
  company: 'Company',
  location: 'State or delivery location',
};

/** `PATCH …/enquiries/{id}`: any of the kind's fields; which ones is checked against the kind. */
export const enquiryCorrectionBody = z
  .record(z.string(), z.unknown())
  .describe(
    'The fields to correct. Contact form: firstName, lastName, email, phone, company. Request for quote: name, company, email, phone, location. Job application: name, email, phone.',
  );

export const subscriptionCorrectionSchema = z.object({ email: emailSchema });
