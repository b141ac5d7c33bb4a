/**
 * Files are content-addressed: the name is a hash of the bytes, so a URL never changes meaning
 * and can be cached forever (DESIGN §5).
 */
import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/client';
import { mediaRepo } from '../repositories/media-repo';

export interface StoredFile {
  bytes: Buffer;
  ext: string;
  mime: string;
  width?: number;
  height?: number;
}

/** The public path a file will have once stored: `/media/` + a hash of its bytes + its extension. */
export function mediaPathFor({ bytes, ext }: Pick<StoredFile, 'bytes' | 'ext'>): string {
  return `/media/${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.${ext}`;
}

export interface MediaStore {
  dir: string;
  /** Stores the bytes (once) and answers the public path, e.g. `/media/ab12….jpg`. */
  save(file: StoredFile): Promise<string>;
}

export function createMediaStore(db: Db, dir: string): MediaStore {
  const repo = mediaRepo(db);
  let ready: Promise<unknown> | undefined;
  return {
    dir,
    async save({ bytes, ext, mime, width, height }) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const path = mediaPathFor({ bytes, ext });
      const file = join(dir, path.slice('/media/'.length));
      const exists = await access(file).then(
        () => true,
        () => false,
      );
      if (!exists) {
        // Write then rename, so a reader never sees half a file.
        const tmp = `${file}.${randomUUID()}.tmp`;
        await writeFile(tmp, bytes);
        await rename(tmp, file);
      }
      await repo.record({ path, mime, width, height, bytes: bytes.length });
      return path;
    },
  };
}
