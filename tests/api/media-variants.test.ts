/**
 * Responsive image variants (issue 6): made once when an image is stored — by an editor's
 * upload or by the seed — kept beside the original, served like it, and made for images
 * stored before variants existed.
 */
import type { LocalFileStore } from '../../server/media/file-store';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantSrc, VARIANT_FORMATS } from '../../content/media';
import { media } from '../../server/db/schema';
import { createTestApp, signIn, SUPER_PASSWORD, type TestApp } from '../helpers/test-app';
import { bearer } from '../helpers/test-app';
import { dataUrl, fetchMedia, sectionPath } from './write-helpers';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A photo-like JPEG (noise over a gradient), so the encoders have real work to do. */
async function photo(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = ((i % (width * 3)) / 8 + ((i * 7919) % 61)) & 255;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function uploadHero(bytes: Buffer): Promise<string> {
  const session = await signIn(app, 'super_admin', SUPER_PASSWORD);
  const res = await app.fastify.inject({
    method: 'PATCH',
    url: await sectionPath(app, 'hero-images/hero-image-one'),
    headers: bearer(session),
    payload: { image: dataUrl('image/jpeg', bytes) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().heroImageOne.image as string;
}

describe('image variants', () => {
  it('are made at upload: AVIF and WebP at each ladder width up to the image’s own', async () => {
    const path = await uploadHero(await photo(1500, 500));
    const [row] = await app.database.db.select().from(media).where(eq(media.path, path));
    expect(row?.variants).toEqual([360, 640, 960, 1280, 1500]);

    for (const width of row!.variants!) {
      for (const format of VARIANT_FORMATS) {
        const { bytes, type } = await fetchMedia(app, variantSrc(path, width, format));
        expect(type).toBe(`image/${format}`);
        const meta = await sharp(bytes).metadata();
        expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width]).toEqual([
          format,
          width,
        ]);
        expect(meta.height).toBe(Math.round((500 * width) / 1500));
      }
    }
    // The small AVIF a phone downloads is a fraction of the original JPEG.
    const original = await fetchMedia(app, path);
    const phone = await fetchMedia(app, variantSrc(path, 640, 'avif'));
    expect(phone.bytes.length).toBeLessThan(original.bytes.length / 4);
  });

  it('are served like the original: immutable, with their own type', async () => {
    const path = await uploadHero(await photo(700, 400));
    const res = await app.fastify.inject({ method: 'GET', url: variantSrc(path, 360, 'avif') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never upscale: a small image gets copies at its own width only', async () => {
    const path = await uploadHero(await photo(300, 200));
    const [row] = await app.database.db.select().from(media).where(eq(media.path, path));
    expect(row?.variants).toEqual([300]);
  });

  it('exist for every seeded image', async () => {
    const images = await app.database.db.select().from(media);
    const stored = new Set(await readdir((app.media.files as LocalFileStore).dir));
    for (const row of images.filter((r) => r.mime.startsWith('image/'))) {
      expect(row.variants?.length, row.path).toBeGreaterThan(0);
      for (const w of row.variants!) {
        for (const f of VARIANT_FORMATS) {
          expect(stored.has(variantSrc(row.path, w, f).slice('/media/'.length))).toBe(true);
        }
      }
    }
  });

  it('are made at start for images stored before variants existed', async () => {
    const path = await uploadHero(await photo(1000, 500));
    // As an older data directory has it: the file and its row, no variants.
    await app.database.db.update(media).set({ variants: null }).where(eq(media.path, path));
    for (const name of await readdir((app.media.files as LocalFileStore).dir)) {
      const stem = path.slice('/media/'.length).replace(/\.jpg$/, '-w');
      if (name.startsWith(stem)) await rm(join((app.media.files as LocalFileStore).dir, name));
    }
    await expect(fetchMedia(app, variantSrc(path, 640, 'webp'))).rejects.toThrow(/404/);

    expect(await app.media.backfillVariants()).toBe(1);

    const [row] = await app.database.db.select().from(media).where(eq(media.path, path));
    expect(row?.variants).toEqual([360, 640, 1000]);
    expect((await fetchMedia(app, variantSrc(path, 640, 'webp'))).type).toBe('image/webp');
    expect(await app.media.backfillVariants()).toBe(0);
  });
});

describe('images pasted into rich text', () => {
  const post = async (content: string) => {
    const session = await signIn(app, 'super_admin', SUPER_PASSWORD);
    return app.fastify.inject({
      method: 'POST',
      url: '/api/v1/blog',
      headers: bearer(session),
      payload: { title: 'Pictures from site', content },
    });
  };

  it('are stored as media with variants; the text keeps the path and the size', async () => {
    const image = dataUrl('image/jpeg', await photo(1600, 900));
    const res = await post(`<p>Before</p><p><img src="${image}" alt="Panel &amp; cabling"></p>`);
    expect(res.statusCode, res.body).toBe(201);
    const content: string = res.json().blog.content;
    expect(content).not.toContain('data:');
    const [, src, alt, width, height] =
      /<img src="([^"]+)" alt="([^"]*)" width="(\d+)" height="(\d+)" \/>/.exec(content) ?? [];
    expect(src).toMatch(/^\/media\/[0-9a-f]{24}\.jpg$/);
    expect([alt, width, height]).toEqual(['Panel &amp; cabling', '1200', '675']);
    const [row] = await app.database.db.select().from(media).where(eq(media.path, src!));
    expect(row?.variants).toEqual([360, 640, 960, 1200]);
    expect((await fetchMedia(app, variantSrc(src!, 960, 'avif'))).type).toBe('image/avif');
  });

  it('refuse a data URL that is not a real image, and store nothing', async () => {
    const before = (await app.fastify.inject({ url: '/api/v1/blog' })).json().blogs.length;
    const fake = `data:image/png;base64,${Buffer.from('not a png').toString('base64')}`;
    const res = await post(`<p><img src="${fake}"></p>`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ content: 'Upload a JPEG, PNG, WebP or GIF image' });
    expect((await app.fastify.inject({ url: '/api/v1/blog' })).json().blogs).toHaveLength(before);
  });
});
