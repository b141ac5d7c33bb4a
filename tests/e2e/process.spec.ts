/**
 * The production server as a process: configuration errors, the data-directory lock and
 * durability after kill -9. No browser needed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const main = `${process.env.BUILD_DIR ?? 'build'}/service/main.js`;

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * A first start migrates and seeds (~8 s on a quiet 2-core machine); beside the other browser
 * tests it took more than 20 s, so this waits up to a minute.
 */
async function waitReady(port: number) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready');
}

let dir: string;
test.beforeEach(() => {
  // Room for two first starts at the slowest seen (waitReady).
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), 'site-process-'));
});
test.afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a bad variable stops the server with one line naming it', async () => {
  for (const [name, value] of [
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://localhost/site'],
    ['LOG_LEVEL', 'chatty'],
  ] as const) {
    const server = start({ [name]: value, DATA_DIR: join(dir, 'data') });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${name} `));
  }
  expect(readdirSync(dir)).toEqual([]);
});

test('a second server on the same DATA_DIR exits with a clear message and writes nothing', async () => {
  const dataDir = join(dir, 'data');
  const first = start({ DATA_DIR: dataDir, PORT: '3291' });
  let second: ReturnType<typeof start> | undefined;
  try {
    await waitReady(3291);
    const before = readdirSync(join(dataDir, 'media')).length;
    second = start({ DATA_DIR: dataDir, PORT: '3292' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `DATA_DIR ${dataDir} is in use by another server process (pid ${first.child.pid})`,
    );
    expect(readdirSync(join(dataDir, 'media')).length).toBe(before);
    expect((await fetch('http://127.0.0.1:3291/readyz')).ok).toBe(true);
  } finally {
    first.child.kill('SIGTERM');
    await first.exited;
  }
});

test('content and ids survive kill -9, and the next start takes over the stale lock', async () => {
  const dataDir = join(dir, 'data');
  const run = async (): Promise<{
    child: ChildProcess;
    exited: Promise<number | null>;
    index: unknown;
  }> => {
    const server = start({ DATA_DIR: dataDir, PORT: '3293' });
    await waitReady(3293);
    const index = await (await fetch('http://127.0.0.1:3293/api/v1/sections')).json();
    return { ...server, index };
  };
  const first = await run();
  first.child.kill('SIGKILL');
  await first.exited;

  const second = await run();
  try {
    expect(second.index).toEqual(first.index);
    const blogs = await (await fetch('http://127.0.0.1:3293/api/v1/blog')).json();
    expect(blogs.blogs).toHaveLength(3);
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }
});
