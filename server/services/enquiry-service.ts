/**
 * Enquiries and newsletter sign-ups from the public forms. An enquiry is stored first and
 * e-mailed after, so a failed send never loses it: the send is retried with back-off and its
 * state is visible in the CMS.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CV_MAX_BYTES,
  enquirySchema,
  fieldErrors,
  HONEYPOT,
  enquiryLines,
  newsletterSchema,
  type EnquiryStatus,
  type EnquiryType,
} from '../../schemas/enquiry';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import {
  enquiriesRepo,
  subscribersRepo,
  type EnquiryFilter,
  type EnquiryRow,
} from '../repositories/enquiries-repo';
import type { ContentService } from './content-service';
import { createRateLimiter, rateRules, type RateLimiter, type Verdict } from './rate-limiter';

export type SubmitResult =
  | { ok: true; id?: string }
  | { ok: false; reason: 'invalid'; fields: Record<string, string> }
  | { ok: false; reason: 'rate_limited'; message: string; retryAfterSeconds: number };

export interface UploadedCv {
  bytes: Buffer;
  filename: string;
}

export interface EnquiryOptions {
  mailer: Mailer;
  privateDir: string;
  publicUrl: string;
  /** Fallback recipients when the CMS setting for a type is empty. */
  notifyDefault: string[];
}

const MAX_ATTEMPTS = 8;
const typeLabels: Record<EnquiryType, string> = {
  contact: 'Contact enquiry',
  quote: 'Quote request',
  career: 'Job application',
};

/** PDF by its header; DOCX as a zip that holds a Word document. */
export function cvKind(bytes: Buffer): 'pdf' | 'docx' | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    const names = bytes.toString('latin1');
    if (names.includes('[Content_Types].xml') && names.includes('word/')) return 'docx';
  }
  return undefined;
}

const splitAddresses = (v: string) =>
  v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

/** What a refused client is told; the page and the API say the same. */
export function rateLimitMessage(rule: 'enquiry' | 'newsletter', verdict: Verdict): string {
  const minutes = verdict.allowed ? 1 : Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
  const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return rule === 'newsletter'
    ? `Too many sign-ups from your connection. Please try again in ${wait}.`
    : `You have sent several messages in a short time. Please try again in ${wait}.`;
}

