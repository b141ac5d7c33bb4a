/**
 * Seeded files are described in the media library (issue 30): a generated image by its label,
 * a seed asset as content/seed/assets/descriptions.ts says, and the public pages show the
 * description. A database seeded before that gets the descriptions once, at the next start,
 * for the seed's own files only and never over an editor's choice.
 */
import { and, eq, isNull, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, seedRuns } from '../../server/db/schema';
import { writeContent } from '../../server/repositories/content/content-version-repo';
import { sectionsRepo } from '../../server/repositories/content/sections-repo';
import { seedContent } from '../../server/services/content/seed-service';
import { pageRenderer, type PageRenderer } from '../helpers/pages';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pngBytes } from './write-helpers';

let app: TestApp;
let pages: PageRenderer;

beforeAll(async () => {
  pages = await pageRenderer();
  app = await createTestApp({ ssr: pages.ssr });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await pages?.close();
});

const imagesAndVideos = or(like(media.mime, 'image/%'), like(media.mime, 'video/%'));

/** The alt text of each stored image a public page shows, by path (the first of each). */
async function altsOn(url: string, headers?: Record<string, string>): Promise<Map<string, string>> {
  const res = await app.fastify.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(200);
  const alts = new Map<string, string>();
  for (const [tag] of res.body.matchAll(/<img\b[^>]*>/g)) {
    const src = /\ssrc="(\/media\/[^"]+)"/.exec(tag)?.[1];
    const alt = /\salt="([^"]*)"/.exec(tag)?.[1];
    if (src && !alts.has(src)) alts.set(src, alt ?? '(none)');
  }
  return alts;
}

async function sectionImage(key: string): Promise<string> {
  const row = (await sectionsRepo(app.database.db).all()).find((r) => r.key === key);
  const image = (row?.data as { image?: unknown } | undefined)?.image;
  if (typeof image !== 'string') throw new Error(`${key} has no image`);
  return image;
}

async function partnerLogo(name: string): Promise<string> {
  const partners = (await app.services.content.list('partners')) as {
    name: string;
    partner: string;
  }[];
  const logo = partners.find((p) => p.name === name)?.partner;
  if (!logo) throw new Error(`no partner ${name}`);
  return logo;
}

// A partner's logo slot says it is a placeholder (server/media/placeholder-image.ts); the
// hero, abstract art behind the heading, is described by its subject.
const heroAlt = 'Switchgear assembly floor';
const siemensAlt = 'Placeholder for the logo of Siemens';

const rowOf = async (path: string) =>
  (await app.database.db.select().from(media).where(eq(media.path, path)))[0];

