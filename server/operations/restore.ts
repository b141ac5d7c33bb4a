/**
 * Loads a backup into an empty site (docs/decisions/0017). Every checksum is checked before
 * anything is written; then the files go to their stores (content-addressed: a name always
 * means the same bytes), then the database in one transaction: emptied, migrated to the backup's
 * level, loaded, migrated on to the code's. A failure leaves the database as it was. The target's
 * erasure log is kept through it (erasure-log-keep.ts): people erased here stay erased.
 */
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { once } from 'node:events';
import type { Database } from '../db/client';
import { isStoredName, type FileStore } from '../media/file-store';
import { archiveEntries, checksum, digest, type ArchiveEntry } from './archive';
import {
  dropAppSchema,
  insertionOrder,
  loadTable,
  restoreSequences,
  tablesWithRows,
  truncateAll,
} from './database-load';
import {
  entryName,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  manifestSchema,
  SECRET_KEY_ENTRY,
  type Manifest,
  type ManifestEntry,
} from './manifest';
import { keepErasureLog, mergeErasureLog } from './erasure-log-keep';
import { applyMigrations, codeMigrations, type CodeMigration } from './migrations';

/** What is wrong with a backup or a target, in one line for the person restoring. */
export class BackupError extends Error {}

export interface RestoreTarget {
  database: Pick<Database, 'db' | 'driver'>;
  media: FileStore;
  privateFiles: FileStore;
  /** Where the backup's two-factor key file goes (DATA_DIR/secret.key). */
  secretKeyFile?: string;
  /** Whether the site will read that file (PGlite without SECRET_KEY), or needs SECRET_KEY. */
  keyFileUsed: boolean;
}

export interface RestoreSummary {
  manifest: Manifest;
  tables: number;
  rows: number;
  mediaFiles: number;
  privateFiles: number;
  /** The backup's migration level, and the code's it was brought to. */
  migratedFrom: number;
  migratedTo: number;
  /** What the person restoring must still do or know. */
  notes: string[];
}

const TABLE_ENTRY = /^database\/([a-z_][a-z0-9_]*)\.jsonl\.gz$/;

type EntryKind =
  | { kind: 'table'; table: string }
  | { kind: 'media' | 'private'; name: string }
  | { kind: 'key' | 'manifest' };

function kindOf(name: string): EntryKind | undefined {
  const table = TABLE_ENTRY.exec(name)?.[1];
  if (table) return { kind: 'table', table };
  for (const [kind, prefix] of [
    ['media', entryName.media('')],
    ['private', entryName.private('')],
  ] as const) {
    const stored = name.startsWith(prefix) ? name.slice(prefix.length) : undefined;
    if (stored !== undefined && isStoredName(stored)) return { kind, name: stored };
  }
  if (name === SECRET_KEY_ENTRY) return { kind: 'key' };
  if (name === MANIFEST_ENTRY) return { kind: 'manifest' };
  return undefined;
}

function parseManifest(bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupError('The backup is damaged: its manifest is not readable JSON.');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new BackupError(
      `This is not a backup of this site, or it is damaged: its manifest has ${parsed.error.issues[0]?.path.join('.') || 'a field'} wrong.`,
    );
  }
  if (parsed.data.formatVersion > FORMAT_VERSION) {
    throw new BackupError(
      `The backup was made by a newer version of the site (${parsed.data.appVersion}, format ${parsed.data.formatVersion}): update this copy first.`,
    );
  }
  return parsed.data;
}

