/**
 * `npm run backup -- <file>`: the whole site in one file (docs/decisions/0017), from the same
 * environment as the site (DATA_DIR or DATABASE_URL, MEDIA_STORE and S3_*), while it runs.
 * With PostgreSQL it reads the database itself (a REPEATABLE READ snapshot, as pg_dump). PGlite's
 * directory is open to one process only: when a server holds it, the server writes the backup
 * (GET /api/v1/backup with the token it left in DATA_DIR); when none does, this script opens it.
 */
import { existsSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { mediaFiles, privateFiles, siteDatabase } from '../server/boot';
import { loadConfig, type Config } from '../server/config';
import { DataDirLockedError, lockDataDir } from '../server/db/data-dir-lock';
import { writeBackupFile } from '../server/operations/backup';
import { readBackupOffer, secretKeySource } from '../server/operations/backup-token';
import { BackupError, verifyBackup } from '../server/operations/restore';
import { backupLine } from '../server/operations/summary';

const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!file) {
  console.error('Usage: npm run backup -- <file>');
  process.exit(2);
}

/** Opens the database and stores itself: PostgreSQL, or a PGlite directory no server holds. */
async function backupDirectly(config: Config, dataDir: string, target: string) {
  const database = await siteDatabase(config, dataDir);
  try {
    await writeBackupFile(
      {
        database,
        media: await mediaFiles(config, process.env, dataDir),
        privateFiles: privateFiles(config, process.env, dataDir),
        secretKey: secretKeySource(config, dataDir),
        warn: (message) => console.warn(message),
      },
      target,
    );
  } finally {
    await database.close();
  }
}

/** Asks the server that holds the PGlite directory to write the backup. */
async function backupFromServer(dataDir: string, locked: DataDirLockedError, target: string) {
  const offer = readBackupOffer(dataDir);
  if (!offer) {
    throw new BackupError(
      `DATA_DIR ${dataDir} is in use by a server (pid ${locked.pid}) that offers no backups (an older version of the site): download one in CMS → Settings, or stop it and run this again.`,
    );
  }
  const res = await fetch(`${offer.url}/api/v1/backup`, {
    headers: { authorization: `Backup ${offer.token}` },
  }).catch((err: unknown) => {
    throw new BackupError(
      `The server holding DATA_DIR ${dataDir} did not answer at ${offer.url}: ${err instanceof Error ? err.message : String(err)}.`,
    );
  });
  if (res.status !== 200 || !res.body) {
    const body = await res.text().catch(() => '');
    throw new BackupError(`The server refused the backup (${res.status}): ${body.slice(0, 200)}`);
  }
  const partial = `${target}.partial`;
  try {
    const body = Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    await pipeline(body, createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, target);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

async function main(shown: string) {
  // npm runs scripts in the project's folder; the name is the operator's, from where they were.
  const target = resolve(process.env.INIT_CWD ?? process.cwd(), shown);
  const config = loadConfig(process.env);
  const dataDir = resolve(config.DATA_DIR);
  if (config.DATABASE_URL) {
    await backupDirectly(config, dataDir, target);
  } else {
    if (!existsSync(join(dataDir, 'pglite'))) {
      throw new BackupError(`There is no site in DATA_DIR ${dataDir}: nothing to back up.`);
    }
    let lock: ReturnType<typeof lockDataDir> | undefined;
    try {
      lock = lockDataDir(dataDir);
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      await backupFromServer(dataDir, err, target);
    }
    if (lock) {
      try {
        await backupDirectly(config, dataDir, target);
      } finally {
        lock.release();
      }
    }
  }
  // Read back whole: what is on disk is checked, and the line says what it holds.
  const { manifest } = await verifyBackup(target);
  console.log(backupLine(shown, (await stat(target)).size, manifest));
}

main(file).catch((err: unknown) => {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
