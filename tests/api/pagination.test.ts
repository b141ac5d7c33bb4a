/**
 * Lists page: the API answers at most 100 records and a cursor to the next page, in each
 * collection's order; the public lists read numbered pages of card columns only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionsRepo } from '../../server/repositories/content/collections-repo';
import { writeContent } from '../../server/repositories/content/content-version-repo';
import { searchIndex } from '../../server/services/search/search-index';
import { insertNumbered } from '../helpers/numbered-records';
import { bearer, createTestApp, signIn, SUPER_PASSWORD, type TestApp } from '../helpers/test-app';

const POSTS = 250;
const STUDIES = 130;
let app: TestApp;
let seededPosts = 0;
let seededStudies = 0;

beforeAll(async () => {
  app = await createTestApp();
  seededPosts = (await app.services.content.list('blogPosts')).length;
  seededStudies = (await app.services.content.list('caseStudies')).length;
  const base = Date.parse('2024-01-01T00:00:00Z');
  // Three posts to a timestamp, so the id must break ties for the order to be total.
  await insertNumbered(app, 'blogPosts', POSTS, 'Paged post', (i) => ({
    subtitle: i % 10 === 0 ? 'About transformers' : 'About cables',
    content: `<p>${'Body text that the list never needs. '.repeat(20)}</p>`,
    createdAt: new Date(base + Math.floor(i / 3) * 1000),
  }));
  await insertNumbered(app, 'caseStudies', STUDIES, 'Paged study', (i) => ({
    category: i % 2 === 0 ? 'aviation' : 'oil & gas',
    imageUrl: `/media/first-${i}.jpg,/media/second-${i}.jpg`,
    createdAt: new Date(base + i * 1000),
  }));
  // Loaded in bulk, past the write services: the search index is built again, as at a start.
  await app.database.db.transaction((tx) => searchIndex(tx).rebuild({ force: true }));
  // Posts written one statement each, as editors do: their times carry microseconds.
  for (const n of [1, 2, 3]) {
    await writeContent(app.database.db, (tx) =>
      collectionsRepo(tx).insert('blogPosts', {
        slug: `editor-post-${n}`,
        title: `Editor post ${n}`,
      }),
    );
  }
});
afterAll(() => app.close());

const get = async (url: string) => {
  const res = await app.fastify.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

type Listed = { _id: string; createdAt: string; title: string };

/** Follows nextCursor from the first page to the last, answering every page. */
async function walk(path: string, envelope: string, limit?: number) {
  const pages: Listed[][] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams();
    if (limit) params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    const { status, body } = await get(`${path}?${params}`);
    expect(status).toBe(200);
    pages.push(body[envelope]);
    cursor = body.nextCursor;
    expect(pages.length).toBeLessThan(100);
  } while (cursor);
  return pages;
}

