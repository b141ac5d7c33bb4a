/**
 * Password hashing with scrypt (memory-hard, in node:crypto, no native addon to build).
 * Stored as `scrypt$N$r$p$salt$hash`, so parameters can be raised later: a hash made with lower
 * ones is replaced at the owner's next sign-in (`needsRehash`).
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { configSchema } from '../config';

/**
 * N = 2^PASSWORD_HASH_COST, r = 8. Production's 2^17 is 128 MiB and a third to two thirds of a
 * second per hash on a two-core machine. Read when hashing, from the variable loadConfig has
 * already checked at start-up, so every caller (service, script, test set-up) uses the same one.
 */
const hashN = () =>
  2 ** configSchema.shape.PASSWORD_HASH_COST.parse(process.env.PASSWORD_HASH_COST);
const r = 8;
const p = 1;
/** Room for the 128·N·r bytes scrypt needs, with headroom. */
const maxmem = 256 * 1024 * 1024;

/**
 * At most two hashes at once: each holds 128 MiB while it runs, so forty simultaneous sign-ins
 * must queue rather than ask the process for five gigabytes.
 */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  withSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = hashN();
  const hash = await scrypt(password, salt, 32, { N, r, p, maxmem });
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem,
  });
  return timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, rr, pp] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < hashN() || Number(rr) < r || Number(pp) < p;
}

/** A password for the first super admin when none is configured: 20 characters, ~119 bits. */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
