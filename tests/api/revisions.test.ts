/**
 * Content history (issue 14, decision 0020): every publish keeps a revision with its author, time
 * and fields changed (the newest 50 per section or record); GET /api/v1/revisions/{id} compares
 * one with the current value field by field; restoring publishes it again as a new revision.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../schemas/audit-log';
import type { MediaItem } from '../../schemas/media';
import type { RevisionDetail, RevisionSummary } from '../../schemas/revisions';
import { contentRevisions } from '../../server/db/schema';
import type { LocalFileStore } from '../../server/media/file-store';
import { bearer, type Session } from '../helpers/test-app';
import { pdf } from '../helpers/pdf';
import { expectSignInRequired } from '../helpers/refusals';
import { signedInApp } from '../helpers/signed-in-app';
import { createAdmin, dataUrl, form, jpegBytes, sectionPath } from './write-helpers';

const ctx = signedInApp();
let editor: Session;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const call = (method: Method, url: string, session: Session | null = editor, payload?: object) =>
  ctx.app.fastify.inject({
    method,
    url,
    headers: session ? bearer(session) : {},
    ...(payload ? { payload } : {}),
  });

async function ok(method: Method, url: string, payload?: object) {
  const res = await call(method, url, editor, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

const history = async (target: string): Promise<RevisionSummary[]> =>
  (await ok('GET', `/api/v1/revisions?target=${encodeURIComponent(target)}`)).revisions;

const revision = async (id: string): Promise<RevisionDetail> =>
  ok('GET', `/api/v1/revisions/${id}`);

const restore = (id: string) => call('POST', `/api/v1/revisions/${id}/restore`);

const onDisk = (path: string) =>
  existsSync(join((ctx.app.media.files as LocalFileStore).dir, path.slice('/media/'.length)));

async function libraryItem(path: string): Promise<MediaItem | undefined> {
  const name = path.slice('/media/'.length);
  const { media } = (await ok('GET', `/api/v1/media?q=${encodeURIComponent(name)}`)) as {
    media: MediaItem[];
  };
  return media.find((m) => m.url === path);
}

async function newPost(title: string, extra: object = {}) {
  const { blog } = await ok('POST', '/api/v1/blog', { title, ...extra });
  return blog as { _id: string; slug: string; title: string; subtitle: string; content: string };
}

beforeAll(async () => {
  editor = await createAdmin(ctx.app, ctx.sup, 'history-editor');
});

describe('recording', () => {
  it('keeps each publish with its author, time and fields, after the value it replaced', async () => {
    const path = await sectionPath(ctx.app, 'home/hero');
    const seeded = (await ok('GET', path)).heroText as Record<string, string>;
    expect(await history('home/hero')).toEqual([]);

    await ok('PATCH', path, { lightTextOne: 'Powering industry' });
    const [published, baseline, ...rest] = await history('home/hero');
    expect(rest).toEqual([]);
    expect(published).toMatchObject({
      author: 'history-editor',
      fields: ['Light text, first line'],
      restoredFrom: null,
    });
    expect(Date.now() - Date.parse(published?.at ?? '')).toBeLessThan(60_000);
    // The seeded value, so that the site's first text can be brought back too.
    expect(baseline).toMatchObject({ author: 'Site set-up', fields: [] });
    expect(Date.parse(baseline?.at ?? '')).toBeLessThan(Date.parse(published?.at ?? ''));
    const { _id: _, ...seededData } = seeded;
    expect((await revision(baseline?.id ?? '')).revision.data).toEqual(seededData);

    await ok('PATCH', path, { boldText: 'Bold and new', smallText: 'Small and new' });
    const list = await history('home/hero');
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ fields: ['Bold text', 'Small text'] });
  });

  it('adds nothing for a save that changed nothing', async () => {
    const post = await newPost(`Unchanged ${randomUUID()}`, { subtitle: 'Same' });
    await ok('PATCH', `/api/v1/blog/${post._id}`, { subtitle: 'Same' });
    expect(await history(`blogPosts/${post._id}`)).toHaveLength(1);
  });

  it('keeps a new record from its creation, with the fields it was given', async () => {
    const post = await newPost(`History of a post ${randomUUID()}`, { subtitle: 'First' });
    const [created, ...rest] = await history(`blogPosts/${post._id}`);
    expect(rest).toEqual([]);
    expect(created).toMatchObject({
      author: 'history-editor',
      fields: expect.arrayContaining(['Title', 'Address', 'Subtitle']),
    });
  });

  it('keeps the newest 50 publishes of each section or record', async () => {
    const post = await newPost(`Fifty-three times ${randomUUID()}`, { subtitle: 'v1' });
    for (let n = 2; n <= 53; n++) {
      await ok('PATCH', `/api/v1/blog/${post._id}`, { subtitle: `v${n}` });
    }
    const list = await history(`blogPosts/${post._id}`);
    expect(list).toHaveLength(50);
    expect((await revision(list[0]?.id ?? '')).revision.data.subtitle).toBe('v53');
    expect((await revision(list[49]?.id ?? '')).revision.data.subtitle).toBe('v4');
    const rows = await ctx.app.database.db
      .select({ id: contentRevisions.id })
      .from(contentRevisions)
      .where(eq(contentRevisions.target, `blogPosts/${post._id}`));
    expect(rows).toHaveLength(50);
  });
});

describe('comparing', () => {
  it('shows field by field how the current value differs, rich text as its text', async () => {
    const post = await newPost(`Compared ${randomUUID()}`, {
      subtitle: 'Before',
      content: '<p>One</p><p>Two &amp; a half</p><ul><li>Item</li></ul>',
    });
    await ok('PATCH', `/api/v1/blog/${post._id}`, {
      subtitle: 'After',
      content: '<p><strong>One</strong></p><p>Three</p><ul><li>Item</li></ul>',
    });
    const [now, first] = await history(`blogPosts/${post._id}`);
    const detail = await revision(first?.id ?? '');
    expect(detail.exists).toBe(true);
    expect(detail.revision).toMatchObject({ id: first?.id, target: `blogPosts/${post._id}` });
    expect(detail.changes).toEqual([
      {
        name: 'subtitle',
        label: 'Subtitle',
        media: false,
        lines: [
          { op: 'removed', text: 'After' },
          { op: 'added', text: 'Before' },
        ],
      },
      {
        name: 'content',
        label: 'Content',
        media: false,
        lines: [
          { op: 'same', text: 'One' },
          { op: 'removed', text: 'Three' },
          { op: 'added', text: 'Two & a half' },
          { op: 'same', text: '• Item' },
        ],
      },
    ]);
    expect((await revision(now?.id ?? '')).changes).toEqual([]);
  });
});

describe('restoring', () => {
  it('publishes an earlier version as a new revision, and the public API shows it', async () => {
    const path = await sectionPath(ctx.app, 'home/why');
    const seeded = (await ok('GET', path)).why.why as string;
    await ok('PATCH', path, { why: 'First rewrite' });
    await ok('PATCH', path, { why: 'Second rewrite' });
    const [, , original] = await history('home/why');
    expect(original?.author).toBe('Site set-up');

    const res = await restore(original?.id ?? '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().why).toMatchObject({ why: seeded, _id: expect.any(String) });
    const publicRead = await ctx.app.fastify.inject({ method: 'GET', url: path });
    expect(publicRead.json().why.why).toBe(seeded);

    // Nothing is lost: the rewrites are still there, under the restore.
    const list = await history('home/why');
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({
      author: 'history-editor',
      fields: ['Why choose us text'],
      restoredFrom: original?.at,
    });
    expect((await revision(list[1]?.id ?? '')).revision.data.why).toBe('Second rewrite');

    const log = await call('GET', '/api/v1/audit-log?target=home%2Fwhy', ctx.sup);
    const entry = (log.json().entries as AuditEntry[])[0];
    expect(entry).toMatchObject({
      action: 'content.restore',
      actor: { name: 'history-editor' },
      fields: ['Why choose us text'],
    });
  });

  it('round-trips every kind of field of a record', async () => {
    const photo = async (colour: string) =>
      dataUrl('image/jpeg', await jpegBytes(800, 600, colour));
    const created = await ok('POST', '/api/v1/catalogue/products', {
      name: `Round trip ${randomUUID().slice(0, 8)}`,
      family: 'enclosures',
      summary: 'A summary',
      images: `${await photo('#113355')},${await photo('#553311')}`,
      body: '<p>Body <a href="https://example.com/x">link</a></p>',
      specs: [{ label: 'Rating', value: '63', unit: 'A', filter: 'yes' }],
      models: [{ partNumber: 'RT-1', description: 'The first' }],
      documents: [
        {
          title: 'Datasheet',
          file: `data:application/pdf;name=sheet.pdf;base64,${pdf('RT').toString('base64')}`,
        },
      ],
      downloads: [{ title: 'Maker', url: 'https://example.com/sheet.pdf' }],
      industries: ['oil-and-gas'],
      template: 'generic',
      visibility: 'shown',
    });
    const original = created.product as Record<string, unknown> & { id: string };
    await ok('PATCH', `/api/v1/catalogue/products/${original.id}`, {
      summary: 'Changed',
      images: await photo('#335511'),
      body: '<p>Other</p>',
      specs: [],
      models: [{ partNumber: 'RT-2', description: 'Second' }],
      documents: [],
      downloads: [],
      industries: [],
      visibility: 'hidden',
    });
    const [, first] = await history(`products/${original.id}`);
    const res = await restore(first?.id ?? '');
    expect(res.statusCode, res.body).toBe(200);
    const again = (await ok('GET', `/api/v1/catalogue/products/${original.id}`)).product;
    const { updatedAt: _u, ...was } = original;
    expect(again).toMatchObject(was);
    for (const image of String(was.images).split(',')) expect(onDisk(image)).toBe(true);
  });

  it('refuses, beside the field, a version the rules no longer accept', async () => {
    const post = await newPost(`Rules ${randomUUID()}`);
    await ok('PATCH', `/api/v1/blog/${post._id}`, { subtitle: 'Later' });
    const [, first] = await history(`blogPosts/${post._id}`);
    await ctx.app.database.db
      .update(contentRevisions)
      .set({ data: { ...post, title: 'x'.repeat(500) } })
      .where(eq(contentRevisions.id, first?.id ?? ''));
    const res = await restore(first?.id ?? '');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.title).toMatch(/160/);
  });

  it('refuses the version of a record deleted since: it must come back from the trash first', async () => {
    const post = await newPost(`Deleted ${randomUUID()}`);
    await ok('PATCH', `/api/v1/blog/${post._id}`, { subtitle: 'Later' });
    await ok('DELETE', `/api/v1/blog/${post._id}`);
    const list = await history(`blogPosts/${post._id}`);
    expect(list).toHaveLength(2);
    const detail = await revision(list[1]?.id ?? '');
    expect(detail.exists).toBe(false);
    const res = await restore(list[1]?.id ?? '');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/trash/),
    });
  });
});

describe('files of earlier versions', () => {
  const photo = async (colour: string) => dataUrl('image/jpeg', await jpegBytes(1920, 600, colour));

  it('keeps an image a write replaced while an earlier version uses it, and restores it', async () => {
    const path = await sectionPath(ctx.app, 'hero-images/hero-image-three');
    const first = (await ok('PATCH', path, { image: await photo('#aa8800') })).heroImageThree
      .image as string;
    const second = (await ok('PATCH', path, { image: await photo('#0088aa') })).heroImageThree
      .image as string;
    expect(onDisk(first)).toBe(true);
    expect((await libraryItem(first))?.usedBy).toEqual([
      expect.objectContaining({
        target: 'history/hero-images/hero-image-three',
        label: 'Home: Hero image three (earlier versions)',
        fields: 'Hero image three',
      }),
    ]);

    const [, earlier] = await history('hero-images/hero-image-three');
    expect((await revision(earlier?.id ?? '')).changes).toEqual([
      {
        name: 'image',
        label: 'Hero image three',
        media: true,
        lines: [
          { op: 'removed', text: second },
          { op: 'added', text: first },
        ],
      },
    ]);
    const res = await restore(earlier?.id ?? '');
    expect(res.statusCode, res.body).toBe(200);
    const publicRead = await ctx.app.fastify.inject({ method: 'GET', url: path });
    expect(publicRead.json().heroImageThree.image).toBe(first);
    // Now the second is the earlier version's.
    expect(onDisk(second)).toBe(true);
    expect((await libraryItem(first))?.usedBy.map((u) => u.target)).toEqual([
      'hero-images/hero-image-three',
    ]);
  });

  it('lets a file only earlier versions use be deleted on purpose; restoring one then says so', async () => {
    const path = await sectionPath(ctx.app, 'hero-images/hero-image-two');
    const first = (await ok('PATCH', path, { image: await photo('#337733') })).heroImageTwo
      .image as string;
    await ok('PATCH', path, { image: await photo('#773333') });
    const item = await libraryItem(first);
    expect(item).toBeDefined();
    const deleted = await call('DELETE', `/api/v1/media/${item?.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(onDisk(first)).toBe(false);

    const [, earlier] = await history('hero-images/hero-image-two');
    const res = await restore(earlier?.id ?? '');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/deleted from the media library/);
    expect(res.json().error.message).toContain(first);
  });

  it('sweeps an image once the last kept version using it is pruned', async () => {
    const small = async (colour: string) =>
      dataUrl('image/jpeg', await jpegBytes(900, 400, colour));
    const post = await newPost(`Pruned ${randomUUID()}`, { blogImage: await small('#224466') });
    const first = post as unknown as { blogImage: string };
    await ok('PATCH', `/api/v1/blog/${post._id}`, { blogImage: await small('#664422') });
    for (let n = 1; n <= 48; n++) {
      await ok('PATCH', `/api/v1/blog/${post._id}`, { subtitle: `v${n}` });
    }
    // 50 kept: the first is still among them.
    expect(onDisk(first.blogImage)).toBe(true);
    await ok('PATCH', `/api/v1/blog/${post._id}`, { subtitle: 'v49' });
    expect(onDisk(first.blogImage)).toBe(false);
  });

  it('follows a file replaced in the media library', async () => {
    const path = await sectionPath(ctx.app, 'hero-images/hero-image-one');
    const first = (await ok('PATCH', path, { image: await photo('#115577') })).heroImageOne
      .image as string;
    await ok('PATCH', path, { image: await photo('#771155') });
    const item = await libraryItem(first);
    const body = form({
      file: {
        bytes: await jpegBytes(1920, 600, '#557711'),
        filename: 'v2.jpg',
        type: 'image/jpeg',
      },
    });
    const replaced = await ctx.app.fastify.inject({
      method: 'PATCH',
      url: `/api/v1/media/${item?.id}`,
      headers: { ...bearer(editor), ...body.headers },
      payload: body.payload,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const newPath = (replaced.json().media as MediaItem).url;

    const [, earlier] = await history('hero-images/hero-image-one');
    expect((await revision(earlier?.id ?? '')).revision.data.image).toBe(newPath);
    const res = await restore(earlier?.id ?? '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().heroImageOne.image).toBe(newPath);
  });
});

describe('refusals', () => {
  it('answers 401 to someone signed out', async () => {
    const [some] = await history('home/hero');
    await expectSignInRequired(ctx.app, [
      ['GET', '/api/v1/revisions?target=home%2Fhero'],
      ['GET', `/api/v1/revisions/${some?.id}`],
      ['POST', `/api/v1/revisions/${some?.id}/restore`],
    ]);
  });

  it('answers 400 beside the field for a target the site does not have', async () => {
    for (const target of [
      '',
      'home/heroo',
      'blogPosts/not-an-id',
      'nothing/3f1c7e1e-9d2a-4c47-8f8e-0a3b5b8e9d10',
      `blogPosts/${randomUUID()}`,
    ]) {
      const res = await call('GET', `/api/v1/revisions?target=${encodeURIComponent(target)}`);
      expect(res.statusCode, target).toBe(400);
      expect(res.json().error.fields.target, target).toEqual(expect.any(String));
    }
    const none = await call('GET', '/api/v1/revisions');
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.target).toEqual(expect.any(String));
  });

  it('answers 404 for a revision that does not exist', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      expect((await call('GET', `/api/v1/revisions/${id}`)).statusCode).toBe(404);
      const res = await restore(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});
