/**
 * Files are content-addressed: the name is a hash of the bytes, so a URL never changes meaning and
 * can be cached forever (docs/architecture.md, Caching). Images get their responsive variants as
 * they are stored (variants.ts), named after the original so pages can derive their URLs.
 */
import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { variantSrc } from '../../content/media';
import type { Db } from '../db/client';
import { mediaRepo } from '../repositories/media-repo';
import { renderVariants } from './variants';

export interface StoredFile {
  bytes: Buffer;
  ext: string;
  mime: string;
  width?: number;
  height?: number;
}

/** What a page needs to know of a stored image to render it responsively. */
export interface MediaInfo {
  width: number | null;
  height: number | null;
  variants: number[];
}

/** The public path a file will have once stored: `/media/` + a hash of its bytes + its extension. */
export function mediaPathFor({ bytes, ext }: Pick<StoredFile, 'bytes' | 'ext'>): string {
  return `/media/${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.${ext}`;
}

export interface MediaStore {
  dir: string;
  /** Stores the bytes (once), makes an image's variants, and answers the public path. */
  save(file: StoredFile): Promise<string>;
  /** Sizes and variants of stored files, by path. A path's file never changes, so this caches. */
  describe(paths: string[]): Promise<Map<string, MediaInfo>>;
  /** Makes the variants of images stored before variants existed; answers how many it did. */
  backfillVariants(): Promise<number>;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

export function createMediaStore(db: Db, dir: string): MediaStore {
  const repo = mediaRepo(db);
  const known = new Map<string, MediaInfo>();
  let ready: Promise<unknown> | undefined;
  const fileOf = (path: string) => join(dir, path.slice('/media/'.length));

  // Write then rename, so a reader never sees half a file.
  async function writeOnce(file: string, bytes: Buffer) {
    if (await exists(file)) return;
    const tmp = `${file}.${randomUUID()}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, file);
  }

  async function makeVariants(path: string, bytes: Buffer, width: number): Promise<number[]> {
    const widths = new Set<number>();
    const skip = async (w: number, format: 'avif' | 'webp') => {
      widths.add(w);
      return exists(fileOf(variantSrc(path, w, format)));
    };
    for await (const v of renderVariants(bytes, width, skip)) {
      await writeOnce(fileOf(variantSrc(path, v.width, v.format)), v.bytes);
    }
    return [...widths].sort((a, b) => a - b);
  }

  return {
    dir,
    async save({ bytes, ext, mime, width, height }) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const path = mediaPathFor({ bytes, ext });
      await writeOnce(fileOf(path), bytes);
      const variants =
        mime.startsWith('image/') && width ? await makeVariants(path, bytes, width) : [];
      await repo.record({ path, mime, width, height, variants, bytes: bytes.length });
      known.delete(path);
      return path;
    },

    async describe(paths) {
      const missing = paths.filter((p) => !known.has(p));
      for (const row of await repo.byPaths([...new Set(missing)])) {
        known.set(row.path, { width: row.width, height: row.height, variants: row.variants ?? [] });
      }
      const out = new Map<string, MediaInfo>();
      for (const p of paths) {
        const info = known.get(p);
        if (info) out.set(p, info);
      }
      return out;
    },

    async backfillVariants() {
      const rows = await repo.withoutVariants();
      for (const row of rows) {
        const bytes = await readFile(fileOf(row.path)).catch(() => undefined);
        const variants = bytes && row.width ? await makeVariants(row.path, bytes, row.width) : [];
        await repo.record({ ...row, variants });
        known.delete(row.path);
      }
      return rows.length;
    },
  };
}
