/**
 * Vitest global set-up: migrates and seeds one database per driver once per run, so each API
 * test file starts from a copy of it instead of doing the same ~5 s of work again (issue 36).
 *
 * - PGlite: the seeded cluster's data directory as a tarball, loaded into each file's fresh
 *   in-memory database (0.7 s instead of initdb, migrations and seeding).
 * - PostgreSQL: a template database; each file's database is `CREATE DATABASE … TEMPLATE`.
 *
 * Beside it, the media directory the seed wrote; each app gets its own copy made of hard links
 * (the file store never writes into an existing file: it writes a temporary one and renames it).
 * Tests of seeding and migrations themselves keep using empty databases (createTestDatabase).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../server/db/client';
import { localFileStore } from '../../server/media/file-store';
import { createMediaStore } from '../../server/media/media-store';
import { seedContent } from '../../server/services/content/seed-service';
import { ensureSuperAdmin } from '../../server/services/auth/super-admin';
import { oncePerRun, type Made } from './once-per-run';
import { SUPER_PASSWORD } from './test-app';

export interface SeededSnapshot {
  /** The PGlite data directory tarball, or the PostgreSQL template database's name. */
  source: string;
  /** The media the seed wrote. */
  mediaDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededSnapshot: SeededSnapshot | null;
  }
}

async function seed(database: Database, mediaDir: string) {
  await database.migrate();
  await seedContent(database.db, createMediaStore(database.db, localFileStore(mediaDir)));
  await ensureSuperAdmin(database.db, SUPER_PASSWORD);
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const driver = project.config.env?.TEST_DB ?? 'pglite';
  const { value, release } = await oncePerRun(`seeded-${driver}`, () => seededSnapshot(driver));
  project.provide('seededSnapshot', value);
  return release;
}

async function seededSnapshot(driver: string): Promise<Made<SeededSnapshot>> {
  const dir = resolve(`.tmp/vitest-seed-${driver}-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  const mediaDir = join(dir, 'media');
  await mkdir(mediaDir, { recursive: true });

  if (driver === 'postgres' && process.env.TEST_DATABASE_URL) {
    const baseUrl = process.env.TEST_DATABASE_URL;
    const name = `test_seed_${process.pid}_${Date.now()}`;
    await admin(baseUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ driver: 'postgres', url: url.toString() });
    try {
      await seed(database, mediaDir);
    } finally {
      // A template cannot be copied while anyone is connected to it.
      await database.close();
    }
    return {
      value: { source: name, mediaDir },
      remove: async () => {
        await admin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        await rm(dir, { recursive: true, force: true });
      },
    };
  }

  const database = await openDatabase({ driver: 'pglite' });
  const tarball = join(dir, 'pglite.tar');
  try {
    await seed(database, mediaDir);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    await writeFile(tarball, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await database.close();
  }
  return {
    value: { source: tarball, mediaDir },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
