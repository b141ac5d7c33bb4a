/**
 * Enquiries from the public forms (newsletter sign-ups: newsletter-service.ts). An enquiry is
 * stored first and e-mailed after, so a failed send never loses it: the send is retried with
 * back-off and its state is visible in the CMS.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  CV_MAX_BYTES,
  enquirySchema,
  fieldErrors,
  HONEYPOT,
  referenceOf,
  type EnquiryUpdate,
  type InboxFilter,
} from '../../../schemas/enquiry';
import type { Db } from '../../db/client';
import {
  enquiriesRepo,
  type EnquiryFilter,
  type EnquiryRow,
} from '../../repositories/enquiries/enquiries-repo';
import {
  quoteReference,
  quoteRequestApiSchema,
  quoteRequestSchema,
  type BasketLine,
  type QuoteItem,
} from '../../../schemas/quote';
import { quoteRepo } from '../../repositories/enquiries/quote-repo';
import { auditTargets, recordAudit, type Actor } from '../shared/audit-log';
import type { ContentService } from '../content/content-service';
import { createEnquiryMail, type EnquiryOptions } from './enquiry-mail';
import {
  checkedAttachment,
  cvKind,
  privateFileTypes,
  storeThenWrite,
  sentName,
  type PrivateFile,
  type UploadedCv,
} from './private-uploads';
import { configuredItems, configurationMessages } from '../catalogue/enclosure-configurator';
import { keysetBatches } from '../shared/keyset-batches';
import {
  createRateLimiter,
  rateRules,
  type RateLimiter,
  type Verdict,
} from '../shared/rate-limiter';
import { lagosDayEnd, lagosYear } from '../../../content/lagos-time';

export type SubmitResult =
  | { ok: true; id?: string; reference?: string }
  | { ok: false; reason: 'invalid'; fields: Record<string, string> }
  | { ok: false; reason: 'rate_limited'; message: string; retryAfterSeconds: number };

/** The refusal of an enquiry whose fields need putting right, each with its message. */
const invalid = (fields: Record<string, string>): SubmitResult => ({
  ok: false,
  reason: 'invalid',
  fields,
});

export type { EnquiryOptions } from './enquiry-mail';
export type { UploadedCv } from './private-uploads';

/** How long the first send of a new enquiry has before the retry timer may take it over. */
const FIRST_SEND_GRACE_MS = 2 * 60_000;

/** The inbox's filters as the repository applies them. */
export function repoFilter({ type, status, q, before }: InboxFilter): EnquiryFilter {
  return {
    type,
    status,
    text: q || undefined,
    // The inbox shows dates in Lagos time: "on or before a day" ends at the next Lagos midnight.
    receivedBefore: before ? new Date(lagosDayEnd(before)) : undefined,
  };
}

/** What a refused client is told; the page and the API say the same. */
export function rateLimitMessage(rule: 'enquiry' | 'newsletter', verdict: Verdict): string {
  const minutes = verdict.allowed ? 1 : Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
  const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return rule === 'newsletter'
    ? `Too many sign-ups from your connection. Please try again in ${wait}.`
    : `You have sent several messages in a short time. Please try again in ${wait}.`;
}

/**
 * What every public submission passes before anything is kept: its schema, the honeypot (a
 * bot is thanked and nothing is kept) and the client's rate. Answers the data, or the answer.
 */
export async function admit<S extends z.ZodType<{ [HONEYPOT]: string }>>(
  limiter: RateLimiter,
  schema: S,
  input: unknown,
  rule: 'enquiry' | 'newsletter',
  ip: string,
): Promise<{ data: z.output<S> } | { answer: SubmitResult }> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { answer: invalid(fieldErrors(parsed.error)) };
  if (parsed.data[HONEYPOT]) return { answer: { ok: true } };
  const verdict = await limiter.take(rateRules[rule], ip);
  if (!verdict.allowed) {
    return {
      answer: {
        ok: false,
        reason: 'rate_limited',
        message: rateLimitMessage(rule, verdict),
        retryAfterSeconds: verdict.retryAfterSeconds,
      },
    };
  }
  return { data: parsed.data };
}

