/**
 * One-file backups (docs/decisions/0017): a site with a news post and its image, an enquiry with
 * a CV and a second account is backed up through GET /api/v1/backup, restored into an empty
 * database on the other driver (PGlite ↔ PostgreSQL when TEST_DATABASE_URL is set) with empty
 * file stores, and an app on the result answers as the original did. A non-empty target, a
 * damaged archive and a newer migration level are refused before anything is written.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { createMailer } from '../../server/mail/mailer';
import { localFileStore, type FileStore } from '../../server/media/file-store';
import { createMediaStore } from '../../server/media/media-store';
import { startBackup, writeBackupFile, type BackupSource } from '../../server/operations/backup';
import {
  applyMigrations,
  codeMigrations,
  migrationLevel,
} from '../../server/operations/migrations';
import { manifestSchema, rowCount, type Manifest } from '../../server/operations/manifest';
import {
  BackupError,
  prepareRestore,
  restoreBackup,
  verifyBackup,
  type RestoreSummary,
  type RestoreTarget,
} from '../../server/operations/restore';
import { publicTables } from '../../server/operations/sql';
import { tablesWithRows } from '../../server/operations/database-load';
import { sql } from 'drizzle-orm';
import { ensureSuperAdmin } from '../../server/services/auth/super-admin';
import type { ServiceOptions } from '../../server/services';
import { pageRenderer, type PageRenderer } from '../helpers/pages';
import { freshPostgres } from '../helpers/postgres';
import { startS3Server, type S3TestServer } from '../helpers/s3-server';
import {
  bearer,
  createTestApp,
  createTestDatabase,
  signIn,
  SUPER_PASSWORD,
  type Session,
  type TestApp,
} from '../helpers/test-app';
import { applyForJob, CV_PDF } from '../helpers/visitors';
import { createAdmin, fetchMedia, form, jpegFile } from './write-helpers';

const onPostgres = process.env.TEST_DB === 'postgres';
const pgUrl = process.env.TEST_DATABASE_URL;
const EDITOR = 'backup-editor';

const cleanups: (() => Promise<unknown>)[] = [];
let dir: string;

const tempDir = (name: string) => mkdtemp(join(dir, `${name}-`));

function enquiryOptions(privateFiles: FileStore): ServiceOptions['enquiries'] {
  return {
    mailer: createMailer(undefined, 'website@localhost'),
    privateFiles,
    publicUrl: 'http://localhost',
    notifyDefault: [],
  };
}

/** An empty database on the other driver than the source's, gone after the file. */
async function otherDatabase(): Promise<Database> {
  if (!onPostgres && pgUrl) {
    const { url, drop } = await freshPostgres(pgUrl);
    const database = await openDatabase({ driver: 'postgres', url });
    cleanups.push(async () => {
      await database.close();
      await drop();
    });
    return database;
  }
  const database = await openDatabase({ driver: 'pglite', dir: await tempDir('pglite') });
  cleanups.push(() => database.close());
  return database;
}

async function emptyTarget(): Promise<RestoreTarget & { database: Database }> {
  return {
    database: await otherDatabase(),
    media: localFileStore(await tempDir('media')),
    privateFiles: localFileStore(await tempDir('private')),
    secretKeyFile: join(await tempDir('keys'), 'secret.key'),
    keyFileUsed: true,
  };
}

/** An app on a restored target, as the server would start on it (without seeding: it is there). */
async function appOn(target: RestoreTarget & { database: Database }) {
  const app = await buildApp({
    config: { LOG_LEVEL: 'silent', NODE_ENV: 'test', publicUrl: 'http://localhost' },
    database: target.database,
    media: createMediaStore(target.database.db, target.media),
    services: { enquiries: enquiryOptions(target.privateFiles) },
  });
  await app.fastify.ready();
  cleanups.push(() => app.fastify.close());
  return app;
}

async function restoreFile(file: string, target: RestoreTarget, force = false) {
  const backup = await prepareRestore(file);
  try {
    return await restoreBackup(backup, target, { force });
  } finally {
    await backup.dispose();
  }
}

async function namesIn(files: FileStore): Promise<string[]> {
  const names: string[] = [];
  for await (const name of files.list()) names.push(name);
  return names.sort();
}

