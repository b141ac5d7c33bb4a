/**
 * The two FileStores keep one contract, checked against each: the local disk, and a real
 * S3-protocol server (s3rver) through the S3 store. What media-store and /media/ rely on.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../server/boot';
import { ConfigError, loadConfig } from '../../server/config';
import {
  isLocalFileStore,
  localFileStore,
  type FileStore,
  type FileStream,
} from '../../server/media/file-store';
import { startS3Server, type S3TestServer } from '../helpers/s3-server';

let s3: S3TestServer;
let dir: string;
beforeAll(async () => {
  s3 = await startS3Server({ prefix: 'contract/' });
  dir = await mkdtemp(join(tmpdir(), 'file-store-test-'));
});
afterAll(async () => {
  await s3?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const stores: [string, () => FileStore][] = [
  ['local', () => localFileStore(dir)],
  ['s3', () => s3.files],
];

const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function found(result: FileStream) {
  if (result.status !== 'found') throw new Error(`expected a file, got ${result.status}`);
  return { ...result, bytes: await bytesOf(result.body) };
}

describe.each(stores)('the %s file store', (kind, make) => {
  const name = `${kind}0123456789abcdef.mp4`;

  it('stores, finds, reads and describes a file', async () => {
    const files = make();
    expect(files.kind).toBe(kind);
    await files.put(name, BYTES, 'video/mp4');
    expect(await files.has(name)).toBe(true);
    expect((await files.read(name))?.equals(BYTES)).toBe(true);
    const info = await files.stat(name);
    expect(info?.size).toBe(BYTES.length);
    expect(info?.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(info?.lastModified).toBeInstanceOf(Date);
    // A bucket keeps the type it was given; a disk has the extension.
    if (kind === 's3') expect(info?.contentType).toBe('video/mp4');
  });

  it('streams the whole file, or the range asked for', async () => {
    const files = make();
    const whole = await found(await files.stream(name));
    expect(whole.bytes.equals(BYTES)).toBe(true);
    expect(whole.range).toBeUndefined();
    expect(whole.info.size).toBe(1000);

    for (const [range, start, end] of [
      [{ start: 0, end: 99 }, 0, 99],
      [{ start: 990 }, 990, 999],
      [{ suffix: 10 }, 990, 999],
      [{ start: 995, end: 5000 }, 995, 999],
    ] as const) {
      const part = await found(await files.stream(name, { range }));
      expect(part.range, JSON.stringify(range)).toEqual({ start, end });
      expect(part.info.size).toBe(1000);
      expect(part.bytes.equals(BYTES.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers a range past the end with the size, and a current ETag with not-modified', async () => {
    const files = make();
    expect(await files.stream(name, { range: { start: 1000 } })).toEqual({
      status: 'unsatisfiable',
      size: 1000,
    });
    const { etag } = (await files.stat(name))!;
    expect(await files.stream(name, { ifNoneMatch: etag })).toEqual({ status: 'not-modified' });
    const other = await found(await files.stream(name, { ifNoneMatch: '"other"' }));
    expect(other.bytes.equals(BYTES)).toBe(true);
  });

  it('knows a missing file as missing, whatever is asked', async () => {
    const files = make();
    const missing = `${kind}-missing.jpg`;
    expect(await files.has(missing)).toBe(false);
    expect(await files.read(missing)).toBeUndefined();
    expect(await files.stat(missing)).toBeUndefined();
    expect(await files.stream(missing)).toEqual({ status: 'missing' });
    expect(await files.stream(missing, { range: { suffix: 5 } })).toEqual({ status: 'missing' });
  });

  it('refuses names that could leave the store', async () => {
    const files = make();
    for (const bad of ['../x.jpg', 'a/b.jpg', '.env', '']) {
      await expect(files.put(bad, BYTES, 'image/jpeg')).rejects.toThrow(/not a stored file name/);
      await expect(files.stat(bad)).rejects.toThrow(/not a stored file name/);
    }
  });

  it('removes the files named, and takes missing ones and an empty list in its stride', async () => {
    const files = make();
    const other = `${kind}-other.webp`;
    await files.put(other, Buffer.from('webp'), 'image/webp');
    await files.remove([]);
    await files.remove([name, `${kind}-never-stored.jpg`]);
    expect(await files.has(name)).toBe(false);
    expect(await files.has(other)).toBe(true);
    await files.remove([other, other]);
    expect(await files.has(other)).toBe(false);
  });

  it('lists every stored name, and nothing kept in a folder below it', async () => {
    const files = make();
    const names = Array.from({ length: 3 }, (_, i) => `${kind}-listed-${i}.jpg`);
    for (const n of names) await files.put(n, Buffer.from(n), 'image/jpeg');
    const listed: string[] = [];
    for await (const n of files.list()) listed.push(n);
    expect(listed.filter((n) => n.startsWith(`${kind}-listed-`)).sort()).toEqual(names);
    await files.remove(names);
  });
});

describe('listing', () => {
  it('finds an empty store empty, even one whose directory was never made', async () => {
    const never = localFileStore(join(dir, 'never-made'));
    const listed: string[] = [];
    for await (const n of never.list()) listed.push(n);
    expect(listed).toEqual([]);
  });

  it('pages through a bucket of more than a thousand keys, leaving out deeper folders', async () => {
    const { s3FileStore } = await import('../../server/media/s3-file-store');
    const root = s3FileStore({
      bucket: s3.bucket,
      prefix: 'paged/',
      client: s3.files.client,
    });
    const names = Array.from({ length: 1003 }, (_, i) => `p${String(i).padStart(4, '0')}.jpg`);
    for (let i = 0; i < names.length; i += 50) {
      await Promise.all(
        names.slice(i, i + 50).map((n) => root.put(n, Buffer.from('x'), 'image/jpeg')),
      );
    }
    const deeper = s3FileStore({ bucket: s3.bucket, prefix: 'paged/cv/', client: s3.files.client });
    await deeper.put('hidden.pdf', Buffer.from('%PDF-'), 'application/pdf');
    const listed: string[] = [];
    for await (const n of root.list()) listed.push(n);
    expect(listed.sort()).toEqual(names);
    await root.remove(names);
    await deeper.remove(['hidden.pdf']);
  });
});

describe('the S3 file store', () => {
  it('keeps its keys under its prefix', async () => {
    await s3.files.put('prefixed.jpg', Buffer.from('x'), 'image/jpeg');
    expect(s3.files.prefix).toBe('contract/');
    expect(await s3.objectNames()).toContain('prefixed.jpg');
    await s3.files.remove(['prefixed.jpg']);
  });

  it('tells what is wrong when the bucket cannot be used', async () => {
    const { s3FileStore } = await import('../../server/media/s3-file-store');
    const options = { endpoint: s3.endpoint, forcePathStyle: true };
    const good = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    await expect(s3.files.verify()).resolves.toBeUndefined();
    await expect(
      s3FileStore({ ...options, bucket: 'no-such-bucket', credentials: good }).verify(),
    ).rejects.toThrow('S3 bucket no-such-bucket does not exist');
    await expect(
      s3FileStore({
        ...options,
        bucket: s3.bucket,
        credentials: { accessKeyId: 'NOBODY', secretAccessKey: 'NOBODY' },
      }).verify(),
    ).rejects.toThrow(`S3 bucket ${s3.bucket} refused these keys`);
    await expect(
      s3FileStore({
        bucket: s3.bucket,
        endpoint: 'http://127.0.0.1:9',
        forcePathStyle: true,
        credentials: good,
      }).verify(),
    ).rejects.toThrow(/cannot be reached \(.*ECONNREFUSED/);
  });
});

describe('the store the server starts with', () => {
  const config = (env: Record<string, string>) => ({ env, config: loadConfig(env) });

  it('is the data directory’s media folder by default', async () => {
    const { env, config: c } = config({});
    const files = await mediaFiles(c, env, dir);
    expect(files.kind).toBe('local');
    expect(isLocalFileStore(files) && files.dir).toBe(join(dir, 'media'));
  });

  it('is the bucket MEDIA_STORE=s3 names, checked before use', async () => {
    const s3env = {
      MEDIA_STORE: 's3',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'booted/',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    };
    const { env, config: c } = config(s3env);
    const files = await mediaFiles(c, env, dir);
    expect(files).toMatchObject({ kind: 's3', bucket: s3.bucket, prefix: 'booted/' });
    await files.put('booted.jpg', Buffer.from('x'), 'image/jpeg');
    expect(await files.has('booted.jpg')).toBe(true);
    await files.remove(['booted.jpg']);

    const wrong = config({ ...s3env, S3_BUCKET: 'not-this-one' });
    await expect(mediaFiles(wrong.config, wrong.env, dir)).rejects.toThrow(ConfigError);
    await expect(mediaFiles(wrong.config, wrong.env, dir)).rejects.toThrow(
      /^S3 bucket not-this-one does not exist$/,
    );
  });
});
