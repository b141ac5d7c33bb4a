/**
 * A PostgreSQL cluster of a test's own, on a port of its own, that the test stops and starts
 * (tests/resilience): the machine's shared server must stay up for every other test. Made with
 * the server's own initdb and pg_ctl; as root they run as the `postgres` user, who owns the
 * directory.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/lib/server';

const run = promisify(execFile);

/** The directory of initdb and pg_ctl (Debian keeps them out of PATH). */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort() : [];
  const newest = versions.at(-1);
  if (!newest) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  return join(root, newest, 'bin');
}

export interface OwnPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  start(): Promise<void>;
  /** A fast shutdown: open connections are told to go, as in a failover. */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

export async function ownPostgres(): Promise<OwnPostgres> {
  const bin = binDir();
  const dir = await mkdtemp(join(tmpdir(), 'own-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args])
      : run(join(bin, tool), args);
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
