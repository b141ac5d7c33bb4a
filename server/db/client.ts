import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { trackAvailability, type Availability } from './availability';
import { pgliteWalParams, walBound, type WalBound } from './pglite-wal';
import * as schema from './schema';

/** The Drizzle API both drivers share; repositories are written against this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The connections to the database, for /metrics. */
export interface PoolStats {
  /** Connections at most. */
  max: number;
  /** Connections open, and of those, waiting for work. */
  open: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Answers when the database can run a query (readiness). */
  ping(): Promise<void>;
  /** Whether queries are finding the database gone (docs/architecture.md, Parts fail). */
  availability: Availability;
  /**
   * Runs `fn` while holding a lock named `name` that other instances on the same database wait
   * for (a PostgreSQL advisory lock): start-up's migrations and seeding run one instance at a
   * time. PGlite has one process by construction (the DATA_DIR lock), so it just runs `fn`.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { driver: 'postgres'; url: string }
  /**
   * `dir` undefined means an in-memory database (tests), which `loadDataDir` (a tarball from
   * PGlite's `dumpDataDir`) can start from instead of an empty cluster.
   */
  | { driver: 'pglite'; dir?: string; loadDataDir?: Blob };

/**
 * The planner's cost of a random page read, for a database that lives in memory (PGlite's
 * always does; a site's PostgreSQL database fits in RAM many times over). At the default 4.0
 * the planner reads every search document rather than follow the text-search index to the few
 * hundred that match: 8 ms instead of 1 at 5,000 posts (docs/decisions/0014).
 */
const randomPageCost = ['-c', 'random_page_cost=1.1'];

/**
 * PostgreSQL's default shared_buffers (128 MB) lives inside PGlite's WASM memory and is resident
 * from the first query; a site of this size reads a few MB per page, and the rest is in the OS
 * page cache anyway. 16 MB keeps a seeded server under 300 MB (docs/performance.md).
 */
/**
 * PostgreSQL keeps each relation file it has touched open (its file cache) until it holds
 * `max_files_per_process`, 1000 by default; PGlite's are the Node process's own descriptors. A
 * site at steady traffic works with about 143 of its ~510 relation files; the rest (the system
 * catalogues' free-space and visibility maps, their indexes) are visited now and then and were
 * left open for good, so the descriptors grew with uptime towards every file of the database
 * (docs/performance.md, A long day). 160 holds that working set and closes the least recently
 * used file past it: reopening one is a system call (docs/decisions/0033).
 */
export const PGLITE_MAX_FILES = 160;

const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  `max_files_per_process=${PGLITE_MAX_FILES}`,
  ...randomPageCost,
  ...pgliteWalParams,
];

/**
 * Creates the cluster in an empty PGlite directory in a child process. PGlite runs initdb in a
 * second, in-memory PGlite instance whose WASM memory stays reachable after it closes: about
 * 450 MB that a server doing it itself would hold for its whole life. A child gives it all back.
 */
async function initPgliteDir(dir: string): Promise<void> {
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  const script = [
    'const [url, dir, params] = process.argv.slice(1);',
    'const { PGlite } = await import(url);',
    'const pg = await PGlite.create(dir, { startParams: JSON.parse(params) });',
    'await pg.close();',
  ].join('\n');
  const args = [
    import.meta.resolve('@electric-sql/pglite'),
    dir,
    JSON.stringify(pgliteStartParams),
  ];
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, ...args], {
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`Creating the PGlite database in ${dir} failed:\n${stderr}`);
}

/**
 * PGlite runs each query on the main thread, and a loader's chain of awaited queries resolves
 * through microtasks without ever returning to the event loop: ten concurrent page renders
 * could hold `/healthz` and cache hits for the sum of their queries. Waiting one turn of the
 * event loop before each query lets pending requests in between them.
 *
 * Answers how many queries are under way: PGlite is one connection that runs them one at a
 * time, so the others wait, which is what /metrics reports as its pool. Queries inside a
 * transaction go through the transaction, not through here, so that count is a floor.
 */
function yieldBeforeQueries(client: PGlite): { underWay: () => number; wal: WalBound } {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  // Counts queries and transactions, checkpointing past a bound of WAL (pglite-wal.ts).
  const wal = walBound((sql) => query(sql));
  const written = () => wal.written();
  let underWay = 0;
  client.query = async (...args: Parameters<typeof query>) => {
    underWay++;
    try {
      await new Promise<void>((resolve) => setImmediate(resolve));
      return await query(...args);
    } finally {
      underWay--;
      written();
    }
  };
  client.transaction = async <T>(callback: Parameters<typeof transaction<T>>[0]) => {
    try {
      return await transaction(callback);
    } finally {
      written();
    }
  };
  return { underWay: () => underWay, wal };
}

/** PostgreSQL connections per app instance. */
const POOL_MAX = 10;

/**
 * Long enough for a busy machine to open a connection (1.5 s was not, with two servers starting
 * beside other work); short enough that a dead host fails a request in seconds, after which the
 * database is marked down and the rest are refused at once.
 */
const CONNECT_TIMEOUT_MS = 5000;

async function probePostgres(url: string): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Every query and checkout of the pool reports its failure to `availability`, so that the first
 * request to find the database gone marks it down for the rest.
 */
function watchFailures(pool: pg.Pool, availability: Availability) {
  const observe = (err: unknown) => availability.observe(err);
  for (const method of ['query', 'connect'] as const) {
    const original = (pool[method] as (...args: unknown[]) => unknown).bind(pool);
    Object.assign(pool, {
      [method]: (...args: unknown[]) => {
        const result = original(...args);
        if (result instanceof Promise) result.catch(observe);
        return result;
      },
    });
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: POOL_MAX,
      options: randomPageCost.join(' '),
      // A server that does not answer at all (a dead host, not a stopped one) fails a request
      // in this time rather than the operating system's minute or two.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    const ping = async () => void (await pool.query('select 1'));
    // Asked on a connection of its own: a pool that is only busy must not look like a database
    // that is gone.
    const availability = trackAvailability(() => probePostgres(options.url));
    // An idle client losing its connection (server restart, failover) must not crash the
    // process; the pool replaces it on the next query.
    pool.on('error', (err) => {
      console.error(`PostgreSQL connection lost: ${err.message}`);
      availability.observe(err);
    });
    watchFailures(pool, availability);
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
      ping,
      availability,
      async exclusive(name, fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(hashtext($1))', [name]);
          try {
            return await fn();
          } finally {
            await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
          }
        } finally {
          client.release();
        }
      },
      poolStats: () => ({
        max: POOL_MAX,
        open: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => {
        availability.close();
        return pool.end();
      },
    };
  }
  if (options.dir) await initPgliteDir(options.dir);
  // pg_trgm (trigram indexes for text search) and unaccent (the site search's accent folding)
  // ship with PGlite as loadable extensions; the migrations create them on both drivers.
  const client = await PGlite.create(options.dir, {
    loadDataDir: options.loadDataDir,
    startParams: pgliteStartParams,
    extensions: { pg_trgm, unaccent },
  });
  const { underWay, wal } = yieldBeforeQueries(client);
  const db = drizzlePglite({ client, schema });
  const ping = async () => void (await client.query('select 1'));
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    ping,
    // In this process: never unreachable, but the same shape (a full disk is a write's 507).
    availability: trackAvailability(ping),
    exclusive: (_name, fn) => fn(),
    poolStats: () => {
      const queries = underWay();
      return { max: 1, open: 1, idle: queries > 0 ? 0 : 1, waiting: Math.max(0, queries - 1) };
    },
    close: async () => {
      await wal.close();
      await client.close();
    },
  };
}
