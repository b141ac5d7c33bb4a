/**
 * A production server of a spec's own, on its own port and data directory, for specs that add
 * or break content the shared server's other specs rely on (the crawl reads the sitemap while
 * other specs run: posts made and deleted meanwhile would show up as broken links).
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { SEEDED_DATA_DIR } from './seeded-template';
import { portOf, type ServerName } from './ports';
import { spawnServer } from './server-process';

/** On its own port (ports.ts), counted from E2E_PORT so that runs on other ports do not collide. */
export function ownServer(name: ServerName, env: Record<string, string> = {}) {
  const port = portOf(name);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = `.tmp/e2e-${name}-${port}`;
  let child: ChildProcess | undefined;
  let output = '';
  return {
    origin,
    dataDir,
    get pid() {
      return child?.pid;
    },
    /** What the server printed (its warnings and errors at LOG_LEVEL=warn). */
    get output() {
      return output;
    },
    /** Resolves with the exit code once the process has ended. */
    exited(): Promise<number | null> {
      const running = child;
      if (!running || running.exitCode !== null) return Promise.resolve(running?.exitCode ?? null);
      return new Promise((resolve) => running.once('exit', (code) => resolve(code)));
    },
    /**
     * Starts on a fresh data directory (a copy of the run's seeded one, seeded-template.ts, when
     * the server uses the embedded database) and waits until the database answers; with
     * `keepData`, on the one a `stop({ keepData })` left (to change it behind the server's back
     * meanwhile).
     */
    async start({ keepData = false } = {}) {
      if (!keepData) {
        rmSync(dataDir, { recursive: true, force: true });
        const seeded = process.env[SEEDED_DATA_DIR];
        if (seeded && !env.DATABASE_URL) cpSync(seeded, dataDir, { recursive: true });
      }
      child = spawnServer(port, dataDir, { env, stdio: ['ignore', 'pipe', 'pipe'] });
      output = '';
      // Kept short: what a failing test prints, not a log store.
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      const started = child;
      await expect
        .poll(
          () => {
            if (started.exitCode !== null)
              throw new Error(`${name} server exited (${started.exitCode}):\n${output}`);
            return fetch(`${origin}/readyz`).then(
              (r) => r.ok,
              () => false,
            );
          },
          { timeout: 120_000 },
        )
        .toBe(true);
    },
    /** Stops it and deletes its data directory, unless told to keep it. */
    async stop({ keepData = false } = {}) {
      const running = child;
      if (running && running.exitCode === null) {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        running.kill('SIGTERM');
        await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs the calling spec against a server of its own: started before its first test, stopped
 * after its last, its tests one after another (they share the server's content) at its origin.
 */
export function specOnOwnServer(name: ServerName, env: Record<string, string> = {}) {
  const server = ownServer(name, env);
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: server.origin });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await server.start();
  });
  test.afterAll(() => server.stop());
  return server;
}
