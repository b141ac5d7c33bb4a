/**
 * Timed jobs run once per period however many instances tick (issue 17): two schedulers on two
 * connection pools of one database stand for two instances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { createScheduler, type Job } from '../../server/jobs/scheduler';
import { scheduledJobsRepo } from '../../server/repositories/shared/scheduled-jobs-repo';
import { createTestDatabase } from '../helpers/test-app';

let one: Database;
let two: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const made = await createTestDatabase();
  one = made.database;
  await one.migrate();
  two = await made.another();
  dispose = async () => {
    if (two !== one) await two.close();
    await one.close();
    await made.dispose();
  };
});
afterAll(() => dispose());

const quiet = { error: () => undefined };

/** A job that counts its runs, and the same job as each instance declares it. */
function countingJob(name: string, everyMs = 60_000) {
  const runs: string[] = [];
  const on = (instance: string): Job => ({
    name,
    everyMs,
    run: async () => {
      runs.push(instance);
    },
  });
  return { runs, on };
}

const makeDue = (db: Database, name: string) =>
  db.db.execute(sql`update scheduled_jobs set next_run_at = now() where name = ${name}`);

describe('scheduled jobs across instances', () => {
  it('runs a job once per period when two instances tick at the same moments', async () => {
    const job = countingJob('count-once');
    const a = createScheduler(one.db, [job.on('a')], { log: quiet });
    const b = createScheduler(two.db, [job.on('b')], { log: quiet });
    for (let i = 0; i < 10; i++) await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(job.runs).toHaveLength(1);

    // The next period: again once, by whichever instance claimed it.
    await makeDue(one, 'count-once');
    for (let i = 0; i < 10; i++) await Promise.all([a.tick(), b.tick()]);
    expect(job.runs).toHaveLength(2);
    const [row] = (await scheduledJobsRepo(one.db).all()).filter((r) => r.name === 'count-once');
    expect(row).toMatchObject({ runs: 2, leaseUntil: null, lastError: null });
    expect(row?.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('does not start a run elsewhere while one is under way, and frees the job after', async () => {
    let finish = () => {};
    const started: string[] = [];
    const slow = (instance: string): Job => ({
      name: 'slow-job',
      everyMs: 1,
      run: () => {
        started.push(instance);
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    const a = createScheduler(one.db, [slow('a')], { log: quiet });
    const b = createScheduler(two.db, [slow('b')], { log: quiet });
    const running = a.tick();
    await expect.poll(() => started.length).toBe(1);
    // Its period (1 ms) is long over, but the run holds the job.
    await makeDue(one, 'slow-job');
    expect(await b.tick()).toEqual([]);
    finish();
    expect(await running).toEqual(['slow-job']);
    await makeDue(one, 'slow-job');
    const next = b.tick();
    await expect.poll(() => started.length).toBe(2);
    finish();
    expect(await next).toEqual(['slow-job']);
    expect(started).toEqual(['a', 'b']);
  });

  it('keeps its period across a restart: a new instance does not run it again early', async () => {
    const job = countingJob('survives-restart');
    const first = createScheduler(one.db, [job.on('first')], { log: quiet });
    expect(await first.tick()).toEqual(['survives-restart']);
    await first.stop();
    const restarted = createScheduler(two.db, [job.on('restarted')], { log: quiet });
    expect(await restarted.tick()).toEqual([]);
    expect(job.runs).toEqual(['first']);
  });

  it('records a failed run, lets the job go, and runs it again next period', async () => {
    let fail = true;
    const errors: string[] = [];
    const job: Job = {
      name: 'fails-once',
      everyMs: 60_000,
      run: async () => {
        if (fail) throw new Error('SMTP server unreachable');
      },
    };
    const a = createScheduler(one.db, [job], {
      log: { error: (_d: object, message: string) => void errors.push(message) },
    });
    expect(await a.tick()).toEqual(['fails-once']);
    expect(errors).toEqual(['scheduled job fails-once failed']);
    let [row] = (await scheduledJobsRepo(one.db).all()).filter((r) => r.name === 'fails-once');
    expect(row).toMatchObject({ lastError: 'SMTP server unreachable', leaseUntil: null });
    fail = false;
    await makeDue(one, 'fails-once');
    expect(await a.tick()).toEqual(['fails-once']);
    [row] = (await scheduledJobsRepo(one.db).all()).filter((r) => r.name === 'fails-once');
    expect(row).toMatchObject({ lastError: null, runs: 2 });
  });

  it('stop() waits for the run under way', async () => {
    let done = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const finishing = new Promise<void>((resolve) => (finish = resolve));
    const a = createScheduler(
      one.db,
      [
        {
          name: 'finishes-before-stop',
          everyMs: 60_000,
          run: async () => {
            started();
            await finishing;
            done = true;
          },
        },
      ],
      { log: quiet, tickMs: 10 },
    );
    a.start();
    // The run is under way; it ends only after stop() was called and has had a turn to return.
    await running;
    const stopping = a.stop();
    setImmediate(finish);
    await stopping;
    expect(done).toBe(true);
  });
});
