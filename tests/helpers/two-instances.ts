/**
 * Two instances of the app behind one load balancer, as a test sees them: two apps on one
 * database (two connection pools on PostgreSQL; on PGlite the one database, which is all one
 * process can do), sharing one media directory.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App, type AppOptions } from '../../server/app';
import type { Database } from '../../server/db/client';
import { localFileStore } from '../../server/media/file-store';
import { createMediaStore } from '../../server/media/media-store';
import { createTestDatabase } from './test-app';

export interface TwoInstances {
  apps: readonly [App, App];
  /** The first instance's database, for reading what both wrote. */
  database: Database;
  close: () => Promise<void>;
}

export async function twoInstances(
  options: {
    /** Runs on the migrated, empty database before the apps start (seeding, say). */
    prepare?: (database: Database, mediaDir: string) => Promise<unknown>;
    /** Renders the public pages too (tests/helpers/pages.ts). */
    ssr?: AppOptions['ssr'];
    /** Adds routes of the test's own to each app before it is ready. */
    routes?: (app: App) => void;
  } = {},
): Promise<TwoInstances> {
  const made = await createTestDatabase();
  await made.database.migrate();
  const mediaDir = await mkdtemp(join(tmpdir(), 'two-instances-'));
  await options.prepare?.(made.database, mediaDir);
  const second = await made.another();
  const start = async (database: Database) => {
    const app = await buildApp({
      config: { LOG_LEVEL: 'silent', NODE_ENV: 'test', publicUrl: 'http://localhost' },
      database,
      media: createMediaStore(database.db, localFileStore(mediaDir)),
      ssr: options.ssr,
    });
    options.routes?.(app);
    await app.fastify.ready();
    return app;
  };
  const apps = [await start(made.database), await start(second)] as const;
  return {
    apps,
    database: made.database,
    async close() {
      for (const app of apps) await app.fastify.close();
      if (second !== made.database) await second.close();
      await made.database.close();
      await made.dispose();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
