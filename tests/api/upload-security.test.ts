import type { LocalFileStore } from '../../server/media/file-store';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sectionList } from '../../content/registry';
import { media } from '../../server/db/schema';
import { bearer } from '../helpers/test-app';
import { signedInApp } from '../helpers/signed-in-app';
import {
  dataUrl,
  fetchMedia,
  form,
  gifBytes,
  jpegBytes,
  mp4Bytes,
  pngBytes,
  sectionPath,
  webpBytes,
  type FilePart,
  pngBomb,
} from './write-helpers';

const ctx = signedInApp();

const IMAGE_MESSAGE = 'Upload a JPEG, PNG, WebP or GIF image';
const VIDEO_MESSAGE = 'Upload an MP4 or WebM video of at most 50 MB';

const patchJson = async (key: string, payload: object) =>
  ctx.app.fastify.inject({
    method: 'PATCH',
    url: await sectionPath(ctx.app, key),
    headers: bearer(ctx.sup),
    payload,
  });
const patchForm = async (key: string, body: ReturnType<typeof form>) =>
  ctx.app.fastify.inject({
    method: 'PATCH',
    url: await sectionPath(ctx.app, key),
    headers: { ...bearer(ctx.sup), ...body.headers },
    payload: body.payload,
  });

/** Every GET a visitor or the CMS can make: each section and each collection. */
async function everyGetBody(): Promise<string> {
  const bodies: string[] = [];
  const index = (await ctx.app.fastify.inject({ url: '/api/v1/sections' })).json().sections as {
    path: string;
  }[];
  expect(index).toHaveLength(sectionList.length);
  for (const { path } of index) bodies.push((await ctx.app.fastify.inject({ url: path })).body);
  for (const url of ['/blog', '/case-studies', '/home/partner', '/products/atex-power-panels']) {
    const res = await ctx.app.fastify.inject({ url: `/api/v1${url}` });
    bodies.push(res.body);
    const list = Object.values(res.json())[0] as { _id: string }[];
    for (const { _id } of list) {
      bodies.push((await ctx.app.fastify.inject({ url: `/api/v1${url}/${_id}` })).body);
    }
  }
  return bodies.join('\n');
}

