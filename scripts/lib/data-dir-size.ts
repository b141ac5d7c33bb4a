/**
 * The size of a PGlite data directory, its `pg_wal` apart (issue 55, point 4: at most 350 MB, WAL
 * included, after the scale load). Sizes are apparent bytes, as `du -sb` counts them.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

export interface DirSize {
  /** The whole directory, WAL included, in MB. */
  total: number;
  /** `pg_wal` alone, in MB. */
  wal: number;
}

/** Bytes of the files under `path` (0 for a path that vanished meanwhile: PostgreSQL recycles). */
function bytesUnder(path: string): number {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.size;
  let entries: string[] = [];
  try {
    entries = readdirSync(path);
  } catch {
    return 0;
  }
  return entries.reduce((sum, entry) => sum + bytesUnder(join(path, entry)), 0);
}

const MB = 1024 * 1024;

export function dirSize(dir: string): DirSize {
  return { total: bytesUnder(dir) / MB, wal: bytesUnder(join(dir, 'pg_wal')) / MB };
}

/**
 * The highest sizes `dir` reaches until `stop()`, sampled every `everyMs` by a worker thread: the
 * load runs PGlite on this process's main thread, which a timer here would wait behind.
 */
export function watchDirPeak(dir: string, everyMs = 250): { stop(): Promise<DirSize> } {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { readdirSync, statSync } = require('node:fs');
    const { join } = require('node:path');
    const bytes = (path) => {
      try {
        const stat = statSync(path);
        if (!stat.isDirectory()) return stat.size;
        return readdirSync(path).reduce((sum, entry) => sum + bytes(join(path, entry)), 0);
      } catch {
        return 0;
      }
    };
    const peak = { total: 0, wal: 0 };
    const sample = () => {
      peak.total = Math.max(peak.total, bytes(workerData.dir));
      peak.wal = Math.max(peak.wal, bytes(join(workerData.dir, 'pg_wal')));
    };
    const timer = setInterval(sample, workerData.everyMs);
    parentPort.on('message', () => {
      clearInterval(timer);
      sample();
      parentPort.postMessage(peak);
    });
  `;
  const worker = new Worker(code, { eval: true, workerData: { dir, everyMs } });
  return {
    stop: async () => {
      const peak = await new Promise<DirSize>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage('stop');
      });
      await worker.terminate();
      return { total: peak.total / MB, wal: peak.wal / MB };
    },
  };
}

export const formatDirSize = (size: DirSize) =>
  `${Math.round(size.total)} MB (pg_wal ${Math.round(size.wal)} MB)`;
