/**
 * Outgoing e-mail through SMTP_URL (nodemailer). Without SMTP the mailer is disabled: enquiries
 * are still stored and the CMS says that e-mail is off.
 */
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string[];
  subject: string;
  /** Plain text only: nothing a visitor typed is ever rendered as HTML. */
  text: string;
  replyTo?: string;
  /**
   * For newsletter e-mail: the https address that unsubscribes the recipient. Sent as
   * `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), so a
   * mail client's own "Unsubscribe" button works with one POST, and a GET (a scanner
   * prefetching it) changes nothing. No `mailto:` beside it: nobody reads a mailbox for them.
   */
  listUnsubscribe?: string;
}

export interface Mailer {
  enabled: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) {
    return {
      enabled: false,
      send: async () => {
        throw new Error('E-mail is off: SMTP_URL is not set');
      },
      close: () => undefined,
    };
  }
  // nodemailer (~12 MB of the idle server's memory) loads with the first e-mail, not at start.
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl, { from }),
    ));
  return {
    enabled: true,
    async send({ to, subject, text, replyTo, listUnsubscribe }) {
      const headers = listUnsubscribe
        ? {
            // `prepared`: as written, not re-encoded; the address is ASCII already.
            'List-Unsubscribe': { prepared: true, value: `<${listUnsubscribe}>` },
            'List-Unsubscribe-Post': { prepared: true, value: 'List-Unsubscribe=One-Click' },
          }
        : undefined;
      await (await open()).sendMail({ to, subject, text, replyTo, headers });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
