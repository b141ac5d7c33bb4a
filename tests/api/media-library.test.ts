/**
 * The media library API (issue 15): uploads with alt text, the list and its filters, where each
 * file is used, refusing to delete a file in use, deleting every stored copy of an unused one,
 * sweeping what deleted content leaves, and replacing a file everywhere it is used.
 */
import { pdf } from '../helpers/pdf';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { MediaItem } from '../../schemas/media';
import { media } from '../../server/db/schema';
import type { LocalFileStore } from '../../server/media/file-store';
import { expectFieldRefusals } from '../helpers/refusals';
import { signedInApp } from '../helpers/signed-in-app';
import { bearer } from '../helpers/test-app';
import {
  dataUrl,
  form,
  formRequest,
  jpegBytes,
  mp4Bytes,
  pngBytes,
  sectionPath,
  pngBomb,
} from './write-helpers';

const ctx = signedInApp();

const pdfBytes = () => pdf('Datasheet');

const storedFiles = async () => readdir((ctx.app.media.files as LocalFileStore).dir);
const onDisk = (path: string) =>
  existsSync(join((ctx.app.media.files as LocalFileStore).dir, path.slice('/media/'.length)));

async function upload(
  file: { bytes: Buffer; filename: string; type?: string },
  fields: Record<string, string> = {},
) {
  return formRequest(ctx.app, 'POST', '/api/v1/media', ctx.sup, form({ file, ...fields }));
}

