/**
 * Outgoing e-mail through SMTP_URL (nodemailer). Without SMTP the mailer is disabled: enquiries
 * are still stored and the CMS says that e-mail is off.
 */
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string[];
  subject: string;
  /** Plain text only: nothing a visitor typed is ever rendered as HTML. */
  text: string;
  replyTo?: string;
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
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    enabled: true,
    async send({ to, subject, text, replyTo }) {
      await transport.sendMail({ to, subject, text, replyTo });
    },
    close: () => transport.close(),
  };
}
