/**
 * Files are content-addressed: the name is a hash of the bytes, so a URL never changes meaning and
 * can be cached forever (docs/architecture.md, Caching). Images get their responsive variants as
 * they are stored (variants.ts), named after the original so pages can derive their URLs.
 */
import { createHash } from 'node:crypto';
import { VARIANT_FORMATS, variantSrc } from '../../content/media';
import type { Db } from '../db/client';
import { mediaRepo, type Description, type MediaRow } from '../repositories/content/media-repo';
import { FOREIGN_KEY_VIOLATION, hasCode } from '../db/errors';
import { onContentWrite } from '../repositories/content/content-version-repo';
import type { FileStore } from './file-store';
import { renderVariants } from './variants';

export interface StoredFile {
  bytes: Buffer;
  ext: string;
  mime: string;
  width?: number;
  height?: number;
  /** The name it was uploaded under. */
  filename?: string;
}

/** How a file enters the library. */
export interface SaveOptions {
  /** Uploaded on the library screen: kept until deleted rather than swept when unused. */
  kept?: boolean;
  alt?: string;
  decorative?: boolean;
  /**
   * The seed's description of its own file: given when the file has none, never in place of
   * what an editor chose for the same bytes.
   */
  ifUndescribed?: Description;
}

/** What a page needs to know of a stored image to render it responsively and describe it. */
export interface MediaInfo {
  width: number | null;
  height: number | null;
  variants: number[];
  /** The editor's description (`''` when decorative), or undefined when none was given. */
  alt?: string;
  /** The stored file's size and type (a download link says "PDF · 1.2 MB"). */
  bytes: number;
  mime: string;
}

/** The name under which a public path's file is stored. */
export const storedName = (path: string) => path.slice('/media/'.length);

/** Every stored name of a file: the original and its variants. */
export const storedNames = (path: string, variants: readonly number[] | null): string[] => [
  storedName(path),
  ...(variants ?? []).flatMap((w) =>
    VARIANT_FORMATS.map((f) => storedName(variantSrc(path, w, f))),
  ),
];

/** The public path a file will have once stored: `/media/` + a hash of its bytes + its extension. */
export function mediaPathFor({ bytes, ext }: Pick<StoredFile, 'bytes' | 'ext'>): string {
  return `/media/${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.${ext}`;
}

export interface MediaStore {
  files: FileStore;
  /** Stores the bytes, makes an image's variants, records the file, answers its path. */
  save(file: StoredFile, options?: SaveOptions): Promise<string>;
  /** `save`, answering the row as recorded (a delete may follow at once; it is still the upload's). */
  saveRecorded(file: StoredFile, options?: SaveOptions): Promise<MediaRow>;
  /** Stores the bytes and an image's variants without recording them (a replacement). */
  store(file: StoredFile): Promise<{ path: string; variants: number[] }>;
  /** Forgets what `describe` learnt of these paths (their file or description changed). */
  forget(paths: string[]): void;
  /** Forgets every description: another instance changed some (a new content version). */
  forgetAll(): void;
  /**
   * Deletes the files among `paths` that nothing uses (and, unless `kept` is true, that were not
   * put in the library on purpose), every variant included; answers the paths deleted.
   */
  sweep(paths: string[], options?: { kept?: boolean }): Promise<string[]>;
  /** Sweeps unkept files nothing uses that were stored before `before`. */
  sweepOrphans(before: Date): Promise<string[]>;
  /** Sizes and variants of stored files, by path. A path's file never changes, so this caches. */
  describe(paths: string[]): Promise<Map<string, MediaInfo>>;
  /** Makes the variants of images stored before variants existed; answers how many it did. */
  backfillVariants(): Promise<number>;
}

const variantType = (name: string) => `image/${name.slice(name.lastIndexOf('.') + 1)}`;

