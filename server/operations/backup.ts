/**
 * One-file backups (docs/decisions/0017): the database as of one snapshot, then the media files
 * and private files that snapshot refers to (content-addressed, so read after it), the PGlite
 * key file, and the manifest last. Streamed: a file, or the answer to GET /api/v1/backup.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Database } from '../db/client';
import { isStoredName, typeByExtension, type FileStore } from '../media/file-store';
import { projectRoot } from '../paths';
import { archiveWriter, type ArchiveWriter } from './archive';
import { dumpDatabase, type DatabaseDump, type TableDump } from './database-dump';
import {
  BACKUP_FORMAT,
  entryName,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  SECRET_KEY_ENTRY,
  type Manifest,
  type ManifestEntry,
} from './manifest';

/** How two-factor secrets are keyed where the backup is taken (server/boot.ts, secretKey()). */
export type SecretKeySource = { file: string } | 'env' | 'none';

export interface BackupSource {
  database: Pick<Database, 'db' | 'driver'>;
  media: FileStore;
  privateFiles: FileStore;
  secretKey: SecretKeySource;
  /** Told of each file the database names that its store does not have. */
  warn?: (message: string) => void;
}

export interface Backup {
  /** The archive: read it to the end. */
  stream: Readable;
  /** The manifest once the archive is complete; rejects if it could not be. */
  done: Promise<Manifest>;
}

export const appVersion = (): string =>
  (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string })
    .version;

/** The type a file was stored with, else its extension's: a bucket needs one. */
const typeOf = (name: string, stored: string | undefined) =>
  stored ?? typeByExtension(name) ?? 'application/octet-stream';

type Entries = Record<string, ManifestEntry>;

async function addTable(archive: ArchiveWriter, table: TableDump, entries: Entries) {
  const gz = `${table.file}.gz`;
  await pipeline(createReadStream(table.file), createGzip(), createWriteStream(gz));
  await rm(table.file);
  const { size } = await stat(gz);
  const name = entryName.table(table.name);
  entries[name] = await archive.add(name, size, createReadStream(gz));
  await rm(gz);
}

/** Adds the files of `names` that `files` has; answers how many, and the names it lacked. */
async function addFiles(
  archive: ArchiveWriter,
  files: FileStore,
  names: string[],
  entryOf: (name: string) => string,
  entries: Entries,
  warn: (message: string) => void,
) {
  const missing: string[] = [];
  for (const name of names) {
    // Read as a stream whose size is known before its first byte: a video is never in memory.
    const found = isStoredName(name) ? await files.stream(name) : undefined;
    if (found?.status !== 'found') {
      missing.push(name);
      warn(`${entryOf(name)} is missing from its store: the backup goes on without it.`);
      continue;
    }
    const entry = entryOf(name);
    const sum = await archive.add(entry, found.info.size, found.body);
    entries[entry] = { ...sum, contentType: typeOf(name, found.info.contentType) };
  }
  return { files: names.length - missing.length, missing };
}

async function writeArchive(
  archive: ArchiveWriter,
  source: BackupSource,
  dump: DatabaseDump,
): Promise<Manifest> {
  const warn = source.warn ?? (() => {});
  const entries: Entries = {};
  for (const table of dump.tables) await addTable(archive, table, entries);
  const mediaSet = await addFiles(
    archive,
    source.media,
    dump.mediaNames,
    entryName.media,
    entries,
    warn,
  );
  const privateSet = await addFiles(
    archive,
    source.privateFiles,
    dump.privateNames,
    entryName.private,
    entries,
    warn,
  );
  const keyFile = typeof source.secretKey === 'object' ? source.secretKey.file : undefined;
  const hasKey = keyFile !== undefined && existsSync(keyFile);
  if (hasKey) {
    const key = readFileSync(keyFile);
    entries[SECRET_KEY_ENTRY] = await archive.add(SECRET_KEY_ENTRY, key.length, key);
  }
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    formatVersion: FORMAT_VERSION,
    appVersion: appVersion(),
    createdAt: new Date().toISOString(),
    source: {
      driver: source.database.driver,
      mediaStore: source.media.kind,
      secretKey: hasKey ? 'included' : source.secretKey === 'env' ? 'env' : 'none',
    },
    migration: dump.migration,
    snapshotMs: dump.snapshotMs,
    tables: dump.tables.map(({ name, rows }) => ({ name, rows })),
    sequences: dump.sequences,
    media: mediaSet,
    privateFiles: privateSet,
    entries,
  };
  const bytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  await archive.add(MANIFEST_ENTRY, bytes.length, bytes);
  archive.finish();
  return manifest;
}

/**
 * Takes the database snapshot now (its errors reject here, before any byte is sent), then
 * streams the archive as it is read.
 */
export async function startBackup(source: BackupSource): Promise<Backup> {
  const dir = await mkdtemp(join(tmpdir(), 'tranos-backup-'));
  let dump: DatabaseDump;
  try {
    dump = await dumpDatabase(source.database.db, dir);
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  const archive = archiveWriter();
  const done = writeArchive(archive, source, dump)
    .catch((err: unknown) => {
      archive.abort(err instanceof Error ? err : new Error(String(err)));
      throw err;
    })
    .finally(() => rm(dir, { recursive: true, force: true }));
  // The stream carries the error too; a caller that only reads the stream must not crash us.
  done.catch(() => {});
  return { stream: archive.output, done };
}

export interface WrittenBackup {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/** Writes a backup to `file` (mode 0600), complete or not at all. */
export async function writeBackupFile(source: BackupSource, file: string): Promise<WrittenBackup> {
  const partial = `${file}.partial`;
  try {
    const backup = await startBackup(source);
    await pipeline(backup.stream, createWriteStream(partial, { mode: 0o600 }));
    const manifest = await backup.done;
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}
