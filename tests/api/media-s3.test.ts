/**
 * Media in an S3-compatible bucket (MEDIA_STORE=s3; docs/media-storage.md), against a real
 * S3-protocol server: the seed and editors' uploads land in the bucket with their variants,
 * /media/ streams them with the local server's headers, ranges included, and a deleted record's
 * files leave the bucket.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ListObjectsCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { variantSrc, VARIANT_FORMATS } from '../../content/media';
import { media } from '../../server/db/schema';
import { storedName, storedNames } from '../../server/media/media-store';
import { seedAssetsDir } from '../../server/paths';
import { startS3Server, type S3TestServer } from '../helpers/s3-server';
import { signedInApp } from '../helpers/signed-in-app';
import { bearer } from '../helpers/test-app';
import { form, formRequest, jpegFile, sectionPath } from './write-helpers';

let s3: S3TestServer;
/** Commands the app sent the bucket, by name, with the keys a DeleteObjects named. */
let sent: { command: string; deleteKeys?: number }[] = [];

// Registered first, so that it runs after the app is closed.
afterAll(() => s3?.close());
const ctx = signedInApp(async () => {
  s3 = await startS3Server();
  // Counts what reaches the SDK; the requests themselves go to the server unchanged.
  s3.files.client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { Delete?: { Objects?: unknown[] } };
      sent.push({ command: context.commandName ?? '?', deleteKeys: input.Delete?.Objects?.length });
      return next(args);
    },
    { step: 'initialize', name: 'countCommands' },
  );
  // Seeding sends the bucket a few thousand requests (every placeholder and its variants).
  return { files: s3.files };
}, 240_000);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.fastify.inject({ method: 'GET', url, headers });

/** The headers every served file has, wherever it is stored. */
function expectMediaHeaders(res: Awaited<ReturnType<typeof get>>) {
  expect(res.headers['cache-control']).toBe(IMMUTABLE);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(res.headers['accept-ranges']).toBe('bytes');
  expect(res.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
  expect(new Date(String(res.headers['last-modified'])).getTime()).not.toBeNaN();
}

/** Every format of the image at `path` is served at `width`, with the headers of a media file. */
async function expectVariantsServed(path: string, width: number) {
  for (const format of VARIANT_FORMATS) {
    const variant = await get(variantSrc(path, width, format));
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe(`image/${format}`);
    expectMediaHeaders(variant);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(width);
  }
}

async function homeVideo(): Promise<{ path: string; bytes: Buffer }> {
  const res = await get(await sectionPath(ctx.app, 'home-video'));
  const path = Object.values(res.json())[0] as { video: string };
  return {
    path: path.video,
    bytes: await readFile(join(seedAssetsDir, 'factory-loop.mp4')),
  };
}

describe('seeding into a bucket', () => {
  it('puts every seeded file and each image’s AVIF and WebP variants in the bucket', async () => {
    const rows = await ctx.app.database.db.select().from(media);
    const inBucket = new Set(await s3.objectNames());
    const images = rows.filter((r) => r.mime.startsWith('image/'));
    expect(images.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.mime.startsWith('video/'))).toBe(true);
    for (const row of rows) {
      if (row.mime.startsWith('image/')) expect(row.variants?.length, row.path).toBeGreaterThan(0);
      for (const name of storedNames(row.path, row.variants)) {
        expect(inBucket.has(name), name).toBe(true);
      }
    }
    // Every key under the prefix, so the bucket can hold other things beside.
    const all = await s3.files.client.send(new ListObjectsCommand({ Bucket: s3.bucket }));
    expect(all.Contents?.length).toBeGreaterThan(0);
    for (const o of all.Contents ?? []) expect(o.Key).toMatch(/^media\/[\w-]+\.\w+$/);
  });

  it('serves a seeded image and its variants from the bucket, as the pages name them', async () => {
    const res = await get(await sectionPath(ctx.app, 'hero-images/hero-image-one'));
    const { image } = res.json().heroImageOne as { image: string };
    const original = await get(image);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expectMediaHeaders(original);
    expect(original.rawPayload.equals((await s3.files.read(storedName(image)))!)).toBe(true);
    expect(Number(original.headers['content-length'])).toBe(original.rawPayload.length);

    const width = (await sharp(original.rawPayload).metadata()).width!;
    const small = Math.min(640, width);
    await expectVariantsServed(image, small);
  });
});

