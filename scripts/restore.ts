/**
 * `npm run restore -- <file> [--force]`: loads a backup (npm run backup, or CMS → Settings) into
 * the site the environment names (DATA_DIR or DATABASE_URL, MEDIA_STORE and S3_*), which must be
 * empty unless --force (docs/decisions/0017). Stop the site first: with PGlite this takes the
 * DATA_DIR lock, so a server still running on it makes the restore refuse.
 */
import { join, resolve } from 'node:path';
import { mediaFiles, privateFiles, siteDatabase } from '../server/boot';
import { loadConfig, type Config } from '../server/config';
import { DataDirLockedError, lockDataDir } from '../server/db/data-dir-lock';
import { prepareRestore, restoreBackup, type PreparedBackup } from '../server/operations/restore';
import { restoreLine } from '../server/operations/summary';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const force = args.includes('--force');
if (!file) {
  console.error('Usage: npm run restore -- <file> [--force]');
  process.exit(2);
}

/** Where the restore goes, without the password a database URL may hold. */
function describeTarget(config: Config, dataDir: string): string {
  if (!config.DATABASE_URL) return `DATA_DIR ${dataDir}`;
  const url = new URL(config.DATABASE_URL);
  return `PostgreSQL database ${url.pathname.slice(1)} on ${url.host}`;
}

function lockOrRefuse(dataDir: string) {
  try {
    return lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new Error(
      `DATA_DIR ${dataDir} is in use by a running server (pid ${err.pid}): stop it before restoring into it.`,
    );
  }
}

async function main(source: string) {
  const config = loadConfig(process.env);
  const dataDir = resolve(config.DATA_DIR);
  // Checked through before the target is touched at all (for PGlite, before its directory is made).
  // npm runs scripts in the project's folder; the name is the operator's, from where they were.
  const backup = await prepareRestore(resolve(process.env.INIT_CWD ?? process.cwd(), source));
  try {
    await restoreInto(config, dataDir, backup, source);
  } finally {
    await backup.dispose();
  }
}

async function restoreInto(
  config: Config,
  dataDir: string,
  backup: PreparedBackup,
  source: string,
) {
  const lock = config.DATABASE_URL ? undefined : lockOrRefuse(dataDir);
  try {
    const database = await siteDatabase(config, dataDir);
    try {
      const summary = await restoreBackup(
        backup,
        {
          database,
          media: await mediaFiles(config, process.env, dataDir),
          privateFiles: privateFiles(config, process.env, dataDir),
          secretKeyFile: join(dataDir, 'secret.key'),
          keyFileUsed: !config.DATABASE_URL && !config.SECRET_KEY,
        },
        { force },
      );
      console.log(restoreLine(source, describeTarget(config, dataDir), summary));
      for (const note of summary.notes) console.log(note);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

main(file).catch((err: unknown) => {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
