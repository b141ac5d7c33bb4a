/**
 * The retention job (issue 32, Nigeria Data Protection Act 2023): personal data goes when the
 * period Settings → Personal data gives it has run out, checked every few hours by the
 * scheduler (server/jobs/site-jobs.ts, once across instances).
 *
 * - CVs and quote attachments: deleted from the private store (disk or bucket), then their
 *   enquiry is marked (`file_deleted_at`) and names no file. The store first: a failed delete
 *   leaves the row pointing at the file, so the next run tries again, and no file is ever left
 *   behind unnamed.
 * - Enquiries of every kind: anonymised (server/repositories/personal-data/retention-repo.ts says what stays).
 * - Client addresses in the audit log: emptied once older than their period. The entries stay
 *   until the audit-log purge deletes them at 400 days, the longest the period may be, so an
 *   address never outlives its entry (docs/decisions/0025-personal-data-retention.md).
 * - Other stored client addresses, whose periods follow from their purpose and are not settings:
 *   ended sessions (the address a session began from; sessions last 12 hours) and sign-in
 *   failures untouched for a day (sign-in itself forgets them then). Rate-limit windows, keyed
 *   by address too, are swept every five minutes by the rate-limit sweep.
 * - Newsletter sign-ups never confirmed within their period: deleted.
 *
 * Each kind is done in bounded batches, at most a fixed number per run: a long backlog is worked
 * off over a few runs and never holds the database in one statement. What a run removed is
 * recorded in the audit log as counts per kind, never what or whose.
 */
import { retentionPeriods, type RetentionSettings } from '../../../schemas/personal-data-settings';
import type { Db } from '../../db/client';
import type { FileStore } from '../../media/file-store';
import { subscribersRepo } from '../../repositories/enquiries/subscribers-repo';
import { retentionRepo } from '../../repositories/personal-data/retention-repo';
import { auditTargets, recordAudit, systemActor } from '../shared/audit-log';
import { FORGET_AFTER_MS } from '../auth/auth-service';
import { inBatches } from '../shared/in-batches';

const DAY_MS = 86_400_000;
/** Files are deleted from the store this many at a time (one bucket request per batch). */
const FILE_BATCH = 100;
/** Rows are changed this many at a time. */
const ROW_BATCH = 500;
/** Batches of each kind per run, at most: a backlog beyond is the next run's. */
const MAX_BATCHES = 20;

/** The job's name in the scheduler and in the audit log. */
export const RETENTION_JOB = 'personal-data-retention';

/** How many of each kind a run removed. */
export interface RetentionReport {
  files: number;
  enquiries: number;
  auditAddresses: number;
  pendingSubscribers: number;
  sessions: number;
  signInFailures: number;
}

/** How each count reads in the audit log's entry. */
const reportLabels: Record<keyof RetentionReport, string> = {
  files: `${retentionPeriods.filesMonths.label} deleted`,
  enquiries: 'Enquiries anonymised',
  auditAddresses: `${retentionPeriods.auditAddressDays.label} cleared`,
  pendingSubscribers: `${retentionPeriods.pendingSubscriberDays.label} deleted`,
  sessions: 'Ended sessions (with their addresses) deleted',
  signInFailures: 'Failed sign-ins per address forgotten',
};

const reportKinds = Object.keys(reportLabels) as (keyof RetentionReport)[];
type Counts = Record<keyof RetentionReport, number>;
const nothingDone = (): RetentionReport =>
  Object.fromEntries(reportKinds.map((kind) => [kind, 0])) as Counts;

/**
 * The same moment `months` calendar months earlier, in UTC; a day the month lacks is its last
 * (31 March less a month is 28 or 29 February).
 */
export function monthsBefore(now: Date, months: number): Date {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  const at = new Date(now);
  at.setUTCFullYear(
    first.getUTCFullYear(),
    first.getUTCMonth(),
    Math.min(now.getUTCDate(), lastDay),
  );
  return at;
}