async function uploaded(
  file: { bytes: Buffer; filename: string; type?: string },
  fields: Record<string, string> = {},
): Promise<MediaItem> {
  const res = await upload(file, fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().media as MediaItem;
}

const api = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
  ctx.app.fastify.inject({ method, url, headers: bearer(ctx.sup), payload });

async function listed(query = ''): Promise<{ media: MediaItem[]; nextCursor?: string }> {
  const res = await api('GET', `/api/v1/media${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const photo = (background: string) => jpegBytes(1200, 800, background);

describe('uploading to the library', () => {
  it('stores an image with its description, re-encoded and sized, and serves it', async () => {
    const item = await uploaded(
      { bytes: await photo('#aa3300'), filename: 'Switchboard front.jpg', type: 'image/jpeg' },
      { alt: 'A form 4 switchboard with its doors open' },
    );
    expect(item).toMatchObject({
      type: 'image',
      mime: 'image/jpeg',
      alt: 'A form 4 switchboard with its doors open',
      decorative: false,
      filename: 'Switchboard front.jpg',
      width: 1200,
      height: 800,
      usedBy: [],
    });
    expect(item.url).toMatch(/^\/media\/[0-9a-f]{24}\.jpg$/);
    const served = await ctx.app.fastify.inject({ method: 'GET', url: item.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('scales a large image down to fit the box asked for', async () => {
    const item = await uploaded(
      { bytes: await jpegBytes(2000, 1000, '#114477'), filename: 'banner.jpg' },
      { decorative: 'true', fit: '900x400' },
    );
    expect([item.width, item.height]).toEqual([800, 400]);
    expect(item).toMatchObject({ alt: '', decorative: true });
  });

  it('strips an image’s metadata (a phone’s EXIF with GPS)', async () => {
    const withExif = await sharp(await jpegBytes(400, 300, '#335577'))
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const item = await uploaded({ bytes: withExif, filename: 'site.jpg' }, { alt: 'Site visit' });
    const res = await ctx.app.fastify.inject({ method: 'GET', url: item.url });
    expect((await sharp(res.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('takes PDF documents and MP4 video, checked by their bytes', async () => {
    const pdf = await uploaded({
      bytes: pdfBytes(),
      filename: 'eris-datasheet.pdf',
      type: 'application/pdf',
    });
    expect(pdf).toMatchObject({ type: 'document', mime: 'application/pdf', width: null });
    expect(pdf.url).toMatch(/\.pdf$/);
    const served = await ctx.app.fastify.inject({ method: 'GET', url: pdf.url });
    expect(served.headers['content-type']).toBe('application/pdf');

    const video = await uploaded({ bytes: mp4Bytes(), filename: 'clip.mp4', type: 'video/mp4' });
    expect(video).toMatchObject({ type: 'video', mime: 'video/mp4' });
  });

  it('refuses what is not what it claims, with a message beside the file, storing nothing', async () => {
    const before = (await storedFiles()).length;
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const cases = [
      { bytes: html, filename: 'datasheet.pdf', type: 'application/pdf' },
      { bytes: html, filename: 'photo.jpg', type: 'image/jpeg' },
      { bytes: html, filename: 'page.html', type: 'text/html' },
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), filename: 'logo.svg' },
      { bytes: Buffer.alloc(0), filename: 'empty.png', type: 'image/png' },
      { bytes: await pngBytes(10, 10), filename: 'renamed.mp4', type: 'video/mp4' },
    ];
    for (const file of cases) {
      const res = await upload(file);
      expect(res.statusCode, file.filename).toBe(400);
      expect(res.json().error.fields.file, file.filename).toEqual(expect.any(String));
    }
    expect((await storedFiles()).length).toBe(before);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const res = await upload({ bytes: bomb, filename: 'bomb.png', type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.file).toMatch(/JPEG, PNG, WebP or GIF/);
  }, 60_000);

  it('answers field messages for bad details, a missing file, and oversized files', async () => {
    const altOnly = form({ alt: 'x' });
    const noFile = await formRequest(ctx.app, 'POST', '/api/v1/media', ctx.sup, altOnly);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.fields.file).toBe('Choose a file to upload');

    const badFit = await upload(
      { bytes: await pngBytes(20, 20), filename: 'a.png' },
      { fit: 'big' },
    );
    expect(badFit.statusCode).toBe(400);
    expect(badFit.json().error.fields.fit).toMatch(/width/);

    const longAlt = await upload(
      { bytes: await pngBytes(20, 20), filename: 'a.png' },
      { alt: 'x'.repeat(301) },
    );
    expect(longAlt.statusCode).toBe(400);
    expect(longAlt.json().error.fields.alt).toMatch(/300/);

    const bigPdf = Buffer.concat([pdfBytes(), Buffer.alloc(21 * 1024 * 1024, 32)]);
    const tooBig = await upload({ bytes: bigPdf, filename: 'catalogue.pdf' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.fields.file).toMatch(/20 MB/);
  });

  it('is for signed-in staff only', async () => {
    const body = form({ file: { bytes: await pngBytes(20, 20), filename: 'a.png' } });
    const res = await ctx.app.fastify.inject({
      method: 'POST',
      url: '/api/v1/media',
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
    expect((await ctx.app.fastify.inject({ method: 'GET', url: '/api/v1/media' })).statusCode).toBe(
      401,
    );
  });
});

describe('the library list', () => {
  it('filters by type, by name or description, and to the unused files', async () => {
    const unique = `valve-${Date.now()}`;
    const item = await uploaded(
      { bytes: await photo('#226633'), filename: `${unique}.jpg` },
      { alt: 'A pressure relief valve' },
    );
    expect((await listed(`?q=${unique}`)).media.map((m) => m.id)).toEqual([item.id]);
    expect((await listed('?q=pressure%20relief')).media.map((m) => m.id)).toContain(item.id);

    const documents = await listed('?type=document');
    expect(documents.media.length).toBeGreaterThan(0);
    expect(documents.media.every((m) => m.type === 'document')).toBe(true);
    const videos = await listed('?type=video');
    expect(videos.media.every((m) => m.type === 'video')).toBe(true);

    const unused = await listed('?unused=true&limit=100');
    expect(unused.media.every((m) => m.usedBy.length === 0)).toBe(true);
    expect(unused.media.map((m) => m.id)).toContain(item.id);
    // Seeded images are used by the seeded content.
    const images = await listed('?type=image&limit=100');
    expect(images.media.some((m) => m.usedBy.length > 0)).toBe(true);
  });

  it('pages newest first, each file once', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listed(`?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.media.length).toBeLessThanOrEqual(7);
      seen.push(...page.media.map((m) => m.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const first = await listed('?limit=100');
    expect(seen.slice(0, 100)).toEqual(first.media.map((m) => m.id));
  });

  it('refuses malformed queries with field messages', async () => {
    await expectFieldRefusals(
      [
        ['?type=spreadsheet', 'type'],
        ['?limit=0', 'limit'],
        ['?unused=maybe', 'unused'],
        ['?cursor=not-a-cursor', 'cursor'],
      ],
      (query) => api('GET', `/api/v1/media${query}`),
    );
  });
});

