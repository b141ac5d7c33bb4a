/**
 * How `npm run backup` reaches a running server on PGlite, whose data directory only that server
 * may open: the server leaves a random token and its address in DATA_DIR/backup.token (0600:
 * whoever may read the data directory may back it up anyway), and accepts the token for
 * GET /api/v1/backup alone. The file goes when the server stops.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Config } from '../config';
import { removedAtExit } from '../db/data-dir-lock';
import type { SecretKeySource } from './backup';

export const BACKUP_TOKEN_FILE = 'backup.token';

export interface BackupOffer {
  /** Where the server answers, from this machine: `http://127.0.0.1:3000`. */
  url: string;
  token: string;
  pid: number;
}

export const newBackupToken = (): string => randomBytes(32).toString('base64url');

/** Equal tokens, compared in constant time (hashed first: lengths may differ). */
export function sameToken(given: string, expected: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The server's own address as seen from this machine (0.0.0.0 and :: are not addresses to call). */
function localUrl(address: AddressInfo): string {
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

/** Writes DATA_DIR/backup.token for a server listening at `address`; removed by `remove()` or at exit. */
export function offerBackups(
  dataDir: string,
  address: AddressInfo | string | null,
  token: string,
): { remove(): void } {
  if (!address || typeof address === 'string') {
    throw new Error('The server listens on no TCP port: backups cannot be offered');
  }
  const file = join(dataDir, BACKUP_TOKEN_FILE);
  const offer: BackupOffer = { url: localUrl(address), token, pid: process.pid };
  writeFileSync(file, `${JSON.stringify(offer)}\n`, { mode: 0o600 });
  return { remove: removedAtExit(file) };
}

/** The running server's offer, if it left one. */
export function readBackupOffer(dataDir: string): BackupOffer | undefined {
  try {
    const offer = JSON.parse(readFileSync(join(dataDir, BACKUP_TOKEN_FILE), 'utf8')) as BackupOffer;
    return typeof offer.url === 'string' && typeof offer.token === 'string' ? offer : undefined;
  } catch {
    return undefined;
  }
}

/** How the site keys two-factor secrets (server/boot.ts, secretKey()): what a backup must carry. */
export function secretKeySource(
  config: Pick<Config, 'SECRET_KEY' | 'DATABASE_URL'>,
  dataDir: string,
): SecretKeySource {
  if (config.SECRET_KEY) return 'env';
  return config.DATABASE_URL ? 'none' : { file: join(dataDir, 'secret.key') };
}
