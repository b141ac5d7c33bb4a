/**
 * The content version (docs/decisions/0005): one row, bumped in the same transaction as every
 * content write. The bump also NOTIFYs `content_version` with the new number, delivered at commit
 * to every other instance LISTENing on PostgreSQL; this process's own listeners hear of it right
 * after the commit, before the write answers.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentVersion } from '../../db/schema';
import { returnedRow } from '../shared/returned-row';

/** The PostgreSQL notification channel a bump is announced on. */
export const CONTENT_VERSION_CHANNEL = 'content_version';

type Listener = (version: number) => void;
const listeners = new WeakMap<Db, Set<Listener>>();

export function contentVersionRepo(db: Db) {
  return {
    /** The current version; 0 before the first content write. */
    current: async (): Promise<number> =>
      (
        await db
          .select({ version: contentVersion.version })
          .from(contentVersion)
          .where(eq(contentVersion.id, 1))
      )[0]?.version ?? 0,

    /** When the version last moved on: the day a datasheet says it is of. */
    changedAt: async (): Promise<Date | undefined> =>
      (
        await db
          .select({ at: contentVersion.updatedAt })
          .from(contentVersion)
          .where(eq(contentVersion.id, 1))
      )[0]?.at,

    /** Increments the version (creating the row on first use) and announces it at commit. */
    bump: async (): Promise<number> => {
      const rows = await db
        .insert(contentVersion)
        .values({ id: 1, version: 1 })
        .onConflictDoUpdate({
          target: contentVersion.id,
          set: { version: sql`${contentVersion.version} + 1`, updatedAt: new Date() },
        })
        .returning({ version: contentVersion.version });
      const row = returnedRow(rows, 'Bumping the content version');
      await db.execute(sql`select pg_notify(${CONTENT_VERSION_CHANNEL}, ${String(row.version)})`);
      return row.version;
    },
  };
}

/**
 * Runs a content write in one transaction that ends by bumping the content version, so the
 * change and the new version commit together or not at all. Listeners of `db` in this process
 * are told the new version after the commit, before this resolves. `changed` may say that the
 * write turned out to change nothing (then there is no bump).
 */
export async function writeContent<T>(
  db: Db,
  write: (tx: Db) => Promise<T>,
  changed: (result: T) => boolean = () => true,
): Promise<T> {
  let version: number | undefined;
  const result = await db.transaction(async (tx) => {
    const value = await write(tx);
    // Last, so concurrent writers queue on the version row only until their commit.
    if (changed(value)) version = await contentVersionRepo(tx).bump();
    return value;
  });
  if (version !== undefined) {
    for (const listener of listeners.get(db) ?? []) {
      try {
        listener(version);
      } catch (err) {
        console.error('A content version listener failed:', err);
      }
    }
  }
  return result;
}

/** Calls `listener` after each content write made through `db` in this process. */
export function onContentWrite(db: Db, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}
