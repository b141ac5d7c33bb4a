/**
 * `npm start` as the README runs it (issue 55): npm's child is the server itself as plain Node
 * (no tsx wrapper, no shell), and SIGTERM sent to npm shuts the server down gracefully. Uses the
 * run's build (BUILD_DIR), which is fresh, so the start-up's build check does not rebuild.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { portOf } from './ports';

const port = portOf('npm-start');

/** The command lines of `pid`'s child processes. */
function children(pid: number): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (ppid !== pid) return [];
        return [readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()];
      } catch {
        return []; // gone meanwhile
      }
    });
}

test('npm start runs the server as plain node, and SIGTERM to npm shuts it down gracefully', async () => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'site-npm-start-'));
  const npm = spawn('npm', ['start'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(dir, 'data'),
      LOG_LEVEL: 'info',
      SUPER_ADMIN_PASSWORD: 'npm-start-test-password',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout!.on('data', (d) => (output += d));
  npm.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/readyz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 150_000, intervals: [200] },
      )
      .toBe(200);
    expect(output).toContain('Seeded');
    const kids = children(npm.pid!);
    expect(kids).toHaveLength(1);
    expect(kids[0]).toMatch(/^\S*node --max-semi-space-size=4 \S*service\/main\.js$/);
    npm.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toMatch(/SIGTERM: closed in \d+ ms/);
    expect(children(npm.pid!)).toEqual([]);
  } finally {
    if (npm.exitCode === null) npm.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});
