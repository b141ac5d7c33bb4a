/**
 * Publishing without fear (issue 14, points 1, 2, 3 and 5): drafts beside the published value,
 * the editor's preview of the real page, publish times kept by the timed job, and edit versions
 * (ETag / If-Match) that refuse a write based on a version someone has saved over since.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { siteJobs } from '../../server/jobs/site-jobs';
import { createScheduler } from '../../server/jobs/scheduler';
import { pagesApp } from '../helpers/signed-in-app';
import { bearer, type Session } from '../helpers/test-app';
import { createAdmin, sectionPath } from './write-helpers';

const ctx = pagesApp();
let editor: Session;
beforeAll(async () => {
  editor = await createAdmin(ctx.app, ctx.sup, 'drafts-editor');
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const call = (
  method: Method,
  url: string,
  o: { session?: Session; payload?: object; headers?: Record<string, string> } = {},
) =>
  ctx.app.fastify.inject({
    method,
    url,
    headers: { ...(o.session ? bearer(o.session) : {}), ...o.headers },
    ...(o.payload ? { payload: o.payload } : {}),
  });

/** A page as a browser with this session's cookie (or none) gets it. */
const page = (url: string, session?: Session) =>
  ctx.app.fastify.inject({
    method: 'GET',
    url,
    headers: session ? { cookie: session.cookie } : {},
  });

const uniq = () => Math.random().toString(36).slice(2, 8);

describe('drafts of a section', () => {
  it('a draft leaves the public page and API alone; a signed-in ?draft=true reads it; publishing makes it public', async () => {
    const path = await sectionPath(ctx.app, 'about/who-we-are');
    const before = (await call('GET', path)).json().whoWeAre;
    const heading = `Draft heading ${uniq()}`;

    const saved = await call('PATCH', `${path}?draft=true`, {
      session: editor,
      payload: { heading },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().whoWeAre.heading).toBe(heading);
    expect(saved.headers.etag).toMatch(/^"\d+"$/);

    // The public API and page keep the published value.
    expect((await call('GET', path)).json().whoWeAre.heading).toBe(before.heading);
    expect((await call('GET', `${path}?draft=true`)).json().whoWeAre.heading).toBe(before.heading);
    expect((await page('/who-we-are')).body).not.toContain(heading);

    // A signed-in editor reads the draft.
    const draft = await call('GET', `${path}?draft=true`, { session: editor });
    expect(draft.json().whoWeAre.heading).toBe(heading);
    expect(draft.headers.etag).toBe(saved.headers.etag);
    expect((await call('GET', path, { session: editor })).json().whoWeAre.heading).toBe(
      before.heading,
    );

    // A second draft write merges onto the first.
    const more = await call('PATCH', `${path}?draft=true`, {
      session: editor,
      payload: { intro: '<p>Drafted body</p>' },
    });
    expect(more.json().whoWeAre.heading).toBe(heading);

    // Publishing (a write without draft) publishes the draft with it.
    const published = await call('PATCH', path, { session: editor, payload: {} });
    expect(published.statusCode, published.body).toBe(200);
    const now = (await call('GET', path)).json().whoWeAre;
    expect(now.heading).toBe(heading);
    expect(now.intro).toContain('Drafted body');
    expect((await page('/who-we-are')).body).toContain(heading);
  });

  it('the preview shows drafts only to a signed-in editor, privately and never from the cache', async () => {
    const path = await sectionPath(ctx.app, 'about/who-we-are');
    const heading = `Preview heading ${uniq()}`;
    await call('PATCH', `${path}?draft=true`, { session: editor, payload: { heading } });

    // Warm the public cache with the published page first.
    expect((await page('/who-we-are')).body).not.toContain(heading);

    const preview = await page('/who-we-are?preview=true', editor);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain(heading);
    expect(preview.body).toContain('Preview: not published');
    expect(preview.headers['cache-control']).toBe('private, no-store');

    // Nobody else gets the preview: not signed out, not from the cache after it.
    const stranger = await page('/who-we-are?preview=true');
    expect(stranger.body).not.toContain(heading);
    expect(stranger.body).not.toContain('Preview: not published');
    expect((await page('/who-we-are')).body).not.toContain(heading);
    // A made-up session is no session.
    const forged = await ctx.app.fastify.inject({
      method: 'GET',
      url: '/who-we-are?preview=true',
      headers: { cookie: 'sid=not-a-session' },
    });
    expect(forged.body).not.toContain(heading);

    // Discarding the draft leaves the published value.
    const discarded = await call('DELETE', '/api/v1/drafts?target=about/who-we-are', {
      session: editor,
    });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect((await page('/who-we-are?preview=true', editor)).body).not.toContain(heading);
    const again = await call('DELETE', '/api/v1/drafts?target=about/who-we-are', {
      session: editor,
    });
    expect(again.statusCode).toBe(409);
    // Naming nothing, too much or something that is not there: a message, never a 500.
    const none = await call('DELETE', '/api/v1/drafts', { session: editor });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.target).toBeTruthy();
    const long = await call('DELETE', `/api/v1/drafts?target=${'x'.repeat(400)}`, {
      session: editor,
    });
    expect(long.json().error.fields.target).toBe('Keep the target under 300 characters');
    const unknown = await call('DELETE', '/api/v1/drafts?target=blogPosts/not-an-id', {
      session: editor,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call('DELETE', '/api/v1/drafts?target=about/who-we-are')).statusCode).toBe(401);
  });
});

