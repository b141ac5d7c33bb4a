/**
 * The retention job (issue 32): with the clock moved forward, personal data past the periods of
 * Settings → Personal data goes — CV and quote files from the private store (on disk and in an
 * S3 bucket), the sender's details from old enquiries (their type, status, dates and product
 * lines stay), client addresses from old activity-log entries, unconfirmed newsletter sign-ups,
 * ended sessions and stale sign-in failures — and the run is in the audit log as counts only.
 * Everything still inside its period is untouched, and a second run finds nothing to do.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../schemas/audit-log';
import { defaultRetention } from '../../schemas/personal-data-settings';
import { siteJobs } from '../../server/jobs/site-jobs';
import { localFileStore, type FileStore } from '../../server/media/file-store';
import { enquiries, loginThrottle, sessions, subscribers, users } from '../../server/db/schema';
import { auditLogRepo } from '../../server/repositories/accounts/audit-log-repo';
import {
  monthsBefore,
  RETENTION_JOB,
  type RetentionReport,
} from '../../server/services/personal-data/personal-data-retention';
import { enquiryOptions } from '../helpers/enquiry-options';
import { startS3Server, type S3TestServer } from '../helpers/s3-server';
import { signedInApp, type SignedInApp } from '../helpers/signed-in-app';
import {
  bearer,
  createTestApp,
  requestAs,
  signIn,
  SUPER_PASSWORD,
  type Session,
  type TestApp,
} from '../helpers/test-app';
import { applyForJob, sendContactMessage } from '../helpers/visitors';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The moment the job runs at: a month after the test's real time. */
const T = new Date(Date.now() + 30 * DAY);

