import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../server/db/data-dir-lock';

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the DATA_DIR lock', () => {
  it('refuses a directory whose lock belongs to a running process', () => {
    const dir = fresh();
    // The parent of this test process is alive for as long as the test runs.
    writeFileSync(join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrowError(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrowError(/is in use by another server process/);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = fresh();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(join(dir, 'server.lock'), gone.stdout.toString());
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('creates the directory when it does not exist yet', () => {
    const dir = join(fresh(), 'nested', 'data');
    const lock = lockDataDir(dir);
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
    lock.release();
  });
});