describe('drafts of records', () => {
  it('a new post saved as a draft is not listed, not in the sitemap, not searchable, until published', async () => {
    const title = `Unpublished ${uniq()} turbine`;
    const created = await call('POST', '/api/v1/blog?draft=true', {
      session: editor,
      payload: {
        title,
        subtitle: 'A draft post',
        content: '<p>Not yet for visitors</p>',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json().blog;
    expect(post.published).toBe(false);

    expect((await call('GET', `/api/v1/blog/${post._id}`)).statusCode).toBe(404);
    expect((await page(`/news-and-insights/${post.slug}`)).statusCode).toBe(404);
    expect((await page('/news-and-insights')).body).not.toContain(title);
    const search = await call('GET', `/api/v1/search?q=${encodeURIComponent(title)}`);
    expect(JSON.stringify(search.json())).not.toContain(post._id);
    const list = await call('GET', '/api/v1/blog?limit=100');
    expect(JSON.stringify(list.json())).not.toContain(post._id);
    const sitemap = await page('/sitemaps/posts-1.xml');
    expect(sitemap.body).not.toContain(post.slug);

    // The editor previews it on its own page.
    const preview = await page(`/news-and-insights/${post.slug}?preview=true`, editor);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain(title);

    // Publishing puts it everywhere at once.
    const published = await call('PATCH', `/api/v1/blog/${post._id}`, {
      session: editor,
      payload: {},
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().blog.published).toBe(true);
    expect((await page(`/news-and-insights/${post.slug}`)).body).toContain(title);
    expect((await page('/news-and-insights')).body).toContain(title);
    const found = await call('GET', `/api/v1/search?q=${encodeURIComponent(title)}`);
    expect(JSON.stringify(found.json())).toContain(post.slug);
  });

  it('a draft of a published post waits beside it', async () => {
    const list = (await call('GET', '/api/v1/blog?limit=1')).json().blogs;
    const post = list[0];
    const title = `Retitled in draft ${uniq()}`;
    const drafted = await call('PATCH', `/api/v1/blog/${post._id}?draft=true`, {
      session: editor,
      payload: { title },
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect((await call('GET', `/api/v1/blog/${post._id}`)).json().blog.title).toBe(post.title);
    expect(
      (await call('GET', `/api/v1/blog/${post._id}?draft=true`, { session: editor })).json().blog
        .title,
    ).toBe(title);
    expect((await page(`/news-and-insights/${post.slug}?preview=true`, editor)).body).toContain(
      title,
    );
    expect((await page(`/news-and-insights/${post.slug}`)).body).not.toContain(title);
  });
});

describe('scheduled publishing', () => {
  it('refuses a publish time without draft, a time in the past and one that is not a time', async () => {
    const path = await sectionPath(ctx.app, 'about/who-we-are');
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const noDraft = await call('PATCH', `${path}?publishAt=${encodeURIComponent(at)}`, {
      session: editor,
      payload: { heading: 'x' },
    });
    expect(noDraft.statusCode).toBe(400);
    expect(noDraft.json().error.fields.publishAt).toMatch(/draft=true/);
    const past = await call('PATCH', `${path}?draft=true&publishAt=2020-01-01T00:00:00Z`, {
      session: editor,
      payload: { heading: 'x' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields.publishAt).toBe('Choose a time in the future');
    const junk = await call('PATCH', `${path}?draft=true&publishAt=soon`, {
      session: editor,
      payload: { heading: 'x' },
    });
    expect(junk.statusCode).toBe(400);
    expect((await call('GET', path, { session: editor })).json().whoWeAre.heading).not.toBe('x');
  });

  it('the timed job publishes a draft once its time has come, and only once', async () => {
    const path = await sectionPath(ctx.app, 'about/who-we-are');
    const heading = `Scheduled heading ${uniq()}`;
    const at = new Date(Date.now() + 60 * 60_000);
    const scheduled = await call(
      'PATCH',
      `${path}?draft=true&publishAt=${encodeURIComponent(at.toISOString())}`,
      { session: editor, payload: { heading } },
    );
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect((await call('GET', path)).json().whoWeAre.heading).not.toBe(heading);

    // Not yet due: nothing happens.
    expect(await ctx.app.services.writes.publishDue(new Date(at.getTime() - 1_000))).toBe(0);
    expect((await call('GET', path)).json().whoWeAre.heading).not.toBe(heading);

    // Two instances' schedulers tick at once after the time: it goes live once. The clock is
    // moved past the time rather than waited for; timers stay real.
    const jobs = siteJobs(ctx.app.services).filter((j) => j.name === 'scheduled-publishing');
    const log = { error: () => undefined };
    const a = createScheduler(ctx.app.database.db, jobs, { log });
    const b = createScheduler(ctx.app.database.db, jobs, { log });
    vi.useFakeTimers({ toFake: ['Date'], now: at.getTime() + 50 });
    try {
      await Promise.all([a.tick(), b.tick()]);
    } finally {
      vi.useRealTimers();
    }
    expect((await call('GET', path)).json().whoWeAre.heading).toBe(heading);
    const entries = await call('GET', '/api/v1/audit-log?target=about/who-we-are&limit=100', {
      session: ctx.sup,
    });
    const published = entries
      .json()
      .entries.filter((e: { action: string }) => e.action === 'content.publish_scheduled');
    expect(published).toHaveLength(1);
    expect(published[0].actor.name).toBe('drafts-editor');
  });
});

describe('edit versions', () => {
  it('a write naming an older version is refused with who saved and when; without If-Match it goes through', async () => {
    const path = await sectionPath(ctx.app, 'footer');
    const read = await call('GET', path, { session: editor });
    const etag = String(read.headers.etag);
    expect(etag).toMatch(/^"\d+"$/);

    const first = await call('PATCH', path, {
      session: ctx.sup,
      payload: { copyright: `First ${uniq()}` },
      headers: { 'if-match': etag },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).not.toBe(etag);

    const second = await call('PATCH', path, {
      session: editor,
      payload: { copyright: 'Second' },
      headers: { 'if-match': etag },
    });
    expect(second.statusCode).toBe(409);
    const error = second.json().error;
    expect(error.code).toBe('conflict');
    expect(error.message).toMatch(/super_admin saved this at/);
    expect(error.conflict.savedBy).toBe('super_admin');
    expect(error.conflict.version).toBe(first.headers.etag);
    expect((await call('GET', path)).json().footerText.copyright).not.toBe('Second');

    // Overwriting on purpose: the version the conflict named.
    const overwrite = await call('PATCH', path, {
      session: editor,
      payload: { copyright: 'Second' },
      headers: { 'if-match': error.conflict.version },
    });
    expect(overwrite.statusCode, overwrite.body).toBe(200);
    // An older API client sends none.
    const legacy = await call('PATCH', path, { session: editor, payload: { copyright: 'Third' } });
    expect(legacy.statusCode).toBe(200);
    expect((await call('GET', path)).json().footerText.copyright).toBe('Third');
  });

  it('records answer versions too, and a malformed If-Match is a field error', async () => {
    const post = (await call('GET', '/api/v1/blog?limit=1')).json().blogs[0];
    const read = await call('GET', `/api/v1/blog/${post._id}`, { session: editor });
    expect(read.headers.etag).toMatch(/^"\d+"$/);
    const bad = await call('PATCH', `/api/v1/blog/${post._id}`, {
      session: editor,
      payload: { subtitle: 'x' },
      headers: { 'if-match': 'yesterday' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['If-Match']).toMatch(/ETag/);
    const stale = await call('PATCH', `/api/v1/blog/${post._id}`, {
      session: editor,
      payload: { subtitle: 'y' },
      headers: { 'if-match': '"999999"' },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('two writers racing with the same version: one wins, the other gets the conflict', async () => {
    const path = await sectionPath(ctx.app, 'footer');
    const etag = String((await call('GET', path, { session: editor })).headers.etag);
    const [a, b] = await Promise.all(
      ['A', 'B'].map((who) =>
        call('PATCH', path, {
          session: editor,
          payload: { copyright: `Race ${who}` },
          headers: { 'if-match': etag },
        }),
      ),
    );
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
  });
});
