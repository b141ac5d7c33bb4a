/**
 * The trash (issue 14 point 7): deleting a record moves it to the trash, gone from the public
 * site, its list, the sitemap and the search; signed-in staff list it (GET /api/v1/trash) and
 * restore it (POST /api/v1/trash/{id}/restore) with the same id and address for 30 days; then
 * the purge removes it with the files nothing else uses.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../schemas/audit-log';
import type { MediaItem } from '../../schemas/media';
import type { TrashEntry, TrashList } from '../../schemas/trash';
import { siteJobs } from '../../server/jobs/site-jobs';
import type { LocalFileStore } from '../../server/media/file-store';
import { redirectsRepo } from '../../server/repositories/content/redirects-repo';
import {
  sitemapFileXml,
  parseSitemapFile,
  sitemapIndexXml,
} from '../../server/seo/sitemap-service';
import { expectFieldRefusals } from '../helpers/refusals';
import { signedInApp } from '../helpers/signed-in-app';
import { requestAs, type Method, type Session } from '../helpers/test-app';
import { dataUrl, jpegBytes } from './write-helpers';

const ctx = signedInApp();
const DAY_MS = 86_400_000;
let superId: string;

const send = (method: Method, url: string, payload?: object, session: Session | null = ctx.sup) =>
  requestAs(ctx.app, session, method, url, payload);
/** As a visitor asks. */
const visit = (url: string) => ctx.app.fastify.inject({ method: 'GET', url });

interface Post {
  _id: string;
  id: string;
  slug: string;
  url: string;
  title: string;
  blogImage: string;
  createdAt: string;
  updatedAt: string;
}

