/**
 * One request cannot take a gigabyte. The audit pasted 30 PNGs of 7000 × 7000 into one news post:
 * 20 s and 447 → 1,394 MB, all decoded at once before the length was checked. Now the count and
 * the length are checked before anything is decoded, each data URL is sized before it is decoded,
 * and the images that are kept are converted one at a time.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_INLINE_IMAGES, TOO_MANY_INLINE_IMAGES } from '../../content/rich-text-images';
import { signedInApp } from '../helpers/signed-in-app';
import { bearer } from '../helpers/test-app';
import { dataUrl } from './write-helpers';

const ctx = signedInApp();
let huge: string;
beforeAll(async () => {
  // 49 million pixels in 48 kB: cheap to send, ~150 MB each to decode.
  const png = await sharp({
    create: { width: 7000, height: 7000, channels: 3, background: '#1d4ed8' },
  })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  huge = dataUrl('image/png', png);
}, 120_000);

const blogCount = async () =>
  (await ctx.app.fastify.inject({ url: '/api/v1/blog' })).json().blogs.length;
const post = (content: string) =>
  ctx.app.fastify.inject({
    method: 'POST',
    url: '/api/v1/blog',
    headers: bearer(ctx.sup),
    payload: { title: 'Site pictures', content },
  });

describe('images pasted into rich text', () => {
  it('15 huge pasted images (under the 1 MB body limit) are refused before any is decoded, in little memory', async () => {
    const before = await blogCount();
    const rss = process.memoryUsage().rss;
    const res = await post(Array.from({ length: 15 }, () => `<p><img src="${huge}"></p>`).join(''));
    const grew = (process.memoryUsage().rss - rss) / 1e6;
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ content: TOO_MANY_INLINE_IMAGES });
    expect(await blogCount()).toBe(before);
    // A generous bound: the point is gigabytes, not megabytes (timings live in npm run bench).
    expect(grew).toBeLessThan(200);
  });

  it('text too long to keep is refused before its images are decoded', async () => {
    const res = await post(`<p>${'x'.repeat(100_001)}</p><p><img src="${huge}"></p>`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ content: 'This text is too long' });
  });

  it('a request larger than the write limit is refused unread', async () => {
    const big = `data:image/png;base64,${'A'.repeat(15 * 1024 * 1024)}`;
    const res = await post(`<p><img src="${big}"></p>`);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('too_large');
  });

  it('ten huge images at once are converted one after another, not side by side', async () => {
    const rss = process.memoryUsage().rss;
    let peak = rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const res = await post(
      Array.from(
        { length: MAX_INLINE_IMAGES },
        (_, i) => `<p><img src="${huge}" alt="${i}"></p>`,
      ).join(''),
    );
    clearInterval(sampler);
    expect(res.statusCode, res.body).toBe(201);
    // One decoded 7000 × 7000 image is ~150 MB; ten side by side would be 1.5 GB.
    expect((peak - rss) / 1e6).toBeLessThan(600);
  }, 120_000);

  it(`up to ${MAX_INLINE_IMAGES} images are kept, each stored as media`, async () => {
    const small = dataUrl(
      'image/png',
      await sharp({ create: { width: 400, height: 300, channels: 3, background: '#f59e0b' } })
        .png()
        .toBuffer(),
    );
    const res = await post(
      `<p><img src="${small}" alt="one"></p><p><img src="${small}" alt="two"></p>`,
    );
    expect(res.statusCode, res.body).toBe(201);
    const content: string = res.json().blog.content;
    expect(content).not.toContain('data:');
    expect(content.match(/<img src="\/media\//g)).toHaveLength(2);
  });

  it('an unquoted data URL goes through the same pipeline as a quoted one', async () => {
    const small = dataUrl(
      'image/png',
      await sharp({ create: { width: 320, height: 240, channels: 3, background: '#16a34a' } })
        .png()
        .toBuffer(),
    );
    const res = await post(`<p>Bare</p><p><img src=${small} alt=bare></p>`);
    expect(res.statusCode, res.body).toBe(201);
    const content: string = res.json().blog.content;
    expect(content).toMatch(/<img src="\/media\/[^"]+" alt="bare"/);
    expect(content).not.toContain('data:');
  });
});