describe('script injection', () => {
  const attack =
    '<p>Hello<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">click</a><p onclick="alert(4)">x</p>';

  /** Fits the shortest plain-text fields (60 characters). */
  const short = '<script>alert(1)</script><img src=x onerror=alert(2)>T';

  it('never comes back from any GET, whichever field it was sent to', async () => {
    // Rich text fields of a section, a list inside a section and every collection.
    expect(
      (
        await patchJson('products/tranos-elite-range', {
          description: attack,
          features: attack,
          title: short,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await patchJson('about/who-we-are', {
          intro: attack,
          certifications: [{ standard: short, description: attack }],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await patchJson('home/hero', {
          boldText: '<script>alert(5)</script>Bold',
          smallText: attack,
        })
      ).statusCode,
    ).toBe(200);
    const headers = bearer(ctx.sup);
    const blog = await ctx.app.fastify.inject({
      method: 'POST',
      url: '/api/v1/blog',
      headers,
      payload: { title: short, subtitle: attack, content: attack },
    });
    expect(blog.statusCode).toBe(201);
    const study = await ctx.app.fastify.inject({
      method: 'POST',
      url: '/api/v1/case-studies',
      headers,
      payload: {
        title: 'Injected study',
        category: 'aviation',
        project: attack,
        solutionsProvided: attack,
      },
    });
    expect(study.statusCode).toBe(201);
    const panel = await ctx.app.fastify.inject({
      method: 'POST',
      url: '/api/v1/products/atex-power-panels',
      headers,
      payload: { title: short, features: attack },
    });
    expect(panel.statusCode).toBe(201);

    const all = await everyGetBody();
    expect(all).toContain('Hello');
    expect(all).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect((await ctx.app.services.content.section('about/who-we-are')).intro).toContain(
      '<p>Hello</p>',
    );
  });

  it('is refused in link fields', async () => {
    const res = await patchJson('footer', {
      socialLinks: [{ network: 'X', url: 'javascript:alert(1)' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['socialLinks.0.url']).toBeDefined();
  });
});

describe('image uploads', () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
  );

  const refusedFiles: [string, () => Promise<FilePart>][] = [
    ['an SVG', async () => ({ bytes: svg, filename: 'logo.svg', type: 'image/svg+xml' })],
    ['an SVG named .png', async () => ({ bytes: svg, filename: 'logo.png', type: 'image/png' })],
    [
      'a text file named .jpg',
      async () => ({
        bytes: Buffer.from('just some text, honest'),
        filename: 'a.jpg',
        type: 'image/jpeg',
      }),
    ],
    [
      'a truncated JPEG',
      async () => {
        const bytes = await sharp({
          create: {
            width: 400,
            height: 300,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        })
          .jpeg()
          .toBuffer();
        return {
          bytes: bytes.subarray(0, Math.floor(bytes.length / 2)),
          filename: 'cut.jpg',
          type: 'image/jpeg',
        };
      },
    ],
    [
      'a PNG that claims to be a JPEG',
      async () => ({ bytes: await pngBytes(50, 50), filename: 'photo.jpg', type: 'image/jpeg' }),
    ],
    [
      'a TIFF',
      async () => ({
        bytes: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
          .tiff()
          .toBuffer(),
        filename: 'scan.tiff',
        type: 'image/tiff',
      }),
    ],
  ];

  it.each(refusedFiles)('refuse %s with 400 and the field message', async (_case, make) => {
    const before = (await ctx.app.services.content.section('hero-images/hero-image-two')).image;
    const res = await patchForm('hero-images/hero-image-two', form({ image: await make() }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation',
      fields: { image: IMAGE_MESSAGE },
    });
    expect((await ctx.app.services.content.section('hero-images/hero-image-two')).image).toBe(
      before,
    );
  });

  it('refuse an SVG or text sent as a data URL, and a data URL that is not base64', async () => {
    for (const value of [
      dataUrl('image/svg+xml', svg),
      dataUrl('image/png', svg),
      dataUrl('image/jpeg', Buffer.from('<html>not an image</html>')),
      'data:image/png,rawtext',
    ]) {
      const res = await patchJson('services/fabrication', { fabrication: value });
      expect(res.statusCode, value.slice(0, 30)).toBe(400);
      expect(res.json().error.fields).toEqual({ fabricationImageUrl: IMAGE_MESSAGE });
    }
  });

  it('refuse a bad image among several, storing none of them', async () => {
    const key = 'products/cable-management/tranos-ellis';
    const before = (await ctx.app.services.content.section(key)).tranosEllisImages;
    const res = await patchForm(
      key,
      form({
        imageUrl: [
          { bytes: await jpegBytes(260, 260), filename: 'ok.jpg', type: 'image/jpeg' },
          { bytes: svg, filename: 'bad.png', type: 'image/png' },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ tranosEllisImages: IMAGE_MESSAGE });
    expect((await ctx.app.services.content.section(key)).tranosEllisImages).toBe(before);
  });

  it('scale an oversized image down to the hint, turn it upright and strip its EXIF', async () => {
    // 3000x2000 pixels, rotated by EXIF (orientation 6: shown as 2000x3000), with metadata.
    const original = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#336699' },
    })
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Copyright: 'Secret Camera Owner', Artist: 'Someone' } },
      })
      .toBuffer();
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta.exif).toBeDefined();
    expect(originalMeta.orientation).toBe(6);

    const res = await patchForm(
      'hero-images/hero-image-one',
      form({ image: { bytes: original, filename: 'big.jpg', type: 'image/jpeg' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const path = res.json().heroImageOne.image;
    const served = await fetchMedia(ctx.app, path);
    expect(served.type).toBe('image/jpeg');
    const meta = await sharp(served.bytes).metadata();
    // Upright (portrait), fitted inside 1920x600: 400x600.
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 600]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.bytes.includes(Buffer.from('Secret Camera Owner'))).toBe(false);
    const [row] = await ctx.app.database.db.select().from(media).where(eq(media.path, path));
    expect(row).toMatchObject({ mime: 'image/jpeg', width: 400, height: 600 });
  });

  it('never scale an image up, and keep a landscape one to the hint width', async () => {
    /** The size a JPEG of `width` x `height` is served at once uploaded as a hero image. */
    const servedSize = async (width: number, height: number) => {
      const res = await patchJson('hero-images/hero-image-two', {
        image: dataUrl('image/jpeg', await jpegBytes(width, height)),
      });
      const { bytes } = await fetchMedia(ctx.app, res.json().heroImageTwo.image);
      const meta = await sharp(bytes).metadata();
      return [meta.width, meta.height];
    };

    expect(await servedSize(200, 100)).toEqual([200, 100]);
    expect(await servedSize(3840, 1200)).toEqual([1920, 600]);
  });

  it('re-encode WebP as WebP and GIF as PNG', async () => {
    /** Where the picture of one of the services was stored once uploaded. */
    const storedServiceImage = async (service: 'installation' | 'maintenance', file: FilePart) => {
      const res = await patchForm(`services/${service}`, form({ [service]: file }));
      expect(res.statusCode, res.body).toBe(200);
      return res.json()[service][`${service}ImageUrl`] as string;
    };

    const webpPath = await storedServiceImage('installation', {
      bytes: await webpBytes(100, 60),
      filename: 'a.webp',
      type: 'image/webp',
    });
    expect(webpPath).toMatch(/\.webp$/);
    expect((await fetchMedia(ctx.app, webpPath)).type).toBe('image/webp');

    const gifPath = await storedServiceImage('maintenance', {
      bytes: await gifBytes(100, 60),
      filename: 'a.gif',
      type: 'image/gif',
    });
    expect(gifPath).toMatch(/\.png$/);
    expect((await sharp((await fetchMedia(ctx.app, gifPath)).bytes).metadata()).format).toBe('png');
  });

  it('refuse an image over 10 MB with 413 and the field message', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
    const res = await patchForm(
      'hero-images/hero-image-one',
      form({ image: { bytes: big, filename: 'huge.jpg', type: 'image/jpeg' } }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'too_large',
      fields: { image: `${IMAGE_MESSAGE} of at most 10 MB` },
    });
  });
});

describe('video uploads', () => {
  it('accept an MP4 and a WebM by their magic bytes', async () => {
    const mp4 = await patchForm(
      'home-video',
      form({ video: { bytes: mp4Bytes(), filename: 'clip.mp4', type: 'video/mp4' } }),
    );
    expect(mp4.statusCode, mp4.body).toBe(200);
    const webmBytes = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(60, 2)]);
    const webm = await patchForm(
      'home-video',
      form({ videoUrl: { bytes: webmBytes, filename: 'clip.webm', type: 'video/webm' } }),
    );
    expect(webm.statusCode, webm.body).toBe(200);
    const path = webm.json().video.video;
    expect(path).toMatch(/\.webm$/);
    expect((await fetchMedia(ctx.app, path)).type).toBe('video/webm');
  });

  it('refuse a fake MP4 with 400 and the field message', async () => {
    const before = (await ctx.app.services.content.section('home-video')).video;
    for (const bytes of [Buffer.from('not a video at all, just text'), await jpegBytes(20, 20)]) {
      const res = await patchForm(
        'home-video',
        form({ videoUrl: { bytes, filename: 'clip.mp4', type: 'video/mp4' } }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ video: VIDEO_MESSAGE });
    }
    expect((await ctx.app.services.content.section('home-video')).video).toBe(before);
  });
});

