/**
 * Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO; docs/media-storage.md), so any
 * number of app instances share one set of files. The bucket stays private: visitors get files
 * through /media/, which streams them from here (media-routes.ts).
 */
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { parseContentRange, resolveRange } from './byte-range';
import { isSocketFailure } from '../db/unreachable';
import {
  IMMUTABLE,
  isStoredName,
  MediaUnavailableError,
  type FileInfo,
  type FileStore,
  type FileStream,
} from './file-store';

/** DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1000;
/** Keys go under this prefix unless told otherwise: the bucket can hold other things beside. */
export const DEFAULT_PREFIX = 'media/';

export interface S3FileStoreOptions {
  bucket: string;
  /**
   * Put before every name to make its key, e.g. `media/` (the default) or `site-a/media/`; `''`
   * keeps keys at the bucket's root.
   */
  prefix?: string;
  /** A client of your own; otherwise one is made from the options below and the environment. */
  client?: S3Client;
  /** For R2, MinIO or a test server; AWS S3 when unset. */
  endpoint?: string;
  /** Read from AWS_REGION (or the AWS config files) when unset; `us-east-1` with an endpoint. */
  region?: string;
  /** Read from AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY (or the SDK's other sources) when unset. */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** `bucket` in the path rather than the host name (MinIO, most test servers). */
  forcePathStyle?: boolean;
}

export interface S3FileStore extends FileStore {
  readonly kind: 's3';
  readonly bucket: string;
  readonly prefix: string;
  readonly client: S3Client;
  /** Checks the bucket answers with these credentials; throws an error saying what is wrong. */
  verify(): Promise<void>;
}

/** The HTTP status an SDK error carries (404 for a missing key, 304, 416…), if any. */
function statusOf(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null || !('$metadata' in err)) return undefined;
  const meta = (err as { $metadata?: { httpStatusCode?: unknown } }).$metadata;
  return typeof meta?.httpStatusCode === 'number' ? meta.httpStatusCode : undefined;
}

/** A bucket that is not there or failing (5xx, a timeout), as opposed to a refused request. */
function bucketUnreachable(err: unknown): boolean {
  const status = statusOf(err);
  if (status !== undefined) return status >= 500;
  return isSocketFailure(err) || (err instanceof Error && err.name === 'TimeoutError');
}

/** A reset of a socket that was open already, not a bucket that refuses connections. */
const staleSocket = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === 'ECONNRESET';
const isStream = (body: unknown) =>
  typeof body === 'object' && body !== null && 'pipe' in body && typeof body.pipe === 'function';

const nameOf = (err: unknown) => (err instanceof Error ? err.name : String(err));

/**
 * The AWS SDK, loaded when a bucket store is made rather than at start: a site keeping its media
 * on disk never needs it, and it held ~19 MB of the idle server's memory (docs/performance.md).
 * Required (the package is CommonJS, as Node's `import` of it is too), so making a store stays
 * synchronous.
 */
const loadSdk = () => createRequire(import.meta.url)('@aws-sdk/client-s3') as typeof S3;

