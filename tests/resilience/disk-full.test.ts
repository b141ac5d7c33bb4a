/**
 * The embedded database on a disk that fills up (docs/architecture.md, Parts fail): writes are
 * refused with a 507 that says why and change nothing, reads go on, and once space is freed the
 * next write works and nothing written before is lost. The disk is a small tmpfs of the test's
 * own (mounting needs root, as CI and the development machines have).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionPath } from '../api/write-helpers';
import { bearer, createTestApp, signIn, SUPER_PASSWORD, type TestApp } from '../helpers/test-app';

const disk = mkdtempSync(join(tmpdir(), 'small-disk-'));
const canMount = (() => {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256m', 'tmpfs', disk]);
    return true;
  } catch {
    return false;
  }
})();
const filler = join(disk, 'filler');

let app: TestApp;

beforeAll(async () => {
  if (!canMount) return;
  app = await createTestApp({ pgliteDir: join(disk, 'pglite') });
}, 180_000);
afterAll(async () => {
  await app?.close();
  if (canMount) execFileSync('umount', ['-l', disk]);
  rmSync(disk, { recursive: true, force: true });
});

/** Writes zeros until the disk refuses any more. */
async function fillDisk() {
  const file = await open(filler, 'w');
  const chunk = Buffer.alloc(1024 * 1024);
  try {
    for (;;) await file.write(chunk);
  } catch (err) {
    expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC');
  } finally {
    await file.close().catch(() => {});
  }
}

describe.skipIf(!canMount)('with the embedded database’s disk full', () => {
  it('refuses writes with 507 and a reason, keeps serving reads, and writes again once space is freed', async () => {
    const session = await signIn(app, 'super_admin', SUPER_PASSWORD);
    const path = await sectionPath(app, 'about/values');
    const patch = (canDo: string) =>
      app.fastify.inject({
        method: 'PATCH',
        url: path,
        headers: bearer(session),
        payload: { canDo },
      });
    expect((await patch('Written before the disk filled up')).statusCode).toBe(200);

    await fillDisk();
    // Enough writes (each keeps a revision) to need new pages, whatever room the last one had.
    let last = await patch(`Written on a full disk, try 0 ${'y'.repeat(200)}`);
    for (let i = 1; i < 300 && last.statusCode === 200; i++)
      last = await patch(`Written on a full disk, try ${i} ${'y'.repeat(200)}`);
    expect(last.statusCode).toBe(507);
    expect(last.json().error).toEqual({
      code: 'insufficient_storage',
      message:
        'The server has run out of disk space, so nothing was saved. Please tell whoever runs the server.',
    });

    // Reads go on: the API and the database's own health.
    const read = await app.fastify.inject({ method: 'GET', url: path });
    expect(read.statusCode).toBe(200);
    expect((await app.fastify.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    await rm(filler);
    expect((await patch('Written after space was freed')).statusCode).toBe(200);
    const after = await app.fastify.inject({ method: 'GET', url: path });
    expect(after.json().values.canDo).toBe('Written after space was freed');
  });
});
