/**
 * Configuration comes only from the environment and is validated once at start-up; a bad
 * value stops the process with one line naming the variable.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, value: z.input<T>) =>
  z.preprocess(blankToUndefined, schema.default(value as never));

/**
 * A whole number in [min, max], read from its text; one message for every way it can miss. Decimal
 * digits only (spaces around them dropped): `z.coerce.number` also read `0x50` as 80 and `1e2` as
 * 100 (found by tests/unit/properties/numbers-and-ranges.test.ts).
 */
const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[0-9]+$/, message),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message));
};

const urlWithProtocol = (protocols: string[], example: string) =>
  z.string().refine((v) => {
    try {
      return protocols.includes(new URL(v).protocol.replace(/:$/, ''));
    } catch {
      return false;
    }
  }, `must be a URL like ${example}`);

/** An IPv4/IPv6 address, or one with a prefix length (CIDR), e.g. `10.0.0.0/8`. */
function isAddressOrRange(v: string): boolean {
  const [address = '', prefix, ...rest] = v.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies in front may tell us the client's address (X-Forwarded-For): a hop count, or
 * their addresses/ranges. Off when unset, so a client cannot pick its own address.
 */
const trustProxy = z.string().transform((v, ctx): number | string[] => {
  const value = v.trim();
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10) return Number(value);
  const list = value.split(',').map((a) => a.trim());
  if (list.every(isAddressOrRange)) return list;
  ctx.addIssue({
    code: 'custom',
    message:
      'must be a hop count from 1 to 10, or the proxies’ IP addresses/CIDR ranges separated by commas, e.g. 10.0.0.0/8,127.0.0.1',
  });
  return z.NEVER;
});

export const configSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'production'),
  PORT: withDefault(wholeNumber(1, 65535), 3000),
  HOST: withDefault(
    z.string().regex(/^[\w.:-]+$/, 'must be a host name or IP address, e.g. 0.0.0.0'),
    '0.0.0.0',
  ),
  DATA_DIR: withDefault(z.string(), './data'),
  DATABASE_URL: optional(
    urlWithProtocol(['postgres', 'postgresql'], 'postgres://user:password@host:5432/database'),
  ),
  PUBLIC_URL: optional(urlWithProtocol(['http', 'https'], 'https://www.example.com')),
  SUPER_ADMIN_PASSWORD: optional(z.string().min(12, 'must be at least 12 characters long')),
  /**
   * scrypt's work factor for new password hashes, as log2 N (docs/decisions/0038). 17 (128 MiB)
   * in production; the test suites use 14 (16 MiB), since they sign in hundreds of times a run.
   * Lower is refused: below 2^14 a hash is too cheap to slow down a stolen database's guessing.
   */
  PASSWORD_HASH_COST: withDefault(wholeNumber(14, 20), 17),
  /**
   * Encrypts two-factor secrets at rest (docs/decisions/0012). Without it PGlite keeps a
   * generated key in DATA_DIR; PostgreSQL then cannot enrol two-factor sign-in.
   */
  SECRET_KEY: optional(
    z
      .string()
      .min(32, 'must be at least 32 random characters, e.g. from `openssl rand -base64 32`'),
  ),
  SMTP_URL: optional(
    urlWithProtocol(['smtp', 'smtps'], 'smtp://user:password@mail.example.com:587'),
  ),
  MAIL_FROM: optional(
    z.string().max(200).regex(/@/, 'must be an e-mail address, e.g. website@example.com'),
  ),
  NOTIFY_EMAIL: optional(
    z
      .string()
      .max(1000)
      .refine(
        (v) => v.split(',').every((a) => z.email().safeParse(a.trim()).success),
        'must be e-mail addresses separated by commas',
      ),
  ),
  TRUST_PROXY: optional(trustProxy),
  /** The API reference (/api/docs, /api/openapi.json) for anyone; by default staff only. */
  PUBLIC_API_DOCS: withDefault(
    z.enum(['true', 'false'], { error: 'must be true or false' }),
    'false',
  ),
  /** Where media files live (docs/media-storage.md): this server's disk, or an S3-compatible bucket. */
  MEDIA_STORE: withDefault(z.enum(['local', 's3'], { error: 'must be local or s3' }), 'local'),
  /** Required with MEDIA_STORE=s3 (checked in loadConfig). */
  S3_BUCKET: optional(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
      ),
  ),
  /** Unset for AWS S3; the service's URL for Cloudflare R2, MinIO and the like. */
  S3_ENDPOINT: optional(
    urlWithProtocol(['http', 'https'], 'https://<account>.r2.cloudflarestorage.com'),
  ),
  /** The bucket in the URL's path rather than its host name, as MinIO needs. */
  S3_FORCE_PATH_STYLE: withDefault(
    z.enum(['true', 'false'], { error: 'must be true or false' }),
    'false',
  ),
  /** Put before each file's name to make its key; `/` for none (the bucket's root). */
  S3_PREFIX: withDefault(
    z
      .string()
      .regex(
        /^(\/|([\w.-]+\/)+)$/,
        'must be folder names each ending in a slash, e.g. media/ or site/media/, or / for none',
      )
      .transform((v) => (v === '/' ? '' : v)),
    'media/',
  ),
  /** The same for CVs and quote attachments: keep it out of any public or CDN-served prefix. */
  S3_PRIVATE_PREFIX: withDefault(
    z
      .string()
      .regex(/^([\w.-]+\/)+$/, 'must be folder names each ending in a slash, e.g. private/cv/'),
    'private/cv/',
  ),
  /**
   * Opens GET /metrics (Prometheus) to a scraper sending `Authorization: Bearer <token>`; without
   * it the path does not exist. Long enough that it cannot be guessed by trying.
   */
  METRICS_TOKEN: optional(
    z
      .string()
      .min(32, 'must be at least 32 random characters, e.g. from `openssl rand -hex 32`')
      .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces'),
  ),
  LOG_LEVEL: withDefault(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    }),
    'info',
  ),
});

export type Config = z.infer<typeof configSchema> & { publicUrl: string };

export class ConfigError extends Error {}

/**
 * What MEDIA_STORE=s3 needs beyond each variable's own format. The AWS SDK finds credentials
 * itself (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role), so none is
 * required; but half a key pair is surely a mistake, better told now than as a refused upload.
 */
function checkS3(c: z.infer<typeof configSchema>, env: Record<string, string | undefined>) {
  const fail = (name: string, message: string) => {
    throw new ConfigError(`Invalid configuration: ${name} ${message}`);
  };
  if (!c.S3_BUCKET)
    fail('S3_BUCKET', 'is required when MEDIA_STORE is s3: the bucket media goes in');
  const set = (name: string) => (env[name] ?? '').trim() !== '';
  const pair = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;
  for (const [name, other] of [pair, [pair[1], pair[0]]] as const) {
    if (set(name) && !set(other)) fail(other, `is required when ${name} is set`);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'configuration');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const c = parsed.data;
  if (c.MEDIA_STORE === 's3') checkS3(c, env);
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  return { ...c, publicUrl };
}
