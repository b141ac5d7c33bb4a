/**
 * A real app for API tests: a fresh database (in-memory PGlite, or a new PostgreSQL database
 * when the suite runs against TEST_DATABASE_URL), migrated and seeded, plus a temp media dir.
 */
import { link, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '../../server/app';
import type { ServiceOptions } from '../../server/services';
import { openDatabase, type Database } from '../../server/db/client';
import { localFileStore, type FileStore } from '../../server/media/file-store';
import { createMediaStore, type MediaStore } from '../../server/media/media-store';
import { seedContent } from '../../server/services/content/seed-service';
import { freshPostgres } from './postgres';
import type { SeededSnapshot } from './seeded-snapshot';
import { ensureSuperAdmin } from '../../server/services/auth/super-admin';
import { defaultRenderLimits } from '../../server/ssr/render-limiter';

export const SUPER_PASSWORD = 'super-admin-test-password';

export interface TestApp extends App {
  database: Database;
  media: MediaStore;
  close(): Promise<void>;
}

export async function createTestDatabase() {
  const pgUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (pgUrl) {
    const { url, drop } = await freshPostgres(pgUrl);
    const database = await openDatabase({ driver: 'postgres', url });
    /** Another connection pool on the same database: what a second instance would have. */
    const another = () => openDatabase({ driver: 'postgres', url });
    return { database, dispose: drop, another };
  }
  const database = await openDatabase({ driver: 'pglite' });
  // One PGlite database has one process: a second instance is the same database.
  return { database, dispose: async () => {}, another: async () => database };
}

/** Hard links to every file under `from`, in the same places under `to`. */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    await (entry.isDirectory() ? linkTree(source, target) : link(source, target));
  }
}

/**
 * A database holding what migrating and seeding an empty one would (tests/helpers/
 * seeded-snapshot.ts made it once for the run), and the seed's media in `mediaDir`.
 */
async function seededDatabase(snapshot: SeededSnapshot, mediaDir: string) {
  await linkTree(snapshot.mediaDir, mediaDir);
  const pgUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (pgUrl) {
    const { url, drop } = await freshPostgres(pgUrl, snapshot.source);
    const database = await openDatabase({ driver: 'postgres', url });
    return { database, dispose: drop };
  }
  const loadDataDir = new Blob([await readFile(snapshot.source)]);
  return {
    database: await openDatabase({ driver: 'pglite', loadDataDir }),
    dispose: async () => {},
  };
}