describe('uses, deletes and sweeps', () => {
  it('shows where a file is used, and refuses to delete it while it is', async () => {
    const item = await uploaded(
      { bytes: await photo('#663311'), filename: 'hero.jpg' },
      { alt: 'Hero' },
    );
    const hero = await sectionPath(ctx.app, 'hero-images/hero-image-two');
    const patched = await api('PATCH', hero, { image: item.url });
    expect(patched.statusCode, patched.body).toBe(200);

    const used = (await api('GET', `/api/v1/media/${item.id}`)).json().media as MediaItem;
    expect(used.usedBy).toEqual([
      expect.objectContaining({
        target: 'hero-images/hero-image-two',
        label: 'Home: Hero image two',
        fields: 'Hero image two',
        href: expect.stringMatching(/^\/cms/),
      }),
    ]);

    const refused = await api('DELETE', `/api/v1/media/${item.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'in_use',
      uses: [expect.objectContaining({ target: 'hero-images/hero-image-two' })],
    });
    expect(onDisk(item.url)).toBe(true);
  });

  it('deletes an unused file with every variant', async () => {
    const item = await uploaded(
      { bytes: await photo('#123456'), filename: 'old.jpg' },
      { alt: 'Old' },
    );
    const stem = item.url.slice('/media/'.length).replace(/\.jpg$/, '');
    expect((await storedFiles()).filter((n) => n.startsWith(stem)).length).toBeGreaterThan(2);

    const res = await api('DELETE', `/api/v1/media/${item.id}`);
    expect(res.statusCode).toBe(204);
    expect((await storedFiles()).filter((n) => n.startsWith(stem))).toEqual([]);
    expect((await ctx.app.fastify.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
    expect((await api('GET', `/api/v1/media/${item.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/v1/media/${item.id}`)).statusCode).toBe(404);
  });

  it('uploads the same bytes again while they are being deleted: never a 500, never a row without its files', async () => {
    const bytes = await photo('#2468ac');
    for (let round = 0; round < 6; round++) {
      const first = await uploaded({ bytes, filename: `race-${round}.jpg` }, { alt: 'Race' });
      // The same bytes again (one stored file, one row) as the first copy is deleted.
      const [again, removed] = await Promise.all([
        upload({ bytes, filename: `race-${round}b.jpg` }, { alt: 'Race' }),
        api('DELETE', `/api/v1/media/${first.id}`),
      ]);
      expect(again.statusCode, again.body).toBe(201);
      expect([204, 404], removed.body).toContain(removed.statusCode);
      const [row] = await ctx.app.database.db
        .select({ path: media.path, variants: media.variants })
        .from(media)
        .where(inArray(media.path, [first.url]));
      if (row) {
        const stem = row.path.slice('/media/'.length).replace(/\.jpg$/, '');
        expect(onDisk(row.path), `round ${round}`).toBe(true);
        const variants = (await storedFiles()).filter((n) => n.startsWith(`${stem}-`));
        expect(variants.length, `round ${round}`).toBe((row.variants ?? []).length * 2);
      }
      await api('DELETE', `/api/v1/media/${(again.json().media as MediaItem).id}`);
    }
  });

  it('sweeps the files of deleted content once purged from the trash, but keeps what editors put in the library', async () => {
    const kept = await uploaded(
      { bytes: await photo('#884422'), filename: 'kept.jpg' },
      { alt: 'Kept' },
    );
    const created = await api('POST', '/api/v1/blog', {
      title: `A post with two images ${Date.now()}`,
      blogImage: dataUrl('image/jpeg', await photo('#228844')),
      content: `<p>Text</p><p><img src="${kept.url}" alt=""></p>`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json().blog as { _id: string; blogImage: string };
    expect(onDisk(post.blogImage)).toBe(true);

    const keptItem = (await api('GET', `/api/v1/media/${kept.id}`)).json().media as MediaItem;
    expect(keptItem.usedBy.map((u) => [u.target, u.fields])).toEqual([
      [`blogPosts/${post._id}`, 'Content'],
    ]);

    expect((await api('DELETE', `/api/v1/blog/${post._id}`)).statusCode).toBe(200);
    // In the trash, the post can still come back with its files: its entry uses them.
    expect(onDisk(post.blogImage)).toBe(true);
    const trashed = (await api('GET', `/api/v1/media/${kept.id}`)).json().media as MediaItem;
    expect(trashed.usedBy.map((u) => u.target)).toEqual([expect.stringMatching(/^trash\//)]);
    await ctx.app.services.trash.purge(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    expect(onDisk(post.blogImage)).toBe(false);
    expect(onDisk(kept.url)).toBe(true);
    const after = (await api('GET', `/api/v1/media/${kept.id}`)).json().media as MediaItem;
    expect(after.usedBy).toEqual([]);
  });

  it('sweeps, a day later, field uploads that no record ever used (their write failed)', async () => {
    const abandoned = await uploaded(
      { bytes: await photo('#5a5a00'), filename: 'abandoned.jpg' },
      { alt: 'Abandoned', kept: 'false' },
    );
    const kept = await uploaded(
      { bytes: await photo('#005a5a'), filename: 'keep.jpg' },
      { alt: 'Keep' },
    );
    const fresh = await uploaded(
      { bytes: await photo('#5a005a'), filename: 'fresh.jpg' },
      { alt: 'Fresh', kept: 'false' },
    );
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await ctx.app.database.db
      .update(media)
      .set({ createdAt: twoDaysAgo })
      .where(inArray(media.id, [abandoned.id, kept.id]));

    const swept = await ctx.app.services.mediaLibrary.sweepOrphans();
    expect(swept).toContain(abandoned.url);
    expect(onDisk(abandoned.url)).toBe(false);
    expect((await api('GET', `/api/v1/media/${abandoned.id}`)).statusCode).toBe(404);
    // Put in the library on purpose, or uploaded within the day: both stay.
    expect(onDisk(kept.url)).toBe(true);
    expect(onDisk(fresh.url)).toBe(true);
  });

  it('keeps the image a write replaced for the earlier version, until deleted on purpose', async () => {
    const hero = await sectionPath(ctx.app, 'hero-images/hero-image-three');
    const first = await api('PATCH', hero, {
      image: dataUrl('image/jpeg', await photo('#aa8800')),
    });
    const firstPath = first.json().heroImageThree.image as string;
    expect(onDisk(firstPath)).toBe(true);
    await api('PATCH', hero, { image: dataUrl('image/jpeg', await photo('#0088aa')) });
    // The section's history (decision 0020) can still restore it; it is not on the site.
    expect(onDisk(firstPath)).toBe(true);
    const item = (await listed(`?q=${firstPath.slice('/media/'.length)}`)).media[0];
    expect(item?.usedBy.map((u) => u.label)).toEqual(['Home: Hero image three (earlier versions)']);
    expect((await api('DELETE', `/api/v1/media/${item?.id}`)).statusCode).toBe(204);
    expect(onDisk(firstPath)).toBe(false);
  });
});

describe('describing and replacing', () => {
  it('changes the description, and asks for one or the explicit choice of none', async () => {
    const item = await uploaded({ bytes: await photo('#445566'), filename: 'a.jpg' }, { alt: 'A' });
    const changed = await api('PATCH', `/api/v1/media/${item.id}`, { alt: 'Cable ladder on site' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().media).toMatchObject({ alt: 'Cable ladder on site', decorative: false });

    const decorative = await api('PATCH', `/api/v1/media/${item.id}`, { decorative: true });
    expect(decorative.json().media).toMatchObject({ alt: '', decorative: true });

    const empty = await api('PATCH', `/api/v1/media/${item.id}`, { alt: '', decorative: false });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.alt).toBe('Describe the image, or mark it decorative');

    const notJson = await ctx.app.fastify.inject({
      method: 'PATCH',
      url: `/api/v1/media/${item.id}`,
      headers: { ...bearer(ctx.sup), 'content-type': 'application/json' },
      payload: '"alt"',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await api('PATCH', '/api/v1/media/not-an-id', { alt: 'x' })).statusCode).toBe(400);
  });

  it('replaces a file everywhere it is used, keeping its description, and deletes the old bytes', async () => {
    const item = await uploaded(
      { bytes: await photo('#992244'), filename: 'v1.jpg' },
      { alt: 'Plant room' },
    );
    const banner = await sectionPath(ctx.app, 'hero-images/hero-image-one');
    expect((await api('PATCH', banner, { image: item.url })).statusCode).toBe(200);
    const post = (
      await api('POST', '/api/v1/blog', { title: `Replaced ${Date.now()}`, blogImage: item.url })
    ).json().blog as { _id: string };

    const body = form({ file: { bytes: await photo('#229944'), filename: 'v2.jpg' } });
    const res = await formRequest(ctx.app, 'PATCH', `/api/v1/media/${item.id}`, ctx.sup, body);
    expect(res.statusCode, res.body).toBe(200);
    const replaced = res.json().media as MediaItem;
    expect(replaced).toMatchObject({ id: item.id, alt: 'Plant room', filename: 'v2.jpg' });
    expect(replaced.url).not.toBe(item.url);
    expect(replaced.usedBy.map((u) => u.target).sort()).toEqual(
      [`blogPosts/${post._id}`, 'hero-images/hero-image-one'].sort(),
    );

    const section = (await ctx.app.fastify.inject({ method: 'GET', url: banner })).json();
    expect(section.heroImageOne.image).toBe(replaced.url);
    const record = (await api('GET', `/api/v1/blog/${post._id}`)).json().blog;
    expect(record.blogImage).toBe(replaced.url);
    expect(onDisk(item.url)).toBe(false);
    expect(onDisk(replaced.url)).toBe(true);

    const video = form({ file: { bytes: mp4Bytes(), filename: 'clip.mp4', type: 'video/mp4' } });
    const wrongType = await formRequest(
      ctx.app,
      'PATCH',
      `/api/v1/media/${item.id}`,
      ctx.sup,
      video,
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.fields.file).toBe('Replace it with another image');
  });
});
