/**
 * Encryption at rest of the two-factor secrets (AES-256-GCM, node:crypto): a copy of the
 * database alone does not give anyone the codes of an account. The key comes from SECRET_KEY, or,
 * for PGlite without it, from a file made once in DATA_DIR (docs/decisions/0012).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface SecretBox {
  /** False when the server has no key (PostgreSQL without SECRET_KEY): 2FA cannot be enrolled. */
  readonly available: boolean;
  seal(plain: string): string;
  /** The plain text, or undefined when it was sealed with another key or tampered with. */
  open(sealed: string): string | undefined;
}

const VERSION = 'v1';

/** A 256-bit key from any string of enough entropy (SECRET_KEY is at least 32 characters). */
export const keyFrom = (secret: string): Buffer =>
  createHash('sha256').update(`tranos-secret-box:${secret}`).digest();

export function secretBox(key: Buffer | undefined): SecretBox {
  return {
    available: Boolean(key),
    seal(plain) {
      if (!key) throw new Error('No SECRET_KEY: secrets cannot be encrypted');
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      if (!key) return undefined;
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || !body) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * The key file of a PGlite data directory: made once with mode 0600, then read at each start.
 * Kept beside the database, it protects a copied database dump, not a copied directory; set
 * SECRET_KEY to keep the key elsewhere.
 */
export function keyFileSecret(path: string): string {
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dirname(path), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(path, 0o600);
  return secret;
}
