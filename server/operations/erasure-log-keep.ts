/**
 * The erasure log outlives a restore (issue 32, docs/decisions/0026). A backup taken before an
 * erasure holds the person's data and not the log's entry; loading it replaces every table. So
 * the target's log (and the key it may be hashed with) is read before the load and merged in
 * after it, in the load's transaction, and every entry is marked pending: the next start erases
 * again whoever the backup brought back (server/services/personal-data/erasure-sweep.ts).
 */
import { sql } from 'drizzle-orm';
import { rowsOf, run, type Executor } from './sql';

interface Kept {
  log: { hash: string; erased_at: string; key_id: string }[];
  key: { secret: string }[];
}

const exists = async (tx: Executor, table: string) =>
  (
    await rowsOf<{ found: boolean }>(
      tx,
      sql`select to_regclass(${`public.${table}`}) is not null as found`,
    )
  )[0]?.found === true;

/** What the target holds now, before the load drops it; empty for a target without the tables. */
export async function keepErasureLog(tx: Executor): Promise<Kept> {
  return {
    log: (await exists(tx, 'erasure_log'))
      ? await rowsOf(tx, sql`select hash, erased_at::text as erased_at, key_id from erasure_log`)
      : [],
    key: (await exists(tx, 'erasure_key'))
      ? await rowsOf(tx, sql`select secret from erasure_key where id = 1`)
      : [],
  };
}

/**
 * Puts the kept entries back beside the backup's own and marks them all pending. The target's key
 * wins over the backup's: the target's entries were hashed with it.
 */
export async function mergeErasureLog(tx: Executor, kept: Kept): Promise<void> {
  for (const { secret } of kept.key) {
    await run(
      tx,
      sql`insert into erasure_key (id, secret) values (1, ${secret})
          on conflict (id) do update set secret = excluded.secret`,
    );
  }
  if (kept.log.length > 0) {
    await run(
      tx,
      sql`insert into erasure_log (hash, erased_at, key_id)
          select hash, erased_at, key_id
          from json_populate_recordset(null::erasure_log, ${JSON.stringify(kept.log)}::json)
          on conflict (hash) do nothing`,
    );
  }
  await run(tx, sql`update erasure_log set pending = true`);
}
