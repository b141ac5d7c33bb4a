/**
 * Gathers the reads asked for in one turn of the event loop into one query. A page asks for its
 * sections from several loaders at once (the home page: twenty); on PGlite every query costs its
 * own trip through the WebAssembly engine on the main thread, so one `IN (…)` query instead of
 * twenty is most of an uncached render's database time.
 */
export function batchedReads<V>(
  load: (keys: string[]) => Promise<Map<string, V>>,
): (key: string) => Promise<V | undefined> {
  let waiting: Map<string, ((result: PromiseSettledResult<V | undefined>) => void)[]> | undefined;

  async function flush() {
    const batch = waiting;
    waiting = undefined;
    if (!batch) return;
    let settle: (key: string) => PromiseSettledResult<V | undefined>;
    try {
      const found = await load([...batch.keys()]);
      settle = (key) => ({ status: 'fulfilled', value: found.get(key) });
    } catch (reason) {
      settle = () => ({ status: 'rejected', reason });
    }
    for (const [key, callbacks] of batch) for (const done of callbacks) done(settle(key));
  }

  return (key) =>
    new Promise((resolve, reject) => {
      if (!waiting) {
        waiting = new Map();
        // After the current macrotask: loaders started together (root and route) share a batch.
        setImmediate(() => void flush());
      }
      const callbacks = waiting.get(key) ?? [];
      callbacks.push((result) =>
        result.status === 'fulfilled' ? resolve(result.value) : reject(result.reason),
      );
      waiting.set(key, callbacks);
    });
}
