/**
 * Vitest runs the global set-up once per project. Projects that differ only in how their files
 * are isolated (vitest.config.ts) share what it makes: the first to ask makes it, and the last
 * to let go removes it. Global set-ups all run in Vitest's main process; the table sits on
 * globalThis because each project may load the set-up file as a module of its own.
 */
export interface Made<T> {
  value: T;
  remove: () => Promise<void> | void;
}

interface Entry {
  made: Promise<Made<unknown>>;
  users: number;
}

const table = ((globalThis as { __vitestOncePerRun?: Map<string, Entry> }).__vitestOncePerRun ??=
  new Map<string, Entry>());

/** `make()`'s value for `key`, made once per run; call `release` in the project's teardown. */
export async function oncePerRun<T>(
  key: string,
  make: () => Promise<Made<T>>,
): Promise<{ value: T; release: () => Promise<void> }> {
  let entry = table.get(key);
  if (!entry) {
    entry = { made: make(), users: 0 };
    table.set(key, entry);
  }
  const held = entry;
  held.users++;
  const { value, remove } = (await held.made) as Made<T>;
  return {
    value,
    release: async () => {
      held.users--;
      if (held.users > 0) return;
      table.delete(key);
      await remove();
    },
  };
}
