/**
 * Whether the database can be reached, as the last failed query found it (docs/architecture.md,
 * Parts fail). A query that fails because the server is gone, confirmed by a ping that fails
 * too, marks the database down; from then
 * until a probe gets an answer, pages that are not in the cache and every write are refused at
 * once with a 503 instead of each waiting for a connection that will not come. A probe runs
 * every half second while down, so the site is back by itself within a second of the database.
 */

import { SOCKET_CODES } from './unreachable';

/** Why a query failed, when it is the database rather than the query. */
export type DatabaseFailure = 'unreachable' | 'full';

/**
 * SQLSTATEs of a server that cannot serve: class 08 (connection exception) and these. 57P01 is
 * what a fast shutdown sends to every open connection.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres says these in words, without a code. */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended/i;

function failureOf(err: object): DatabaseFailure | undefined {
  const code = 'code' in err && typeof err.code === 'string' ? err.code : '';
  const message = 'message' in err && typeof err.message === 'string' ? err.message : '';
  if (code === '53100' || code === 'ENOSPC' || /No space left on device/i.test(message))
    return 'full';
  if (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))
    return 'unreachable';
  return LOST_CONNECTION.test(message) ? 'unreachable' : undefined;
}

/**
 * Whether `err` (or what it wraps: Drizzle wraps the driver's error in `cause`) says the database
 * cannot be used just now, as opposed to a query that was wrong.
 */
export function databaseFailure(err: unknown): DatabaseFailure | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth++) {
    const found = failureOf(current);
    if (found) return found;
    // Several addresses refused at once (localhost as IPv4 and IPv6).
    if (current instanceof AggregateError) {
      const inner = current.errors.map(databaseFailure).find(Boolean);
      if (inner) return inner;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** Seconds a visitor or client is asked to wait while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 15;

/** How often a database marked down is asked again. */
const PROBE_MS = 500;

export interface Availability {
  /** True from a failed query that found the database gone until a probe gets an answer. */
  isDown(): boolean;
  /**
   * Looks at a failed query's error: when it says the connection failed, asks the database at
   * once and marks it down if it does not answer.
   */
  observe(err: unknown): void;
  /**
   * Whether the database is down, asking it now unless already known (one question at a time,
   * shared by whoever asks meanwhile).
   */
  confirmDown(): Promise<boolean>;
  close(): void;
}

interface Log {
  warn(message: string): void;
  info(message: string): void;
}

export function trackAvailability(
  ping: () => Promise<void>,
  log: Log = { warn: console.warn, info: console.info },
): Availability {
  let downSince: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const probeLater = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      ping().then(
        () => {
          if (downSince === undefined) return;
          log.info(`Database reachable again after ${Date.now() - downSince} ms`);
          downSince = undefined;
        },
        () => probeLater(),
      );
    }, PROBE_MS);
    timer.unref();
  };

  let asking: Promise<boolean> | undefined;
  const markDown = (err: unknown) => {
    if (closed || downSince !== undefined) return;
    downSince = Date.now();
    const reason = err instanceof Error ? err.message : String(err);
    log.warn(`Database unreachable (${reason}): refusing uncached pages and writes until back`);
    probeLater();
  };
  const confirmDown = () => {
    if (downSince !== undefined) return Promise.resolve(true);
    asking ??= ping()
      .then(
        () => false,
        (err: unknown) => {
          if (databaseFailure(err) === 'unreachable') markDown(err);
          return downSince !== undefined;
        },
      )
      .finally(() => (asking = undefined));
    return asking;
  };

  return {
    isDown: () => downSince !== undefined,
    // A connection the server ended (an administrator, a restart) is not yet a database that is
    // gone: asked at once, it answers which.
    observe: (err) => {
      if (databaseFailure(err) === 'unreachable') void confirmDown();
    },
    confirmDown,
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