describe('descriptions of seeded files', () => {
  it('leaves no seeded image or video without a description or a decorative mark', async () => {
    const rows = await app.database.db
      .select({ path: media.path, mime: media.mime, alt: media.alt, decorative: media.decorative })
      .from(media)
      .where(imagesAndVideos);
    // Each photo is seeded once, on its record (issue 30): some 180 images and a video.
    expect(rows.length).toBeGreaterThan(150);
    expect(rows.filter((r) => !r.decorative && !r.alt?.trim())).toEqual([]);

    expect((await rowOf(await sectionImage('hero-images/hero-image-one')))?.alt).toBe(heroAlt);
    const video = await app.database.db.select().from(media).where(like(media.mime, 'video/%'));
    expect(video.map((v) => v.alt)).toEqual(['Our factory and teams at work']);
  });

  it('shows each description on the public pages', async () => {
    const hero = await sectionImage('hero-images/hero-image-one');
    const logo = await partnerLogo('Siemens');
    const home = await altsOn('/');
    // The hero's slot says nothing of its own (alt=""): the library's description wins.
    expect(home.get(hero)).toBe(heroAlt);
    expect(home.get(logo)).toBe(siemensAlt);
    expect(home.size).toBeGreaterThan(5);
    expect([...home].filter(([, alt]) => alt.trim() === '')).toEqual([]);
  });

  it('shows the home video as its poster, described as the library describes each', async () => {
    const db = app.database.db;
    const [video] = await db.select().from(media).where(like(media.mime, 'video/%'));
    if (!video) throw new Error('no video seeded');
    const poster = (await sectionsRepo(db).all()).find((r) => r.key === 'home-video')?.data as
      | { poster?: string }
      | undefined;
    // Until the page runs (and always for a visitor saving data) the poster stands in for the
    // video, as a picture with its own description; the video, once playing, says what the
    // library says it shows (tests/e2e/media-alt.spec.ts).
    const visitors: Record<string, string>[] = [{}, { 'save-data': 'on' }];
    for (const headers of visitors) {
      const alts = await altsOn('/', headers);
      expect(alts.get(poster?.poster ?? 'no poster'), JSON.stringify(headers)).toBe(
        'Inside our factory',
      );
    }
    // The video comes with the page's scripts, fetched apart from the page (decision 0059).
    const page = async () =>
      (
        await app.fastify.inject({
          method: 'GET',
          url: '/',
          headers: { 'x-hydration-data': '1' },
        })
      ).body;
    expect(await page()).toContain('Our factory and teams at work');
    await db
      .update(media)
      .set({ alt: 'Panel wiring in our Lagos factory' })
      .where(eq(media.id, video.id));
    await writeContent(db, async () => {});
    expect(await page()).toContain('Panel wiring in our Lagos factory');
    await db.update(media).set({ alt: video.alt }).where(eq(media.id, video.id));
    await writeContent(db, async () => {});
  });

  it('describes a database seeded before, once, and only the seed’s undescribed files', async () => {
    const db = app.database.db;
    const hero = await sectionImage('hero-images/hero-image-one');
    const described = await sectionImage('hero-images/hero-image-two');
    const decorative = await sectionImage('hero-images/hero-image-three');
    const logo = await partnerLogo('Siemens');
    // Collection images are stored again at every start: that must not undo a choice either.
    const describedLogo = await partnerLogo('ABB');
    const decorativeLogo = await partnerLogo('Eaton');
    // An image that is not the seed's, stored undescribed (as files were before issue 15).
    const foreign = await app.media.save({
      bytes: await pngBytes(40, 30),
      ext: 'png',
      mime: 'image/png',
      width: 40,
      height: 30,
    });

    // As a database seeded before descriptions: nothing described, the one-time job not run.
    await db.update(media).set({ alt: null }).where(imagesAndVideos);
    await db.delete(seedRuns).where(eq(seedRuns.key, 'seed-media-descriptions'));
    // An editor described one seeded image and marked another decorative meanwhile.
    await db.update(media).set({ alt: 'Our own caption' }).where(eq(media.path, described));
    await db.update(media).set({ decorative: true }).where(eq(media.path, decorative));
    await db.update(media).set({ alt: 'ABB wordmark' }).where(eq(media.path, describedLogo));
    await db.update(media).set({ decorative: true }).where(eq(media.path, decorativeLogo));
    // (Written behind the app's back: a content write makes its caches read them.)
    await writeContent(db, async () => {});
    expect((await altsOn('/')).get(hero)).toBe('');

    const report = await seedContent(db, app.media);
    expect(report.sectionsCreated).toBe(0);
    // The sections' files; the records' photos are described as the seed stores them again.
    expect(report.filesDescribed).toBeGreaterThan(20);

    expect((await rowOf(hero))?.alt).toBe(heroAlt);
    expect((await rowOf(logo))?.alt).toBe(siemensAlt);
    expect(await rowOf(described)).toMatchObject({ alt: 'Our own caption', decorative: false });
    expect(await rowOf(decorative)).toMatchObject({ alt: null, decorative: true });
    expect(await rowOf(describedLogo)).toMatchObject({ alt: 'ABB wordmark', decorative: false });
    expect(await rowOf(decorativeLogo)).toMatchObject({ alt: null, decorative: true });
    expect(await rowOf(foreign)).toMatchObject({ alt: null, decorative: false });
    const left = await db
      .select({ path: media.path })
      .from(media)
      .where(and(imagesAndVideos, isNull(media.alt), eq(media.decorative, false)));
    expect(left.map((r) => r.path)).toEqual([foreign]);

    // The pages cached before it show the descriptions at once (a content write). (The later
    // hero slides are not in the server's page, which shows the first until the slideshow runs.)
    const home = await altsOn('/');
    expect(home.get(hero)).toBe(heroAlt);
    expect(home.get(logo)).toBe(siemensAlt);
    expect(home.get(describedLogo)).toBe('ABB wordmark');
    expect(home.get(decorativeLogo)).toBe('');

    // Once: a later start leaves what editors do from then on alone.
    await db.update(media).set({ alt: null }).where(eq(media.path, hero));
    expect((await seedContent(db, app.media)).filesDescribed).toBe(0);
    expect((await rowOf(hero))?.alt).toBeNull();
  });
});
