/**
 * The backup's container: one tar file, written and read as a stream (tar-stream), each entry's
 * SHA-256 taken as its bytes go by. Nothing here holds more than one chunk of an entry.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type TarStream from 'tar-stream';
import type { ManifestEntry } from './manifest';

export interface ArchiveWriter {
  /** The archive's bytes: read it to the end (a file, an HTTP answer), or entries stall. */
  readonly output: Readable;
  /** Adds an entry of exactly `size` bytes; answers its size and checksum. */
  add(name: string, size: number, body: AsyncIterable<Uint8Array> | Buffer): Promise<ManifestEntry>;
  /** Ends the archive. */
  finish(): void;
  /** Ends it with an error: whoever reads `output` gets the error, not a short archive. */
  abort(err: Error): void;
}

async function* chunksOf(body: AsyncIterable<Uint8Array> | Buffer): AsyncIterable<Uint8Array> {
  if (Buffer.isBuffer(body)) yield body;
  else yield* body;
}

/**
 * tar-stream loads with the first backup or restore, not at start: they are rare, and a server
 * that only serves pages never needs it. Required (it is CommonJS), so writers stay synchronous.
 */
const tar = () => createRequire(import.meta.url)('tar-stream') as typeof TarStream;

export function archiveWriter(): ArchiveWriter {
  const pack = tar().pack();
  const mtime = new Date();
  return {
    output: Readable.from(pack),
    async add(name, size, body) {
      const hash = createHash('sha256');
      await new Promise<void>((resolve, reject) => {
        // 0600: what a restore does not need, nobody else on the machine should read either.
        const entry = pack.entry({ name, size, mode: 0o600, mtime }, (err) =>
          err ? reject(err) : resolve(),
        );
        (async () => {
          for await (const chunk of chunksOf(body)) {
            hash.update(chunk);
            if (!entry.write(chunk)) await once(entry, 'drain');
          }
          entry.end(undefined);
        })().catch((err: unknown) => {
          const error = err instanceof Error ? err : new Error(String(err));
          entry.destroy(error);
          // A file store's stream may hold a file handle or a connection to the bucket.
          if (body instanceof Readable) body.destroy(error);
          reject(err);
        });
      });
      return { bytes: size, sha256: hash.digest('hex') };
    },
    finish: () => pack.finalize(),
    abort: (err) => pack.destroy(err),
  };
}

export interface ArchiveEntry {
  name: string;
  size: number;
  /** Read it to the end before asking for the next entry. */
  body: AsyncIterable<Buffer>;
}

async function* buffers(source: AsyncIterable<unknown>): AsyncIterable<Buffer> {
  for await (const chunk of source) {
    yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
  }
}

/** The entries of the archive in `file`, in order; a file cut short ends in an error. */
export async function* archiveEntries(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar().extract();
  const input = createReadStream(file);
  input.on('error', (err) => extract.destroy(err));
  input.pipe(extract);
  try {
    for await (const entry of extract) {
      if (entry.header.type !== 'file') {
        entry.resume();
        continue;
      }
      yield { name: entry.header.name, size: entry.header.size, body: buffers(entry) };
      // An entry the caller did not read is skipped.
      entry.resume();
    }
  } finally {
    input.destroy();
  }
}

export function checksum(bytes: Buffer): ManifestEntry {
  return { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Reads an entry to the end, answering its checksum and size. */
export async function digest(
  body: AsyncIterable<Buffer>,
  also?: (chunk: Buffer) => Promise<void> | void,
): Promise<ManifestEntry> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of body) {
    hash.update(chunk);
    bytes += chunk.length;
    if (also) await also(chunk);
  }
  return { bytes, sha256: hash.digest('hex') };
}