const PDF = Buffer.from('%PDF-1.4\n% a CV\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/** The private store, and how a test lists what is in it. */
interface Store {
  files: FileStore;
  names(): Promise<string[]>;
  close(): Promise<void>;
}

async function diskStore(): Promise<Store> {
  const dir = await mkdtemp(join(tmpdir(), 'retention-private-'));
  const files = localFileStore(dir);
  return {
    files,
    async names() {
      const out: string[] = [];
      for await (const name of files.list()) out.push(name);
      return out.sort();
    },
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

async function bucketStore(): Promise<Store> {
  const s3: S3TestServer = await startS3Server({ bucket: 'retention', prefix: 'private/cv/' });
  return { files: s3.files, names: () => s3.objectNames(), close: () => s3.close() };
}

/**
 * The visitors who send the enquiries the job ages (a job application with its CV, a contact
 * message, a quote request with an attachment), the inbox an editor reads, and the moving of an
 * enquiry's receipt into the past.
 */
function visitorsAndInbox(ctx: SignedInApp) {
  let ipCount = 0;
  /** A fresh client address per submission, so that the forms' rate limit never refuses one. */
  const nextIp = () => `10.9.0.${++ipCount}`;

  const db = () => ctx.app.database.db;

  /** Moves an enquiry's receipt to `at`, as if it had been sent then. */
  const receivedAt = (id: string, at: Date) =>
    db().update(enquiries).set({ createdAt: at }).where(eq(enquiries.id, id));

  const storedFile = async (id: string) =>
    (await db().select({ f: enquiries.cvFile }).from(enquiries).where(eq(enquiries.id, id)))[0]?.f;

  async function jobApplication(name: string): Promise<{ id: string; file: string }> {
    const id = await applyForJob(
      ctx.app.services.enquiries,
      {
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        documentUrl: 'https://drive.example.com/portfolio',
      },
      nextIp(),
      { bytes: PDF, filename: `${name} CV.pdf` },
    );
    const file = await storedFile(id);
    if (!file) throw new Error('no CV stored');
    return { id, file };
  }

  async function contact(firstName: string): Promise<{ id: string }> {
    const id = await sendContactMessage(
      ctx.app.services.enquiries,
      {
        firstName,
        lastName: 'Okafor',
        email: `${firstName.toLowerCase()}@example.com`,
        phone: '+234 803 123 4567',
        company: 'Okafor Foods Ltd',
        request: `Please call ${firstName} about two panels for the new line.`,
        productLine: 'Power Protection & Distribution',
      },
      nextIp(),
    );
    return { id };
  }

  async function quoteRequest(name: string): Promise<{ id: string; file: string }> {
    const list = await ctx.app.fastify.inject({ url: '/api/v1/catalogue/products' });
    const [a, b] = list.json().products as { _id: string }[];
    if (!a || !b) throw new Error('no products');
    const result = await ctx.app.services.enquiries.submitQuote(
      {
        name,
        company: 'Adeyemi Cold Rooms',
        email: 'buyer@example.com',
        phone: '0803 765 4321',
        location: '12 Creek Road, Apapa, Lagos',
        message: 'Ring me on my mobile after 5pm.',
      },
      [
        { productId: a._id, quantity: 3, note: 'For Mr Adeyemi’s site office' },
        { productId: b._id, quantity: 1, note: '' },
      ],
      nextIp(),
      { bytes: PNG, filename: 'nameplate.png' },
    );
    if (!result.ok || !result.id) throw new Error(`not stored: ${JSON.stringify(result)}`);
    const file = await storedFile(result.id);
    if (!file) throw new Error('no attachment stored');
    return { id: result.id, file };
  }

  /** The inbox as an editor's API client reads it. */
  async function inbox(session: Session) {
    const res = await ctx.app.fastify.inject({
      url: '/api/v1/enquiries?pageSize=100',
      headers: bearer(session),
    });
    expect(res.statusCode, res.body).toBe(200);
    type Listed = {
      _id: string;
      type: string;
      status: string;
      name: string;
      email: string;
      data: Record<string, unknown>;
      items: { productId: string; name: string; quantity: number; note: string }[];
      notes: string;
      hasCv: boolean;
      fileDeletedAt: string | null;
      anonymisedAt: string | null;
      createdAt: string;
    };
    const rows = res.json().enquiries as Listed[];
    return new Map(rows.map((r) => [r._id, r]));
  }

  const cvStatus = async (session: Session, id: string) =>
    (await ctx.app.fastify.inject({ url: `/api/v1/enquiries/${id}/cv`, headers: bearer(session) }))
      .statusCode;

  return { db, receivedAt, jobApplication, contact, quoteRequest, inbox, cvStatus };
}

/**
 * Account data either side of its period at T: audit addresses (400 days), pending newsletter
 * sign-ups (7 days) beside a confirmed subscriber far older, sign-in failures (a day), and a
 * session still valid at T (every real one has ended by then).
 */
async function plantAgedAccountData(db: TestApp['database']['db']) {
  // Audit addresses: an entry an hour past 400 days and one an hour inside them.
  const audit = auditLogRepo(db);
  const entry = { actorName: 'retention-test', action: 'content.update' };
  await audit.insert({
    ...entry,
    target: 'retention/old-address',
    ip: '10.1.1.1',
    at: new Date(T.getTime() - 400 * DAY - HOUR),
  });
  await audit.insert({
    ...entry,
    target: 'retention/kept-address',
    ip: '10.2.2.2',
    at: new Date(T.getTime() - 400 * DAY + HOUR),
  });
  // Newsletter: pending sign-ups either side of 7 days, and a confirmed subscriber far older.
  await db.insert(subscribers).values([
    {
      email: 'pending.old@example.com',
      token: 'token-pending-old-000000',
      createdAt: new Date(T.getTime() - 7 * DAY - HOUR),
      confirmedAt: null,
    },
    {
      email: 'pending.new@example.com',
      token: 'token-pending-new-000000',
      createdAt: new Date(T.getTime() - 7 * DAY + HOUR),
      confirmedAt: null,
    },
    {
      email: 'confirmed@example.com',
      token: 'token-confirmed-00000000',
      createdAt: new Date(T.getTime() - 300 * DAY),
      confirmedAt: new Date(T.getTime() - 300 * DAY),
    },
  ]);
  // Sign-in failures either side of a day; a session still valid at T (every real one ended).
  await db.insert(loginThrottle).values([
    {
      key: 'someone|10.3.3.3',
      username: 'someone',
      failures: 2,
      nextAllowedAt: new Date(T.getTime() - 25 * HOUR),
      updatedAt: new Date(T.getTime() - 25 * HOUR),
    },
    {
      key: 'someone|10.4.4.4',
      username: 'someone',
      failures: 2,
      nextAllowedAt: new Date(T.getTime() - 23 * HOUR),
      updatedAt: new Date(T.getTime() - 23 * HOUR),
    },
  ]);
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'super_admin'));
  if (!owner) throw new Error('no super admin');
  await db.insert(sessions).values({
    tokenHash: 'retention-test-still-valid',
    userId: owner.id,
    expiresAt: new Date(T.getTime() + HOUR),
    ip: '10.5.5.5',
  });
}

describe.each([
  ['on disk', diskStore],
  ['in an S3 bucket', bucketStore],
] as const)('the retention job, files %s', (_where, makeStore) => {
  let store: Store;
  // Registered first, so that it runs after the app is closed.
  afterAll(() => store?.close());
  const ctx = signedInApp(async () => {
    store = await makeStore();
    return { services: { enquiries: enquiryOptions(store.files) } };
  });
  const { db, receivedAt, jobApplication, contact, quoteRequest, inbox, cvStatus } =
    visitorsAndInbox(ctx);

  const runJob = async (now: Date): Promise<RetentionReport> => ctx.app.services.retention.run(now);

  it('is one of the site’s timed jobs', () => {
    const job = siteJobs(ctx.app.services).find((j) => j.name === RETENTION_JOB);
    expect(job?.everyMs).toBe(6 * HOUR);
  });

  it('removes only what has outlived its period, keeps the statistics, and logs counts only', async () => {
    expect(defaultRetention).toEqual({
      filesMonths: 12,
      enquiriesMonths: 24,
      auditAddressDays: 400,
      pendingSubscriberDays: 7,
    });
    const filesCut = monthsBefore(T, 12);
    const enquiriesCut = monthsBefore(T, 24);

    // Files: one CV a day past its 12 months, one a day inside them.
    const oldCv = await jobApplication('Chidi Old');
    await receivedAt(oldCv.id, new Date(filesCut.getTime() - DAY));
    const newCv = await jobApplication('Ngozi New');
    await receivedAt(newCv.id, new Date(filesCut.getTime() + DAY));
    // Enquiries: a quote request (with its attachment) and a contact enquiry past 24 months,
    // and a contact enquiry a day inside them.
    const oldQuote = await quoteRequest('Tunde Adeyemi');
    await receivedAt(oldQuote.id, new Date(enquiriesCut.getTime() - DAY));
    const oldContact = await contact('Amaka');
    await receivedAt(oldContact.id, new Date(enquiriesCut.getTime() - DAY));
    const keptContact = await contact('Bola');
    await receivedAt(keptContact.id, new Date(enquiriesCut.getTime() + DAY));
    // Staff worked on the old ones: status and notes.
    for (const id of [oldQuote.id, oldContact.id]) {
      const res = await requestAs(ctx.app, ctx.sup, 'PATCH', `/api/v1/enquiries/${id}`, {
        status: 'closed',
        notes: 'Spoke to them on their mobile.',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await store.names()).toEqual([oldCv.file, newCv.file, oldQuote.file].sort());
    const before = await inbox(ctx.sup);
    await plantAgedAccountData(db());

    const report = await runJob(T);
    expect(report).toMatchObject({
      // The old CV, and the old quote's attachment with its enquiry.
      files: 2,
      enquiries: 2,
      auditAddresses: 1,
      pendingSubscribers: 1,
      signInFailures: 1,
    });
    expect(report.sessions).toBeGreaterThanOrEqual(1);

    // The store keeps only the file inside its period.
    expect(await store.names()).toEqual([newCv.file]);

    // A second run at the same moment finds nothing to do, and so logs nothing (checked below).
    expect(await runJob(T)).toEqual({
      files: 0,
      enquiries: 0,
      auditAddresses: 0,
      pendingSubscribers: 0,
      sessions: 0,
      signInFailures: 0,
    });

    // Every session that had ended by T is gone with its address; the one valid at T stays.
    const left = await db().select({ ip: sessions.ip }).from(sessions);
    expect(left).toEqual([{ ip: '10.5.5.5' }]);

    // The test's own session had ended by T too: sign in again to look.
    ctx.sup = await signIn(ctx.app, 'super_admin', SUPER_PASSWORD);
    const after = await inbox(ctx.sup);

    // The old CV is gone, its application still whole; the newer one keeps its CV.
    // The inbox says what went and when, so nobody wonders where the file or the sender is.
    expect(after.get(oldCv.id)).toMatchObject({
      name: 'Chidi Old',
      hasCv: false,
      fileDeletedAt: T.toISOString(),
      anonymisedAt: null,
    });
    expect(await cvStatus(ctx.sup, oldCv.id)).toBe(404);
    expect(after.get(newCv.id)).toEqual(before.get(newCv.id));
    expect(await cvStatus(ctx.sup, newCv.id)).toBe(200);

    // The old enquiries name nobody; their type, status, date and product lines stay.
    const quote = after.get(oldQuote.id);
    const quoteBefore = before.get(oldQuote.id);
    expect(quote).toMatchObject({
      type: 'quote',
      status: 'closed',
      name: '',
      email: '',
      data: {},
      notes: '',
      hasCv: false,
      anonymisedAt: T.toISOString(),
      createdAt: quoteBefore?.createdAt,
    });
    expect(quote?.items).toEqual(quoteBefore?.items.map((line) => ({ ...line, note: '' })));
    expect(quote?.items.map((l) => l.quantity)).toEqual([3, 1]);
    const oldOne = after.get(oldContact.id);
    expect(oldOne).toMatchObject({
      type: 'contact',
      status: 'closed',
      name: '',
      email: '',
      data: { productLine: 'Power Protection & Distribution' },
      notes: '',
      createdAt: before.get(oldContact.id)?.createdAt,
    });
    expect(Object.keys(oldOne?.data ?? {})).toEqual(['productLine']);
    // Nothing they typed can be found by searching the inbox any more.
    for (const q of ['Amaka', 'Adeyemi', 'Okafor', 'Creek Road', 'mobile']) {
      const found = await ctx.app.fastify.inject({
        url: `/api/v1/enquiries?q=${encodeURIComponent(q)}`,
        headers: bearer(ctx.sup),
      });
      const ids = (found.json().enquiries as { _id: string }[]).map((e) => e._id);
      expect(ids, q).not.toContain(oldQuote.id);
      expect(ids, q).not.toContain(oldContact.id);
    }
    // Inside its 24 months: untouched.
    expect(after.get(keptContact.id)).toEqual(before.get(keptContact.id));
    expect(after.get(keptContact.id)?.name).toBe('Bola Okafor');

    // Addresses: cleared past 400 days, kept inside them.
    const log = async (target: string) =>
      (
        await ctx.app.fastify.inject({
          url: `/api/v1/audit-log?target=${target}`,
          headers: bearer(ctx.sup),
        })
      ).json().entries as AuditEntry[];
    expect((await log('retention/old-address')).map((e) => e.ip)).toEqual(['']);
    expect((await log('retention/kept-address')).map((e) => e.ip)).toEqual(['10.2.2.2']);

    // Sign-ups: only the pending one past 7 days went.
    const emails = (await db().select({ e: subscribers.email }).from(subscribers)).map((r) => r.e);
    expect(emails).not.toContain('pending.old@example.com');
    expect(emails).toEqual(
      expect.arrayContaining(['pending.new@example.com', 'confirmed@example.com']),
    );
    // Sign-in failures untouched for over a day are forgotten.
    const throttled = (await db().select({ k: loginThrottle.key }).from(loginThrottle)).map(
      (r) => r.k,
    );
    expect(throttled).toEqual(['someone|10.4.4.4']);

    // One audit entry for the run: counts per kind, by the job, no name, address or e-mail.
    const runs = (await log('settings/personal-data')).filter(
      (e) => e.action === 'personal_data.retention',
    );
    expect(runs).toHaveLength(1);
    const [run] = runs;
    expect(run).toMatchObject({
      actor: { id: null, name: RETENTION_JOB },
      ip: '',
      href: '/cms/settings/personal-data',
      at: T.toISOString(),
    });
    expect(run?.fields).toEqual(
      expect.arrayContaining([
        'CVs and quote attachments deleted: 2',
        'Enquiries anonymised: 2',
        'Unconfirmed newsletter sign-ups deleted: 1',
        'Failed sign-ins per address forgotten: 1',
      ]),
    );
    for (const field of run?.fields ?? []) expect(field).toMatch(/^[^:@]+: \d+$/);
    const text = JSON.stringify(run);
    for (const secret of ['Amaka', 'Adeyemi', 'Chidi', '10.1.1.1', 'pending.old', '.pdf', '.png'])
      expect(text).not.toContain(secret);
  });

  it('follows the periods the super admin set', async () => {
    const res = await requestAs(ctx.app, ctx.sup, 'PUT', '/api/v1/settings/personal-data', {
      filesMonths: 1,
      enquiriesMonths: 6,
      auditAddressDays: 30,
      pendingSubscriberDays: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    // The CV that was inside 12 months (received 11 months before T) is past 1 month now.
    const cv = await jobApplication('Emeka Recent');
    await receivedAt(cv.id, new Date(monthsBefore(T, 1).getTime() - DAY));
    const fresh = await jobApplication('Fola Fresh');
    await receivedAt(fresh.id, new Date(monthsBefore(T, 1).getTime() + DAY));

    const report = await runJob(T);
    // Past 1 month: the first test's CV kept at 12 months less a day, and this one.
    expect(report.files).toBe(2);
    // Past 6 months: the first test's two job applications and its contact kept at 24 months.
    expect(report.enquiries).toBe(3);
    expect(await store.names()).toEqual([fresh.file]);
    ctx.sup = await signIn(ctx.app, 'super_admin', SUPER_PASSWORD);
    const after = await inbox(ctx.sup);
    expect(after.get(fresh.id)).toMatchObject({ name: 'Fola Fresh', hasCv: true });
    // Its file past 1 month, the application itself inside 6.
    expect(after.get(cv.id)).toMatchObject({ name: 'Emeka Recent', hasCv: false });
  });
});

describe('the retention job when the bucket is down', () => {
  let s3: S3TestServer;
  let app: TestApp;

  beforeAll(async () => {
    s3 = await startS3Server({ bucket: 'retention-down', prefix: 'private/cv/' });
    app = await createTestApp({ services: { enquiries: enquiryOptions(s3.files) } });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close().catch(() => undefined);
  });

  it('keeps the row naming its file for the next run, does the rest, and says it failed', async () => {
    const db = app.database.db;
    const id = await applyForJob(
      app.services.enquiries,
      { name: 'Kemi Down', email: 'kemi@example.com' },
      '10.8.0.1',
      { bytes: PDF, filename: 'Kemi CV.pdf' },
    );
    await db
      .update(enquiries)
      .set({ createdAt: new Date(monthsBefore(T, 12).getTime() - DAY) })
      .where(eq(enquiries.id, id));
    const [stored] = await db
      .select({ file: enquiries.cvFile })
      .from(enquiries)
      .where(eq(enquiries.id, id));
    expect(stored?.file).toBeTruthy();
    await db.insert(subscribers).values({
      email: 'never.confirmed@example.com',
      token: 'token-never-confirmed-00',
      createdAt: new Date(T.getTime() - 8 * DAY),
      confirmedAt: null,
    });

    await s3.close();
    await expect(app.services.retention.run(T)).rejects.toThrow();

    // The file could not be deleted: its row still names it, so the next run tries again.
    const [after] = await db
      .select({ file: enquiries.cvFile, deleted: enquiries.fileDeletedAt })
      .from(enquiries)
      .where(eq(enquiries.id, id));
    expect(after).toEqual({ file: stored?.file, deleted: null });
    // The other kinds were done, and the run recorded what it did.
    const left = await db.select({ e: subscribers.email }).from(subscribers);
    expect(left.map((r) => r.e)).not.toContain('never.confirmed@example.com');
    const { entries } = await app.services.auditLog.list({ target: 'settings/personal-data' });
    const run = entries.find((e) => e.action === 'personal_data.retention');
    expect(run?.fields).toContain('Unconfirmed newsletter sign-ups deleted: 1');
    expect(run?.fields.some((f) => f.startsWith('CVs and quote attachments'))).toBe(false);
  });
});
