/**
 * The e-mails of an enquiry: the company's notification, stored as sent or failed and retried with
 * growing waits until it goes or is given up on (its state is shown in the CMS), and the visitor's
 * acknowledgement, sent once. enquiry-service.ts stores an enquiry first and hands it here, so a
 * failed send never loses it.
 */
import {
  enquiryLines,
  enquiryTypes,
  referenceOf,
  type EnquiryType,
} from '../../../schemas/enquiry';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { FileStore } from '../../media/file-store';
import { enquiriesRepo, type EnquiryRow } from '../../repositories/enquiries/enquiries-repo';
import type { ContentService } from '../content/content-service';
import { rateRules, type RateLimiter } from '../shared/rate-limiter';

export interface EnquiryOptions {
  mailer: Mailer;
  /**
   * Where CVs and quote attachments are kept: never served under /media, only to staff. On disk
   * in DATA_DIR/private/cv, or in the bucket under S3_PRIVATE_PREFIX, so every instance sees them.
   */
  privateFiles: FileStore;
  publicUrl: string;
  /** Fallback recipients when the CMS setting for a type is empty. */
  notifyDefault: string[];
}

/** Tries of a notification: the waits between them double from 30 s, about 2 hours in all. */
const MAX_ATTEMPTS = 8;

/**
 * An SMTP 5xx answer: the relay refuses this message for good (a bad recipient, relaying
 * denied), so trying again changes nothing. 4xx answers and unreachable servers are retried.
 */
function refusedForGood(err: unknown): boolean {
  const code =
    typeof err === 'object' && err !== null && 'responseCode' in err ? err.responseCode : undefined;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const typeLabels: Record<EnquiryType, string> = {
  contact: 'Contact enquiry',
  quote: 'Quote request',
  career: 'Job application',
};

const splitAddresses = (v: string) =>
  v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

export function createEnquiryMail(
  db: Db,
  content: ContentService,
  options: EnquiryOptions,
  limiter: RateLimiter,
) {
  const repo = enquiriesRepo(db);
  /** E-mails that failed to send since start, by what they were: for /metrics. */
  const sendFailures = { notification: 0, acknowledgement: 0 };
  /**
   * The sends started without waiting for them (a new enquiry's notification and
   * acknowledgement), until each is done: `settled()` waits for them.
   */
  const underWay = new Set<Promise<unknown>>();
  function inBackground(send: Promise<unknown>) {
    const tracked = send.finally(() => underWay.delete(tracked));
    underWay.add(tracked);
  }

  async function recipients(type: EnquiryType): Promise<string[]> {
    const settings = await content.section('site/notifications');
    const configured = splitAddresses(settings[`${type}Recipients`]);
    return configured.length > 0 ? configured : options.notifyDefault;
  }

  /** Sends the company its notification; a failure is retried later with growing waits. */
  async function deliver(row: EnquiryRow): Promise<boolean> {
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
        subject: `${typeLabels[row.type]} ${referenceOf(row)} from ${row.name}`,
        text: `Reference: ${referenceOf(row)}\n\n${body}\n\n${row.cvFile ? `${row.type === 'career' ? 'A CV' : 'A file'} is attached to it in the CMS.\n` : ''}Open it in the CMS: ${options.publicUrl}/cms/enquiries?open=${row.id}\n`,
      });
      await repo.update(row.id, {
        emailStatus: 'sent',
        emailError: null,
        nextEmailAt: null,
        emailAttempts: row.emailAttempts + 1,
      });
      return true;
    } catch (err) {
      sendFailures.notification++;
      const attempts = row.emailAttempts + 1;
      const wait = Math.min(60 * 60_000, 30_000 * 2 ** (attempts - 1));
      // The last try, or a refusal for good: nothing more is scheduled, and the inbox says so.
      const final = attempts >= MAX_ATTEMPTS || refusedForGood(err);
      await repo.update(row.id, {
        emailStatus: 'failed',
        emailAttempts: attempts,
        emailError: err instanceof Error ? err.message.slice(0, 500) : String(err),
        nextEmailAt: final ? null : new Date(Date.now() + wait),
      });
      return false;
    }
  }

  /**
   * Tells the visitor their enquiry arrived. The address is whatever the visitor typed, so the
   * message is the company's own text and a reference, never anything the visitor sent (a
   * stranger's name or message would otherwise reach a third party from our domain), and it is
   * limited per address and per client. Sent once, when the enquiry is made; not retried.
   */
  async function acknowledge(row: EnquiryRow, ip: string): Promise<void> {
    const address = row.email.trim().toLowerCase();
    if (!(await limiter.take(rateRules.acknowledgementPerAddress, address)).allowed) return;
    if (!(await limiter.take(rateRules.acknowledgementPerClient, ip)).allowed) return;
    try {
      const settings = await content.section('site/notifications');
      // A quote's summary names our products and the quantities: nothing the visitor wrote.
      const summary = row.items?.length
        ? `\nWhat you asked us to quote for:\n${row.items.map((i) => `${i.quantity} × ${i.name}${i.configuration ? `: ${i.configuration.text}` : ''} — ${options.publicUrl}${i.url}`).join('\n')}\n`
        : '';
      await options.mailer.send({
        to: [row.email],
        subject: `We received your ${typeLabels[row.type].toLowerCase()} (${referenceOf(row)})`,
        text: `${settings.acknowledgement}\n\nYour reference: ${referenceOf(row)}\n${summary}`,
      });
    } catch (err) {
      sendFailures.acknowledgement++;
      console.warn(
        `Acknowledgement of enquiry ${row.id} not sent: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }

  return {
    /** Everyone told about some kind of enquiry (the weekly digest's recipients). */
    notifyAddresses: async (): Promise<string[]> => [
      ...new Set((await Promise.all(enquiryTypes.map(recipients))).flat()),
    ],
    /** Notifies the company, then acknowledges to the visitor, without the caller waiting. */
    sendInBackground: (row: EnquiryRow, ip: string) =>
      inBackground(deliver(row).then(() => acknowledge(row, ip))),

    /** Notification e-mails waiting to be (re)sent and given up on, for /metrics. */
    mailQueue: () => repo.emailQueue(),
    /** E-mails that failed to send from this process since it started, for /metrics. */
    sendFailures: () => ({ ...sendFailures }),

    /**
     * Resolves once the e-mails this process started sending without waiting (on a new
     * enquiry) are sent, refused or given up on, each one's outcome stored: what a
     * caller waits for before it may say that something was not sent. Sends nothing itself.
     */
    async settled(): Promise<void> {
      while (underWay.size > 0) await Promise.allSettled(underWay);
    },

    /** Sends what is due; run on a timer by the server. */
    async retryDue(): Promise<number> {
      if (!options.mailer.enabled) return 0;
      const due = await repo.dueEmails(new Date());
      for (const row of due) await deliver(row);
      return due.length;
    },
  };
}
