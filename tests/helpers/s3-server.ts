/**
 * A real S3-protocol server for tests (s3rver on a free port, its objects in a temp directory) with
 * a fresh bucket, and the app's S3 file store pointed at it: pass `files` to
 * `createTestApp({ files })` and any test runs against a bucket instead of the disk.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3FileStore, type S3FileStore } from '../../server/media/s3-file-store';

export interface S3TestServer {
  /** The store the app uses, on this server's bucket. */
  files: S3FileStore;
  /** e.g. `http://127.0.0.1:41234` */
  endpoint: string;
  bucket: string;
  /** The stored names in the bucket (keys without the store's prefix), sorted. */
  objectNames(): Promise<string[]>;
  /** Stops the server, keeping its objects, as a bucket's outage would. */
  stop(): Promise<void>;
  /** Starts it again on the same port, with the same objects. */
  start(): Promise<void>;
  /** Stops the server and deletes its directory. */
  close(): Promise<void>;
}

/** s3rver's one account (it checks the access key of each request; it does not verify V4 signatures). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server(
  options: { bucket?: string; prefix?: string } = {},
): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'media-test';
  const directory = await mkdtemp(join(tmpdir(), 's3rver-test-'));
  // Port 0: the system picks a free port, so test files can run side by side.
  let server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  let running = true;
  const endpoint = `http://127.0.0.1:${port}`;
  const files = s3FileStore({
    bucket,
    prefix: options.prefix,
    endpoint,
    region: 'us-east-1',
    credentials: CREDENTIALS,
    // s3rver would take `<bucket>.127.0.0.1` as a host name, which resolves nowhere.
    forcePathStyle: true,
  });
  await files.client.send(new CreateBucketCommand({ Bucket: bucket }));

  return {
    files,
    endpoint,
    bucket,
    async objectNames() {
      const names: string[] = [];
      // ListObjects (v1), paged by the last key: s3rver makes ListObjectsV2's continuation
      // tokens with DES, which OpenSSL 3 lacks, so a listing of over 1,000 keys fails there.
      let after: string | undefined;
      for (;;) {
        const page = await files.client.send(
          new ListObjectsCommand({ Bucket: bucket, Prefix: files.prefix, Marker: after }),
        );
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
        names.push(...keys.map((k) => k.slice(files.prefix.length)));
        after = keys.at(-1);
        if (!page.IsTruncated || !after) break;
      }
      return names.sort();
    },
    async stop() {
      if (running) await server.close();
      running = false;
    },
    async start() {
      server = new S3rver({ address: '127.0.0.1', port, directory, silent: true });
      await server.run();
      running = true;
    },
    async close() {
      files.client.destroy();
      if (running) await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
