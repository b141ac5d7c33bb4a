/**
 * Erasure survives a restore (issue 32, docs/decisions/0026). A site started as the server starts
 * (boot: DATA_DIR, or DATABASE_URL with PostgreSQL) holds a job application with a CV and a
 * subscription; a backup is taken; the person is erased; the backup is restored over the site
 * with --force, which brings the person back; at the next start, before any request, they are
 * erased again: rows, file and subscription, and the audit log says so without the address.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { boot, type Booted } from '../../server/boot';
import { openDatabase } from '../../server/db/client';
import { auditLog, enquiries, erasureLog, subscribers } from '../../server/db/schema';
import { localFileStore, type FileStore } from '../../server/media/file-store';
import { writeBackupFile } from '../../server/operations/backup';
import { prepareRestore, restoreBackup } from '../../server/operations/restore';
import { freshPostgres } from '../helpers/postgres';
import { SUPER_PASSWORD } from '../helpers/test-app';
import { applyForJob } from '../helpers/visitors';

const onPostgres = process.env.TEST_DB === 'postgres';
const ADDRESS = 'restored.person@example.com';

let dir: string;
let env: Record<string, string>;
const cleanups: (() => Promise<unknown>)[] = [];

async function names(files: FileStore): Promise<string[]> {
  const out: string[] = [];
  for await (const name of files.list()) out.push(name);
  return out;
}

/** Starts the site as the server does, and the app on it (no pages: the API is enough). */
async function start() {
  const booted = await boot(env);
  const app = await buildApp({
    config: { ...booted.config, LOG_LEVEL: 'silent' },
    database: booted.database,
    media: booted.media,
    services: booted.serviceOptions,
  });
  await app.fastify.ready();
  return { booted, app };
}

async function stop({
  booted,
  app,
}: {
  booted: Booted;
  app: { fastify: { close(): Promise<void> } };
}) {
  await app.fastify.close();
  await booted.database.close();
  booted.lock?.release();
}

const privateStore = () => localFileStore(join(dir, 'data', 'private', 'cv'));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'erasure-restore-'));
  env = {
    DATA_DIR: join(dir, 'data'),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SUPER_ADMIN_PASSWORD: SUPER_PASSWORD,
  };
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (onPostgres && pgUrl) {
    // PostgreSQL without SECRET_KEY: the erasure log's key is the one kept in the database.
    const { url, drop } = await freshPostgres(pgUrl);
    env.DATABASE_URL = url;
    cleanups.push(drop);
  }
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a restore of a backup taken before an erasure', () => {
  let backupFile: string;

  it('holds the person, who is then erased', async () => {
    const site = await start();
    try {
      const { services, fastify } = site.app;
      await applyForJob(
        services.enquiries,
        { name: 'Restored Person', email: ADDRESS, designation: 'Site Engineer' },
        '10.33.0.1',
      );
      await site.booted.database.db
        .insert(subscribers)
        .values({ email: ADDRESS, token: 'erasure-restore-token-123', confirmedAt: new Date() });

      backupFile = join(dir, 'before-erasure.tar');
      await writeBackupFile(
        {
          database: site.booted.database,
          media: site.booted.media.files,
          privateFiles: privateStore(),
          secretKey: 'none',
        },
        backupFile,
      );

      const login = await fastify.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: 'super_admin', password: SUPER_PASSWORD },
      });
      const auth = { authorization: `Bearer ${login.json().token}` };
      const erased = await fastify.inject({
        method: 'DELETE',
        url: `/api/v1/personal-data?email=${ADDRESS}`,
        headers: auth,
      });
      expect(erased.json().erased).toMatchObject({ enquiries: 1, files: 1, subscriptions: 1 });
      expect(await names(privateStore())).toEqual([]);
    } finally {
      await stop(site);
    }
  }, 240_000);

  it('brings the person back, and keeps the erasure log, marked to be swept', async () => {
    const database = await openDatabase(
      env.DATABASE_URL
        ? { driver: 'postgres', url: env.DATABASE_URL }
        : { driver: 'pglite', dir: join(env.DATA_DIR ?? '', 'pglite') },
    );
    try {
      const backup = await prepareRestore(backupFile);
      try {
        await restoreBackup(
          backup,
          {
            database,
            media: localFileStore(join(dir, 'data', 'media')),
            privateFiles: privateStore(),
            secretKeyFile: join(dir, 'data', 'secret.key'),
            keyFileUsed: !onPostgres,
          },
          { force: true },
        );
      } finally {
        await backup.dispose();
      }
      const back = await database.db
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(eq(enquiries.email, ADDRESS));
      expect(back).toHaveLength(1);
      expect(await names(privateStore())).toHaveLength(1);
      const log = await database.db.select().from(erasureLog);
      expect(log).toEqual([expect.objectContaining({ pending: true })]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('erases them again at the next start, before the first request', async () => {
    const booted = await boot(env);
    try {
      // Nothing has been served: the app is not even built yet.
      const { db } = booted.database;
      const left = await db
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(sql`lower(${enquiries.email}) = ${ADDRESS}`);
      expect(left).toEqual([]);
      expect(await db.select().from(subscribers).where(eq(subscribers.email, ADDRESS))).toEqual([]);
      expect(await names(privateStore())).toEqual([]);
      expect(await db.select({ pending: erasureLog.pending }).from(erasureLog)).toEqual([
        { pending: false },
      ]);
      const again = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'personal_data.erase_again'));
      expect(again).toEqual([
        expect.objectContaining({
          actorName: 'the site, after a restore',
          fields: expect.arrayContaining(['1 enquiries', '1 files']),
        }),
      ]);
      expect(JSON.stringify(await db.select().from(auditLog))).not.toContain(ADDRESS);
    } finally {
      await booted.database.close();
      booted.lock?.release();
    }
    // And a start after that has nothing left to do.
    const site = await start();
    try {
      const again = await site.booted.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'personal_data.erase_again'));
      expect(again).toHaveLength(1);
    } finally {
      await stop(site);
    }
  }, 240_000);
});