export function createEnquiryService(
  db: Db,
  content: ContentService,
  options: EnquiryOptions,
  limiter: RateLimiter = createRateLimiter(db),
) {
  const repo = enquiriesRepo(db);
  const files = options.privateFiles;
  const mail = createEnquiryMail(db, content, options, limiter);
  /**
   * A request for quote from a basket: the buyer's details, the basket's lines (products
   * that are no longer shown are left out) and an optional attachment, stored as one enquiry
   * with its own reference, then e-mailed like the others.
   */
  async function submitQuote(
    input: unknown,
    lines: readonly BasketLine[],
    ip: string,
    attachment?: UploadedCv,
    /** A file already in the private store (a basket's drawing) the request carries instead. */
    kept?: { stored: string; name: string | undefined; line: string; shown: string },
  ): Promise<SubmitResult> {
    const admitted = await admit(limiter, quoteRequestSchema, input, 'enquiry', ip);
    if ('answer' in admitted) return admitted.answer;
    const { [HONEYPOT]: _bot, ...fields } = admitted.data;
    const quotes = quoteRepo(db);
    const found = new Map(
      (await quotes.products(lines.map((l) => l.productId))).map((p) => [p.id, p]),
    );
    const configured = await configuredItems(content, lines, found, kept);
    if ('refused' in configured) return invalid(configured.refused);
    const items: QuoteItem[] = lines.flatMap((l, n) => {
      const p = found.get(l.productId);
      return p
        ? [
            {
              productId: p.id,
              name: p.name,
              url: `/products/${p.family}/${p.slug}`,
              quantity: l.quantity,
              note: l.note,
              ...configured.items[n],
            },
          ]
        : [];
    });
    if (items.length === 0)
      return invalid({ items: 'Add at least one product to your quote first' });
    const checked = checkedAttachment(attachment);
    if (checked && 'refused' in checked) return invalid({ attachment: checked.refused });
    const file = checked?.file;
    const now = new Date();
    const row = await storeThenWrite(files, file, async () =>
      repo.insert({
        type: 'quote',
        name: fields.name,
        email: fields.email,
        data: fields,
        items,
        reference: quoteReference(lagosYear(now), await quotes.nextNumber()),
        cvFile: (file ?? kept)?.stored,
        cvName: (file ?? kept)?.name,
        emailStatus: options.mailer.enabled ? 'pending' : 'off',
        nextEmailAt: options.mailer.enabled ? new Date(Date.now() + FIRST_SEND_GRACE_MS) : null,
      }),
    );
    if (options.mailer.enabled) mail.sendInBackground(row, ip);
    return { ok: true, id: row.id, reference: row.reference ?? undefined };
  }

  return {
    emailEnabled: options.mailer.enabled,
    mailQueue: mail.mailQueue,
    sendFailures: mail.sendFailures,
    settled: mail.settled,
    retryDue: mail.retryDue,
    /** Everyone told about some kind of enquiry (the weekly digest's recipients). */
    notifyAddresses: mail.notifyAddresses,

    async submit(input: unknown, ip: string, cv?: UploadedCv): Promise<SubmitResult> {
      const admitted = await admit(limiter, enquirySchema, input, 'enquiry', ip);
      if ('answer' in admitted) return admitted.answer;
      const data = admitted.data;
      let file: PrivateFile | undefined;
      if (cv && cv.bytes.length > 0) {
        if (data.type !== 'career') return invalid({ cv: 'Attach a CV only to a job application' });
        if (cv.bytes.length > CV_MAX_BYTES) return invalid({ cv: 'Attach a CV of at most 5 MB' });
        const kind = cvKind(cv.bytes);
        if (!kind) return invalid({ cv: 'Attach your CV as a PDF or Word (.docx) file' });
        const sent = sentName(cv);
        if ('refused' in sent) return invalid({ cv: sent.refused });
        const type = privateFileTypes[kind];
        file = { stored: `${randomUUID()}.${kind}`, bytes: cv.bytes, type, name: sent.name };
      }
      const { [HONEYPOT]: _bot, type, ...fields } = data;
      const row = await storeThenWrite(files, file, () =>
        repo.insert({
          type,
          name: 'name' in fields ? fields.name : `${fields.firstName} ${fields.lastName}`,
          email: fields.email,
          data: fields,
          cvFile: file?.stored,
          cvName: file?.name,
          emailStatus: options.mailer.enabled ? 'pending' : 'off',
          // The send below is under way: the retry timer takes the row only if it has not
          // finished by then (a crash), so the company is never notified twice at once.
          nextEmailAt: options.mailer.enabled ? new Date(Date.now() + FIRST_SEND_GRACE_MS) : null,
        }),
      );
      if (options.mailer.enabled) mail.sendInBackground(row, ip);
      return { ok: true, id: row.id };
    },

    /** A request for quote from a basket (the /quote page). */
    submitQuote,

    /**
     * A request for quote from an API client, its lines in the body (the site's pages send a
     * basket instead). Every field is checked before anything is counted or kept.
     */
    async requestQuote(input: unknown, ip: string): Promise<SubmitResult> {
      const parsed = quoteRequestApiSchema.safeParse(input);
      if (!parsed.success)
        return invalid(
          configurationMessages(
            fieldErrors(parsed.error),
            await content.section('quote/enclosure-configurator'),
          ),
        );
      return submitQuote(input, parsed.data.items, ip);
    },

    async list(filter: InboxFilter, page: number, pageSize: number) {
      const { rows, total } = await repo.page(repoFilter(filter), pageSize, (page - 1) * pageSize);
      return { enquiries: rows.map(toApi), total, page, pageSize };
    },
    /** Every enquiry the filter keeps, newest first, a batch at a time (exports). */
    async *batches(filter: InboxFilter): AsyncGenerator<EnquiryRecord[]> {
      const f = repoFilter(filter);
      for await (const rows of keysetBatches((after, limit) => repo.batch(f, after, limit)))
        yield rows.map(toApi);
    },
    get: async (id: string) => {
      const row = await repo.byId(id);
      return row && toApi(row);
    },
    countNew: () => repo.countNew(),
    /** Staff's changes: status, assignee, notes (schemas/enquiry.ts checks them). */
    async update(
      id: string,
      change: EnquiryUpdate,
      actor: Actor,
    ): Promise<
      | { ok: true; enquiry: EnquiryRecord | undefined }
      | { ok: false; fields: Record<string, string> }
    > {
      if (change.assignedTo && !(await repo.userExists(change.assignedTo)))
        return { ok: false, fields: { assignedTo: 'Choose someone from the list' } };
      const row = await db.transaction(async (tx) => {
        const before = await enquiriesRepo(tx).byId(id);
        const [after] = await enquiriesRepo(tx).update(id, change);
        if (!before || !after) return undefined;
        await recordAudit(tx, actor, {
          action: 'enquiry.update',
          ...enquiryEvent(after),
          fields: changedEnquiryFields(before, after),
        });
        return after;
      });
      return { ok: true, enquiry: row && toApi(row) };
    },
    async remove(id: string, actor: Actor) {
      const row = await db.transaction(async (tx) => {
        const gone = await enquiriesRepo(tx).delete(id);
        if (gone) await recordAudit(tx, actor, { action: 'enquiry.delete', ...enquiryEvent(gone) });
        return gone;
      });
      if (row?.cvFile) await files.remove([row.cvFile]);
      return Boolean(row);
    },
    /** The stored CV (or quote attachment) of an enquiry: its stored name and the name it was sent with. */
    async cv(id: string) {
      const row = await repo.byId(id);
      if (!row?.cvFile) return undefined;
      return {
        name: row.cvFile,
        /** The file as a stream, or `missing`. */
        open: () => files.stream(row.cvFile as string),
        filename: row.cvName ?? row.cvFile,
        /** The file's kind, from the extension given when its bytes were checked. */
        kind: row.cvFile.slice(row.cvFile.lastIndexOf('.') + 1),
      };
    },
  };
}