/** The instants before which each kind has outlived its period. */
export function cutOffs(periods: RetentionSettings, now: Date) {
  return {
    files: monthsBefore(now, periods.filesMonths),
    enquiries: monthsBefore(now, periods.enquiriesMonths),
    auditAddresses: new Date(now.getTime() - periods.auditAddressDays * DAY_MS),
    pendingSubscribers: new Date(now.getTime() - periods.pendingSubscriberDays * DAY_MS),
    signInFailures: new Date(now.getTime() - FORGET_AFTER_MS),
  };
}

export function createRetentionService(
  db: Db,
  settings: { periods(): Promise<RetentionSettings> },
  files: FileStore,
) {
  const repo = retentionRepo(db);

  /** Deletes expired CVs and attachments, then marks their rows; answers how many. */
  async function deleteExpiredFiles(before: Date, now: Date): Promise<number> {
    let deleted = 0;
    await inBatches(FILE_BATCH, MAX_BATCHES, async () => {
      const batch = await repo.expiredFiles(before, FILE_BATCH);
      if (batch.length === 0) return 0;
      await files.remove(batch.map((f) => f.file));
      deleted += await repo.markFilesDeleted(
        batch.map((f) => f.id),
        now,
      );
      return batch.length;
    });
    return deleted;
  }

  /** Anonymises expired enquiries, their files deleted first; answers both counts. */
  async function anonymiseExpired(before: Date, now: Date) {
    let filesDeleted = 0;
    const enquiries = await inBatches(ROW_BATCH, MAX_BATCHES, async () => {
      const batch = await repo.expiredEnquiries(before, ROW_BATCH);
      if (batch.length === 0) return 0;
      const names = batch.flatMap((e) => (e.file ? [e.file] : []));
      if (names.length > 0) await files.remove(names);
      filesDeleted += names.length;
      return repo.anonymise(
        batch.map((e) => e.id),
        now,
      );
    });
    return { enquiries, filesDeleted };
  }

  return {
    /**
     * One run, as of `now` (tests move the clock by passing a later one). Every kind is tried
     * even when another fails (a bucket that is down stops only the files); what was done is
     * recorded, then the first failure is thrown, for the scheduler to log and keep.
     */
    async run(now = new Date()): Promise<RetentionReport> {
      const cut = cutOffs(await settings.periods(), now);
      const report = nothingDone();
      const failures: unknown[] = [];
      const attempt = async (step: () => Promise<void>) => {
        try {
          await step();
        } catch (err) {
          failures.push(err);
        }
      };

      await attempt(async () => {
        report.files += await deleteExpiredFiles(cut.files, now);
      });
      await attempt(async () => {
        const done = await anonymiseExpired(cut.enquiries, now);
        report.enquiries += done.enquiries;
        report.files += done.filesDeleted;
      });
      await attempt(async () => {
        report.auditAddresses = await inBatches(ROW_BATCH, MAX_BATCHES, () =>
          repo.clearAuditAddresses(cut.auditAddresses, ROW_BATCH),
        );
      });
      await attempt(async () => {
        report.pendingSubscribers = await inBatches(ROW_BATCH, MAX_BATCHES, () =>
          subscribersRepo(db).deletePendingBefore(cut.pendingSubscribers, ROW_BATCH),
        );
      });
      await attempt(async () => {
        report.sessions = await inBatches(ROW_BATCH, MAX_BATCHES, () =>
          repo.deleteEndedSessions(now, ROW_BATCH),
        );
      });
      await attempt(async () => {
        report.signInFailures = await inBatches(ROW_BATCH, MAX_BATCHES, () =>
          repo.forgetSignInFailures(cut.signInFailures, ROW_BATCH),
        );
      });

      const counts = reportKinds.filter((kind) => report[kind] > 0);
      // A run that removed nothing leaves no entry: the log records what was done.
      if (counts.length > 0) {
        await recordAudit(db, systemActor(RETENTION_JOB), {
          action: 'personal_data.retention',
          // The settings whose periods it applied: the Activity screen links to them.
          target: auditTargets.personalData,
          targetLabel: 'Settings: Personal data',
          fields: counts.map((kind) => `${reportLabels[kind]}: ${report[kind]}`),
          at: now,
        });
      }
      if (failures.length > 0) throw failures[0];
      return report;
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