async function collect(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Copies a table's entry into `dir` while its checksum is taken. */
async function extractTable(entry: ArchiveEntry, file: string): Promise<ManifestEntry> {
  const out = createWriteStream(file, { mode: 0o600 });
  const closed = once(out, 'close');
  try {
    return await digest(entry.body, async (chunk) => {
      if (!out.write(chunk)) await once(out, 'drain');
    });
  } finally {
    out.end();
    await closed;
  }
}

export interface VerifiedBackup {
  manifest: Manifest;
  secretKey?: Buffer;
  /** Each table's entry, copied into the directory given, by table. */
  tableFiles: Map<string, string>;
}

function checkSums(manifest: Manifest, sums: Map<string, ManifestEntry>) {
  for (const [name, expected] of Object.entries(manifest.entries)) {
    const got = sums.get(name);
    if (!got) throw new BackupError(`The backup is damaged or cut short: ${name} is missing.`);
    if (got.bytes !== expected.bytes || got.sha256 !== expected.sha256) {
      throw new BackupError(`The backup is damaged: ${name} does not match its checksum.`);
    }
  }
  for (const name of sums.keys()) {
    if (!(name in manifest.entries)) {
      throw new BackupError(`The backup is damaged: ${name} is not in its manifest.`);
    }
  }
  const listed = new Set(manifest.tables.map((t) => entryName.table(t.name)));
  for (const name of listed) {
    if (!sums.has(name)) throw new BackupError(`The backup is damaged: ${name} is missing.`);
  }
  for (const name of sums.keys()) {
    if (kindOf(name)?.kind === 'table' && !listed.has(name)) {
      throw new BackupError(`The backup is damaged: ${name} is not one of its tables.`);
    }
  }
}

/**
 * Reads the whole archive and checks every entry against the manifest; with `dir`, keeps a copy
 * of each table's entry there for loading (tables load in an order the archive does not have).
 */
export async function verifyBackup(file: string, dir?: string): Promise<VerifiedBackup> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const sums = new Map<string, ManifestEntry>();
  const tableFiles = new Map<string, string>();
  let manifest: Manifest | undefined;
  let secretKey: Buffer | undefined;
  try {
    for await (const entry of archiveEntries(file)) {
      const kind = kindOf(entry.name);
      if (!kind) throw new BackupError(`The backup has an entry it should not: ${entry.name}.`);
      if (manifest) throw new BackupError(`The backup has ${entry.name} after its manifest.`);
      if (sums.has(entry.name)) throw new BackupError(`The backup has ${entry.name} twice.`);
      if (kind.kind === 'manifest') {
        manifest = parseManifest(await collect(entry.body));
      } else if (kind.kind === 'table' && dir) {
        const copy = join(dir, `${kind.table}.jsonl.gz`);
        sums.set(entry.name, await extractTable(entry, copy));
        tableFiles.set(kind.table, copy);
      } else if (kind.kind === 'key') {
        secretKey = await collect(entry.body);
        sums.set(entry.name, checksum(secretKey));
      } else {
        sums.set(entry.name, await digest(entry.body));
      }
    }
  } catch (err) {
    if (err instanceof BackupError) throw err;
    const why = err instanceof Error ? err.message : String(err);
    throw new BackupError(`${file} is not a complete backup: ${why}.`);
  }
  if (!manifest) {
    throw new BackupError(`${file} is not a complete backup: it has no manifest (cut short?).`);
  }
  checkSums(manifest, sums);
  return { manifest, secretKey, tableFiles };
}

function checkLevel(manifest: Manifest, migrations: CodeMigration[]) {
  const { level, tag } = manifest.migration;
  if (level > migrations.length) {
    throw new BackupError(
      `The backup is at migration ${level} (${tag}), newer than this code's ${migrations.length}: update the site before restoring it.`,
    );
  }
  const ours = migrations[level - 1]?.tag ?? null;
  if (level > 0 && ours !== tag) {
    throw new BackupError(
      `The backup's migration ${level} is ${tag}, this code's is ${ours}: it comes from another line of this site's code.`,
    );
  }
}

async function namesIn(files: FileStore): Promise<Set<string>> {
  const names = new Set<string>();
  for await (const name of files.list()) names.add(name);
  return names;
}

interface TargetState {
  tablesWithRows: string[];
  media: Set<string>;
  privateFiles: Set<string>;
}

async function targetState(target: RestoreTarget): Promise<TargetState> {
  return {
    tablesWithRows: await tablesWithRows(target.database.db),
    media: await namesIn(target.media),
    privateFiles: await namesIn(target.privateFiles),
  };
}

function refuseNonEmpty(state: TargetState) {
  const held = [
    state.tablesWithRows.length > 0 &&
      `${state.tablesWithRows.length.toLocaleString('en-US')} tables hold rows`,
    state.media.size > 0 && `${state.media.size.toLocaleString('en-US')} media files exist`,
    state.privateFiles.size > 0 &&
      `${state.privateFiles.size.toLocaleString('en-US')} private files exist`,
  ].filter(Boolean);
  if (held.length > 0) {
    throw new BackupError(
      `The target is not empty (${held.join(', ')}): nothing was changed. Restore into an empty one, or run again with --force to replace what it holds.`,
    );
  }
}

/** Puts the archive's files in their stores, checking each again; answers what it wrote. */
async function writeFiles(file: string, manifest: Manifest, target: RestoreTarget) {
  const written = { media: [] as string[], privateFiles: [] as string[] };
  for await (const entry of archiveEntries(file)) {
    const kind = kindOf(entry.name);
    if (kind?.kind !== 'media' && kind?.kind !== 'private') continue;
    const expected = manifest.entries[entry.name];
    // One file at a time: the stores take whole buffers, and files are at most 50 MB (video).
    const bytes = await collect(entry.body);
    const sum = checksum(bytes);
    if (!expected || sum.sha256 !== expected.sha256) {
      throw new BackupError(
        `The backup changed while it was read: ${entry.name} no longer matches.`,
      );
    }
    const store = kind.kind === 'media' ? target.media : target.privateFiles;
    await store.put(kind.name, bytes, expected.contentType ?? 'application/octet-stream');
    (kind.kind === 'media' ? written.media : written.privateFiles).push(kind.name);
  }
  return written;
}

