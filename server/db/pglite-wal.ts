/**
 * PGlite runs PostgreSQL as a single-user backend, and there PostgreSQL never starts a checkpoint
 * for the volume of WAL written (XLogWrite asks the checkpointer only under a postmaster), so
 * `max_wal_size` alone bounds nothing: a bulk load kept every WAL segment until the server closed,
 * 1.3 GB for 300 MB of rows. This runs the CHECKPOINT itself once enough WAL has been written
 * since the last one; the checkpoint then deletes the segments it no longer needs
 * (docs/decisions/0046, 0057). A checkpoint is PostgreSQL's own crash-safe step: nothing acknowledged
 * is lost by it or by a kill -9 in the middle of one.
 */

/** WAL written since the last checkpoint's redo point past which a CHECKPOINT runs. */
export const PGLITE_CHECKPOINT_WAL_BYTES = 48 * 1024 * 1024;

/**
 * How many queries between two looks at the WAL: a look is one cheap query; a request's query
 * writes at most a few hundred kB of WAL, so WAL overshoots the bound by a few MB at most.
 */
export const PGLITE_WAL_CHECK_EVERY = 100;

/**
 * A look also follows any query or transaction that ends this long after the last look: a bulk
 * load (a restore, an import, the scale bench) writes tens of MB in a few statements, far fewer
 * than PGLITE_WAL_CHECK_EVERY, and kept 688 MB of WAL over 460 MB of tables before it checkpointed
 * (docs/performance.md). At steady traffic it adds at most one cheap query a second.
 */
export const PGLITE_WAL_CHECK_MS = 1000;

/**
 * The WAL settings PGlite is started with. A checkpoint deletes the segments before its redo
 * point rather than keeping them for reuse (`wal_recycle=off`): with reuse, min_wal_size and
 * max_wal_size kept four 16 MB segments after every checkpoint, 64 MB of the scale load's data
 * directory; without, one or two. A new segment is then written out (16 MB of zeros) where an old
 * one would have been renamed: a little more writing during a bulk load, nothing at steady traffic.
 * min_wal_size cannot go under two segments: PostgreSQL (and so PGlite) refuses to start.
 */
export const pgliteWalParams = [
  '-c',
  'min_wal_size=32MB',
  '-c',
  'max_wal_size=64MB',
  '-c',
  'wal_recycle=off',
];

type Run = (sql: string) => Promise<{ rows: unknown[] }>;

export interface WalBound {
  /** To call after each query or transaction. */
  written(): void;
  /**
   * Starts no more looks and answers once one under way has finished: before the database
   * closes, or a look started by its last query would run on a closed database.
   */
  close(): Promise<void>;
}

/**
 * After a query or transaction (`written`), every `every` of them or once `everyMs` have passed
 * since the last look, it measures the WAL written
 * since the last checkpoint and, past `limitBytes`, runs CHECKPOINT. Looks never overlap, and a
 * failed one is reported and tried again at the next turn rather than failing a request.
 */
export function walBound(
  run: Run,
  {
    every = PGLITE_WAL_CHECK_EVERY,
    everyMs = PGLITE_WAL_CHECK_MS,
    limitBytes = PGLITE_CHECKPOINT_WAL_BYTES,
  } = {},
): WalBound {
  let count = 0;
  let lookedAt = performance.now();
  let looking: Promise<void> | undefined;
  let closed = false;
  const look = async () => {
    const { rows } = await run(
      'select (pg_current_wal_insert_lsn() - redo_lsn)::float8 as bytes from pg_control_checkpoint()',
    );
    const bytes = Number((rows[0] as { bytes: number | string }).bytes);
    if (bytes > limitBytes) await run('checkpoint');
  };
  return {
    written() {
      const now = performance.now();
      if ((++count % every !== 0 && now - lookedAt < everyMs) || looking || closed) return;
      lookedAt = now;
      looking = look()
        .catch((err: unknown) => {
          console.error(`PGlite checkpoint failed: ${err instanceof Error ? err.message : err}`);
        })
        .finally(() => (looking = undefined));
    },
    async close() {
      closed = true;
      await looking;
    },
  };
}