export function createEnquiryService(
  db: Db,
  content: ContentService,
  options: EnquiryOptions,
  limiter: RateLimiter = createRateLimiter(db),
) {
  const repo = enquiriesRepo(db);
  const subs = subscribersRepo(db);
  const cvDir = join(options.privateDir, 'cv');

  async function recipients(type: EnquiryType): Promise<string[]> {
    const settings = await content.section('site/notifications');
    const configured = splitAddresses(settings[`${type}Recipients`]);
    return configured.length > 0 ? configured : options.notifyDefault;
  }

  async function deliver(row: EnquiryRow): Promise<void> {
    try {
      const to = await recipients(row.type);
      if (to.length === 0) throw new Error('No recipients: set them in the CMS or NOTIFY_EMAIL');
      const body = enquiryLines(row)
        .filter(([, value]) => value !== '')
        .map(([label, value]) => `${label}: ${value}`)
        .join('\n');
      await options.mailer.send({
        to,
        replyTo: row.email,
        subject: `${typeLabels[row.type]} from ${row.name}`,
        text: `${body}\n\n${row.cvFile ? 'A CV is attached to this application in the CMS.\n' : ''}Open it in the CMS: ${options.publicUrl}/cms/enquiries?open=${row.id}\n`,
      });
      const settings = await content.section('site/notifications');
      await options.mailer.send({
        to: [row.email],
        subject: `We received your ${typeLabels[row.type].toLowerCase()}`,
        text: `${settings.acknowledgement}\n\n${body}\n`,
      });
      await repo.update(row.id, {
        emailStatus: 'sent',
        emailError: null,
        nextEmailAt: null,
        emailAttempts: row.emailAttempts + 1,
      });
    } catch (err) {
      const attempts = row.emailAttempts + 1;
      const wait = Math.min(60 * 60_000, 30_000 * 2 ** (attempts - 1));
      await repo.update(row.id, {
        emailStatus: 'failed',
        emailAttempts: attempts,
        emailError: err instanceof Error ? err.message.slice(0, 500) : String(err),
        nextEmailAt: new Date(Date.now() + wait),
      });
    }
  }

  return {
    emailEnabled: options.mailer.enabled,

    async submit(input: unknown, ip: string, cv?: UploadedCv): Promise<SubmitResult> {
      const parsed = enquirySchema.safeParse(input);
      if (!parsed.success)
        return { ok: false, reason: 'invalid', fields: fieldErrors(parsed.error) };
      const data = parsed.data;
      // A filled honeypot is a bot: it is told "thank you" and nothing is kept.
      if (data[HONEYPOT]) return { ok: true };
      const verdict = await limiter.take(rateRules.enquiry, ip);
      if (!verdict.allowed) {
        return {
          ok: false,
          reason: 'rate_limited',
          message: rateLimitMessage('enquiry', verdict),
          retryAfterSeconds: verdict.retryAfterSeconds,
        };
      }
      let cvFile: string | undefined;
      if (cv && cv.bytes.length > 0) {
        if (data.type !== 'career')
          return {
            ok: false,
            reason: 'invalid',
            fields: { cv: 'Attach a CV only to a job application' },
          };
        if (cv.bytes.length > CV_MAX_BYTES)
          return { ok: false, reason: 'invalid', fields: { cv: 'Attach a CV of at most 5 MB' } };
        const kind = cvKind(cv.bytes);
        if (!kind)
          return {
            ok: false,
            reason: 'invalid',
            fields: { cv: 'Attach your CV as a PDF or Word (.docx) file' },
          };
        await mkdir(cvDir, { recursive: true });
        cvFile = `${randomUUID()}.${kind}`;
        await writeFile(join(cvDir, cvFile), cv.bytes);
      }
      const { [HONEYPOT]: _bot, type, ...fields } = data;
      const row = await repo.insert({
        type,
        name: 'name' in fields ? fields.name : `${fields.firstName} ${fields.lastName}`,
        email: fields.email,
        data: fields,
        cvFile,
        cvName: cvFile ? cv?.filename.slice(0, 200) : undefined,
        emailStatus: options.mailer.enabled ? 'pending' : 'off',
      });
      if (options.mailer.enabled) void deliver(row);
      return { ok: true, id: row.id };
    },

    /** Sends what is due; run on a timer by the server. */
    async retryDue(): Promise<number> {
      if (!options.mailer.enabled) return 0;
      const due = await repo.dueEmails(new Date(), MAX_ATTEMPTS);
      for (const row of due) await deliver(row);
      return due.length;
    },

    async list(filter: EnquiryFilter, page: number, pageSize: number) {
      const { rows, total } = await repo.page(filter, pageSize, (page - 1) * pageSize);
      return { enquiries: rows.map(toApi), total, page, pageSize };
    },
    all: async (filter: EnquiryFilter) => (await repo.all(filter)).map(toApi),
    get: async (id: string) => {
      const row = await repo.byId(id);
      return row && toApi(row);
    },
    countNew: () => repo.countNew(),
    async setStatus(id: string, status: EnquiryStatus) {
      const [row] = await repo.update(id, { status });
      return row && toApi(row);
    },
    async remove(id: string) {
      const row = await repo.delete(id);
      if (row?.cvFile) await rm(join(cvDir, row.cvFile), { force: true });
      return Boolean(row);
    },
    /** The stored CV of an application: its path on disk and the name it was sent with. */
    async cv(id: string) {
      const row = await repo.byId(id);
      if (!row?.cvFile) return undefined;
      return {
        path: join(cvDir, row.cvFile),
        filename: row.cvName ?? row.cvFile,
        kind: row.cvFile.endsWith('.pdf') ? 'pdf' : 'docx',
      };
    },

    async subscribe(input: unknown, ip: string): Promise<SubmitResult> {
      const parsed = newsletterSchema.safeParse(input);
      if (!parsed.success)
        return { ok: false, reason: 'invalid', fields: fieldErrors(parsed.error) };
      if (parsed.data[HONEYPOT]) return { ok: true };
      const verdict = await limiter.take(rateRules.newsletter, ip);
      if (!verdict.allowed) {
        return {
          ok: false,
          reason: 'rate_limited',
          message: rateLimitMessage('newsletter', verdict),
          retryAfterSeconds: verdict.retryAfterSeconds,
        };
      }
      const email = parsed.data.email.toLowerCase();
      const token = randomBytes(24).toString('base64url');
      const created = await subs.insert(email, token);
      if (created && options.mailer.enabled) {
        void options.mailer
          .send({
            to: [email],
            subject: 'You are subscribed to our newsletter',
            text: `Thank you for subscribing. To stop receiving our newsletter, open this link:\n${options.publicUrl}/newsletter/unsubscribe?token=${token}\n`,
          })
          .catch(() => undefined);
      }
      return { ok: true };
    },
    unsubscribe: (token: string) =>
      token.length > 10 && token.length < 100 ? subs.deleteByToken(token) : Promise.resolve(false),
    subscribers: async () =>
      (await subs.list()).map((s) => ({
        _id: s.id,
        email: s.email,
        createdAt: s.createdAt.toISOString(),
        unsubscribeUrl: `${options.publicUrl}/newsletter/unsubscribe?token=${s.token}`,
      })),
    removeSubscriber: (id: string) => subs.delete(id),
  };
}

function toApi(row: EnquiryRow) {
  return {
    _id: row.id,
    type: row.type,
    status: row.status,
    name: row.name,
    email: row.email,
    data: row.data,
    hasCv: Boolean(row.cvFile),
    emailDelivery: { status: row.emailStatus, attempts: row.emailAttempts, error: row.emailError },
    createdAt: row.createdAt.toISOString(),
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
export type EnquiryRecord = ReturnType<typeof toApi>;