describe('oversized and malformed bodies', () => {
  it('answer a JSON body over the limit with 413 in the error shape', async () => {
    const res = await ctx.app.fastify.inject({
      method: 'PATCH',
      url: await sectionPath(ctx.app, 'home/why'),
      headers: { ...bearer(ctx.sup), 'content-type': 'application/json' },
      payload: JSON.stringify({ why: 'x'.repeat(16 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: { code: 'too_large', message: expect.any(String) } });
  });

  it('answer a huge string under the limit with a field message, not a 500', async () => {
    const res = await patchJson('home/why', { why: 'y'.repeat(5 * 1024 * 1024) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.why).toBe('Keep it under 2000 characters');
  });

  it.each([
    ['malformed JSON', 'application/json', '{"why": '],
    ['multipart without a boundary', 'multipart/form-data', 'whatever'],
    [
      'truncated multipart',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="why"\r\n\r\nhal',
    ],
  ])('answer %s with 400', async (_case, type, payload) => {
    const res = await ctx.app.fastify.inject({
      method: 'PATCH',
      url: await sectionPath(ctx.app, 'home/why'),
      headers: { ...bearer(ctx.sup), 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('answer a prototype-polluting key with 400 and change nothing', async () => {
    const res = await ctx.app.fastify.inject({
      method: 'PATCH',
      url: await sectionPath(ctx.app, 'home/why'),
      headers: { ...bearer(ctx.sup), 'content-type': 'application/json' },
      payload: '{"__proto__": {"why": "polluted"}, "why": "fine"}',
    });
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).why).toBeUndefined();
  });
});

/**
 * The audit's malicious uploads, kept (issue 12, point 8). Each is refused, or stored only as
 * the clean image it decodes to, under a name of our own.
 */
describe('the malicious upload corpus', () => {
  const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  /** A PNG whose header claims `width`×`height`, with a tiny body: dimensions are free to lie. */
  async function pngClaiming(width: number, height: number): Promise<Buffer> {
    const png = Buffer.from(await pngBytes(1, 1));
    // IHDR is the first chunk: length(4) type(4) width(4) height(4) … crc(4).
    png.writeUInt32BE(width, 16);
    png.writeUInt32BE(height, 20);
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
    return png;
  }

  const hero = 'hero-images/hero-image-two';
  const image = async () => (await ctx.app.services.content.section(hero)).image;
  const upload = (part: FilePart) => patchForm(hero, form({ image: part }));
  /** The upload is refused with the field message and the stored image is left as it was. */
  async function expectRefused(part: FilePart) {
    const before = await image();
    const rss = process.memoryUsage().rss;
    const res = await upload(part);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({ image: IMAGE_MESSAGE });
    expect(await image()).toBe(before);
    // Refused from the header, not after decoding: memory barely moves.
    expect((process.memoryUsage().rss - rss) / 1024 / 1024).toBeLessThan(150);
  }

  it('refuses a PNG decompression bomb (64 M pixels, a few hundred KB)', async () => {
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    await expectRefused({ bytes: bomb, filename: 'bomb.png', type: 'image/png' });
  }, 60_000);

  it('refuses a PNG that claims huge dimensions', async () => {
    for (const [w, h] of [
      [100_000, 100_000],
      [0x7fffffff, 1],
      [1, 0x7fffffff],
    ] as const) {
      await expectRefused({
        bytes: await pngClaiming(w, h),
        filename: 'tall.png',
        type: 'image/png',
      });
    }
  });

  it('refuses a truncated PNG and a file that is only a PNG signature', async () => {
    const png = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    await expectRefused({
      bytes: png.subarray(0, png.length >> 1),
      filename: 'cut.png',
      type: 'image/png',
    });
    await expectRefused({ bytes: PNG_SIGNATURE, filename: 'empty.png', type: 'image/png' });
  });

  it('stores a JPEG/HTML polyglot only as a clean re-encoded JPEG, served as an image', async () => {
    const html = '<html><body><script>alert(document.domain)</script></body></html>';
    const jpeg = await jpegBytes(120, 80);
    // HTML after the end-of-image marker, and again inside a JPEG comment segment.
    const comment = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from([0, html.length + 2]),
      Buffer.from(html),
    ]);
    const polyglot = Buffer.concat([
      jpeg.subarray(0, 2),
      comment,
      jpeg.subarray(2),
      Buffer.from(html),
    ]);
    const res = await upload({ bytes: polyglot, filename: 'photo.jpg', type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(200);
    const path = res.json().heroImageTwo.image as string;
    const served = await ctx.app.fastify.inject({ url: path });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('refuses an HTML page named .jpg, and a GIF/JS polyglot named .js', async () => {
    await expectRefused({
      bytes: Buffer.from('<!doctype html><script>alert(1)</script>'),
      filename: 'page.jpg',
      type: 'image/jpeg',
    });
    const gif = await gifBytes(10, 10);
    await expectRefused({
      bytes: Buffer.concat([gif, Buffer.from('*/=alert(1)//')]),
      filename: 'x.js',
      type: 'application/javascript',
    });
  });

  it('refuses a zip bomb (or any zip) sent as a video, without unpacking it', async () => {
    // A local-file header claiming 4 GB of deflated zeros, then a little deflate data.
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt32LE(0xffffffff, 22); // uncompressed size
    header.writeUInt16LE(4, 26); // name length
    const bomb = Buffer.concat([
      header,
      Buffer.from('a.mp'),
      zlib.deflateRawSync(Buffer.alloc(8 * 1024 * 1024)),
    ]);
    for (const [filename, type] of [
      ['clip.mp4', 'video/mp4'],
      ['clip.zip', 'application/zip'],
    ] as const) {
      const res = await patchForm('home-video', form({ video: { bytes: bomb, filename, type } }));
      expect(res.statusCode, filename).toBe(400);
      expect(res.json().error.fields).toEqual({ video: VIDEO_MESSAGE });
    }
  });

  it('refuses a body sent gzip-encoded rather than unpacking it', async () => {
    const bomb = zlib.gzipSync(Buffer.from(`{"why":"${'a'.repeat(64 * 1024 * 1024)}"}`));
    const rss = process.memoryUsage().rss;
    const res = await ctx.app.fastify.inject({
      method: 'PATCH',
      url: await sectionPath(ctx.app, 'home/why'),
      headers: {
        ...bearer(ctx.sup),
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: bomb,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect((process.memoryUsage().rss - rss) / 1024 / 1024).toBeLessThan(150);
  });

  it('stores a file named with ../ or a NUL under its content hash only', async () => {
    for (const filename of [
      '../../../../tmp/evil.jpg',
      '..\\..\\evil.jpg',
      'evil\u0000.php.jpg',
      '/etc/passwd.jpg',
    ]) {
      const res = await upload({
        bytes: await jpegBytes(30 + filename.length, 20),
        filename,
        type: 'image/jpeg',
      });
      // A NUL in a header may be refused outright; otherwise the name plays no part.
      if (res.statusCode !== 200) {
        expect(res.statusCode, filename).toBe(400);
        continue;
      }
      const path = res.json().heroImageTwo.image as string;
      expect(path, filename).toMatch(/^\/media\/[0-9a-f]{24}\.jpg$/);
      expect(
        existsSync(join((ctx.app.media.files as LocalFileStore).dir, path.slice('/media/'.length))),
      ).toBe(true);
    }
    expect(existsSync(join((ctx.app.media.files as LocalFileStore).dir, '..', 'evil.jpg'))).toBe(
      false,
    );
    expect(existsSync('/tmp/evil.jpg')).toBe(false);
  });
});
