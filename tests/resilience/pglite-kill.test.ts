/**
 * A kill -9 in the middle of a bulk load on PGlite loses nothing acknowledged, with the WAL bound
 * (server/db/pglite-wal.ts) checkpointing under it (issue 55, point 4). A child process writes
 * batches of rows through openDatabase, closing a 16 MB WAL segment after each (pg_switch_wal, so
 * the test costs no real volume), and says each batch once its insert has answered. It is killed
 * with SIGKILL after KILL_AFTER batches, wherever it is: mid-insert, mid-checkpoint or between.
 * Reopened, the database has every acknowledged batch, whole (one more at most: its answer was
 * on its way), and pg_wal kept only a few of the segments written.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { rowsOf } from '../../server/operations/sql';

const BATCH = 50;
/** Segments closed before the kill: more than the 48 MB bound (3 segments) many times over. */
const KILL_AFTER = 45;

const dir = mkdtempSync(join(tmpdir(), 'pglite-kill-'));
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const writer = `
  const { openDatabase } = await import(${JSON.stringify(new URL('../../server/db/client.ts', import.meta.url).pathname)});
  const { sql } = await import('drizzle-orm');
  const { db } = await openDatabase({ driver: 'pglite', dir: process.argv[1] });
  await db.execute(sql\`create table probe (id integer primary key, pad text not null)\`);
  for (let batch = 0; ; batch++) {
    await db.execute(sql\`insert into probe (id, pad)
      select ${BATCH} * \${batch} + i, repeat('x', 500) from generate_series(1, ${BATCH}) as i\`);
    process.stdout.write(\`acked \${batch + 1}\\n\`);
    await db.execute(sql\`select pg_switch_wal()\`);
  }
`;

const segments = () => readdirSync(join(dir, 'pg_wal')).filter((f) => /^[0-9A-F]{24}$/.test(f));

it('keeps every acknowledged batch after a kill -9 during a load that checkpoints', async () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', writer, dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let acked = 0;
  const killed = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      for (const match of chunk.toString().matchAll(/acked (\d+)/g)) acked = Number(match[1]);
      if (acked >= KILL_AFTER && child.exitCode === null) child.kill('SIGKILL');
    });
    child.once('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve() : reject(new Error(`The writer ended: ${stderr}`)),
    );
  });
  await killed;
  const kept = segments().length;

  database = await openDatabase({ driver: 'pglite', dir });
  const [row] = await rowsOf<{ count: number; top: number }>(
    database.db,
    sql`select count(*)::int as count, coalesce(max(id), 0)::int as top from probe`,
  );
  expect(row!.count).toBeGreaterThanOrEqual(acked * BATCH);
  expect(row!.count).toBeLessThanOrEqual((acked + 1) * BATCH);
  // Whole batches, and no gap: every id up to the highest.
  expect(row!.count % BATCH).toBe(0);
  expect(row!.top).toBe(row!.count);
  // 45 and more segments written; without the bound all of them stay (as in pglite-wal.test.ts).
  expect(kept).toBeLessThanOrEqual(32);
}, 180_000);
