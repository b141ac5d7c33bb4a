/**
 * The embedded database's open files have a ceiling (docs/performance.md, A long day): PostgreSQL
 * keeps each relation file it touches open, and inside PGlite those are the server process's own
 * descriptors. Reading every table of the site, three times over, must not leave more of the
 * database's files open than its file cache is allowed (without the ceiling: over 300).
 */
import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, PGLITE_MAX_FILES, type Database } from '../../server/db/client';
import { rowsOf } from '../../server/operations/sql';

const dir = mkdtempSync(join(tmpdir(), 'pglite-files-'));
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Descriptors of this process open on a file under `dir`. */
function openUnder(path: string): number {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(path);
    } catch {
      return false; // closed while being read
    }
  }).length;
}

it('keeps at most its file cache of the database’s files open, however many it reads', async () => {
  database = await openDatabase({ driver: 'pglite', dir });
  await database.migrate();
  const { db } = database;
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select oid::regclass::text as name from pg_class where relkind = 'r'`,
  );
  expect(tables.length).toBeGreaterThan(PGLITE_MAX_FILES / 2);
  for (let round = 0; round < 3; round++) {
    for (const { name } of tables) {
      await db.execute(sql.raw(`select count(*) from ${name}`));
    }
  }
  const open = openUnder(dir);
  expect(open).toBeGreaterThan(20);
  expect(open).toBeLessThanOrEqual(PGLITE_MAX_FILES);
}, 120_000);
