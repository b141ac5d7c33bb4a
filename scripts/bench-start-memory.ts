/**
 * `npm run bench -- --start-memory`: what `npm start` keeps in memory (issue 55, point 1), counted
 * as a user's machine holds it: npm and everything under it. It seeds a PGlite data directory once
 * (a first start), then RUNS times starts `npm start` on a fresh copy of it (PORT, or a free port),
 * signs in, and sums VmRSS over the process tree 5 s later; then sends SEARCHES distinct
 * `/search?q=` URLs from CONCURRENCY clients at a time (each request with an X-Forwarded-For of
 * its own, past the per-client search limit) and sums it again 5 s after. It stops npm with
 * SIGTERM, which must reach the server (its graceful-shutdown line is looked for). Prints each
 * start and the medians. Reports, never asserts.
 *
 * `npm start` builds first when a source is newer than the build. With `--skip-build` the build's
 * stamp is touched before each start instead, so the build measured is the one given (BUILD_DIR),
 * whatever is being edited meanwhile.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import {
  adminPassword,
  buildDir,
  fetchJson,
  fetchRaw,
  statusAsVisitor,
  freePort,
  runBuild,
  sleep,
  startServer,
  tempDataDir,
} from './lib/server';
import { vocabulary } from './lib/vocabulary';

const RUNS = 3;
const SEARCHES = 3_000;
const CONCURRENCY = 4;
const SETTLE_MS = 5_000;

/** VmRSS in MB of `pid` and each process below it, by command name. */
function treeRss(pid: number): { name: string; mb: number }[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces; ppid is the second field after it.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++)
    for (const [child, parent] of parentOf) if (parent === tree[i]) tree.push(child);
  return tree.flatMap((p) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      const name = /Name:\s+(\S+)/.exec(status)?.[1] ?? '?';
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return [{ name, mb: kb / 1024 }];
    } catch {
      return [];
    }
  });
}

const sum = (rows: { mb: number }[]) => rows.reduce((total, row) => total + row.mb, 0);
const show = (rows: { name: string; mb: number }[]) =>
  `${Math.round(sum(rows))} MB (${rows.map((r) => `${r.name} ${Math.round(r.mb)}`).join(' + ')})`;

async function waitReady(port: number, npm: ChildProcess, output: () => string): Promise<void> {
  const deadline = performance.now() + 180_000;
  while (performance.now() < deadline) {
    if (npm.exitCode !== null) throw new Error(`npm start exited:\n${output()}`);
    const ready = await fetchRaw(port, '/readyz').then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return;
    await sleep(100);
  }
  throw new Error(`npm start: no /readyz in 180 s:\n${output()}`);
}

async function searches(port: number): Promise<Map<string, number>> {
  const statuses = new Map<string, number>();
  let next = 0;
  const client = async () => {
    while (next < SEARCHES) {
      const i = next++;
      const word = vocabulary[i % vocabulary.length] ?? 'panel';
      const status = await statusAsVisitor(
        port,
        `/search?q=${encodeURIComponent(`${word} ${i}`)}`,
        i,
      );
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  return statuses;
}

interface Run {
  idle: { name: string; mb: number }[];
  after: { name: string; mb: number }[];
  statuses: Map<string, number>;
  graceful: boolean;
}

async function oneStart(seeded: string, port: number): Promise<Run> {
  const dataDir = `${seeded}-run`;
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(seeded, dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    TRUST_PROXY: '127.0.0.1',
    SUPER_ADMIN_PASSWORD: adminPassword,
  };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  if (process.argv.includes('--skip-build')) {
    const now = new Date();
    utimesSync(join(buildDir, '.stamp'), now, now);
  }
  const npm = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
  const pid = npm.pid ?? 0;
  try {
    await waitReady(port, npm, () => output);
    await fetchJson(port, '/api/v1/auth/login', {
      method: 'POST',
      body: { username: 'super_admin', password: adminPassword },
    });
    await sleep(SETTLE_MS);
    const idle = treeRss(pid);
    const statuses = await searches(port);
    await sleep(SETTLE_MS);
    const after = treeRss(pid);
    npm.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    return { idle, after, statuses, graceful: /SIGTERM/.test(output) && npm.exitCode !== null };
  } finally {
    if (npm.exitCode === null) npm.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

export async function runStartMemory(): Promise<void> {
  runBuild();
  const seeded = tempDataDir('start-memory');
  try {
    // The first start migrates and seeds; every measured start is a restart on a copy of it.
    await (await startServer(seeded, { readyPath: '/readyz', timeoutMs: 600_000 })).stop();
    const port = Number(process.env.PORT) || (await freePort());
    const runs: Run[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const run = await oneStart(seeded, port);
      runs.push(run);
      const answers = [...run.statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
      console.log(`start ${i}: idle after a sign-in ${show(run.idle)}`);
      console.log(`  after ${SEARCHES} searches ${show(run.after)} [${answers}]`);
      console.log(`  SIGTERM through npm: ${run.graceful ? 'graceful shutdown' : 'NOT graceful'}`);
    }
    const idle = median(runs.map((r) => sum(r.idle)));
    const after = median(runs.map((r) => sum(r.after)));
    console.log(
      `\nnpm start, ${RUNS} starts, median: ${Math.round(idle)} MB idle after a sign-in (target ≤ 300), ${Math.round(after)} MB after ${SEARCHES} searches (target ≤ 400); Node ${process.version}.`,
    );
  } finally {
    rmSync(seeded, { recursive: true, force: true });
  }
}
