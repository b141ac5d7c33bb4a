/**
 * TOTP (RFC 6238, otplib) and recovery codes: the rules of the second factor, apart from who may
 * call them (auth-service). Secrets are sealed with the server's key before they are stored.
 */
import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { SecretBox } from '../auth/secret-box';
import type { twoFactorRepo } from '../repositories/two-factor-repo';
import type { UserRow } from '../repositories/users-repo';

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
/** Spaces, dashes and case do not matter when a code is typed back. */
const hashRecoveryCode = (code: string) =>
  sha256(`recovery:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);

/** The time step a code matches (later than `afterTimeStep`), or undefined. */
async function matchingStep(
  secret: string,
  code: string,
  afterTimeStep?: number,
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
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
  { issuer }: { issuer: string },
) {
  return {
    available: box.available,

    /** A new secret for enrolment, kept sealed until confirmed, with its QR code. */
    async start(userId: string, username: string) {
      const secret = generateSecret();
      await repo.setPending(userId, box.seal(secret));
      const otpauthUrl = generateURI({ issuer, label: username, secret });
      // A PNG data URL: an <img> the strict CSP allows, with no script to draw it.
      const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 2, width: 240 });
      return { secret, otpauthUrl, qrDataUrl };
    },

    /** Confirms the pending secret with a code; answers the new recovery codes. */
    async confirm(
      user: UserRow,
      code: string,
    ): Promise<string[] | 'nothing pending' | 'wrong code'> {
      const secret = user.totpPending ? box.open(user.totpPending) : undefined;
      if (!secret) return 'nothing pending';
      const step = await matchingStep(secret, code);
      if (step === undefined) return 'wrong code';
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
      await repo.enable(user.id, box.seal(secret), step, codes.map(hashRecoveryCode));
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
      if (input.recoveryCode)
        return repo.useRecoveryCode(user.id, hashRecoveryCode(input.recoveryCode));
      return false;
    },

    off: (userId: string) => repo.disable(userId),
    codesLeft: (userId: string) => repo.unusedRecoveryCodes(userId),
  };
}
