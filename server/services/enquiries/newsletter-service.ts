/**
 * The newsletter, by confirmation (Nigeria Data Protection Act 2023: consent shown, not
 * assumed). A sign-up stores the address pending and e-mails it a link; only when its owner
 * follows the link and confirms is it a subscriber, listed and exported. A sign-up never tells
 * the visitor whether the address was new, pending or subscribed already. Sign-ups nobody
 * confirmed are deleted by the retention job after the period set in Settings → Personal data.
 */
import { randomBytes } from 'node:crypto';
import { newsletterSchema } from '../../../schemas/enquiry';
import type { Db } from '../../db/client';
import type { MailMessage, Mailer } from '../../mail/mailer';
import {
  subscribersRepo,
  type SubscriberRow,
  type SubscriberStatus,
} from '../../repositories/enquiries/subscribers-repo';
import { auditTargets, recordAudit, type Actor } from '../shared/audit-log';
import { admit, type SubmitResult } from './enquiry-service';
import { keysetBatches } from '../shared/keyset-batches';
import type { PersonalDataSettingsService } from '../personal-data/personal-data-settings';
import { rateRules, type RateLimiter } from '../shared/rate-limiter';

export interface NewsletterOptions {
  mailer: Mailer;
  /** Where the links in the e-mails lead (PUBLIC_URL). */
  publicUrl: string;
}

/**
 * A token as the service hands them out (24 random bytes, base64url), with room for longer
 * ones; anything else is answered "not valid" without a query.
 */
const TOKEN = /^[A-Za-z0-9_-]{16,100}$/;
export const isToken = (token: string) => TOKEN.test(token);

/** The addresses of a subscription's two links. */
export const newsletterLinks = (publicUrl: string, token: string) => ({
  confirm: `${publicUrl}/newsletter/confirm?token=${token}`,
  unsubscribe: `${publicUrl}/newsletter/unsubscribe?token=${token}`,
});

/**
 * An e-mail to one address of the list: ends with its unsubscribe link and carries the
 * one-click unsubscribe headers (RFC 8058). Every newsletter e-mail is made here, so none goes
 * out without them.
 */
export function newsletterMessage(
  publicUrl: string,
  subscriber: Pick<SubscriberRow, 'email' | 'token'>,
  subject: string,
  text: string,
): MailMessage {
  const { unsubscribe } = newsletterLinks(publicUrl, subscriber.token);
  return {
    to: [subscriber.email],
    subject,
    text: `${text.trimEnd()}\n\nTo stop receiving our newsletter, open this link:\n${unsubscribe}\n`,
    listUnsubscribe: unsubscribe,
  };
}

/** What a confirmation or unsubscribe link finds. */
export type LinkState = 'pending' | 'confirmed' | 'unknown';

