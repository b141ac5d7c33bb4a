/**
 * The manifest: the last entry of a backup (checksums are known only once everything before it
 * is written), and what a restore reads first after checking them (docs/decisions/0017).
 */
import { z } from 'zod';

export const BACKUP_FORMAT = 'tranos-backup';
/** Raised when a restore could no longer read what an older version wrote. */
export const FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const SECRET_KEY_ENTRY = 'secret.key';

/** Where each kind of entry lives in the archive. */
export const entryName = {
  table: (table: string) => `database/${table}.jsonl.gz`,
  media: (name: string) => `media/${name}`,
  private: (name: string) => `private/cv/${name}`,
};

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const entrySchema = z.object({
  bytes: z.number().int().nonnegative(),
  sha256,
  /** For a stored file: the type to store it with again (a bucket keeps one). */
  contentType: z.string().optional(),
});

const fileSetSchema = z.object({
  /** How many files are in the archive. */
  files: z.number().int().nonnegative(),
  /** Names the database refers to that the store did not have when the backup was taken. */
  missing: z.array(z.string()),
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  appVersion: z.string(),
  createdAt: z.string(),
  source: z.object({
    driver: z.enum(['pglite', 'postgres']),
    mediaStore: z.enum(['local', 's3']),
    /**
     * How two-factor secrets were encrypted: with the key file the archive holds (`included`),
     * with SECRET_KEY, which it does not hold (`env`), or not at all (`none`).
     */
    secretKey: z.enum(['included', 'env', 'none']),
  }),
  migration: z.object({ level: z.number().int().nonnegative(), tag: z.string().nullable() }),
  /** How long the database snapshot's transaction was open, in milliseconds. */
  snapshotMs: z.number().nonnegative(),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().nonnegative() })),
  /** Every sequence's state, as pg_dump keeps it: setval(name, lastValue, isCalled). */
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  media: fileSetSchema,
  privateFiles: fileSetSchema,
  /** Every entry before the manifest, by name. */
  entries: z.record(z.string(), entrySchema),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = z.infer<typeof entrySchema>;

export const rowCount = (manifest: Pick<Manifest, 'tables'>) =>
  manifest.tables.reduce((sum, t) => sum + t.rows, 0);