export function createMediaStore(db: Db, files: FileStore): MediaStore {
  const repo = mediaRepo(db);
  const known = new Map<string, MediaInfo>();
  // A description changes with a content write; what pages were told of it is then re-read.
  onContentWrite(db, () => known.clear());

  // One save or sweep of a path at a time: the same bytes saved again while a delete of them was
  // under way left a row without its files, or an upload that found no row (a 500 seen under load).
  const busy = new Map<string, Promise<unknown>>();
  function onePath<T>(path: string, work: () => Promise<T>): Promise<T> {
    const run = (busy.get(path) ?? Promise.resolve()).then(work, work);
    const settled = run.catch(() => undefined);
    busy.set(path, settled);
    void settled.then(() => busy.get(path) === settled && busy.delete(path));
    return run;
  }

  async function putOnce(name: string, bytes: Buffer, type: string) {
    if (!(await files.has(name))) await files.put(name, bytes, type);
  }

  async function makeVariants(path: string, bytes: Buffer, width: number): Promise<number[]> {
    const widths = new Set<number>();
    const skip = async (w: number, format: 'avif' | 'webp') => {
      widths.add(w);
      return files.has(storedName(variantSrc(path, w, format)));
    };
    for await (const v of renderVariants(bytes, width, skip)) {
      const name = storedName(variantSrc(path, v.width, v.format));
      await putOnce(name, v.bytes, variantType(name));
    }
    return [...widths].sort((a, b) => a - b);
  }

  return {
    files,
    async store({ bytes, ext, mime, width }) {
      const path = mediaPathFor({ bytes, ext });
      // Always written: a sweep may be deleting an earlier copy of the same bytes just now.
      await files.put(storedName(path), bytes, mime);
      const variants =
        mime.startsWith('image/') && width ? await makeVariants(path, bytes, width) : [];
      return { path, variants };
    },

    async save(file, options = {}) {
      return (await this.saveRecorded(file, options)).path;
    },

    saveRecorded(file, options = {}) {
      const { bytes, mime, width, height, filename } = file;
      return onePath(mediaPathFor(file), async () => {
        const { path, variants } = await this.store(file);
        const [row] = await repo.record(
          { path, mime, width, height, variants, bytes: bytes.length, filename: filename ?? '' },
          options,
        );
        known.delete(path);
        if (!row) throw new Error(`recorded ${path} but the database answered no row`);
        return row;
      });
    },

    forgetAll: () => known.clear(),
    forget(paths) {
      for (const p of paths) known.delete(p);
    },

    async sweep(paths, { kept = false } = {}) {
      const removed: string[] = [];
      for (const path of new Set(paths)) {
        let row;
        try {
          // The row goes only with its files: a bucket that is down keeps both, and the
          // periodic sweep of orphans tries again later.
          row = await onePath(path, () =>
            db.transaction(async (tx) => {
              const gone = await mediaRepo(tx).removeUnused(path, !kept);
              if (gone) await files.remove(storedNames(gone.path, gone.variants));
              return gone;
            }),
          );
        } catch (err) {
          // A write is recording a use of it at this very moment: it stays.
          if (hasCode(err, FOREIGN_KEY_VIOLATION)) continue;
          throw err;
        }
        if (!row) continue;
        known.delete(path);
        removed.push(path);
      }
      return removed;
    },

    async sweepOrphans(before) {
      const orphans = await repo.orphans(before, 500);
      return this.sweep(orphans.map((o) => o.path));
    },

    async describe(paths) {
      const missing = paths.filter((p) => !known.has(p));
      for (const row of await repo.byPaths([...new Set(missing)])) {
        known.set(row.path, {
          width: row.width,
          height: row.height,
          variants: row.variants ?? [],
          alt: row.decorative ? '' : (row.alt ?? undefined),
          bytes: row.bytes,
          mime: row.mime,
        });
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
        const bytes = await files.read(storedName(row.path));
        const variants = bytes && row.width ? await makeVariants(row.path, bytes, row.width) : [];
        await repo.record({ ...row, variants });
        known.delete(row.path);
      }
      return rows.length;
    },
  };
}