export function createNewsletterService(
  db: Db,
  options: NewsletterOptions,
  limiter: RateLimiter,
  settings: Pick<PersonalDataSettingsService, 'periods'>,
) {
  const subs = subscribersRepo(db);
  const { mailer, publicUrl } = options;
  /** The e-mails started without waiting for them, until each is done: `settled()`. */
  const underWay = new Set<Promise<unknown>>();
  function inBackground(work: () => Promise<unknown>) {
    const tracked = work().finally(() => underWay.delete(tracked));
    underWay.add(tracked);
  }

  async function send(message: MailMessage, what: string) {
    try {
      await mailer.send(message);
    } catch (err) {
      // Never the address: the log outlives the sign-up.
      console.warn(`Newsletter ${what} not sent: ${err instanceof Error ? err.message : err}`);
    }
  }

  /**
   * The confirmation e-mail of a pending sign-up. The address is whatever the visitor typed,
   * so it gets the company's words and the links only, and at most a few e-mails a day (the
   * limits of enquiry acknowledgements, shared with them): signing a stranger up again and
   * again cannot fill their inbox from our domain.
   */
  async function askToConfirm(row: SubscriberRow, ip: string) {
    if (!mailer.enabled) return;
    if (!(await limiter.take(rateRules.acknowledgementPerAddress, row.email)).allowed) return;
    if (!(await limiter.take(rateRules.acknowledgementPerClient, ip)).allowed) return;
    const { confirm } = newsletterLinks(publicUrl, row.token);
    const { pendingSubscriberDays } = await settings.periods();
    await send(
      newsletterMessage(
        publicUrl,
        row,
        'Please confirm your subscription to our newsletter',
        `Someone, we hope you, asked for our newsletter to be sent to this address.\n\nTo confirm, open this link and press "Confirm my subscription":\n${confirm}\n\nIf it was not you, ignore this e-mail: we will not write to you again, and we delete the request after ${pendingSubscriberDays} days.`,
      ),
      'confirmation',
    );
  }

  const toSubscriber = (s: SubscriberRow) => ({
    _id: s.id,
    email: s.email,
    status: (s.confirmedAt ? 'confirmed' : 'pending') satisfies SubscriberStatus,
    /** When the address was signed up (for a pending one, the latest sign-up). */
    createdAt: s.createdAt.toISOString(),
    /** When its owner confirmed: the record of their consent. */
    confirmedAt: s.confirmedAt?.toISOString() ?? null,
    unsubscribeUrl: newsletterLinks(publicUrl, s.token).unsubscribe,
  });

  return {
    /**
     * A sign-up: the answer is the same whether the address is new, waiting for its
     * confirmation or subscribed already, and it comes before any e-mail is sent, so not even
     * its timing tells them apart. A new or pending address is (again) asked to confirm; a
     * subscriber is sent nothing.
     */
    async subscribe(input: unknown, ip: string): Promise<SubmitResult> {
      const admitted = await admit(limiter, newsletterSchema, input, 'newsletter', ip);
      if ('answer' in admitted) return admitted.answer;
      const email = admitted.data.email.toLowerCase();
      const pending = await subs.signUp(email, randomBytes(24).toString('base64url'));
      if (pending) inBackground(() => askToConfirm(pending, ip));
      return { ok: true };
    },

    /** What a link's token finds, without changing anything (the pages' GET). */
    async linkState(token: string): Promise<LinkState> {
      if (!isToken(token)) return 'unknown';
      const row = await subs.byToken(token);
      if (!row) return 'unknown';
      return row.confirmedAt ? 'confirmed' : 'pending';
    },

    /**
     * Confirms the sign-up of `token` and welcomes the new subscriber; a second confirmation
     * of the same link is answered as the first was.
     */
    async confirm(token: string): Promise<'confirmed' | 'unknown'> {
      if (!isToken(token)) return 'unknown';
      const row = await subs.confirm(token);
      if (!row) return (await subs.byToken(token)) ? 'confirmed' : 'unknown';
      if (mailer.enabled) {
        inBackground(() =>
          send(
            newsletterMessage(
              publicUrl,
              row,
              'You are subscribed to our newsletter',
              'Thank you for confirming: you are subscribed to our newsletter. Expect product news, project stories and technical notes from us a few times a year.',
            ),
            'welcome',
          ),
        );
      }
      return 'confirmed';
    },

    /** Deletes the address of `token`, confirmed or pending; false when there was none. */
    unsubscribe: async (token: string) => isToken(token) && subs.deleteByToken(token),

    /** One status's addresses, newest first, a page at a time, and how many wait. */
    async subscribers(status: SubscriberStatus, page: number, pageSize: number) {
      const [{ rows, total }, pendingCount] = await Promise.all([
        subs.page(status, pageSize, (page - 1) * pageSize),
        subs.count('pending'),
      ]);
      return { subscribers: rows.map(toSubscriber), total, page, pageSize, pendingCount };
    },

    /** Every confirmed subscriber, newest first, a batch at a time (the export). */
    async *subscriberBatches() {
      for await (const rows of keysetBatches(subs.confirmedBatch)) yield rows.map(toSubscriber);
    },

    removeSubscriber: (id: string, actor: Actor) =>
      db.transaction(async (tx) => {
        const gone = await subscribersRepo(tx).delete(id);
        // Named by no address: the log outlives the subscription it records.
        if (gone) {
          await recordAudit(tx, actor, {
            action: 'subscriber.delete',
            target: auditTargets.subscriber(id),
            targetLabel: 'a newsletter subscriber',
          });
        }
        return gone;
      }),

    /** Resolves once the e-mails this process started sending without waiting are done. */
    async settled(): Promise<void> {
      while (underWay.size > 0) await Promise.allSettled(underWay);
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
