/**
 * Start-up steps shared by the production entry and the dev server: validate config, lock the
 * data directory, open and migrate the database, seed, ensure the super admin.
 */
import { join, resolve } from 'node:path';
import { keyFileSecret, keyFrom } from './auth/secret-box';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { createMailer } from './mail/mailer';
import { localFileStore, type FileStore } from './media/file-store';
import { s3FileStore, type S3FileStore } from './media/s3-file-store';
import { createMediaStore, type MediaStore } from './media/media-store';
import type { ServiceOptions } from './services';
import { sweepErasures } from './services/personal-data/erasure-sweep';
import { ensureSuperAdmin } from './services/auth/super-admin';
import { plainTextWhereHtmlWas } from './services/content/plain-text-upgrade';
import { moveSectionsToRecords } from './services/catalogue/catalogue-upgrade';
import { seedContent } from './services/content/seed-service';
import { keyLegacyRecoveryCodes } from './services/auth/two-factor';

export interface Booted {
  config: Config;
  database: Database;
  media: MediaStore;
  lock?: DataDirLock;
  serviceOptions: ServiceOptions;
}

/**
 * The key of two-factor secrets: SECRET_KEY, or for PGlite a key file made once in DATA_DIR.
 * PostgreSQL without SECRET_KEY starts, but cannot enrol 2FA (several instances must share one
 * key, and a key stored in the database would protect nothing).
 */
function secretKey(config: Config, dataDir: string): Buffer | undefined {
  if (config.SECRET_KEY) return keyFrom(config.SECRET_KEY);
  if (!config.DATABASE_URL) return keyFrom(keyFileSecret(join(dataDir, 'secret.key')));
  console.warn(
    'SECRET_KEY is not set: two-factor sign-in cannot be turned on (see README, Configuration).',
  );
  return undefined;
}

/**
 * The secret the erasure log is keyed with: the same as two-factor's (SECRET_KEY, or PGlite's key
 * file); PostgreSQL without SECRET_KEY falls back to a key kept in the database
 * (server/services/personal-data/erasure-key.ts, docs/decisions/0026).
 */
function erasureSecretOf(config: Config, dataDir: string): string | undefined {
  if (config.SECRET_KEY) return config.SECRET_KEY;
  return config.DATABASE_URL ? undefined : keyFileSecret(join(dataDir, 'secret.key'));
}

/** Erases again whoever a restored backup brought back (issue 32), before anything is served. */
async function sweepRestoredErasures(database: Database, files: FileStore, secret?: string) {
  const swept = await sweepErasures(database.db, files, secret);
  if (swept.erasedAgain > 0) {
    console.log(`Erased again the data of ${swept.erasedAgain} people the restore brought back.`);
  }
  if (swept.unmatchable > 0) {
    console.warn(
      `${swept.unmatchable} entries of the erasure log were made with another SECRET_KEY (or key file): set that key again, or restored data of those people cannot be found and erased (docs/decisions/0026).`,
    );
  }
}

function s3Store(
  config: Config,
  env: Record<string, string | undefined>,
  prefix: string,
): S3FileStore {
  // loadConfig already refused s3 without a bucket; this tells the compiler.
  if (!config.S3_BUCKET) throw new ConfigError('Invalid configuration: S3_BUCKET is required');
  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
  return s3FileStore({
    bucket: config.S3_BUCKET,
    prefix,
    endpoint: config.S3_ENDPOINT,
    region: env.AWS_REGION?.trim() || undefined,
    // From the environment boot was given; without a key pair the SDK looks further (a
    // profile, an instance or task role).
    credentials:
      accessKeyId && secretAccessKey
        ? { accessKeyId, secretAccessKey, sessionToken: env.AWS_SESSION_TOKEN?.trim() || undefined }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
  });
}

/**
 * The store media files go in (docs/media-storage.md). A bucket is checked now: a wrong name or
 * key stops the start with one line rather than failing every upload later.
 */
export async function mediaFiles(
  config: Config,
  env: Record<string, string | undefined>,
  dataDir: string,
): Promise<FileStore> {
  if (config.MEDIA_STORE === 'local') return localFileStore(join(dataDir, 'media'));
  const files = s3Store(config, env, config.S3_PREFIX);
  // Printed as one line, like a bad variable: it is nearly always the bucket's name or the keys.
  await files.verify().catch((err: unknown) => {
    throw new ConfigError(err instanceof Error ? err.message : String(err));
  });
  console.log(`Media files are in S3 bucket ${files.bucket} under "${files.prefix}".`);
  return files;
}

