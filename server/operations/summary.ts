/** The one line each of `npm run backup` and `npm run restore` ends with. */
import { rowCount, type Manifest } from './manifest';
import type { RestoreSummary } from './restore';

const count = (n: number) => n.toLocaleString('en-US');

export function formatBytes(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

const files = (n: number, what: string) => `${count(n)} ${what}${n === 1 ? '' : 's'}`;

/** `Backup written: site.tar (12.3 MB): 27 tables, 1,234 rows, 87 media files, 2 private files` */
export function backupLine(file: string, bytes: number, manifest: Manifest): string {
  const missing = manifest.media.missing.length + manifest.privateFiles.missing.length;
  return [
    `Backup written: ${file} (${formatBytes(bytes)}): ${count(manifest.tables.length)} tables`,
    `${count(rowCount(manifest))} rows`,
    files(manifest.media.files, 'media file'),
    files(manifest.privateFiles.files, 'private file'),
  ]
    .join(', ')
    .concat(
      missing > 0 ? ` (${files(missing, 'file')} missing from the store: see the warnings)` : '',
    );
}

export function restoreLine(file: string, where: string, summary: RestoreSummary): string {
  const { migratedFrom, migratedTo } = summary;
  return [
    `Restored ${file} into ${where}: ${count(summary.tables)} tables`,
    `${count(summary.rows)} rows`,
    files(summary.mediaFiles, 'media file'),
    files(summary.privateFiles, 'private file'),
  ]
    .join(', ')
    .concat(
      ` (backup of ${summary.manifest.createdAt}`,
      migratedFrom < migratedTo ? `, migrated from ${migratedFrom} to ${migratedTo})` : ')',
    );
}