/** What a target holds: its tables with rows, and its files. */
async function contents(target: RestoreTarget) {
  return {
    tables: await tablesWithRows(target.database.db),
    media: await namesIn(target.media),
    privateFiles: await namesIn(target.privateFiles),
  };
}

// ---- the source site -----------------------------------------------------------------------

let source: TestApp;
let pages: PageRenderer;
let sup: Session;
let privateDir: string;
const made = {} as { postId: string; title: string; image: string; enquiryId: string };
let backupFile: string;
let manifest: Manifest;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'backup-test-'));
  privateDir = await tempDir('source-private');
  pages = await pageRenderer();
  source = await createTestApp({
    services: { enquiries: enquiryOptions(localFileStore(privateDir)) },
    ssr: pages.ssr,
  });
  sup = await signIn(source, 'super_admin', SUPER_PASSWORD);

  made.title = `Backed up ${randomUUID().slice(0, 8)}`;
  const body = form({
    title: made.title,
    subtitle: 'A post that must survive',
    content: '<p>Kept.</p>',
    blogImage: await jpegFile(900, 400),
  });
  const created = await source.fastify.inject({
    method: 'POST',
    url: '/api/v1/blog',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(sup) },
  });
  expect(created.statusCode, created.body).toBe(201);
  made.postId = created.json().blog._id;
  made.image = created.json().blog.blogImage;

  // createAdmin gives the account the password `<username>-long-password`.
  await createAdmin(source, sup, EDITOR);
  made.enquiryId = await applyForJob(
    source.services.enquiries,
    { name: 'Ngozi Backup', email: 'ngozi@example.com' },
    '10.77.0.1',
    { bytes: CV_PDF, filename: 'ngozi-cv.pdf' },
  );
}, 180_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  await source?.close();
  await pages?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

// ---- helpers on archives -------------------------------------------------------------------

/** Where an entry's bytes start in a tar file (ustar headers: names here are short). */
function entryOffset(archive: Buffer, match: (name: string) => boolean): number {
  for (let at = 0; at + 512 <= archive.length; ) {
    const name = archive
      .subarray(at, at + 100)
      .toString('utf8')
      .replace(/\0.*$/s, '');
    if (!name) break;
    const size = Number.parseInt(archive.subarray(at + 124, at + 136).toString('utf8'), 8) || 0;
    if (match(name)) return at + 512;
    at += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error('no such entry');
}

/** A copy of the archive whose manifest `change` rewrote (the manifest has no checksum of its own). */
async function withManifest(file: string, change: (m: Manifest) => Manifest): Promise<string> {
  const out = join(dir, `changed-${randomUUID()}.tar`);
  const extract = tar.extract();
  const pack = tar.pack();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: unknown) => chunks.push(c as Buffer));
    stream.on('end', () => {
      let bytes = Buffer.concat(chunks);
      if (header.name === 'manifest.json') {
        bytes = Buffer.from(
          JSON.stringify(change(manifestSchema.parse(JSON.parse(String(bytes))))),
        );
      }
      pack.entry({ ...header, size: bytes.length }, bytes, next);
    });
  });
  extract.on('finish', () => pack.finalize());
  Readable.from([await readFile(file)]).pipe(extract);
  await pipeline(Readable.from(pack), createWriteStream(out));
  return out;
}

// ---- the tests -----------------------------------------------------------------------------

/** Deletes an account made for one test, so that the backup holds the accounts the others expect. */
async function removeUser(username: string) {
  const users = (
    await source.fastify.inject({ url: '/api/v1/auth/users', headers: bearer(sup) })
  ).json() as { _id: string; username: string }[];
  const user = users.find((u) => u.username === username);
  await source.fastify.inject({
    method: 'DELETE',
    url: `/api/v1/auth/users/${user?._id}`,
    headers: bearer(sup),
  });
}