/** The site's database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export const siteDatabase = (config: Config, dataDir: string): Promise<Database> =>
  openDatabase(
    config.DATABASE_URL
      ? { driver: 'postgres', url: config.DATABASE_URL }
      : { driver: 'pglite', dir: join(dataDir, 'pglite') },
  );

/**
 * Where CVs and quote attachments go: beside the media, so that with MEDIA_STORE=s3 every
 * instance can hand any of them to staff (the bucket was checked by mediaFiles).
 */
export function privateFiles(
  config: Config,
  env: Record<string, string | undefined>,
  dataDir: string,
): FileStore {
  if (config.MEDIA_STORE === 'local') return localFileStore(join(dataDir, 'private', 'cv'));
  return s3Store(config, env, config.S3_PRIVATE_PREFIX);
}

/**
 * Migrates, seeds, keys recovery codes stored before they were keyed, and makes sure there is a
 * super admin, saying what it did.
 */
async function prepare(
  database: Database,
  media: MediaStore,
  config: Config,
  key: Buffer | undefined,
): Promise<void> {
  await database.migrate();
  // A restored backup from before keyed hashes is converted at the start that follows it.
  const keyed = key ? await keyLegacyRecoveryCodes(database.db, key) : 0;
  if (keyed > 0) console.log(`Stored ${keyed} recovery codes with a keyed hash.`);
  const backfilled = await media.backfillVariants();
  if (backfilled > 0) console.log(`Made responsive variants of ${backfilled} stored images.`);
  const seeded = await seedContent(database.db, media);
  if (seeded.sectionsCreated > 0 || seeded.collectionsSeeded.length > 0) {
    console.log(
      `Seeded ${seeded.sectionsCreated} sections and ${seeded.collectionsSeeded.length} collections.`,
    );
  }
  if (seeded.filesDescribed > 0) {
    console.log(`Gave ${seeded.filesDescribed} seeded files their description.`);
  }
  const madePlain = await plainTextWhereHtmlWas(database.db);
  if (madePlain > 0) console.log(`Turned HTML into plain text in ${madePlain} sections.`);
  // After the plain-text upgrade: a product section's old value is read as its fields were.
  const moved = await moveSectionsToRecords(database.db);
  if (moved > 0) console.log(`Moved the copy of ${moved} product sections onto their records.`);
  const admin = await ensureSuperAdmin(database.db, config.SUPER_ADMIN_PASSWORD);
  if (admin.created && admin.generated) {
    console.log(
      [
        '',
        '  CMS super admin created. This password is shown once; change it after signing in.',
        `    username: ${admin.username}`,
        `    password: ${admin.password}`,
        '',
      ].join('\n'),
    );
  } else if (admin.created) {
    console.log(`CMS super admin created: ${admin.username} (password from SUPER_ADMIN_PASSWORD).`);
  }
}

export async function boot(env: Record<string, string | undefined> = process.env): Promise<Booted> {
  const config = loadConfig(env);
  const dataDir = resolve(config.DATA_DIR);
  // Lock before anything is written: a second server on the same directory stops here.
  const lock = config.DATABASE_URL ? undefined : lockDataDir(dataDir);
  const files = await mediaFiles(config, env, dataDir);
  const database = await siteDatabase(config, dataDir);
  const media = createMediaStore(database.db, files);
  const key = secretKey(config, dataDir);
  // Several instances starting together on one PostgreSQL database take turns: the first
  // migrates and seeds, the others then find nothing left to do.
  const privateStore = privateFiles(config, env, dataDir);
  const erasureSecret = erasureSecretOf(config, dataDir);
  await database.exclusive('startup', async () => {
    await prepare(database, media, config, key);
    await sweepRestoredErasures(database, privateStore, erasureSecret);
  });
  const serviceOptions: ServiceOptions = {
    auth: { secretKey: key, issuer: new URL(config.publicUrl).hostname },
    erasureSecret,
    enquiries: {
      mailer: createMailer(
        config.SMTP_URL,
        config.MAIL_FROM ?? `website@${new URL(config.publicUrl).hostname}`,
      ),
      privateFiles: privateStore,
      publicUrl: config.publicUrl,
      notifyDefault: (config.NOTIFY_EMAIL ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    },
  };
  if (!config.SMTP_URL)
    console.log('E-mail is off (SMTP_URL is not set): enquiries are stored, not sent.');
  return { config, database, media, lock, serviceOptions };
}
