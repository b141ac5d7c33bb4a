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
    const small = await patchJson('hero-images/hero-image-two', {
      image: dataUrl('image/jpeg', await jpegBytes(200, 100)),
    });
    const smallMeta = await sharp(
      (await fetchMedia(ctx.app, small.json().heroImageTwo.image)).bytes,
    ).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([200, 100]);

    const wide = await patchJson('hero-images/hero-image-two', {
      image: dataUrl('image/jpeg', await jpegBytes(3840, 1200)),
    });
    const wideMeta = await sharp(
      (await fetchMedia(ctx.app, wide.json().heroImageTwo.image)).bytes,
    ).metadata();
    expect([wideMeta.width, wideMeta.height]).toEqual([1920, 600]);
  });

  it('re-encode WebP as WebP and GIF as PNG', async () => {
    const webp = await patchForm(
      'services/installation',
      form({
        installation: { bytes: await webpBytes(100, 60), filename: 'a.webp', type: 'image/webp' },
      }),
    );
    expect(webp.statusCode, webp.body).toBe(200);
    const webpPath = webp.json().installation.installationImageUrl;
    expect(webpPath).toMatch(/\.webp$/);
    expect((await fetchMedia(ctx.app, webpPath)).type).toBe('image/webp');

    const gif = await patchForm(
      'services/maintenance',
      form({
        maintenance: { bytes: await gifBytes(100, 60), filename: 'a.gif', type: 'image/gif' },
      }),
    );
    expect(gif.statusCode, gif.body).toBe(200);
    const gifPath = gif.json().maintenance.maintenanceImageUrl;
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