async function newPost(title: string, fields: Record<string, string> = {}): Promise<Post> {
  const res = await send('POST', '/api/v1/blog', {
    title,
    subtitle: 'Written for the trash tests',
    content: '<p>A short post.</p>',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().blog as Post;
}

async function remove(path: string, id: string) {
  const res = await send('DELETE', `/api/v1/${path}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
}

async function trashList(query = ''): Promise<TrashList> {
  const res = await send('GET', `/api/v1/trash${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TrashList;
}

/** The trash's entry of a record; fails when it is not there. */
async function entryOf(recordId: string): Promise<TrashEntry> {
  const entry = (await trashList('limit=100')).items.find((e) => e.recordId === recordId);
  if (!entry) throw new Error(`${recordId} is not in the trash`);
  return entry;
}

const restore = (entryId: string, session: Session | null = ctx.sup) =>
  send('POST', `/api/v1/trash/${entryId}/restore`, undefined, session);

/** The site search's addresses for a query. */
async function found(q: string): Promise<string[]> {
  const res = await visit(`/api/v1/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { url: string }[]).map((r) => r.url);
}

/** Every address the sitemap lists. */
async function sitemapUrls(): Promise<string[]> {
  const site = 'https://www.example.ng';
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const urls: string[] = [];
  for (const file of locs(await sitemapIndexXml(site, ctx.app.services))) {
    const parsed = parseSitemapFile(new URL(file).pathname.replace(/^\/sitemaps\//, ''));
    if (!parsed) throw new Error(`unparsable sitemap file ${file}`);
    urls.push(...locs((await sitemapFileXml(site, {}, ctx.app.services, parsed)) ?? ''));
  }
  return urls.map((u) => new URL(u).pathname);
}

async function latestAudit(action: string, target: string): Promise<AuditEntry | undefined> {
  const res = await send('GET', `/api/v1/audit-log?limit=100&target=${encodeURIComponent(target)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().entries as AuditEntry[]).find((e) => e.action === action);
}

const onDisk = (path: string) =>
  existsSync(join((ctx.app.media.files as LocalFileStore).dir, path.slice('/media/'.length)));

async function libraryItem(path: string): Promise<MediaItem> {
  const res = await send('GET', `/api/v1/media?q=${encodeURIComponent(path.slice(7))}`);
  expect(res.statusCode, res.body).toBe(200);
  const item = (res.json().media as MediaItem[]).find((m) => m.url === path);
  if (!item) throw new Error(`${path} is not in the library`);
  return item;
}

beforeAll(async () => {
  superId = (await send('GET', '/api/v1/auth/me')).json().user._id as string;
});

describe('deleting a record', () => {
  let post: Post;

  it('moves it to the trash: gone from its page, the list, the sitemap and the search', async () => {
    post = await newPost('Commissioning the Zanzibarite substation');
    expect(await found('Zanzibarite')).toContain(post.url);
    expect(await sitemapUrls()).toContain(post.url);

    const before = Date.now();
    await remove('blog', post._id);

    expect((await visit(`/api/v1/blog/${post._id}`)).statusCode).toBe(404);
    const list = (await visit('/api/v1/blog?limit=100')).json().blogs as Post[];
    expect(list.map((p) => p._id)).not.toContain(post._id);
    expect(await found('Zanzibarite')).not.toContain(post.url);
    expect(await sitemapUrls()).not.toContain(post.url);

    const entry = await entryOf(post._id);
    expect(entry).toMatchObject({
      collection: 'blogPosts',
      recordId: post._id,
      label: 'News & Insights: Commissioning the Zanzibarite substation',
      deletedBy: { id: superId, name: 'super_admin' },
    });
    const deletedAt = Date.parse(entry.deletedAt);
    expect(deletedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(entry.purgeAt) - deletedAt).toBe(30 * DAY_MS);
    // Newest deletion first.
    expect((await trashList()).items[0]?.id).toBe(entry.id);
    // The audit log keeps the delete.
    expect(await latestAudit('content.delete', `blogPosts/${post._id}`)).toMatchObject({
      targetLabel: entry.label,
      actor: { name: 'super_admin' },
    });
  });

  it('can be undone: the record comes back with the same id, address and dates, searchable', async () => {
    const entry = await entryOf(post._id);
    const res = await restore(entry.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      collection: 'blogPosts',
      item: expect.objectContaining({
        _id: post._id,
        id: post._id,
        slug: post.slug,
        url: post.url,
        title: post.title,
        createdAt: post.createdAt,
      }),
      label: entry.label,
      href: `/cms/news-and-insights?edit=${post._id}`,
    });

    const page = await visit(`/api/v1/blog/${post._id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().blog).toMatchObject({ slug: post.slug, createdAt: post.createdAt });
    expect(((await visit('/api/v1/blog')).json().blogs as Post[])[0]?._id).toBe(post._id);
    expect(await found('Zanzibarite')).toContain(post.url);
    expect(await sitemapUrls()).toContain(post.url);

    expect((await trashList('limit=100')).items.map((e) => e.id)).not.toContain(entry.id);
    expect((await restore(entry.id)).statusCode).toBe(404);
    expect(await latestAudit('content.untrash', `blogPosts/${post._id}`)).toMatchObject({
      targetLabel: entry.label,
      actor: { id: superId },
    });
  });

  it('gives a restored record a free address when a newer one took its own', async () => {
    const first = await newPost('Quarterly site update');
    await remove('blog', first._id);
    const second = await newPost('Quarterly site update');
    expect(second.slug).toBe(first.slug);

    const res = await restore((await entryOf(first._id)).id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({
      _id: first._id,
      slug: `${first.slug}-2`,
      url: `/news-and-insights/${first.slug}-2`,
    });
    expect((await visit(`/api/v1/blog/${second._id}`)).json().blog.slug).toBe(first.slug);
  });

  it('applies to every collection, and a product cannot come back without its family', async () => {
    const family = (
      await send('POST', '/api/v1/catalogue/families', { name: 'Trash Family' })
    ).json().family as { id: string; slug: string };
    const created = await send('POST', '/api/v1/catalogue/products', {
      name: 'Trash Panel',
      family: family.slug,
      summary: 'A panel for the trash tests.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().product as { id: string; url: string };

    // A family with products is still refused, and nothing goes to the trash.
    const refused = await send('DELETE', `/api/v1/catalogue/families/${family.id}`);
    expect(refused.statusCode).toBe(409);
    expect((await trashList('collection=productFamilies')).items).toEqual([]);

    await remove('catalogue/products', product.id);
    await remove('catalogue/families', family.id);
    expect((await visit(`/api/v1/catalogue/products/${product.id}`)).statusCode).toBe(404);

    const productEntry = await entryOf(product.id);
    const orphan = await restore(productEntry.id);
    expect(orphan.statusCode).toBe(409);
    expect(orphan.json().error.message).toBe(
      'Its family “trash-family” is in the trash too: restore that first',
    );
    // Refused, it stays in the trash.
    expect((await entryOf(product.id)).id).toBe(productEntry.id);

    expect((await restore((await entryOf(family.id)).id)).statusCode).toBe(200);
    const back = await restore(productEntry.id);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      collection: 'products',
      item: { id: product.id, url: product.url },
    });
    expect((await visit(`/api/v1/catalogue/products/${product.id}`)).statusCode).toBe(200);
  });

  it('lists one collection on request, a page at a time', async () => {
    const studies = await Promise.all(
      ['One', 'Two', 'Three'].map(async (n) => {
        const res = await send('POST', '/api/v1/case-studies', {
          title: `Trash study ${n}`,
          category: 'aviation',
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().caseStudy as { _id: string };
      }),
    );
    for (const s of studies) await remove('case-studies', s._id);

    const seen: string[] = [];
    let query = 'collection=caseStudies&limit=2';
    for (let i = 0; i < 5; i++) {
      const page = await trashList(query);
      expect(page.items.length).toBeLessThanOrEqual(2);
      for (const e of page.items) expect(e.collection).toBe('caseStudies');
      seen.push(...page.items.map((e) => e.recordId));
      if (!page.nextCursor) break;
      query = `collection=caseStudies&limit=2&cursor=${page.nextCursor}`;
    }
    // Newest deletion first, each once.
    expect(seen).toEqual(studies.map((s) => s._id).reverse());
  });

  it('refuses a query it cannot answer with a message per field', async () => {
    await expectFieldRefusals(
      [
        ['collection=nonsense', 'collection'],
        ['limit=0', 'limit'],
        ['limit=101', 'limit'],
        ['cursor=not-ours', 'cursor'],
      ],
      (query) => send('GET', `/api/v1/trash?${query}`),
    );
  });

  it('is for signed-in staff; an id not in the trash is a 404, one that is no id a 400', async () => {
    const post = await newPost('A post for the signed-out test');
    await remove('blog', post._id);
    const entry = await entryOf(post._id);

    expect((await send('GET', '/api/v1/trash', undefined, null)).statusCode).toBe(401);
    // What a session reads is that session's alone.
    expect((await send('GET', '/api/v1/trash')).headers['cache-control']).toBe('private, no-store');
    expect((await restore(entry.id, null)).statusCode).toBe(401);
    expect((await visit(`/api/v1/blog/${post._id}`)).statusCode).toBe(404);

    const unknown = await restore('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    expect((await restore('not-an-id')).statusCode).toBe(400);
  });
});

describe('earlier addresses', () => {
  it('lead nowhere while a product is in the trash, to it again once restored, and go with the purge', async () => {
    const created = await send('POST', '/api/v1/catalogue/products', {
      name: 'Wandering Panel',
      family: 'gaskets',
      summary: 'It moves, then goes.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().product as { id: string; url: string };
    const moved = await send('PATCH', `/api/v1/catalogue/products/${product.id}`, {
      slug: 'wandered-panel',
    });
    const now = moved.json().product.url as string;
    const redirectFor = (path: string) => ctx.app.services.content.redirectFor(path);
    expect(await redirectFor(product.url)).toBe(now);

    await remove('catalogue/products', product.id);
    expect(await redirectFor(product.url)).toBeUndefined();
    const entry = await entryOf(product.id);
    expect((await restore(entry.id)).statusCode).toBe(200);
    expect(await redirectFor(product.url)).toBe(now);

    await remove('catalogue/products', product.id);
    const again = await entryOf(product.id);
    await ctx.app.services.trash.purge(new Date(Date.parse(again.deletedAt) + 31 * DAY_MS));
    expect(await redirectsRepo(ctx.app.database.db).find(product.url)).toBeUndefined();
  });
});

describe('the purge', () => {
  it('removes what was deleted over 30 days ago, with the files nothing else uses', async () => {
    const shared = await newPost('A post whose image another one shows', {
      blogImage: dataUrl('image/jpeg', await jpegBytes(900, 400, '#336699')),
    });
    const doomed = await newPost('A post left in the trash', {
      blogImage: dataUrl('image/jpeg', await jpegBytes(900, 400, '#993366')),
      content: `<p>Text</p><p><img src="${shared.blogImage}" alt=""></p>`,
    });
    await remove('blog', doomed._id);
    const entry = await entryOf(doomed._id);

    // In the trash, its files stay, used by the entry: the library will not delete them.
    expect(onDisk(doomed.blogImage)).toBe(true);
    const image = await libraryItem(doomed.blogImage);
    expect(image.usedBy).toEqual([
      expect.objectContaining({
        target: `trash/${entry.id}`,
        label: `Trash: ${entry.label}`,
        href: '/cms/trash',
      }),
    ]);
    expect((await send('DELETE', `/api/v1/media/${image.id}`)).statusCode).toBe(409);

    // 29 days on, nothing is old enough.
    const deletedAt = Date.parse(entry.deletedAt);
    expect(await ctx.app.services.trash.purge(new Date(deletedAt + 29 * DAY_MS))).toBe(0);
    expect((await entryOf(doomed._id)).id).toBe(entry.id);
    expect(onDisk(doomed.blogImage)).toBe(true);

    // 31 days on, it goes, with its own image; the one another post shows stays.
    expect(await ctx.app.services.trash.purge(new Date(deletedAt + 31 * DAY_MS))).toBeGreaterThan(
      0,
    );
    const left = (await trashList('limit=100')).items;
    expect(left.map((e) => e.recordId)).not.toContain(doomed._id);
    expect(onDisk(doomed.blogImage)).toBe(false);
    expect(onDisk(shared.blogImage)).toBe(true);
    expect((await libraryItem(shared.blogImage)).usedBy.map((u) => u.target)).toEqual([
      `blogPosts/${shared._id}`,
    ]);
    expect((await restore(entry.id)).statusCode).toBe(404);
  });

  it('takes the record’s earlier versions and its waiting draft with it, and their files', async () => {
    const post = await newPost('A post with a past and a draft');
    const edited = await send('PATCH', `/api/v1/blog/${post._id}`, { subtitle: 'Second take' });
    expect(edited.statusCode, edited.body).toBe(200);
    const draftImage = dataUrl('image/jpeg', await jpegBytes(900, 400, '#114477'));
    const drafted = await send('PATCH', `/api/v1/blog/${post._id}?draft=true`, {
      blogImage: draftImage,
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    const draftPath = drafted.json().blog.blogImage as string;
    const target = `blogPosts/${post._id}`;
    const history = await send('GET', `/api/v1/revisions?target=${target}`);
    expect(history.json().revisions.length).toBeGreaterThan(0);

    await remove('blog', post._id);
    const entry = await entryOf(post._id);
    // In the trash the draft's image stays: restoring brings the draft back.
    expect(onDisk(draftPath)).toBe(true);

    await ctx.app.services.trash.purge(new Date(Date.parse(entry.deletedAt) + 31 * DAY_MS));
    expect((await send('GET', `/api/v1/revisions?target=${target}`)).statusCode).toBe(400);
    expect(await ctx.app.services.content.editStates([target])).toEqual(new Map());
    expect(onDisk(draftPath)).toBe(false);
  });

  it('runs every hour as a timed job', () => {
    const job = siteJobs(ctx.app.services).find((j) => j.name === 'trash-purge');
    expect(job?.everyMs).toBe(60 * 60_000);
  });
});