export function s3FileStore(options: S3FileStoreOptions): S3FileStore {
  const {
    DeleteObjectsCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsCommand,
    PutObjectCommand,
    S3Client,
  } = loadSdk();
  const { bucket } = options;
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const client = options.client ?? new S3Client(clientConfig(options));
  // Outermost, after the SDK's own retries: a bucket that cannot be reached or keeps failing
  // becomes one error the server answers with 503 (docs/architecture.md, Parts fail). A client
  // given to several stores gets it once.
  if (!client.middlewareStack.identify().some((name) => name.startsWith('mediaUnavailable')))
    client.middlewareStack.add(
      (next) => async (args) => {
        try {
          return await next(args);
        } catch (first) {
          // A kept-alive socket the bucket closed while idle answers its next request with a
          // reset, which the SDK did not try again (seen in CI: `attempts: 1`). Once more on a
          // fresh socket, where the body can be sent again (bytes, not a stream).
          const again = staleSocket(first) && !isStream((args.input as { Body?: unknown }).Body);
          try {
            if (again) return await next(args);
            throw first;
          } catch (err) {
            throw bucketUnreachable(err) ? new MediaUnavailableError(err) : err;
          }
        }
      },
      { step: 'initialize', name: 'mediaUnavailable', priority: 'high' },
    );

  const keyOf = (name: string) => {
    if (!isStoredName(name)) throw new Error(`not a stored file name: ${name}`);
    return prefix + name;
  };

  async function stat(name: string): Promise<FileInfo | undefined> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType,
        etag: head.ETag,
        lastModified: head.LastModified,
      };
    } catch (err) {
      // Without s3:ListBucket, S3 answers 403 rather than 404 for a missing key: that stays an
      // error (the permissions are wrong), not a file that is silently never there.
      if (statusOf(err) === 404) return undefined;
      throw err;
    }
  }

  return {
    kind: 's3',
    bucket,
    prefix,
    client,

    async put(name, bytes, contentType) {
      // One PutObject is atomic: a reader sees the old object, none, or all of the new one.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(name),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          // For anything that serves the bucket directly (a CDN with the bucket as origin).
          CacheControl: IMMUTABLE,
        }),
      );
    },

    has: async (name) => (await stat(name)) !== undefined,

    async read(name) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        if (!out.Body) return Buffer.alloc(0);
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (err) {
        if (statusOf(err) === 404) return undefined;
        throw err;
      }
    },

    async remove(names) {
      const keys = [...new Set(names)].map(keyOf);
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH);
        const out = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        // S3 deletes a missing key without complaint; anything it reports is a real failure.
        const failed = out.Errors ?? [];
        if (failed.length > 0) {
          const first = failed[0];
          throw new Error(
            `S3 bucket ${bucket}: ${failed.length} of ${batch.length} deletes failed, e.g. ${first?.Key}: ${first?.Code} ${first?.Message ?? ''}`.trim(),
          );
        }
      }
    },

    stat,

    async stream(name, { range, ifNoneMatch } = {}): Promise<FileStream> {
      const key = keyOf(name);
      let asked = range;
      if (asked && 'suffix' in asked) {
        // `bytes=-n` resolved here, at the cost of a HEAD: some S3-compatible servers (s3rver,
        // which the tests run) read it as the first n bytes. Players ask for `bytes=n-` instead.
        const info = await stat(name);
        if (!info) return { status: 'missing' };
        const part = resolveRange(asked, info.size);
        if (!part) return { status: 'unsatisfiable', size: info.size };
        asked = part;
      }
      try {
        const out = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: asked ? `bytes=${asked.start}-${asked.end ?? ''}` : undefined,
            IfNoneMatch: ifNoneMatch,
          }),
        );
        if (!(out.Body instanceof Readable)) {
          throw new Error(`S3 bucket ${bucket}: GetObject ${key} answered no readable body`);
        }
        // Trust what came back over what was asked: a server may send the whole object instead.
        const sent = asked ? parseContentRange(out.ContentRange) : undefined;
        const info: FileInfo = {
          size: sent?.size ?? out.ContentLength ?? 0,
          contentType: out.ContentType,
          etag: out.ETag,
          lastModified: out.LastModified,
        };
        const body = out.Body;
        return sent
          ? { status: 'found', info, range: { start: sent.start, end: sent.end }, body }
          : { status: 'found', info, body };
      } catch (err) {
        const status = statusOf(err);
        if (status === 404) return { status: 'missing' };
        if (status === 304) return { status: 'not-modified' };
        if (status === 416) {
          // The 416 tells no size; the answer's Content-Range needs it.
          const info = await stat(name);
          return info ? { status: 'unsatisfiable', size: info.size } : { status: 'missing' };
        }
        throw err;
      }
    },

    async *list() {
      // ListObjects (v1), paged by the last key: it is what every S3-compatible service has
      // (s3rver's v2 continuation tokens need DES, which OpenSSL 3 lacks). The delimiter leaves
      // out keys in folders below the prefix, such as the private files' `private/cv/` when
      // S3_PREFIX is the bucket's root.
      let marker: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListObjectsCommand({
            Bucket: bucket,
            Prefix: prefix,
            Delimiter: '/',
            Marker: marker,
          }),
        );
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
        for (const key of keys) yield key.slice(prefix.length);
        marker = page.NextMarker ?? keys.at(-1);
        if (!page.IsTruncated || !marker) return;
      }
    },

    async verify() {
      // A key no file has, read as serving reads: this needs only the permissions the site needs
      // anyway (s3:GetObject, and s3:ListBucket for a 404), where HeadBucket needs bucket-level
      // rights some services' object-scoped keys lack. Its error names a missing bucket.
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: `${prefix}start-up-check.missing` }),
        );
        if (out.Body instanceof Readable) out.Body.destroy();
      } catch (err) {
        const status = statusOf(err);
        if (status === 404 && nameOf(err) !== 'NoSuchBucket') return;
        const why =
          status === 404
            ? 'does not exist'
            : status === 403 || status === 401
              ? 'refused these keys: they need s3:GetObject, s3:PutObject, s3:DeleteObject and s3:ListBucket (docs/media-storage.md)'
              : `cannot be reached (${nameOf(err)}${err instanceof Error && err.message !== nameOf(err) ? `: ${err.message}` : ''})`;
        throw new Error(`S3 bucket ${bucket} ${why}`, { cause: err });
      }
    },
  };
}

function clientConfig(options: S3FileStoreOptions): S3ClientConfig {
  return {
    endpoint: options.endpoint,
    // R2 takes `auto`, MinIO and test servers any region: without one the SDK would refuse to
    // sign. Plain AWS needs the bucket's real region, from AWS_REGION or the AWS config files.
    region: options.region ?? (options.endpoint ? 'us-east-1' : undefined),
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them (DeleteObjects): the SDK's newer default adds them to
    // every upload in a form some S3-compatible servers refuse. Names are hashes of the bytes, and
    // TLS already guards them in transit.
    ...(options.endpoint
      ? {
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
    requestHandler: {
      // A bucket that does not answer fails a request in seconds rather than hanging it.
      connectionTimeout: 5_000,
      // Every video being watched holds a socket while it streams; the SDK's default of 50 would
      // leave further visitors queued behind them.
      httpsAgent: { keepAlive: true, maxSockets: 256 },
      httpAgent: { keepAlive: true, maxSockets: 256 },
    },
  };
}
