/**
 * The private-file sweep (issue 50, point 4; docs/decisions/0041-file-names.md): deletes CVs and
 * quote attachments that no enquiry names. An upload is stored before its enquiry is written and
 * removed again when that write fails (enquiry-service.ts), but a crash, a removal that fails
 * too (a bucket that went away) or an older release can still leave one behind, and such a file
 * is personal data that neither an erasure nor the retention job can find: nothing points to it.
 *
 * A file is deleted only when no row names it and it is older than a day, so an upload whose
 * row is being written at this moment is never taken (a row follows its file within seconds).
 * The store is listed a page at a time; each page is checked against the database in one query;
 * at most MAX_DELETES files go per run, the rest the next run's.
 */
import type { Db } from '../../db/client';
import { isStoredName, type FileStore } from '../../media/file-store';
import { privateFilesRepo } from '../../repositories/enquiries/private-files-repo';

/** The job's name in the scheduler. */
export const PRIVATE_FILE_SWEEP_JOB = 'private-file-sweep';
/** A file no row names is left alone this long: its row may be on its way. */
export const ORPHAN_GRACE_MS = 86_400_000;
/** Names checked against the database at a time. */
const PAGE = 500;
/** Files deleted per run, at most. */
export const MAX_DELETES = 1000;

export interface PrivateFileSweepReport {
  /** Stored files looked at. */
  checked: number;
  /** Files no row named, older than a day, deleted. */
  deleted: number;
}

export function createPrivateFileSweep(db: Db, files: FileStore) {
  const repo = privateFilesRepo(db);

  /** The names of `page` that no row names and that were stored before `before`. */
  async function orphans(page: string[], before: number, room: number): Promise<string[]> {
    const named = await repo.named(page);
    const out: string[] = [];
    for (const name of page) {
      if (out.length >= room) break;
      // Something else put in the store by hand (a name the site never makes) is not ours.
      if (named.has(name) || !isStoredName(name)) continue;
      // A store that cannot say when a file was stored keeps it: only an age proves it orphaned.
      const stored = (await files.stat(name))?.lastModified?.getTime();
      if (stored !== undefined && stored < before) out.push(name);
    }
    return out;
  }

  return {
    /** One run, as of `now` (tests move the clock by passing a later one). */
    async run(now = new Date()): Promise<PrivateFileSweepReport> {
      const before = now.getTime() - ORPHAN_GRACE_MS;
      const report: PrivateFileSweepReport = { checked: 0, deleted: 0 };
      let page: string[] = [];
      const sweepPage = async () => {
        const doomed = await orphans(page, before, MAX_DELETES - report.deleted);
        report.checked += page.length;
        page = [];
        if (doomed.length === 0) return;
        await files.remove(doomed);
        report.deleted += doomed.length;
      };
      for await (const name of files.list()) {
        page.push(name);
        if (page.length < PAGE) continue;
        await sweepPage();
        if (report.deleted >= MAX_DELETES) return report;
      }
      await sweepPage();
      return report;
    },
  };
}

export type PrivateFileSweep = ReturnType<typeof createPrivateFileSweep>;
