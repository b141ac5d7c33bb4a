/**
 * PGlite runs PostgreSQL as a single-user backend, and there PostgreSQL never starts a checkpoint
 * for the volume of WAL written (XLogWrite asks the checkpointer only under a postmaster), so
 * `max_wal_size` alone bounds nothing: a bulk load kept every WAL segment until the server closed,
 * 1.3 GB for 300 MB of rows. This runs the CHECKPOINT itself once enough WAL has been written
 * since the last one; the checkpoint then removes the old segments down to `min_wal_size`
 * (docs/decisions/0046). A checkpoint is PostgreSQL's own crash-safe step: nothing acknowledged
 * is lost by it or by a kill -9 in the middle of one.
 */

/** WAL written since the last checkpoint's redo point past which a CHECKPOINT runs. */
export const PGLITE_CHECKPOINT_WAL_BYTES = 48 * 1024 * 1024;

/**
 * How many queries between two looks at the WAL: a look is one cheap query; a query writes at most
 * a few hundred kB of WAL here, so WAL overshoots the bound by a few MB at most.
 */
export const PGLITE_WAL_CHECK_EVERY = 100;

/** The WAL size PGlite is started with: a checkpoint keeps two 16 MB segments for reuse. */
export const pgliteWalParams = ['-c', 'min_wal_size=32MB', '-c', 'max_wal_size=64MB'];

type Run = (sql: string) => Promise<{ rows: unknown[] }>;

/**
 * Answers a function to call after each query; every `every` calls it measures the WAL written
 * since the last checkpoint and, past `limitBytes`, runs CHECKPOINT. Looks never overlap, and a
 * failed one is reported and tried again at the next turn rather than failing a request.
 */
export function walBound(
  run: Run,
  { every = PGLITE_WAL_CHECK_EVERY, limitBytes = PGLITE_CHECKPOINT_WAL_BYTES } = {},
): () => void {
  let count = 0;
  let looking = false;
  const look = async () => {
    const { rows } = await run(
      'select (pg_current_wal_insert_lsn() - redo_lsn)::float8 as bytes from pg_control_checkpoint()',
    );
    const bytes = Number((rows[0] as { bytes: number | string }).bytes);
    if (bytes > limitBytes) await run('checkpoint');
  };
  return () => {
    if (++count % every !== 0 || looking) return;
    looking = true;
    look()
      .catch((err: unknown) => {
        console.error(`PGlite checkpoint failed: ${err instanceof Error ? err.message : err}`);
      })
      .finally(() => (looking = false));
  };
}
