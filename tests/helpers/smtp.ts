/**
 * A real SMTP server for tests (smtp-server): it accepts every message and keeps it, decoded
 * enough to assert on recipients, subject and text.
 */
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createMailer } from '../../server/mail/mailer';
import { localFileStore } from '../../server/media/file-store';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The message's header block as sent, continuation lines unfolded. */
  headers: string;
}

function decodeQuotedPrintable(body: string) {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function parse(raw: string, to: string[]): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
  const qp = /Content-Transfer-Encoding: quoted-printable/i.test(headers);
  const body = rest.join('\n\n');
  return {
    to,
    subject,
    headers,
    text: Buffer.from(qp ? decodeQuotedPrintable(body) : body, 'latin1').toString('utf8'),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;

/**
 * `failFirst`: how many messages to refuse before accepting any, with `code` (451, try again
 * later; a 5xx refuses for good).
 */
export async function startSmtp({ failFirst = 0, code = 451 } = {}) {
  const inbox: ReceivedMail[] = [];
  /** Every message offered, refused ones included. */
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (++attempts <= failFirst) {
          const refusal = Object.assign(
            new Error(code >= 500 ? 'Relaying denied' : 'Try again later'),
            { responseCode: code },
          );
          callback(refusal);
          return;
        }
        inbox.push(
          parse(
            Buffer.concat(chunks).toString('latin1'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  /** Connection errors: a client that resets its connection mid-message (ECONNRESET). */
  const errors: Error[] = [];
  // smtp-server re-emits a connection's error on the server once a message has begun, and an
  // unheard 'error' event throws: a sender resetting its socket then failed whichever test was
  // running in the worker ("read ECONNRESET", newsletter.spec.ts in CI). A real mail server logs
  // it and goes on; what the tests assert is which messages arrived.
  server.on('error', (err: Error) => errors.push(err));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    errors,
    get attempts() {
      return attempts;
    },
    /** Waits until `count` messages have arrived. */
    async waitFor(count: number, timeoutMs = 10_000) {
      const start = Date.now();
      while (inbox.length < count) {
        if (Date.now() - start > timeoutMs)
          throw new Error(`expected ${count} e-mails, got ${inbox.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return inbox;
    },
    /** Waits for a message that matches. */
    async waitForMail(match: (mail: ReceivedMail) => boolean, timeoutMs = 10_000) {
      const start = Date.now();
      for (;;) {
        const found = inbox.find(match);
        if (found) return found;
        if (Date.now() - start > timeoutMs) throw new Error('the expected e-mail did not arrive');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The enquiry service's options for an app whose e-mail goes to this test server: the company
 * is told at sales@company.example, files go to a temporary directory.
 */
export async function mailingTo(smtpUrl: string) {
  return {
    mailer: createMailer(smtpUrl, 'website@company.example'),
    privateFiles: localFileStore(await mkdtemp(join(tmpdir(), 'private-'))),
    publicUrl: 'http://localhost',
    notifyDefault: ['sales@company.example'],
  };
}
