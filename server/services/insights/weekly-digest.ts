/**
 * The weekly digest (issue 33): on Monday from 08:00 Lagos time, one e-mail to the notify
 * addresses with last week's enquiries by type, the ones still open and the searches that found
 * nothing, linking to the dashboard. Sent once a week across instances: the scheduler runs the
 * job on one instance at a time, and the week it was sent for is claimed in the `settings` table
 * before the send. Off while e-mail is off.
 */
import { addDays, lagosDay, TOP_N } from '../../../schemas/insights';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { settingsRepo } from '../../repositories/content/settings-repo';
import type { InsightsService } from './insights';

export const DIGEST_JOB = 'weekly-digest';
const DIGEST_KEY = 'weekly-digest';
const LAGOS_OFFSET_MS = 3_600_000;
/** 08:00 in Lagos. */
const SEND_HOUR = 8;

/**
 * The Monday (Lagos) of the week holding `now`, and whether the digest is due: on Monday from
 * 08:00. A site that was down all Monday skips that week rather than mailing on a Thursday.
 */
export function digestWeek(now: Date): { monday: string; due: boolean } {
  const local = new Date(now.getTime() + LAGOS_OFFSET_MS);
  const weekday = (local.getUTCDay() + 6) % 7;
  const monday = addDays(lagosDay(now), -weekday);
  return { monday, due: weekday === 0 && local.getUTCHours() >= SEND_HOUR };
}

interface DigestOptions {
  mailer: Mailer;
  publicUrl: string;
  recipients(): Promise<string[]>;
}

export function createWeeklyDigest(db: Db, insights: InsightsService, options: DigestOptions) {
  async function message(monday: string, now: Date) {
    const from = addDays(monday, -7);
    const to = addDays(monday, -1);
    const numbers = await insights.read({ from, to }, now);
    const { total, open } = numbers.enquiries;
    const lines = [
      `Enquiries from Monday ${from} to Sunday ${to} (Lagos time):`,
      `  Contact: ${total.contact}`,
      `  Quote requests: ${total.quote}`,
      `  Job applications: ${total.career}`,
      '',
      `Still new after two working days: ${open.count}`,
      ...open.oldest
        .slice(0, TOP_N)
        .map(
          (e) =>
            `  ${e.reference} (${e.type}, ${e.createdAt.slice(0, 10)}) ${options.publicUrl}/cms/enquiries?open=${e.id}`,
        ),
      '',
      'Searches that found nothing:',
      ...(numbers.searches.noResults.length
        ? numbers.searches.noResults.slice(0, 5).map((s) => `  "${s.query}": ${s.count}`)
        : ['  none']),
      '',
      `The dashboard: ${options.publicUrl}/cms/insights?period=7d`,
    ];
    return {
      subject: `Enquiries last week: ${total.contact + total.quote + total.career}`,
      text: lines.join('\n'),
    };
  }

  return {
    /**
     * Sends this week's digest if it is due and not yet sent (`now` may be moved, for tests).
     * Answers what it did.
     */
    async runDue(
      now = new Date(),
    ): Promise<'off' | 'not due' | 'sent already' | 'no recipients' | 'sent'> {
      if (!options.mailer.enabled) return 'off';
      const { monday, due } = digestWeek(now);
      if (!due) return 'not due';
      const to = await options.recipients();
      if (to.length === 0) return 'no recipients';
      // Claimed before the send: two instances racing both read the row under its lock.
      const before = await db.transaction(async (tx) => {
        const repo = settingsRepo(tx);
        const row = await repo.getForUpdate(DIGEST_KEY);
        const sentFor = row?.value.sentFor;
        if (typeof sentFor === 'string' && sentFor >= monday) return undefined;
        await repo.put(DIGEST_KEY, { sentFor: monday }, 'weekly digest', now);
        return { sentFor: typeof sentFor === 'string' ? sentFor : null };
      });
      if (!before) return 'sent already';
      try {
        await options.mailer.send({ to, ...(await message(monday, now)) });
      } catch (err) {
        // Not sent: the claim goes back, so the next run tries again.
        await settingsRepo(db).put(DIGEST_KEY, before, 'weekly digest', now);
        throw err;
      }
      return 'sent';
    },
  };
}

export type WeeklyDigest = ReturnType<typeof createWeeklyDigest>;
