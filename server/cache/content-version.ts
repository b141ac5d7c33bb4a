/**
 * This process's view of the content version (docs/decisions/0005).
 *
 * - PGlite: one process owns the database (the DATA_DIR lock), so every write goes through
 *   this process: the version is read once at start and then kept in memory, moved on by each
 *   write right after its commit.
 * - PostgreSQL: other instances write too. A dedicated connection LISTENs on
 *   `content_version`; each bump NOTIFYs in its transaction, so the new number arrives here at
 *   its commit. Own writes move the version on at once as with PGlite. While the listening
 *   connection is down the version is unknown and nothing is cached or served from cache; on
 *   reconnecting it is read again.
 */
import pg from 'pg';
import type { Database } from '../db/client';
import {
  CONTENT_VERSION_CHANNEL,
  contentVersionRepo,
  onContentWrite,
} from '../repositories/content/content-version-repo';

export interface ContentVersion {
  /** The version to cache under; undefined while it is not known (then nothing is cached). */
  current(): number | undefined;
  /** Called whenever the version changes or becomes unknown. */
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

interface Log {
  warn(message: string): void;
  info(message: string): void;
}

const RETRY_MIN_MS = 500;
/**
 * At most this long between tries: after an outage of any length, pages are cached again within
 * about 2 s of the database's return (until then they are rendered for each request).
 */
const RETRY_MAX_MS = 2_000;

export async function trackContentVersion(database: Database, log: Log): Promise<ContentVersion> {
  const changeListeners = new Set<() => void>();
  let known: number | undefined;
  /** The highest version announced while `known` was being (re)read. */
  let seen = -1;

  const set = (version: number | undefined) => {
    if (version === known) return;
    known = version;
    for (const listener of changeListeners) listener();
  };
  /** A version announced by a write: versions only grow. */
  const observe = (version: number) => {
    if (known === undefined) seen = Math.max(seen, version);
    else if (version > known) set(version);
  };
  const stopLocal = onContentWrite(database.db, observe);

  const common = {
    current: () => known,
    onChange: (listener: () => void) => void changeListeners.add(listener),
  };

  if (database.driver === 'pglite') {
    const version = await contentVersionRepo(database.db).current();
    set(Math.max(version, seen));
    return {
      ...common,
      close: async () => {
        stopLocal();
      },
    };
  }

  const pool = (database.db as unknown as { $client?: pg.Pool }).$client;
  if (!pool?.options) throw new Error('The PostgreSQL driver does not expose its pool options');
  const options: pg.ClientConfig = { ...pool.options };
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const retryLater = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const lost = (from: pg.Client, reason: string) => {
    if (from !== client) return;
    client = undefined;
    set(undefined);
    from.end().catch(() => {});
    if (closed) return;
    log.warn(`Content version: lost the LISTEN connection (${reason}); not caching until back`);
    retryLater();
  };

  async function connect(): Promise<boolean> {
    const next = new pg.Client(options);
    client = next;
    seen = -1;
    next.on('error', (err) => lost(next, err.message));
    next.on('end', () => lost(next, 'connection ended'));
    next.on('notification', (message) => {
      if (message.channel !== CONTENT_VERSION_CHANNEL) return;
      const version = Number(message.payload);
      if (Number.isSafeInteger(version)) observe(version);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_VERSION_CHANNEL}`);
      // Read after LISTEN: a bump between the two is in `seen` or in the row, never lost.
      const { rows } = await next.query<{ version: number }>(
        'SELECT version FROM content_version WHERE id = 1',
      );
      if (client !== next) return false;
      set(Math.max(rows[0]?.version ?? 0, seen));
      retryMs = RETRY_MIN_MS;
      return true;
    } catch (err) {
      lost(next, err instanceof Error ? err.message : String(err));
      return false;
    }
  }

  if (!(await connect())) log.warn('Content version: not listening yet; retrying');
  return {
    ...common,
    close: async () => {
      closed = true;
      stopLocal();
      if (timer) clearTimeout(timer);
      const last = client;
      client = undefined;
      known = undefined;
      await last?.end().catch(() => {});
    },
  };
}
