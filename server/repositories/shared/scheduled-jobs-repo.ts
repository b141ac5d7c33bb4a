import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledJobs } from '../../db/schema';

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;

export function scheduledJobsRepo(db: Db) {
  return {
    /** Makes the job's row if it has none: due at once on a new database. */
    ensure: (name: string) => db.insert(scheduledJobs).values({ name }).onConflictDoNothing(),

    /**
     * Takes the job if it is due and nobody holds it; true for one caller only. One statement:
     * the row lock makes a second instance's claim wait, re-read the row and find it taken.
     * Times are the database's, so instances' clocks need not agree.
     */
    async claim(name: string, everyMs: number, leaseMs: number): Promise<boolean> {
      const now = sql`now()`;
      const claimed = await db
        .update(scheduledJobs)
        .set({
          nextRunAt: sql`now() + ${`${everyMs} milliseconds`}::interval`,
          leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
          lastStartedAt: now,
          runs: sql`${scheduledJobs.runs} + 1`,
        })
        .where(
          and(
            eq(scheduledJobs.name, name),
            lte(scheduledJobs.nextRunAt, now),
            or(isNull(scheduledJobs.leaseUntil), lt(scheduledJobs.leaseUntil, now)),
          ),
        )
        .returning({ name: scheduledJobs.name });
      return claimed.length > 0;
    },

    /** Lets the job go after a run, noting how it ended. */
    release: (name: string, error: string | null) =>
      db
        .update(scheduledJobs)
        .set({ leaseUntil: null, lastFinishedAt: sql`now()`, lastError: error })
        .where(eq(scheduledJobs.name, name)),

    all: () => db.select().from(scheduledJobs).orderBy(scheduledJobs.name),
  };
}