export async function createTestApp(
  options: {
    services?: ServiceOptions;
    /** E.g. TRUST_PROXY, as the server would read it from the environment. */
    config?: Partial<
      Pick<AppOptions['config'], 'TRUST_PROXY' | 'PUBLIC_API_DOCS' | 'METRICS_TOKEN' | 'LOG_LEVEL'>
    >;
    /** Where the app's log lines go (with a LOG_LEVEL other than the default, silent). */
    logStream?: AppOptions['logStream'];
    /** Adds routes of the test's own (one that fails, say) before the app is ready. */
    routes?: (fastify: FastifyInstance) => void;
    /** Where media bytes go; a temp directory by default. */
    files?: FileStore;
    /** Renders the public pages too (tests/helpers/pages.ts); API only when omitted. */
    ssr?: AppOptions['ssr'];
    /**
     * An empty PostgreSQL database of the test's own (tests/helpers/own-postgres.ts), migrated
     * and seeded here, instead of a copy of the run's seeded one.
     */
    databaseUrl?: string;
    /** An embedded database in this directory (a small disk of the test's own, say), seeded here. */
    pgliteDir?: string;
    /** How long slow and idle clients are waited for (server/http/timeouts.ts). */
    timeouts?: AppOptions['timeouts'];
    /** The event-loop watchdog (server/monitoring/event-loop-watchdog.ts); off when omitted. */
    watchdog?: AppOptions['watchdog'];
    /** The token `npm run backup` presents (`Authorization: Backup <token>`); none when omitted. */
    backupToken?: string;
  } = {},
): Promise<TestApp> {
  const mediaDir = await mkdtemp(join(tmpdir(), 'media-test-'));
  // Media kept elsewhere (a bucket) are seeded there, from an empty database.
  const own = options.databaseUrl
    ? ({ driver: 'postgres', url: options.databaseUrl } as const)
    : options.pgliteDir
      ? ({ driver: 'pglite', dir: options.pgliteDir } as const)
      : undefined;
  const snapshot = options.files || own ? null : inject('seededSnapshot');
  const { database, dispose } = own
    ? { database: await openDatabase(own), dispose: async () => {} }
    : snapshot
      ? await seededDatabase(snapshot, mediaDir)
      : await createTestDatabase();
  await database.migrate();
  const media = createMediaStore(database.db, options.files ?? localFileStore(mediaDir));
  if (!snapshot) {
    await seedContent(database.db, media);
    await ensureSuperAdmin(database.db, SUPER_PASSWORD);
  }
  const app = await buildApp({
    config: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      publicUrl: 'http://localhost',
      ...options.config,
    },
    services: options.services,
    ssr: options.ssr,
    // Pages rendered in a test may wait behind other test files' work on a busy machine; the
    // limiter's refusals are tested with servers of their own (tests/e2e/hostile-traffic).
    renderLimits: { ...defaultRenderLimits(database.driver), maxWaitMs: 60_000, timeoutMs: 60_000 },
    logStream: options.logStream,
    timeouts: options.timeouts,
    watchdog: options.watchdog,
    ...(options.backupToken && { backup: { token: options.backupToken, secretKey: 'none' } }),
    database,
    media,
  });
  options.routes?.(app.fastify);
  await app.fastify.ready();
  return {
    ...app,
    database,
    media,
    async close() {
      await app.fastify.close();
      await database.close();
      await dispose();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

export interface Session {
  token: string;
  cookie: string;
}

/**
 * A sign-in through the API as a client sends it, answered as it is: for tests of the refusals
 * and of what the answer carries (`signIn` is for a sign-in that has to work).
 */
export const attemptSignIn = (
  app: TestApp,
  credentials: { username: string; password?: string },
  options: {
    headers?: Record<string, string>;
    /** The client's address (the socket's: no proxy is trusted by default). */
    remoteAddress?: string;
  } = {},
) =>
  app.fastify.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: credentials,
    ...options,
  });

/** Signs in through the API, as the CMS does, and answers both ways to present the session. */
export async function signIn(app: TestApp, username: string, password: string): Promise<Session> {
  const res = await attemptSignIn(app, { username, password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'sid');
  return { token: res.json().token, cookie: `sid=${cookie?.value}` };
}

export const bearer = (s: Session) => ({ authorization: `Bearer ${s.token}` });

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request with a JSON body (if any) as `session`, or as a visitor when it is null. */
export const requestAs = (
  app: TestApp,
  session: Session | null,
  method: Method,
  url: string,
  payload?: object,
) =>
  app.fastify.inject({
    method,
    url,
    headers: session ? bearer(session) : {},
    ...(payload ? { payload } : {}),
  });

/**
 * `call(method, '/auth/…', session?, payload?, remoteAddress?)`: an API request as `session`
 * (a visitor without one) from a browser at `remoteAddress`, for files that watch per-address
 * throttles. `app` is read at call time: a file's app is made in its `beforeAll`.
 */
export const apiCaller =
  (app: () => TestApp, defaultAddress: string) =>
  (
    method: Method,
    url: string,
    session?: Session,
    payload?: object,
    remoteAddress = defaultAddress,
  ) =>
    app().fastify.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(session ? bearer(session) : {}), 'user-agent': 'Mozilla/5.0 Test Browser' },
      ...(payload ? { payload } : {}),
      remoteAddress,
    });