describe('API list pages', () => {
  it('answers at most 100 posts, newest first, and a cursor to the rest', async () => {
    const { status, body } = await get('/api/v1/blog');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['blogs', 'nextCursor']);
    expect(body.blogs).toHaveLength(100);
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(body.blogs.slice(0, 3).map((b: Listed) => b.title)).toEqual([
      'Editor post 3',
      'Editor post 2',
      'Editor post 1',
    ]);
    const times = body.blogs.map((b: Listed) => Date.parse(b.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('visits every post exactly once by following the cursors', async () => {
    const total = POSTS + seededPosts + 3;
    const pages = await walk('/api/v1/blog', 'blogs', 7);
    expect(pages.slice(0, -1).every((p) => p.length === 7)).toBe(true);
    const ids = pages.flat().map((b) => b._id);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    // The same order as the whole list read at once.
    expect(ids).toEqual((await app.services.content.list('blogPosts')).map((b) => b._id));
  });

  it('visits every case study exactly once, with the default page size', async () => {
    const pages = await walk('/api/v1/case-studies', 'caseStudies');
    expect(pages.map((p) => p.length)).toEqual([100, STUDIES + seededStudies - 100]);
    const ids = pages.flat().map((s) => s._id);
    expect(new Set(ids).size).toBe(STUDIES + seededStudies);
  });

  it('says there is no next page on the last one', async () => {
    const { body } = await get('/api/v1/products/atex-power-panels?limit=100');
    expect(body.atexPowerPanels.length).toBeGreaterThan(0);
    expect(body.nextCursor).toBeNull();
  });

  it('keeps partners in their position order across pages', async () => {
    const all = (await app.services.content.list('partners')).map((p) => p._id);
    expect(all.length).toBeGreaterThan(3);
    const pages = await walk('/api/v1/home/partner', 'partners', 2);
    expect(pages.length).toBe(Math.ceil(all.length / 2));
    expect(pages.flat().map((p) => p._id)).toEqual(all);
  });

  it('continues after a post written with microseconds, one post a page', async () => {
    const titles: string[] = [];
    let cursor = '';
    for (let i = 0; i < 4; i++) {
      const { body } = await get(`/api/v1/blog?limit=1${cursor && `&cursor=${cursor}`}`);
      titles.push(body.blogs[0].title);
      cursor = body.nextCursor;
    }
    expect(titles.slice(0, 3)).toEqual(['Editor post 3', 'Editor post 2', 'Editor post 1']);
    expect(titles[3]).not.toMatch(/Editor/);
  });

  it('refuses a limit outside 1 to 100 with a message for the field', async () => {
    for (const limit of ['0', '101', 'abc', '2.5', '']) {
      const { status, body } = await get(`/api/v1/blog?limit=${limit}`);
      expect(status, `limit=${limit}`).toBe(400);
      expect(body.error.code).toBe('validation');
      expect(body.error.fields.limit).toMatch(/1 to 100/);
    }
    expect((await get('/api/v1/case-studies?limit=1')).body.caseStudies).toHaveLength(1);
  });

  it('refuses a malformed or tampered cursor with 400, never a 500', async () => {
    const { body } = await get('/api/v1/blog?limit=5');
    const good = body.nextCursor as string;
    const [at, id] = JSON.parse(Buffer.from(good, 'base64url').toString());
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'not-a-cursor',
      '!!!',
      forge({ at, id }),
      forge([at, 'not-a-uuid']),
      forge(['9'.repeat(40), id]),
      forge(["1'; drop table blog_posts; --", id]),
      forge([1, at, id]),
      'x'.repeat(400),
    ]) {
      const res = await get(`/api/v1/blog?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.error.code).toBe('validation');
      expect(res.body.error.fields.cursor).toEqual(expect.any(String));
    }
    // A post cursor is not a partner cursor: the shapes of the two orders differ.
    expect((await get(`/api/v1/home/partner?cursor=${good}`)).status).toBe(400);
    expect((await get(`/api/v1/blog?cursor=${good}`)).status).toBe(200);
  });

  it('documents limit, cursor and nextCursor in the OpenAPI reference', async () => {
    // The reference is for signed-in staff (tests/api/api-docs.test.ts).
    const session = await signIn(app, 'super_admin', SUPER_PASSWORD);
    const body = (
      await app.fastify.inject({ url: '/api/openapi.json', headers: bearer(session) })
    ).json();
    const list = body.paths['/api/v1/blog'].get;
    expect(list.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['query:limit', 'query:cursor']),
    );
    const schema = list.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['blogs', 'nextCursor']);
  });

  it('leaves the item GETs as they were', async () => {
    const { body } = await get('/api/v1/blog?limit=1');
    const one = await get(`/api/v1/blog/${body.blogs[0]._id}`);
    expect(one.status).toBe(200);
    expect(Object.keys(one.body)).toEqual(['blog']);
    expect(one.body.blog.title).toBe('Editor post 3');
  });
});

describe('numbered pages of the public lists', () => {
  it('read twelve news cards a page, with no post bodies, and count them all', async () => {
    const total = POSTS + seededPosts + 3;
    const first = await app.services.content.newsPage({ page: 1 });
    expect(first).toMatchObject({ total, page: 1, pageCount: Math.ceil(total / 12) });
    expect(first.items).toHaveLength(12);
    expect(Object.keys(first.items[0]!).sort()).toEqual([
      '_id',
      'blogImage',
      'createdAt',
      'slug',
      'subtitle',
      'title',
    ]);
    const second = await app.services.content.newsPage({ page: 2 });
    const listed = (await app.services.content.list('blogPosts')).map((p) => p._id);
    expect([...first.items, ...second.items].map((p) => p._id)).toEqual(listed.slice(0, 24));
    const last = await app.services.content.newsPage({ page: first.pageCount });
    expect(last.items).toHaveLength(total - (first.pageCount - 1) * 12);
    expect((await app.services.content.newsPage({ page: first.pageCount + 1 })).items).toEqual([]);
  });

  it('page the news search and count every match', async () => {
    const found = await app.services.content.newsPage({ page: 1, query: 'TRANSFORMERS' });
    expect(found.total).toBe(POSTS / 10);
    expect(found.pageCount).toBe(Math.ceil(POSTS / 10 / 12));
    expect(found.items).toHaveLength(12);
    expect(found.items.every((p) => p.subtitle === 'About transformers')).toBe(true);
    // The count comes with the rows; the last page has it too, and a page past the end.
    const last = await app.services.content.newsPage({
      page: found.pageCount,
      query: 'TRANSFORMERS',
    });
    expect(last.total).toBe(POSTS / 10);
    expect(last.items).toHaveLength(POSTS / 10 - (found.pageCount - 1) * 12);
    const past = await app.services.content.newsPage({
      page: found.pageCount + 1,
      query: 'TRANSFORMERS',
    });
    expect(past).toMatchObject({ items: [], total: POSTS / 10 });
    const none = await app.services.content.newsPage({ page: 1, query: 'zz%_' });
    expect(none).toMatchObject({ items: [], total: 0, pageCount: 1 });
  });

  it('page the site search past the matches it ranks, each match once', async () => {
    // 250 posts and 3 editors' posts with "post" in the title: more than the 200 title and
    // heading matches the search ranks; the rest follow by date, none lost or repeated.
    const first = await app.services.search.search({ q: 'paged post', type: 'news' });
    expect(first.total).toBe(POSTS);
    const seen: string[] = [];
    for (let page = 1; page <= first.pageCount; page++) {
      const { results } = await app.services.search.search({ q: 'paged post', type: 'news', page });
      seen.push(...results.map((r) => r.url));
    }
    expect(seen).toHaveLength(POSTS);
    expect(new Set(seen).size).toBe(POSTS);
    expect(seen.every((url) => /^\/news-and-insights\/paged-post-\d+$/.test(url))).toBe(true);
  });

  it('filter case studies by category in the query and show the first image', async () => {
    const aviation = await app.services.content.caseStudyPage({ page: 1, category: 'aviation' });
    expect(aviation.total).toBe(STUDIES / 2 + 1);
    expect(aviation.items.every((s) => s.category === 'aviation')).toBe(true);
    expect(aviation.items.find((s) => s.slug === 'paged-study-128')).toEqual({
      slug: 'paged-study-128',
      title: 'Paged study 128',
      category: 'aviation',
      thumbnail: '/media/first-128.jpg',
    });
    expect((await app.services.content.caseStudyPage({ page: 1 })).total).toBe(
      STUDIES + seededStudies,
    );
  });

  it('read only the newest post for the home page', async () => {
    expect(await app.services.content.latestPost()).toMatchObject({ title: 'Editor post 3' });
  });
});
