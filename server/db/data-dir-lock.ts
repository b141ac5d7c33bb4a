/**
 * PGlite has no lock between processes: two servers on one data directory would silently lose
 * writes. We hold an exclusive lock file, created atomically, that names the owning process;
 * a lock left by a process that no longer runs (kill -9, power loss) is taken over.
 */
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dir} is in use by another server process (pid ${pid}). Stop it first, or set DATA_DIR to another directory.`,
    );
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * Removes the file at `path` once: when the answer is called, or when the process exits before
 * (a file that names a process must not outlive it).
 */
export function removedAtExit(path: string): () => void {
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    rmSync(path, { force: true });
  };
  process.once('exit', remove);
  return remove;
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dir: string): DataDirLock {
  const absolute = resolve(dir);
  const lockPath = join(absolute, 'server.lock');
  mkdirSync(absolute, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: removedAtExit(lockPath) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(pid) && isRunning(pid)) throw new DataDirLockedError(absolute, pid);
      rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock DATA_DIR ${absolute}`);
}
