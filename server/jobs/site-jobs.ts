/** The site's timed jobs; each runs once per period however many instances there are. */
import type { Services } from '../services';
import { addDays, lagosDay } from '../../schemas/insights';
import { RETENTION_JOB } from '../services/personal-data/personal-data-retention';
import { PRIVATE_FILE_SWEEP_JOB } from '../services/personal-data/private-file-sweep';
import { DIGEST_JOB } from '../services/insights/weekly-digest';
import type { Job } from './scheduler';

export function siteJobs(services: Services): Job[] {
  return [
    // Drafts whose publish time has come go live (within a minute of it, once).
    { name: 'scheduled-publishing', everyMs: 30_000, run: () => services.writes.publishDue() },
    // Notification e-mails that failed are retried with back-off until they go through.
    { name: 'mail-retries', everyMs: 30_000, run: () => services.enquiries.retryDue() },
    // Expired rate-limit windows are deleted in bounded batches (also whenever many new clients
    // appeared since the last sweep), so the table holds only the clients of the last minutes.
    { name: 'rate-limit-sweep', everyMs: 5 * 60_000, run: () => services.rateLimits.sweep() },
    // Quote baskets untouched for 30 days are already ignored; this forgets them.
    { name: 'basket-sweep', everyMs: 5 * 60_000, run: () => services.quotes.sweep() },
    // Files left by uploads whose write then failed, unused for a day, are deleted.
    {
      name: 'media-sweep',
      everyMs: 60 * 60_000,
      run: () => services.mediaLibrary.sweepOrphans(),
    },
    // The audit log keeps at least a year: entries older than 400 days go, in bounded batches.
    { name: 'audit-log-purge', everyMs: 6 * 60 * 60_000, run: () => services.auditLog.purge() },
    // Deleted records can be restored for 30 days; then they go, with the files nothing else uses.
    { name: 'trash-purge', everyMs: 60 * 60_000, run: () => services.trash.purge() },
    // Personal data past the periods of Settings → Personal data is deleted or anonymised
    // (issue 32): every six hours, so nothing outlives its period by more than that.
    {
      name: RETENTION_JOB,
      everyMs: 6 * 60 * 60_000,
      // Daily search counts are kept 13 months (a year to compare with); they name nobody.
      run: async () => {
        await services.retention.run();
        await services.visits.pruneSearches(addDays(lagosDay(new Date()), -396));
      },
    },
    // CVs and quote attachments no enquiry names (a write that failed after its upload was
    // stored, a crash between the two) are deleted a day after they were stored (decision 0041).
    {
      name: PRIVATE_FILE_SWEEP_JOB,
      everyMs: 6 * 60 * 60_000,
      run: () => services.privateFileSweep.run(),
    },
    // Monday 08:00 Lagos: last week's enquiries and searches by e-mail (issue 33). Checked every
    // ten minutes; the week it was sent for is kept, so it goes once.
    { name: DIGEST_JOB, everyMs: 10 * 60_000, run: () => services.digest.runDue() },
  ];
}
