/**
 * The heap that survives a full collection: what the process really keeps. `heap used` swings by
 * the young generation between collections (±15% at ~80 MB), so a leak hides in it for a long
 * time; the size right after each mark-sweep moves only when retained memory does. One observer
 * per process however many apps are built (tests build many in one process).
 */
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

/** A `gc` entry: what kind of collection it was is in its detail. */
type GcEntry = PerformanceEntry & { detail?: { kind?: number } };

let observer: PerformanceObserver | undefined;
let lastBytes: number | undefined;

/** Bytes in use after the last full collection, or undefined before the first one. */
export function liveHeapBytes(): number | undefined {
  observer ??= startObserving();
  return lastBytes;
}

function startObserving(): PerformanceObserver {
  const watcher = new PerformanceObserver((list) => {
    // The entry is delivered just after the collection ends: the heap has barely grown since.
    const full = list
      .getEntries()
      .some((entry) => (entry as GcEntry).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
    if (full) lastBytes = getHeapStatistics().used_heap_size;
  });
  watcher.observe({ entryTypes: ['gc'] });
  return watcher;
}
