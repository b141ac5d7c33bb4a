/**
 * `npm run bench -- --backup`: how long a backup holds PGlite's one connection at a real
 * company's size (docs/decisions/0017). On a fresh data directory, migrated and seeded, it loads
 * the scale data of `--scale` (5,000 posts, 500 case studies, 50,000 enquiries), then takes a
 * backup as the running server would while a probe asks the database `select 1` every 5 ms: the
 * probe's slowest answer is what a visitor's query waits at worst. Then it restores the file into
 * a second directory. Reports, never asserts.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/client';
import { localFileStore } from '../server/media/file-store';
import { createMediaStore } from '../server/media/media-store';
import { writeBackupFile } from '../server/operations/backup';
import { prepareRestore, restoreBackup } from '../server/operations/restore';
import { formatBytes } from '../server/operations/summary';
import { rowCount } from '../server/operations/manifest';
import { seedContent } from '../server/services/content/seed-service';
import { ensureSuperAdmin } from '../server/services/auth/super-admin';
import { loadScaleData } from './bench-scale';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function seededDir(root: string): Promise<string> {
  const dir = join(root, 'pglite');
  mkdirSync(root, { recursive: true });
  const database = await openDatabase({ driver: 'pglite', dir });
  await database.migrate();
  await seedContent(
    database.db,
    createMediaStore(database.db, localFileStore(join(root, 'media'))),
  );
  await ensureSuperAdmin(database.db, 'bench-super-admin-password');
  await database.close();
  return dir;
}

/** Asks `select 1` every 5 ms until stopped; answers the slowest wait. */
function probe(ping: () => Promise<void>) {
  let slowest = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await ping();
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return slowest;
  };
}

export async function runBackupBench(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'bench-backup-'));
  try {
    console.log('Seeding and loading 5,000 posts, 500 case studies, 50,000 enquiries…');
    const dir = await seededDir(join(root, 'site'));
    await loadScaleData({ driver: 'pglite', dir });

    const database = await openDatabase({ driver: 'pglite', dir });
    const file = join(root, 'site.tar');
    const stop = probe(() => database.ping());
    const started = performance.now();
    const { manifest, bytes } = await writeBackupFile(
      {
        database,
        media: localFileStore(join(root, 'site', 'media')),
        privateFiles: localFileStore(join(root, 'site', 'private', 'cv')),
        secretKey: 'none',
      },
      file,
    );
    const backupMs = performance.now() - started;
    const slowestPing = await stop();
    await database.close();

    mkdirSync(join(root, 'restored'));
    const target = await openDatabase({ driver: 'pglite', dir: join(root, 'restored', 'pglite') });
    const restoreStarted = performance.now();
    const prepared = await prepareRestore(file);
    await restoreBackup(prepared, {
      database: target,
      media: localFileStore(join(root, 'restored', 'media')),
      privateFiles: localFileStore(join(root, 'restored', 'private', 'cv')),
      keyFileUsed: true,
    });
    await prepared.dispose();
    const restoreMs = performance.now() - restoreStarted;
    await target.close();

    const rows = rowCount(manifest);
    console.log(
      [
        '',
        `| PGlite, ${rows.toLocaleString('en-US')} rows, ${manifest.media.files.toLocaleString('en-US')} media files | |`,
        '| --- | --- |',
        `| snapshot transaction (the connection is held) | ${Math.round(manifest.snapshotMs)} ms |`,
        `| slowest \`select 1\` during the backup | ${Math.round(slowestPing)} ms |`,
        `| whole backup (${formatBytes(bytes)}, ${formatBytes(statSync(file).size)} on disk) | ${seconds(backupMs)} |`,
        `| restore into an empty directory | ${seconds(restoreMs)} |`,
        `| peak RSS of this process | ${Math.round(process.resourceUsage().maxRSS / 1024)} MB |`,
      ].join('\n'),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
