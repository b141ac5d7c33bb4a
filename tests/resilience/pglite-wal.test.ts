/**
 * The embedded database's WAL has a ceiling (docs/performance.md, Disk): PGlite never
 * checkpoints on its own for the WAL written, so without server/db/pglite-wal.ts a bulk load kept
 * every segment until the server stopped. Sixty 16 MB segments' worth of WAL (pg_switch_wal
 * closes a segment after each small write, so the test costs no real volume of rows) must leave
 * only a few segments on disk, two at most after a checkpoint, and every row written must be
 * there after the database reopens.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { rowsOf } from '../../server/operations/sql';

const dir = mkdtempSync(join(tmpdir(), 'pglite-wal-'));
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const segments = () => readdirSync(join(dir, 'pg_wal')).filter((f) => /^[0-9A-F]{24}$/.test(f));

it('keeps a few WAL segments on disk however much WAL is written, and loses no row', async () => {
  database = await openDatabase({ driver: 'pglite', dir });
  const { db } = database;
  await db.execute(sql`create table wal_probe (id integer primary key)`);
  let most = 0;
  for (let i = 1; i <= 60; i++) {
    await db.execute(sql`insert into wal_probe (id) values (${i})`);
    await db.execute(sql`select pg_switch_wal()`);
    // Two more queries per segment, so that the WAL is looked at every ~25 segments.
    await db.execute(sql`select 1`);
    await db.execute(sql`select 1`);
    most = Math.max(most, segments().length);
  }
  // Let a look started by the last query finish.
  await db.execute(sql`select 1`);
  // 60 without the bound; 64 MB of max_wal_size plus the ~25 segments between two looks.
  expect(most).toBeLessThanOrEqual(32);
  expect(segments().length).toBeLessThanOrEqual(32);
  // A checkpoint leaves the segment in use and at most the next one: none kept for reuse
  // (wal_recycle=off), where min_wal_size and max_wal_size kept up to four.
  await db.execute(sql`checkpoint`);
  expect(segments().length).toBeLessThanOrEqual(2);
  await database.close();
  database = await openDatabase({ driver: 'pglite', dir });
  const rows = await rowsOf<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from wal_probe`,
  );
  expect(rows).toEqual([{ count: 60 }]);
}, 120_000);
