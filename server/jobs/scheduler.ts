/**
 * Runs timed jobs on every instance's timer, each job once per period across all of them: an
 * instance runs a job only when it claims the job's row (server/repositories/shared/scheduled-jobs-repo,
 * docs/decisions/0018-scheduled-jobs.md). Periods are kept in the database, so a restart neither
 * skips nor repeats one.
 */
import type { Db } from '../db/client';
import { scheduledJobsRepo } from '../repositories/shared/scheduled-jobs-repo';

export interface Job {
  /** The row it is claimed by: keep it stable across releases. */
  name: string;
  /** The time from one run's start to the next. */
  everyMs: number;
  /** How long a run may hold the job before another instance may take it; 10 minutes by default. */
  leaseMs?: number;
  run(): Promise<unknown>;
}

interface Log {
  error(details: object, message: string): void;
}

export interface Scheduler {
  /** Starts ticking: the first tick is at once. */
  start(): void;
  /** Runs every job that is due and this instance can claim; answers the names it ran. */
  tick(): Promise<string[]>;
  /** Stops ticking and waits for the runs under way. */
  stop(): Promise<void>;
}

const DEFAULT_LEASE_MS = 10 * 60_000;

export function createScheduler(
  db: Db,
  jobs: Job[],
  options: { tickMs?: number; log: Log },
): Scheduler {
  const repo = scheduledJobsRepo(db);
  const tickMs = options.tickMs ?? 5_000;
  const running = new Map<string, Promise<void>>();
  let ready: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<string[]> | undefined;
  let stopped = false;

  async function runIfClaimed(job: Job): Promise<boolean> {
    if (running.has(job.name)) return false;
    if (!(await repo.claim(job.name, job.everyMs, job.leaseMs ?? DEFAULT_LEASE_MS))) return false;
    const run = (async () => {
      let error: string | null = null;
      try {
        await job.run();
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
        options.log.error({ err, job: job.name }, `scheduled job ${job.name} failed`);
      }
      await repo.release(job.name, error?.slice(0, 500) ?? null).catch((err: unknown) => {
        options.log.error({ err, job: job.name }, `scheduled job ${job.name}: release failed`);
      });
    })();
    running.set(job.name, run);
    await run;
    running.delete(job.name);
    return true;
  }

  async function tick(): Promise<string[]> {
    ready ??= Promise.all(jobs.map((job) => repo.ensure(job.name)));
    try {
      await ready;
    } catch (err) {
      ready = undefined;
      throw err;
    }
    const ran = await Promise.all(
      jobs.map((job) =>
        runIfClaimed(job).catch((err: unknown) => {
          options.log.error({ err, job: job.name }, `scheduled job ${job.name}: claim failed`);
          return false;
        }),
      ),
    );
    return jobs.filter((_, i) => ran[i]).map((job) => job.name);
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      ticking = tick()
        .catch((err: unknown) => {
          options.log.error({ err }, 'scheduled jobs: tick failed');
          return [];
        })
        .finally(schedule);
    }, tickMs);
    timer.unref();
  }

  return {
    start() {
      stopped = false;
      ticking = tick()
        .catch((err: unknown) => {
          options.log.error({ err }, 'scheduled jobs: tick failed');
          return [];
        })
        .finally(schedule);
    },
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await ticking;
      await Promise.all(running.values());
    },
  };
}