describe('an editor’s upload', () => {
  it('stores the image and its variants in the bucket and serves them', async () => {
    const before = new Set(await s3.objectNames());
    const body = form({ image: await jpegFile(1400, 700, 'site.jpg') });
    const hero = await sectionPath(ctx.app, 'hero-images/hero-image-two');
    const res = await formRequest(ctx.app, 'PATCH', hero, ctx.sup, body);
    expect(res.statusCode, res.body).toBe(200);
    const path: string = res.json().heroImageTwo.image;
    expect(path).toMatch(/^\/media\/[0-9a-f]{24}\.jpg$/);

    const served = await get(path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expectMediaHeaders(served);
    const { width } = await sharp(served.rawPayload).metadata();
    expect(served.rawPayload.equals((await s3.files.read(storedName(path)))!)).toBe(true);

    // New in the bucket: the original, and AVIF and WebP copies at each width up to its own.
    const added = (await s3.objectNames()).filter((n) => !before.has(n));
    const stem = storedName(path).replace(/\.jpg$/, '');
    const variants = added.filter((n) => n !== storedName(path));
    expect(added).toContain(storedName(path));
    const widths = [...new Set(variants.map((n) => Number(/-w(\d+)\./.exec(n)?.[1])))];
    expect(widths).toContain(360);
    expect(widths).toContain(width);
    expect(variants.sort()).toEqual(
      widths.flatMap((w) => VARIANT_FORMATS.map((f) => `${stem}-w${w}.${f}`)).sort(),
    );
    for (const w of widths) await expectVariantsServed(path, w);
  });
});

describe('GET and HEAD /media/ from the bucket', () => {
  it('answers a whole video with its length and type', async () => {
    const video = await homeVideo();
    const res = await get(video.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-length']).toBe(String(video.bytes.length));
    expectMediaHeaders(res);
    expect(res.rawPayload.equals(video.bytes)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, undefined],
    ['bytes=-50', -50, undefined],
    ['bytes=25000-99999999', 25000, undefined],
  ])('answers Range %s with 206 and exactly those bytes', async (range, from, to) => {
    const video = await homeVideo();
    const size = video.bytes.length;
    const start = from < 0 ? size + from : from;
    const end = to ?? size - 1;
    const res = await get(video.path, { range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.headers['content-type']).toBe('video/mp4');
    expectMediaHeaders(res);
    expect(res.rawPayload.equals(video.bytes.subarray(start, end + 1))).toBe(true);
  });

  it('answers a range past the end, or one no file has, with 416 and the size', async () => {
    const video = await homeVideo();
    for (const range of ['bytes=999999-', 'bytes=5-3', 'bytes=-0']) {
      const res = await get(video.path, { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${video.bytes.length}`);
      expect(res.json().error.code).toBe('range_not_satisfiable');
    }
  });

  it('answers several ranges, or another unit, with the whole file', async () => {
    const video = await homeVideo();
    for (const range of ['bytes=0-1,5-9', 'items=0-5']) {
      const res = await get(video.path, { range });
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.equals(video.bytes)).toBe(true);
    }
  });

  it('answers HEAD with the headers of a GET and no body, ranges included', async () => {
    const video = await homeVideo();
    const whole = await ctx.app.fastify.inject({ method: 'HEAD', url: video.path });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(video.bytes.length));
    expect(whole.headers['content-type']).toBe('video/mp4');
    expectMediaHeaders(whole);
    expect(whole.rawPayload.length).toBe(0);
    expect(whole.headers.etag).toBe((await get(video.path)).headers.etag);

    const part = await ctx.app.fastify.inject({
      method: 'HEAD',
      url: video.path,
      headers: { range: 'bytes=-50' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(
      `bytes ${video.bytes.length - 50}-${video.bytes.length - 1}/${video.bytes.length}`,
    );
    expect(part.headers['content-length']).toBe('50');
    expect(part.rawPayload.length).toBe(0);
  });

  it('answers If-None-Match with the file’s ETag with 304 and no body', async () => {
    const video = await homeVideo();
    const etag = String((await get(video.path)).headers.etag);
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await ctx.app.fastify.inject({
        method,
        url: video.path,
        headers: { 'if-none-match': etag },
      });
      expect(res.statusCode, method).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
    const other = await get(video.path, { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(video.bytes)).toBe(true);
  });

  it('ignores an If-None-Match that names no entity tag', async () => {
    const video = await homeVideo();
    for (const value of ['garbage', '"unterminated', `"${'x'.repeat(5000)}"`]) {
      const res = await get(video.path, { 'if-none-match': value });
      expect(res.statusCode, value.slice(0, 20)).toBe(200);
      expect(res.rawPayload.equals(video.bytes)).toBe(true);
    }
  });

  it('never compresses what it streams, so a range stays those bytes', async () => {
    // A type the compressor would take, on a name with no known extension.
    const bytes = Buffer.from('compressible text '.repeat(400));
    await s3.files.put('plain-0123456789.bin', bytes, 'application/octet-stream');
    const gzip = { 'accept-encoding': 'gzip, br' };
    const whole = await get('/media/plain-0123456789.bin', gzip);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['content-type']).toBe('application/octet-stream');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await get('/media/plain-0123456789.bin', { ...gzip, range: 'bytes=10-2009' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.rawPayload.equals(bytes.subarray(10, 2010))).toBe(true);
    await s3.files.remove(['plain-0123456789.bin']);
  });

  it('answers a name the bucket does not hold with the 404 of the local store', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const url = '/media/0123456789abcdef01234567.jpg';
      const res = await ctx.app.fastify.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBeUndefined();
      if (method === 'GET') {
        expect(res.json()).toEqual({
          message: `Route GET:${url} not found`,
          error: 'Not Found',
          statusCode: 404,
        });
      }
    }
  });

  it('answers names no file can have with 404 without asking the bucket', async () => {
    sent = [];
    for (const url of [
      '/media/a/b.jpg',
      '/media/..%2Fsecret.jpg',
      '/media/%2e%2e/x.jpg',
      '/media/.env',
      '/media/',
      `/media/${'a'.repeat(201)}.jpg`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
    expect(sent).toEqual([]);
  });

  it('sends a client of //media/… on to the one file', async () => {
    const video = await homeVideo();
    const res = await get(`/${video.path}`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(video.path);
  });
});

describe('deleting', () => {
  it('a news post purged from the trash removes its uploaded image and every variant from the bucket', async () => {
    const body = form({ title: 'Our new workshop', blogImage: await jpegFile(1200, 600) });
    const created = await formRequest(ctx.app, 'POST', '/api/v1/blog', ctx.sup, body);
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id, blogImage: path } = created.json().blog as { _id: string; blogImage: string };
    expect(path).toMatch(/^\/media\/[0-9a-f]{24}\.jpg$/);
    const stem = storedName(path).replace(/\.jpg$/, '');
    const files = (await s3.objectNames()).filter((n) => n.startsWith(stem));
    // The original and AVIF and WebP at each width up to the field's 900 px.
    expect(files).toHaveLength(1 + 3 * VARIANT_FORMATS.length);
    expect((await get(path)).statusCode).toBe(200);

    const deleted = await ctx.app.fastify.inject({
      method: 'DELETE',
      url: `/api/v1/blog/${id}`,
      headers: bearer(ctx.sup),
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    // In the trash the post can still come back, with its image.
    expect((await s3.objectNames()).filter((n) => n.startsWith(stem))).toEqual(files);
    expect(await ctx.app.services.trash.purge(new Date(Date.now() + 31 * 86_400_000))).toBe(1);
    expect((await s3.objectNames()).filter((n) => n.startsWith(stem))).toEqual([]);
    expect((await get(path)).statusCode).toBe(404);
    expect((await get(variantSrc(path, 640, 'webp'))).statusCode).toBe(404);
  });

  it('many files asks at most 1,000 keys a request, and missing names are no error', async () => {
    const names = Array.from(
      { length: 2500 },
      (_, i) => `batch-${String(i).padStart(4, '0')}.webp`,
    );
    const kept = ['batch-0000.webp', 'batch-0999.webp', 'batch-1000.webp', 'batch-2499.webp'];
    for (const n of kept) await s3.files.put(n, Buffer.from(n), 'image/webp');
    expect((await s3.objectNames()).filter((n) => n.startsWith('batch-'))).toEqual(kept);

    sent = [];
    await s3.files.remove(names);
    expect(sent).toEqual([
      { command: 'DeleteObjectsCommand', deleteKeys: 1000 },
      { command: 'DeleteObjectsCommand', deleteKeys: 1000 },
      { command: 'DeleteObjectsCommand', deleteKeys: 500 },
    ]);
    expect((await s3.objectNames()).filter((n) => n.startsWith('batch-'))).toEqual([]);
  });
});

describe('the media library on a bucket', () => {
  const library = (
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: ReturnType<typeof form>,
  ) =>
    ctx.app.fastify.inject({
      method,
      url,
      headers: { ...bearer(ctx.sup), ...(body?.headers ?? {}) },
      ...(body ? { payload: body.payload } : {}),
    });
  const stemOf = (path: string) => storedName(path).replace(/\.[a-z]+$/, '');
  const inBucket = async (path: string) =>
    (await s3.objectNames()).filter((n) => n.startsWith(stemOf(path)));

  it('uploads, replaces and deletes files in the bucket, every variant included', async () => {
    const uploaded = await library(
      'POST',
      '/api/v1/media',
      form({ file: await jpegFile(1000, 500, 'yard.jpg'), alt: 'Our yard at dawn' }),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const item = uploaded.json().media as { id: string; url: string };
    expect((await inBucket(item.url)).length).toBeGreaterThan(1);
    expect((await get(item.url)).statusCode).toBe(200);

    const replaced = await library(
      'PATCH',
      `/api/v1/media/${item.id}`,
      form({ file: await jpegFile(800, 400, 'yard-2.jpg') }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const next = replaced.json().media as { url: string; alt: string };
    expect(next).toMatchObject({ alt: 'Our yard at dawn' });
    expect(next.url).not.toBe(item.url);
    expect(await inBucket(item.url)).toEqual([]);
    expect((await get(item.url)).statusCode).toBe(404);
    expect((await get(next.url)).statusCode).toBe(200);

    const deleted = await library('DELETE', `/api/v1/media/${item.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await inBucket(next.url)).toEqual([]);
    expect((await get(next.url)).statusCode).toBe(404);
  });
});

describe('with the bucket stopped for a while', () => {
  const upload = async (name: string, alt: string) => {
    const body = form({ file: await jpegFile(600, 300, name), alt });
    return formRequest(ctx.app, 'POST', '/api/v1/media', ctx.sup, body);
  };

  const stemOf = (path: string) => storedName(path).replace(/\.[a-z]+$/, '');

  it('pages render, /media/ answers 503, an upload is refused whole, and all is back when it returns', async () => {
    const uploaded = await upload('before.jpg', 'Before the outage');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url: kept, id: keptId } = uploaded.json().media as { url: string; id: string };
    const rows = async () =>
      (await ctx.app.database.db.select({ id: media.id }).from(media)).length;
    const rowsBefore = await rows();
    const objectsBefore = await s3.objectNames();

    await s3.stop();
    try {
      // A file: a short answer to wait out, never a 500.
      const file = await get(kept);
      expect(file.statusCode).toBe(503);
      expect(file.headers['retry-after']).toBeDefined();
      expect(file.headers['cache-control']).toBe('no-store');
      expect(file.json().error.code).toBe('media_unavailable');
      // What names the files comes from the database: it does not need the bucket.
      expect((await get(await sectionPath(ctx.app, 'home-video'))).statusCode).toBe(200);

      // An upload: refused with a reason, and no record of a file the bucket does not hold.
      const refused = await upload('during.jpg', 'During the outage');
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error).toMatchObject({
        code: 'media_unavailable',
        message: expect.stringContaining('nothing was saved'),
      });
      expect(await rows()).toBe(rowsBefore);

      // A delete: refused too, the record kept with its files, to be deleted when it is back.
      const deleted = await ctx.app.fastify.inject({
        method: 'DELETE',
        url: `/api/v1/media/${keptId}`,
        headers: bearer(ctx.sup),
      });
      expect(deleted.statusCode).toBe(503);
      expect(await rows()).toBe(rowsBefore);
    } finally {
      await s3.start();
    }

    // No file without its record either: the bucket holds what it held.
    expect(await s3.objectNames()).toEqual(objectsBefore);
    expect((await get(kept)).statusCode).toBe(200);
    const after = await upload('after.jpg', 'After the outage');
    expect(after.statusCode, after.body).toBe(201);
    // The delete refused meanwhile goes through now, files and all.
    const retried = await ctx.app.fastify.inject({
      method: 'DELETE',
      url: `/api/v1/media/${keptId}`,
      headers: bearer(ctx.sup),
    });
    expect(retried.statusCode).toBe(204);
    expect((await s3.objectNames()).filter((n) => n.startsWith(stemOf(kept)))).toEqual([]);
  });
});
