/**
 * Where media bytes live (issue 15): the local disk by default, or an S3-compatible bucket
 * (s3-file-store.ts; docs/media-storage.md). Names are flat (`ab12….jpg`, `ab12…-w640.avif`) and
 * never change meaning, since a name is a hash of its bytes; so a store needs no updates, only
 * puts, reads and deletes.
 */
import { randomUUID } from 'node:crypto';
import type { Stats } from 'node:fs';
import {
  access,
  mkdir,
  open,
  opendir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { resolveRange, type ByteRange, type ResolvedRange } from './byte-range';

export type { ByteRange, ResolvedRange } from './byte-range';

/** Names are hashes of their bytes: whatever caches a file may keep it for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What serving a stored file needs to know of it. */
export interface FileInfo {
  /** The whole file's length in bytes. */
  size: number;
  /** The type it was stored with, when the store keeps one (a bucket does, a disk does not). */
  contentType?: string;
  /** A validator for `If-None-Match`, quoted as it goes in the `ETag` header. */
  etag?: string;
  lastModified?: Date;
}

/** What `stream` found. */
export type FileStream =
  | { status: 'missing' }
  /** `ifNoneMatch` matched: the client's copy is current. */
  | { status: 'not-modified' }
  /** The range starts past the end of the file (416); `size` is the file's. */
  | { status: 'unsatisfiable'; size: number }
  | {
      status: 'found';
      info: FileInfo;
      /** The bytes `body` holds when only part of the file was asked for and sent. */
      range?: ResolvedRange;
      /** Read it to the end or destroy it: it may hold a connection to the store. */
      body: Readable;
    };

export interface StreamOptions {
  range?: ByteRange;
  /** The request's `If-None-Match`, answered `not-modified` when it names the file's ETag. */
  ifNoneMatch?: string;
}

/** What failed, for the log and start-up's message: the socket's code and the SDK's words. */
function describeCause(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const code = 'code' in cause && typeof cause.code === 'string' ? cause.code : '';
  return [code, cause.message].filter(Boolean).join(' ') || cause.name;
}

/**
 * The store cannot be reached or keeps failing (a bucket's outage): nothing was read or written,
 * and the request is answered 503 to be tried again later.
 */
export class MediaUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The media storage cannot be reached: ${describeCause(cause)}`, { cause });
    this.name = 'MediaUnavailableError';
  }
}

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Stores `bytes` under `name`; a reader never sees half a file. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  has(name: string): Promise<boolean>;
  /** The bytes, or undefined when there is no such file. */
  read(name: string): Promise<Buffer | undefined>;
  /** Deletes the files that exist among `names`; missing ones are not an error. */
  remove(names: string[]): Promise<void>;
  /** Size, type and validators of a file without its bytes (HEAD), or undefined when missing. */
  stat(name: string): Promise<FileInfo | undefined>;
  /** The file, or the range of it asked for, as a stream: serving never holds a whole video. */
  stream(name: string, options?: StreamOptions): Promise<FileStream>;
  /**
   * Every stored name, in no particular order, a page at a time: what a restore must find
   * empty, or empty itself (server/operations/restore.ts).
   */
  list(): AsyncIterable<string>;
}

export interface LocalFileStore extends FileStore {
  readonly kind: 'local';
  /** The directory served under /media/. */
  readonly dir: string;
}

/** A name as stored: one path segment, nothing that could climb out of the store. */
/** The type of each kind of file the site stores, by extension (a disk keeps no types). */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A stored file's type from its name's extension, or undefined for one the site never stores. */
export const typeByExtension = (name: string): string | undefined =>
  TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()];

export function isStoredName(name: string): boolean {
  return /^[\w-]+(\.[\w-]+)*$/.test(name) && name.length <= 200;
}

export const isLocalFileStore = (files: FileStore): files is LocalFileStore =>
  files.kind === 'local' && 'dir' in files;

/**
 * Whether an `If-None-Match` value names `etag`: `*`, or one of its comma-separated tags, compared
 * weakly (RFC 9110 §13.1.2), so `W/"x"` and `"x"` match.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

export function localFileStore(dir: string): LocalFileStore {
  let ready: Promise<unknown> | undefined;
  const fileOf = (name: string) => {
    if (!isStoredName(name)) throw new Error(`not a stored file name: ${name}`);
    return join(dir, name);
  };
  const has = (name: string) =>
    access(fileOf(name)).then(
      () => true,
      () => false,
    );
  // The validator @fastify/send gives the same file when /media/ is served from this disk.
  const infoOf = (found: Stats): FileInfo => ({
    size: found.size,
    etag: `W/"${found.size.toString(16)}-${found.mtime.getTime().toString(16)}"`,
    lastModified: found.mtime,
  });
  return {
    kind: 'local',
    dir,
    has,
    async put(name, bytes) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const file = fileOf(name);
      const tmp = `${file}.${randomUUID()}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file);
    },
    read: (name) => readFile(fileOf(name)).catch(() => undefined),
    async remove(names) {
      await Promise.all(names.map((n) => rm(fileOf(n), { force: true })));
    },
    async stat(name) {
      const found = await stat(fileOf(name)).catch(() => undefined);
      return found?.isFile() ? infoOf(found) : undefined;
    },
    async stream(name, { range, ifNoneMatch } = {}) {
      // Opened first: a sweep deleting the file now cannot fail the stream half-way.
      const handle = await open(fileOf(name)).catch(() => undefined);
      if (!handle) return { status: 'missing' };
      const found = await handle.stat().catch(async (err: unknown) => {
        await handle.close();
        throw err;
      });
      const info = infoOf(found);
      const part = range && resolveRange(range, info.size);
      const answer = !found.isFile()
        ? ({ status: 'missing' } as const)
        : etagMatches(ifNoneMatch, info.etag)
          ? ({ status: 'not-modified' } as const)
          : range && !part
            ? ({ status: 'unsatisfiable', size: info.size } as const)
            : undefined;
      if (answer) {
        await handle.close();
        return answer;
      }
      const body = handle.createReadStream(part ?? {});
      return part ? { status: 'found', info, range: part, body } : { status: 'found', info, body };
    },
    async *list() {
      // Read as it is walked, a page of entries at a time: a sweep of a store with many
      // thousands of files never holds every name at once.
      const entries = await opendir(dir, { bufferSize: 1000 }).catch(
        (err: NodeJS.ErrnoException) => {
          // A store nothing was ever put in has no directory yet: it is empty.
          if (err.code === 'ENOENT') return undefined;
          throw err;
        },
      );
      if (!entries) return;
      for await (const entry of entries) if (entry.isFile()) yield entry.name;
    },
  };
}
