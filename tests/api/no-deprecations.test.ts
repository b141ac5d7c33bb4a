/**
 * A quiet start (issue 54, point 7): the server, started as an operator starts it on a fresh
 * database (migrations, seed, search index, then listen), prints no deprecation warning. Node's
 * `--throw-deprecation` makes any one fatal, so a warning shows as a server that never answers.
 * Once on PGlite and once on PostgreSQL, where pg warned of queries sent to a connection still
 * busy with another (the search index's bulk load), which pg 9 refuses.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/lib/server';
import { siteEnvironment } from '../helpers/site-environment';

const ROOT = join(import.meta.dirname, '../..');
const drops: (() => Promise<void>)[] = [];
afterAll(async () => Promise.all(drops.map((drop) => drop())));

/** Asks `/readyz` until it answers 200 or the process has ended; whether it answered. */
async function ready(url: string, ended: () => boolean): Promise<boolean> {
  while (!ended()) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe('the server started with --throw-deprecation on a fresh database', () => {
  it('comes up and answers /readyz', { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'no-deprecations-'));
    drops.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    // The page build the run made (tests/helpers/pages-build.ts): BUILD_DIR is read from the root.
    const buildDir = relative(ROOT, dirname(dirname(inject('pagesServerBuild'))));
    const child = spawn(
      process.execPath,
      ['--throw-deprecation', '--import', 'tsx', 'server/main.ts'],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          ...(await siteEnvironment(dataDir, drops)),
          PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? '14',
          BUILD_DIR: buildDir,
          HOST: '127.0.0.1',
          PORT: String(port),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.resume();
    let exited = false;
    const exit = new Promise<void>((resolve) =>
      child.on('exit', () => {
        exited = true;
        resolve();
      }),
    );
    try {
      const answered = await ready(`http://127.0.0.1:${port}/readyz`, () => exited);
      expect(stderr).not.toMatch(/DeprecationWarning/);
      expect(answered).toBe(true);
    } finally {
      child.kill('SIGTERM');
      await exit;
    }
  });
});
