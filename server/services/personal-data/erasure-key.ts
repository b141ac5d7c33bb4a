/**
 * The key of the erasure log's hashes (docs/decisions/0026). The log must recognise an erased
 * address after a restore without holding it, so each address is kept as HMAC-SHA256 under a key
 * the database alone does not give away: SECRET_KEY, or for PGlite without it the key file of
 * DATA_DIR (server/auth/secret-box.ts). PostgreSQL without SECRET_KEY has neither; there a random
 * key is made once and kept in the database (`erasure_key`), weaker (a copy of the database lets
 * someone test guessed addresses) but never lost, so an erasure is never forgotten.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { personalDataRepo } from '../../repositories/personal-data/personal-data-repo';

export interface ErasureHasher {
  /** The keyed hash of an address (already trimmed and in lower case), hex. */
  hash(address: string): string;
  /** A fingerprint of the key, stored with each hash. */
  keyId: string;
}

export function erasureHasher(secret: string): ErasureHasher {
  // Its own key, derived: the same SECRET_KEY also keys two-factor secrets, for another purpose.
  const key = createHash('sha256').update(`tranos-erasure-log:${secret}`).digest();
  return {
    hash: (address) => createHmac('sha256', key).update(address).digest('hex'),
    keyId: createHmac('sha256', key).update('key-id').digest('hex').slice(0, 16),
  };
}

/** The site's secret when it has one, else the key kept in the database (made on first use). */
export async function erasureSecret(db: Db, configured: string | undefined): Promise<string> {
  return configured ?? personalDataRepo(db).storedKey(randomBytes(32).toString('base64url'));
}
