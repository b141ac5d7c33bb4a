/**
 * TOTP (RFC 6238, otplib) and recovery codes: the rules of the second factor, apart from who may
 * call them (auth-service). Secrets are sealed with the server's key before they are stored;
 * recovery codes are stored as a keyed hash (HMAC-SHA256 with a key derived from the same
 * server key), so a copy of the database does not let anyone try codes offline
 * (docs/decisions/0012).
 */
import { createHash, createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../../auth/secret-box';
import type { Db } from '../../db/client';
import { twoFactorRepo } from '../../repositories/accounts/two-factor-repo';
import type { UserRow } from '../../repositories/accounts/users-repo';

export const RECOVERY_CODE_COUNT = 10;
/** A code from the step before or after the current one is accepted (clock drift). */
const TOTP_TOLERANCE_SECONDS = 30;

/** What a sign-in offers as its second factor. */
export interface SecondFactor {
  totp?: string;
  recoveryCode?: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Recovery codes: 10 characters from an alphabet without look-alikes, shown as xxxxx-xxxxx. */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function recoveryCode(): string {
  let out = '';
  for (let i = 0; i < 10; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}
/**
 * The first way codes were stored: SHA-256 of the code, with no key and no salt. Spaces, dashes
 * and case do not matter when a code is typed back. 50 bits are too few against a copied table
 * (8×10¹⁴ hashes is hours of a GPU's time), so this digest is only the input of the keyed hash.
 */
const legacyHash = (code: string) =>
  sha256(`recovery:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);

/** How a keyed hash begins; a stored hash without it is a legacy one. */
const KEYED = 'k1$';
const isKeyed = (stored: string) => stored.startsWith(KEYED);

/** The key of recovery codes: derived from the server's key, used for nothing else. */
export const recoveryCodeKey = (secretKey: Buffer): Buffer =>
  Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), 'recovery codes', 32));

/**
 * What is stored of a code: HMAC-SHA256 of its legacy digest and its account. Made from the
 * digest, not the code, so that hashes stored before can be converted without the codes
 * (`keyLegacyRecoveryCodes`).
 */
const keyedHash = (key: Buffer, userId: string, legacy: string) =>
  KEYED + createHmac('sha256', key).update(`${userId}:${legacy}`).digest('base64url');

/** Equal strings, compared in time that does not depend on where they differ. */
const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Converts recovery codes stored as plain SHA-256 (before keyed hashes) into keyed hashes, in
 * place: every one still works, and a copy of the database made from now on holds nothing to try
 * codes against. Runs at each start (server/boot.ts); answers how many it converted.
 */
export async function keyLegacyRecoveryCodes(db: Db, secretKey: Buffer): Promise<number> {
  const key = recoveryCodeKey(secretKey);
  return db.transaction(async (tx) => {
    const repo = twoFactorRepo(tx);
    const legacy = await repo.legacyRecoveryCodes(KEYED);
    for (const row of legacy) {
      await repo.rehashRecoveryCode(
        row.userId,
        row.codeHash,
        keyedHash(key, row.userId, row.codeHash),
      );
    }
    return legacy.length;
  });
}

/**
 * otplib and qrcode load with the first two-factor sign-in or enrolment, not at start: most
 * sign-ins have no second factor, and together they held ~10 MB of the idle server's memory.
 */
const otp = () => import('otplib');

/** The time step a code matches (later than `afterTimeStep`), or undefined. */
async function matchingStep(
  secret: string,
  code: string,
  afterTimeStep?: number,
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const { verify } = await otp();
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOTP_TOLERANCE_SECONDS,
      ...(afterTimeStep === undefined ? {} : { afterTimeStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}

export function createTwoFactor(
  repo: ReturnType<typeof twoFactorRepo>,
  box: SecretBox,
  { issuer, secretKey }: { issuer: string; secretKey?: Buffer },
) {
  const codeKey = secretKey ? recoveryCodeKey(secretKey) : undefined;

  /**
   * Spends the recovery code `code` of `user`, if it is one of theirs and unused. Each stored hash
   * is compared in constant time, all of them every time; the spending is one conditional UPDATE,
   * so two requests cannot both spend a code. A legacy hash that `keyLegacyRecoveryCodes` has not
   * converted yet (written by an older instance still running) is matched as it was.
   */
  async function spendRecoveryCode(user: UserRow, code: string): Promise<boolean> {
    const legacy = legacyHash(code);
    const keyed = codeKey ? keyedHash(codeKey, user.id, legacy) : undefined;
    let match: string | undefined;
    for (const stored of await repo.unusedRecoveryCodeHashes(user.id)) {
      const candidate = isKeyed(stored) ? keyed : legacy;
      if (candidate !== undefined && sameText(candidate, stored)) match ??= stored;
    }
    return match !== undefined && repo.useRecoveryCode(user.id, match);
  }

  return {
    available: box.available,

    /** A new secret for enrolment, kept sealed until confirmed, with its QR code. */
    async start(userId: string, username: string) {
      const { generateSecret, generateURI } = await otp();
      const secret = generateSecret();
      await repo.setPending(userId, box.seal(secret));
      const otpauthUrl = generateURI({ issuer, label: username, secret });
      // A PNG data URL: an <img> the strict CSP allows, with no script to draw it.
      const { default: QRCode } = await import('qrcode');
      const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 2, width: 240 });
      return { secret, otpauthUrl, qrDataUrl };
    },

    /** Confirms the pending secret with a code; answers the new recovery codes. */
    async confirm(
      user: UserRow,
      code: string,
    ): Promise<string[] | 'nothing pending' | 'wrong code'> {
      const secret = user.totpPending ? box.open(user.totpPending) : undefined;
      // A secret the box opened means a key, which the recovery codes are hashed with too.
      if (!secret || !codeKey) return 'nothing pending';
      const step = await matchingStep(secret, code);
      if (step === undefined) return 'wrong code';
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
      const hashes = codes.map((c) => keyedHash(codeKey, user.id, legacyHash(c)));
      await repo.enable(user.id, box.seal(secret), step, hashes);
      return codes;
    },

    /** Whether a second factor proves the account; what it used cannot be used again. */
    async verify(user: UserRow, input: SecondFactor): Promise<boolean> {
      if (input.totp) {
        const secret = user.totpSecret ? box.open(user.totpSecret) : undefined;
        if (!secret) return false;
        const step = await matchingStep(secret, input.totp, user.totpLastStep ?? undefined);
        return step !== undefined && (await repo.useStep(user.id, step));
      }
      if (input.recoveryCode) return spendRecoveryCode(user, input.recoveryCode);
      return false;
    },

    off: (userId: string) => repo.disable(userId),
    codesLeft: (userId: string) => repo.unusedRecoveryCodes(userId),
  };
}
