/** Streaming a whole list (the exports) in keyset batches. */
import type { Cursor } from '../../repositories/shared/keyset';

/**
 * Rows per query when an export streams a whole list. Small on purpose: a batch stays alive while
 * the socket drains it, and at 500 rows the batches outlived V8's young generation, were promoted
 * and swelled the heap (and RSS) by 60–125 MB per export until a full GC; at 200 the growth was
 * 0–8 MB at 100,000 rows, for the same export time (`npm run bench -- --export-memory`). Fewer
 * (90) did not help where V8 had pretenured the rows' allocation sites: see server/main.ts.
 */
const EXPORT_BATCH = 200;

/** Every row a `batch` reader gives, read `EXPORT_BATCH` at a time after the last cursor. */
export async function* keysetBatches<R>(
  batch: (after: Cursor | undefined, limit: number) => Promise<{ rows: R[]; next?: Cursor }>,
): AsyncGenerator<R[]> {
  let after: Cursor | undefined;
  for (;;) {
    const { rows, next } = await batch(after, EXPORT_BATCH);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH || !next) return;
    after = next;
  }
}