describe('GET /api/v1/backup', () => {
  it('is offered to the super admin alone, in CMS Settings', async () => {
    const settings = (cookie: string) =>
      source.fastify.inject({ url: '/cms/settings', headers: { cookie } });
    const page = await settings(sup.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(
      /<a href="\/api\/v1\/backup" download="[^"]*"[^>]*>Download a backup<\/a>/,
    );
    expect(page.body).toContain('it holds personal data');
    const admin = await createAdmin(source, sup, 'backup-settings-admin');
    const theirs = await settings(admin.cookie);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain('/api/v1/backup');
    await removeUser('backup-settings-admin');
  });

  it('is for the super admin: 401 signed out, 403 for an admin or a wrong token', async () => {
    const anon = await source.fastify.inject({ method: 'GET', url: '/api/v1/backup' });
    expect(anon.statusCode).toBe(401);
    const admin = await createAdmin(source, sup, 'backup-not-allowed');
    const refused = await source.fastify.inject({
      method: 'GET',
      url: '/api/v1/backup',
      headers: bearer(admin),
    });
    expect(refused.statusCode).toBe(403);
    const token = await source.fastify.inject({
      method: 'GET',
      url: '/api/v1/backup',
      headers: { authorization: 'Backup not-the-token' },
    });
    expect(token.statusCode).toBe(401);
    await removeUser('backup-not-allowed');
  });

  it('sends the super admin one tar file with every table, media file and CV, never cached', async () => {
    const res = await source.fastify.inject({
      method: 'GET',
      url: '/api/v1/backup',
      headers: { cookie: sup.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-tar');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="tranos-backup-\d{8}T\d{6}Z\.tar"$/,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    backupFile = join(dir, 'site.tar');
    await writeFile(backupFile, res.rawPayload);

    ({ manifest } = await verifyBackup(backupFile));
    expect(manifest.source.driver).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(manifest.migration).toEqual({
      level: codeMigrations().length,
      tag: codeMigrations().at(-1)?.tag,
    });
    const tables = await publicTables(source.database.db);
    expect(manifest.tables.map((t) => t.name)).toEqual(tables);
    expect(manifest.tables.find((t) => t.name === 'blog_posts')?.rows).toBeGreaterThan(0);
    expect(manifest.media.missing).toEqual([]);
    expect(manifest.media.files).toBeGreaterThan(10);
    expect(manifest.privateFiles).toEqual({ files: 1, missing: [] });
    const image = manifest.entries[`media/${made.image.slice('/media/'.length)}`];
    expect(image?.sha256).toMatch(/^[0-9a-f]{64}$/);
    // Everything personal left in that file: the activity log says who took it.
    const log = await source.fastify.inject({
      url: '/api/v1/audit-log?limit=5',
      headers: bearer(sup),
    });
    expect(log.json().entries[0]).toMatchObject({
      action: 'site.backup',
      actor: { name: 'super_admin' },
    });
  });
});

describe('restoring on the other driver', () => {
  let target: RestoreTarget & { database: Database };
  let summary: RestoreSummary;
  let app: Awaited<ReturnType<typeof appOn>>;

  beforeAll(async () => {
    target = await emptyTarget();
    summary = await restoreFile(backupFile, target);
    app = await appOn(target);
  }, 120_000);

  it('loads every row and file the backup holds', () => {
    expect(summary.rows).toBe(rowCount(manifest));
    expect(summary.tables).toBe(manifest.tables.length);
    expect(summary.mediaFiles).toBe(manifest.media.files);
    expect(summary.privateFiles).toBe(1);
    expect(summary.notes).toEqual([]);
  });

  it('answers the same post, its image with the same bytes', async () => {
    const res = await app.fastify.inject({ url: `/api/v1/blog/${made.postId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().blog).toMatchObject({ title: made.title, blogImage: made.image });
    const before = await fetchMedia(source, made.image);
    const after = await app.fastify.inject({ url: made.image });
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(before.bytes)).toBe(true);
  });

  it('signs the accounts in with their passwords, and lists the enquiry with its CV', async () => {
    for (const [username, password] of [
      ['super_admin', SUPER_PASSWORD],
      [EDITOR, `${EDITOR}-long-password`],
    ]) {
      const res = await app.fastify.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username, password },
      });
      expect(res.statusCode, username).toBe(200);
    }
    const login = await app.fastify.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'super_admin', password: SUPER_PASSWORD },
    });
    const auth = { authorization: `Bearer ${login.json().token}` };
    const inbox = await app.fastify.inject({ url: '/api/v1/enquiries', headers: auth });
    const listed = inbox.json().enquiries as { _id: string; name: string }[];
    expect(listed.find((e) => e._id === made.enquiryId)?.name).toBe('Ngozi Backup');
    const cv = await app.fastify.inject({
      url: `/api/v1/enquiries/${made.enquiryId}/cv`,
      headers: auth,
    });
    expect(cv.statusCode).toBe(200);
    expect(cv.rawPayload.equals(CV_PDF)).toBe(true);
  });

  it('takes new rows after the restored ones (sequences as they were)', async () => {
    const login = await app.fastify.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'super_admin', password: SUPER_PASSWORD },
    });
    const res = await app.fastify.inject({
      method: 'POST',
      url: '/api/v1/blog',
      headers: { authorization: `Bearer ${login.json().token}` },
      payload: { title: 'Written after the restore', subtitle: 's', content: '<p>new</p>' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses the same backup again, changing nothing, and replaces everything with force', async () => {
    const stray = 'ffffffffffffffffffffffff.jpg';
    await target.media.put(stray, Buffer.from('not in the backup'), 'image/jpeg');
    const before = await contents(target);
    await expect(restoreFile(backupFile, target)).rejects.toThrow(
      /^The target is not empty \(\d+ tables hold rows, [\d,]+ media files exist, 1 private files exist\): nothing was changed\..*--force/,
    );
    expect(await contents(target)).toEqual(before);

    const forced = await restoreFile(backupFile, target, true);
    expect(forced.rows).toBe(rowCount(manifest));
    expect(await target.media.has(stray)).toBe(false);
    const titles = await app.fastify.inject({ url: '/api/v1/blog?limit=100' });
    const posts = titles.json().blogs as { title: string }[];
    expect(posts.some((p) => p.title === 'Written after the restore')).toBe(false);
    expect(posts.some((p) => p.title === made.title)).toBe(true);
  });
});

describe('a damaged or foreign backup', () => {
  it('is refused before anything is written: a changed byte in a media file', async () => {
    const bytes = await readFile(backupFile);
    const name = `media/${made.image.slice('/media/'.length)}`;
    const at = entryOffset(bytes, (n) => n === name) + 100;
    bytes[at] = (bytes[at] ?? 0) ^ 0xff;
    const damaged = join(dir, 'damaged.tar');
    await writeFile(damaged, bytes);
    const target = await emptyTarget();
    await expect(restoreFile(damaged, target)).rejects.toThrow(
      new BackupError(`The backup is damaged: ${name} does not match its checksum.`),
    );
    expect(await contents(target)).toEqual({ tables: [], media: [], privateFiles: [] });
    expect(await publicTables(target.database.db)).toEqual([]);
  });

  it('is refused when cut short, in an entry or before its manifest', async () => {
    const bytes = await readFile(backupFile);
    const cutInEntry = join(dir, 'cut.tar');
    await writeFile(cutInEntry, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(prepareRestore(cutInEntry)).rejects.toThrow(/is not a complete backup/);
    const cutBeforeManifest = join(dir, 'cut-manifest.tar');
    await writeFile(
      cutBeforeManifest,
      bytes.subarray(0, entryOffset(bytes, (n) => n === 'manifest.json') - 512),
    );
    await expect(prepareRestore(cutBeforeManifest)).rejects.toThrow(
      /is not a complete backup: it has no manifest/,
    );
    const notTar = join(dir, 'not.tar');
    await writeFile(notTar, 'hello, this is no backup');
    await expect(prepareRestore(notTar)).rejects.toThrow(/is not a complete backup/);
  });

  it('is refused when it comes from a newer version of the database', async () => {
    const levels = codeMigrations().length;
    const newer = await withManifest(backupFile, (m) => ({
      ...m,
      migration: { level: levels + 1, tag: '9999_from_the_future' },
    }));
    await expect(prepareRestore(newer)).rejects.toThrow(
      `The backup is at migration ${levels + 1} (9999_from_the_future), newer than this code's ${levels}: update the site before restoring it.`,
    );
  });
});

describe('loading', () => {
  it('leaves the target as it was when the load fails half-way', async () => {
    // The manifest has no checksum of its own: a wrong count passes the checks, fails the load.
    const wrong = await withManifest(backupFile, (m) => ({
      ...m,
      tables: m.tables.map((t) => (t.name === 'users' ? { ...t, rows: t.rows + 1 } : t)),
    }));
    const target = await emptyTarget();
    await expect(restoreFile(wrong, target)).rejects.toThrow(
      /^The backup's users holds \d+ rows where its manifest says \d+\.$/,
    );
    expect(await contents(target)).toEqual({ tables: [], media: [], privateFiles: [] });
    expect(await publicTables(target.database.db)).toEqual([]);
  });

  it('brings an older backup up to this code’s migrations', async () => {
    const levels = codeMigrations().length;
    const { database, dispose } = await createTestDatabase();
    cleanups.push(async () => {
      await database.close();
      await dispose();
    });
    await applyMigrations(database.db, codeMigrations().slice(0, levels - 1));
    await database.db.execute(sql`insert into seed_runs (key) values ('from-an-older-site')`);
    const older = await writeBackupFile(
      {
        database,
        media: localFileStore(await tempDir('older-media')),
        privateFiles: localFileStore(await tempDir('older-private')),
        secretKey: 'none',
      },
      join(dir, 'older.tar'),
    );
    expect(older.manifest.migration.level).toBe(levels - 1);

    const target = await emptyTarget();
    const summary = await restoreFile(older.file, target);
    expect(summary).toMatchObject({ migratedFrom: levels - 1, migratedTo: levels, rows: 1 });
    expect(await migrationLevel(target.database.db, codeMigrations())).toEqual({
      level: levels,
      tag: codeMigrations().at(-1)?.tag,
    });
    expect(await tablesWithRows(target.database.db)).toEqual(['seed_runs']);
  });
});

describe('a backup from an S3 media store', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3Server({ bucket: 'backup-source' });
  });
  afterAll(() => s3?.close());

  it('restores into a local store, each file with its bytes', async () => {
    // A small site of its own, unseeded: seeding a bucket sends it thousands of requests.
    const { database, dispose } = await createTestDatabase();
    cleanups.push(async () => {
      await database.close();
      await dispose();
    });
    await database.migrate();
    await ensureSuperAdmin(database.db, SUPER_PASSWORD);
    const media = createMediaStore(database.db, s3.files);
    const app = await buildApp({
      config: { LOG_LEVEL: 'silent', NODE_ENV: 'test', publicUrl: 'http://localhost' },
      database,
      media,
      services: { enquiries: enquiryOptions(localFileStore(await tempDir('s3-private'))) },
    });
    cleanups.push(() => app.fastify.close());
    const login = await app.fastify.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'super_admin', password: SUPER_PASSWORD },
    });
    const upload = form({ file: await jpegFile(1200, 700, 'in-the-bucket.jpg'), alt: 'A bucket' });
    const uploaded = await app.fastify.inject({
      method: 'POST',
      url: '/api/v1/media',
      payload: upload.payload,
      headers: { ...upload.headers, authorization: `Bearer ${login.json().token}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const inBucket = await s3.objectNames();
    expect(inBucket.length).toBeGreaterThan(1);

    const sourceOf: BackupSource = {
      database,
      media: s3.files,
      privateFiles: localFileStore(await tempDir('s3-private')),
      secretKey: 'env',
    };
    const written = await writeBackupFile(sourceOf, join(dir, 's3.tar'));
    expect(written.manifest.source).toEqual({
      driver: onPostgres ? 'postgres' : 'pglite',
      mediaStore: 's3',
      secretKey: 'env',
    });
    expect(written.manifest.media.files).toBe(inBucket.length);

    const target = await emptyTarget();
    const summary = await restoreFile(written.file, target);
    expect(summary.notes).toEqual([expect.stringMatching(/set the same SECRET_KEY here/)]);
    expect(await namesIn(target.media)).toEqual(inBucket);
    for (const name of inBucket) {
      expect((await target.media.read(name))?.equals((await s3.files.read(name))!)).toBe(true);
    }
  });

  it('streams from the function as well as the route, and says which files were missing', async () => {
    const warnings: string[] = [];
    const missingStore = localFileStore(await tempDir('empty-store'));
    const backup = await startBackup({
      database: source.database,
      media: missingStore,
      privateFiles: localFileStore(privateDir),
      secretKey: 'none',
      warn: (m) => warnings.push(m),
    });
    const file = join(dir, 'missing.tar');
    await pipeline(backup.stream, createWriteStream(file));
    const done = await backup.done;
    expect(done.media.files).toBe(0);
    expect(done.media.missing.length).toBe(manifest.media.files);
    expect(warnings[0]).toMatch(
      /^media\/.+ is missing from its store: the backup goes on without it\.$/,
    );
    expect((await verifyBackup(file)).manifest.privateFiles.files).toBe(1);
  });
});