/** What the audit log calls an enquiry: its reference, never the sender's name. */
const enquiryEvent = (row: EnquiryRow) => ({
  target: auditTargets.enquiry(row.id),
  targetLabel: `Enquiries: ${referenceOf(row)}`,
});

/** The inbox's names of what staff change on an enquiry. */
const enquiryFieldLabels = { status: 'Status', assignedTo: 'Assigned to', notes: 'Internal notes' };

const changedEnquiryFields = (before: EnquiryRow, after: EnquiryRow) =>
  (Object.keys(enquiryFieldLabels) as (keyof typeof enquiryFieldLabels)[])
    .filter((key) => before[key] !== after[key])
    .map((key) => enquiryFieldLabels[key]);

function toApi(row: EnquiryRow) {
  return {
    _id: row.id,
    type: row.type,
    status: row.status,
    name: row.name,
    email: row.email,
    data: row.data,
    reference: referenceOf(row),
    items: row.items ?? [],
    assignedTo: row.assignedTo,
    notes: row.notes,
    hasCv: Boolean(row.cvFile),
    /** When the retention job deleted its CV or attachment (Settings → Personal data). */
    fileDeletedAt: row.fileDeletedAt?.toISOString() ?? null,
    /** When the retention job removed the sender's details, keeping the rest for statistics. */
    anonymisedAt: row.anonymisedAt?.toISOString() ?? null,
    emailDelivery: {
      status: row.emailStatus,
      attempts: row.emailAttempts,
      error: row.emailError,
      /** The next try of a failed notification; null once it was given up on. */
      nextAttemptAt: row.emailStatus === 'failed' ? (row.nextEmailAt?.toISOString() ?? null) : null,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
export type EnquiryRecord = ReturnType<typeof toApi>;
