/**
 * Issue 50, point 1's safety net, as the app wires it: a request that blocks the event loop is
 * logged by name from the watchdog's thread, `/readyz` answers 503 for a while after, and
 * `/healthz` still answers once the loop is free (server/monitoring/event-loop-watchdog.ts). The
 * stalling route blocks until the watchdog has written its line, however long that takes.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let dir = '';
let app: TestApp | undefined;
const appLog: string[] = [];
const watchdogLog = () => join(dir, 'watchdog.jsonl');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'watchdog-api-'));
  app = await createTestApp({
    config: { LOG_LEVEL: 'warn' },
    logStream: { write: (line) => void appLog.push(line) },
    watchdog: { blockedMs: 300, killAfterMs: 0, destination: watchdogLog() },
    routes: (fastify) =>
      fastify.get('/test/stall', async () => {
        // Blocks the loop (no turn of it, no CPU spent) until the watchdog has said so.
        const pause = new Int32Array(new SharedArrayBuffer(4));
        const give = Date.now() + 30_000;
        while (Date.now() < give) {
          if (readFileSync(watchdogLog(), { flag: 'a+', encoding: 'utf8' }).includes('/test/stall'))
            break;
          Atomics.wait(pause, 0, 0, 20);
        }
        return { stalled: true };
      }),
  });
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

const inject = (url: string) => {
  if (!app) throw new Error('the app starts in beforeAll');
  return app.fastify.inject(url);
};

describe('a request that blocks the event loop', () => {
  it('is logged by name, /readyz answers 503 for a while, /healthz answers', async () => {
    expect((await inject('/test/stall?why=watchdog')).json()).toEqual({ stalled: true });

    const lines = (await readFile(watchdogLog(), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    // On a busy machine, setting the app up may have blocked the loop too: a line of its own.
    const stalled = lines.find((line) => line.request === 'GET /test/stall?why=watchdog');
    expect(stalled).toMatchObject({ level: 50, msg: 'event loop blocked', inFlight: 1 });
    expect(stalled?.blockedMs).toBeGreaterThanOrEqual(300);

    const ready = await inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'event loop blocked' });
    expect(ready.json().blockedMs).toBeGreaterThanOrEqual(300);
    expect((await inject('/healthz')).statusCode).toBe(200);
  });

  it('is told in the app’s log once the loop is free again, with how long it was', async () => {
    const start = Date.now();
    // The heartbeat says it on its first turn after the block: wait for that turn, not a time.
    while (!appLog.some((l) => l.includes('event loop unblocked')) && Date.now() - start < 30_000)
      await new Promise((done) => setTimeout(done, 20));
    const line = appLog.find((l) => l.includes('event loop unblocked')) ?? '{}';
    expect(JSON.parse(line)).toMatchObject({ level: 40, msg: 'event loop unblocked' });
    expect(JSON.parse(line).blockedMs).toBeGreaterThanOrEqual(300);
  });
});
