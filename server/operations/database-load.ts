/**
 * Loads a dump into a database migrated to the dump's level: tables in foreign-key order, rows in
 * batches through json_populate_recordset (PostgreSQL turns the JSON back into each column's
 * type, whichever driver wrote it), then the sequences as they were.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import {
  columnList,
  publicSequences,
  publicTable,
  publicTables,
  rowsOf,
  run,
  storedColumns,
  type Executor,
  type SequenceState,
} from './sql';

const BATCH_ROWS = 1000;
/** A batch is sent once its JSON reaches this size, whatever its row count (large sections). */
const BATCH_BYTES = 4 * 1024 * 1024;

/** Drops what the migrations made, so that they can run again from the start. */
export async function dropAppSchema(tx: Executor): Promise<void> {
  const tables = await publicTables(tx);
  if (tables.length > 0) {
    await run(tx, sql`drop table if exists ${sql.join(tables.map(publicTable), sql`, `)} cascade`);
  }
  for (const name of await publicSequences(tx)) {
    await run(tx, sql`drop sequence if exists ${publicTable(name)}`);
  }
  await run(tx, sql`drop schema if exists ${sql.identifier('drizzle')} cascade`);
}

/** Every table after the tables its foreign keys refer to. */
export async function insertionOrder(tx: Executor, tables: string[]): Promise<string[]> {
  const edges = await rowsOf<{ child: string; parent: string }>(
    tx,
    sql`select child.relname::text as child, parent.relname::text as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_namespace n on n.oid = child.relnamespace
        join pg_class parent on parent.oid = c.confrelid
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  for (const { child, parent } of edges) {
    if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p)),
    );
    if (ready.length === 0) {
      const left = tables.filter((t) => !placed.has(t));
      throw new Error(`Tables ${left.join(', ')} refer to each other: no order loads them.`);
    }
    for (const t of ready) {
      placed.add(t);
      order.push(t);
    }
  }
  return order;
}

async function insertBatch(tx: Executor, table: string, columns: string[], rows: string[]) {
  const list = columnList(columns);
  await run(
    tx,
    sql`insert into ${publicTable(table)} (${list}) overriding system value
        select ${list} from json_populate_recordset(null::${publicTable(table)}, ${`[${rows.join(',')}]`}::json)`,
  );
}

/**
 * Loads a table's gzipped JSON lines; answers the rows loaded. The table's triggers stay off
 * meanwhile: what they write (`enquiry_days`) is in the dump already, as it was.
 */
export async function loadTable(tx: Executor, table: string, gzFile: string): Promise<number> {
  const columns = await storedColumns(tx, table);
  if (columns.length === 0) throw new Error(`The backup has a table ${table} the database lacks.`);
  await run(tx, sql`alter table ${publicTable(table)} disable trigger user`);
  const rows = await loadLines(tx, table, columns, gzFile);
  await run(tx, sql`alter table ${publicTable(table)} enable trigger user`);
  return rows;
}

async function loadLines(tx: Executor, table: string, columns: string[], gzFile: string) {
  const lines = createInterface({
    input: createReadStream(gzFile).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  let batch: string[] = [];
  let size = 0;
  let rows = 0;
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    size += line.length;
    if (batch.length >= BATCH_ROWS || size >= BATCH_BYTES) {
      await insertBatch(tx, table, columns, batch);
      rows += batch.length;
      batch = [];
      size = 0;
    }
  }
  if (batch.length > 0) await insertBatch(tx, table, columns, batch);
  return rows + batch.length;
}

export async function restoreSequences(tx: Executor, sequences: SequenceState[]): Promise<void> {
  for (const s of sequences) {
    await run(
      tx,
      sql`select setval(format('public.%I', ${s.name}::text)::regclass, ${s.lastValue}::bigint, ${s.isCalled})`,
    );
  }
}

/** Empties every table (a migration may have put rows in one; the dump has them all). */
export async function truncateAll(tx: Executor): Promise<void> {
  const tables = await publicTables(tx);
  if (tables.length > 0) {
    await run(tx, sql`truncate ${sql.join(tables.map(publicTable), sql`, `)} cascade`);
  }
}

/** The tables that hold at least one row. */
export async function tablesWithRows(tx: Executor): Promise<string[]> {
  const found: string[] = [];
  for (const table of await publicTables(tx)) {
    const [row] = await rowsOf<{ any: boolean }>(
      tx,
      sql`select exists (select 1 from ${publicTable(table)}) as any`,
    );
    if (row?.any) found.push(table);
  }
  return found;
}
