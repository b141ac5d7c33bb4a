/**
 * Raw SQL for the backup and restore, the same on both drivers: each answers `execute` with
 * `{ rows }`, which Drizzle's shared type does not say.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The database, or a transaction on it: whatever can run a statement. */
export type Executor = Pick<Db, 'execute'>;

export async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const run = async (executor: Executor, query: SQL): Promise<void> => {
  await executor.execute(query);
};

/** `"public"."name"`: every name we build SQL from comes from the catalogue, and is quoted. */
export const publicTable = (name: string) =>
  sql`${sql.identifier('public')}.${sql.identifier(name)}`;

/** Not made by an extension (which its own `CREATE EXTENSION` makes again). */
const notFromAnExtension = (relation: SQL) =>
  sql`not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass
        and d.objid = ${relation} and d.deptype = 'e')`;

/** The tables of the app: every base table in schema `public`, by name. */
export async function publicTables(executor: Executor): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    executor,
    sql`select table_name::text as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
        and ${notFromAnExtension(sql`format('public.%I', table_name)::regclass`)}
        order by table_name`,
  );
  return rows.map((r) => r.name);
}

/** The app's sequences in schema `public`, serial columns' and free-standing ones alike. */
export async function publicSequences(executor: Executor): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    executor,
    sql`select sequencename::text as name from pg_sequences where schemaname = 'public'
        and ${notFromAnExtension(sql`format('public.%I', sequencename)::regclass`)}
        order by sequencename`,
  );
  return rows.map((r) => r.name);
}

/** Where a sequence stands: its last value (as text: a bigint) and whether it was used. */
export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

/** Where each of the app's sequences stands, for a restore to set them back. */
export async function sequenceStates(executor: Executor): Promise<SequenceState[]> {
  const states: SequenceState[] = [];
  for (const name of await publicSequences(executor)) {
    const [state] = await rowsOf<{ lastValue: string; isCalled: boolean }>(
      executor,
      sql`select last_value::text as "lastValue", is_called as "isCalled" from ${publicTable(name)}`,
    );
    if (state) states.push({ name, ...state });
  }
  return states;
}

/** A table's columns that take values (generated ones are computed), in their order. */
export async function storedColumns(executor: Executor, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    executor,
    sql`select column_name::text as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return rows.map((r) => r.name);
}

export const columnList = (columns: string[]) =>
  sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