async function loadDatabase(
  target: RestoreTarget,
  verified: VerifiedBackup,
  migrations: CodeMigration[],
): Promise<number> {
  const { manifest, tableFiles } = verified;
  const level = manifest.migration.level;
  return target.database.db.transaction(async (tx) => {
    // People erased here stay erased, whatever the backup holds (issue 32).
    const erasures = await keepErasureLog(tx);
    await dropAppSchema(tx);
    await applyMigrations(tx, migrations.slice(0, level));
    await truncateAll(tx);
    let rows = 0;
    const expected = new Map(manifest.tables.map((t) => [t.name, t.rows]));
    for (const table of await insertionOrder(tx, [...expected.keys()])) {
      const loaded = await loadTable(tx, table, tableFiles.get(table) ?? '');
      if (loaded !== expected.get(table)) {
        throw new BackupError(
          `The backup's ${table} holds ${loaded} rows where its manifest says ${expected.get(table)}.`,
        );
      }
      rows += loaded;
    }
    await restoreSequences(tx, manifest.sequences);
    await applyMigrations(tx, migrations.slice(level));
    await mergeErasureLog(tx, erasures);
    return rows;
  });
}

function restoreKey(manifest: Manifest, key: Buffer | undefined, target: RestoreTarget): string[] {
  if (manifest.source.secretKey === 'env') {
    return [
      'The source encrypted two-factor secrets with its SECRET_KEY: set the same SECRET_KEY here, or accounts with two-factor sign-in must have it reset (npm run user:reset -- <name> --2fa).',
    ];
  }
  if (!key || !target.secretKeyFile) return [];
  const path = target.secretKeyFile;
  if (!existsSync(path) || !readFileSync(path).equals(key)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, key, { mode: 0o600 });
    chmodSync(path, 0o600);
  }
  if (target.keyFileUsed) return [];
  return [
    `Two-factor secrets are encrypted with the source's key, saved in ${path}: set SECRET_KEY to its contents (one line), or two-factor sign-in will not work here.`,
  ];
}

/** A backup whose every checksum and whose migration level were checked: ready to load. */
export interface PreparedBackup extends VerifiedBackup {
  file: string;
  /** Deletes the copies of its tables. */
  dispose(): Promise<void>;
}

/** Checks the backup in `file` through, before any target is touched. */
export async function prepareRestore(file: string): Promise<PreparedBackup> {
  const dir = await mkdtemp(join(tmpdir(), 'tranos-restore-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const verified = await verifyBackup(file, dir);
    checkLevel(verified.manifest, codeMigrations());
    return { ...verified, file, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}

function missingNote(manifest: Manifest): string[] {
  const missing = manifest.media.missing.length + manifest.privateFiles.missing.length;
  return missing > 0
    ? [
        `The backup lacks ${missing} files its database names (missing from the source's store when it was taken).`,
      ]
    : [];
}

/**
 * Loads a prepared backup into `target`; refuses a target that holds anything (rows, media or
 * private files) unless `force`, which replaces it.
 */
export async function restoreBackup(
  backup: PreparedBackup,
  target: RestoreTarget,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreSummary> {
  const { manifest } = backup;
  const migrations = codeMigrations();
  const before = await targetState(target);
  if (!force) refuseNonEmpty(before);

  const written = await writeFiles(backup.file, manifest, target);
  let rows: number;
  try {
    rows = await loadDatabase(target, backup, migrations);
  } catch (err) {
    // The database is as it was: take back the files that were not there before.
    await target.media.remove(written.media.filter((n) => !before.media.has(n)));
    await target.privateFiles.remove(
      written.privateFiles.filter((n) => !before.privateFiles.has(n)),
    );
    throw err;
  }
  if (force) {
    const media = new Set(written.media);
    const privateFiles = new Set(written.privateFiles);
    await target.media.remove([...before.media].filter((n) => !media.has(n)));
    await target.privateFiles.remove([...before.privateFiles].filter((n) => !privateFiles.has(n)));
  }
  return {
    manifest,
    tables: manifest.tables.length,
    rows,
    mediaFiles: written.media.length,
    privateFiles: written.privateFiles.length,
    migratedFrom: manifest.migration.level,
    migratedTo: migrations.length,
    notes: [...missingNote(manifest), ...restoreKey(manifest, backup.secretKey, target)],
  };
}
