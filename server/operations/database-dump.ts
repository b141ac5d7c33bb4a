/**
 * A consistent, driver-independent dump of the app's tables: one REPEATABLE READ, READ ONLY
 * transaction (pg_dump's semantics), each table read through a cursor a thousand rows at a time
 * as `row_to_json` text into a temp file. PGlite has one connection, which the transaction holds
 * while it lasts, so it does nothing else: no compression, no file store; that comes after.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedNames } from '../media/media-store';
import { codeMigrations, migrationLevel, type MigrationLevel } from './migrations';
import {
  columnList,
  publicTable,
  publicTables,
  rowsOf,
  run,
  sequenceStates,
  storedColumns,
  type Executor,
  type SequenceState,
} from './sql';

const FETCH_ROWS = 1000;

export interface TableDump {
  name: string;
  rows: number;
  /** Its rows, one JSON object a line, uncompressed. */
  file: string;
}

export interface DatabaseDump {
  tables: TableDump[];
  sequences: SequenceState[];
  migration: MigrationLevel;
  /** The stored names of every media file the snapshot records, variants included. */
  mediaNames: string[];
  /** The stored names of CVs and quote attachments the snapshot's enquiries refer to. */
  privateNames: string[];
  /** How long the transaction was open. */
  snapshotMs: number;
}

async function dumpTable(tx: Executor, table: string, file: string): Promise<number> {
  const columns = await storedColumns(tx, table);
  const out = createWriteStream(file, { mode: 0o600 });
  const closed = once(out, 'close');
  let rows = 0;
  try {
    // Generated columns (the search vectors) are left out: a restore computes them again.
    await run(
      tx,
      sql`declare backup_rows no scroll cursor for
          select row_to_json(t)::text as row from (select ${columnList(columns)} from ${publicTable(table)}) t`,
    );
    for (;;) {
      const batch = await rowsOf<{ row: string }>(
        tx,
        sql.raw(`fetch ${FETCH_ROWS} from backup_rows`),
      );
      if (batch.length === 0) break;
      rows += batch.length;
      if (!out.write(`${batch.map((r) => r.row).join('\n')}\n`)) await once(out, 'drain');
    }
    await run(tx, sql`close backup_rows`);
  } finally {
    out.end();
    await closed;
  }
  return rows;
}

/**
 * The stored names the snapshot refers to. Read through `to_jsonb`, not the schema's columns: a
 * database the code has not migrated yet (new code, site not restarted) still backs up.
 */
async function referencedFiles(tx: Executor, tables: string[]) {
  const mediaRows = tables.includes('media')
    ? await rowsOf<{ path: string; variants: number[] | null }>(
        tx,
        sql`select m.path, (to_jsonb(m) -> 'variants') as variants from ${publicTable('media')} m`,
      )
    : [];
  const cvRows = tables.includes('enquiries')
    ? await rowsOf<{ file: string | null }>(
        tx,
        sql`select (to_jsonb(e) ->> 'cv_file') as file from ${publicTable('enquiries')} e`,
      )
    : [];
  return {
    mediaNames: [...new Set(mediaRows.flatMap((r) => storedNames(r.path, r.variants)))],
    privateNames: [...new Set(cvRows.flatMap((r) => (r.file ? [r.file] : [])))],
  };
}

/** Dumps every table of schema `public` into `dir`, all from one snapshot. */
export async function dumpDatabase(db: Db, dir: string): Promise<DatabaseDump> {
  const migrations = codeMigrations();
  let opened = 0;
  const dump = await db.transaction(
    async (tx) => {
      opened = performance.now();
      const migration = await migrationLevel(tx, migrations);
      const tables: TableDump[] = [];
      const names = await publicTables(tx);
      for (const name of names) {
        const file = join(dir, `${name}.jsonl`);
        tables.push({ name, rows: await dumpTable(tx, name, file), file });
      }
      const sequences = await sequenceStates(tx);
      const files = await referencedFiles(tx, names);
      return { tables, sequences, migration, ...files };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { ...dump, snapshotMs: Math.round(performance.now() - opened) };
}
