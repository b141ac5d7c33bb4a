/**
 * A visitor who asks for less data (issue 31, point 6): with `Save-Data: on`, or `ECT: 2g` /
 * `slow-2g`, every stored image offers files one width smaller and the home video never plays
 * (its poster stays a picture: tests/e2e/images.spec.ts); other visitors get the full page. No
 * page's markup names the video: it comes with the page's JavaScript. The cache keeps the two
 * copies apart and says so with `Vary`.
 */
import { describe, expect, it } from 'vitest';
import { smallerSrcSet, withSmallerImages } from '../../content/media';
import { wantsLessData } from '../../server/http/save-data';
import { pagesApp } from '../helpers/signed-in-app';

const ctx = pagesApp();
const home = (headers: Record<string, string> = {}) =>
  ctx.app.fastify.inject({ method: 'GET', url: '/', headers });

/** Every `srcset` of the page, as lists of [file, declared width]. */
const srcsets = (html: string) =>
  [...html.matchAll(/srcSet="([^"]+)"/gi)].map((m) =>
    (m[1] ?? '').split(', ').map((entry) => {
      const [file = '', width = ''] = entry.split(' ');
      return [file, Number(width.replace('w', ''))] as const;
    }),
  );
/** The page without its scripts: what the browser fetches from. */
const markup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');
/** The width in a variant's file name: `/media/ab12-w640.avif` → 640. */
const fileWidth = (file: string) => Number(/-w(\d+)\.\w+$/.exec(file)?.[1]);

describe('the rule', () => {
  it('asks for less on Save-Data: on and on a 2G connection, not otherwise', () => {
    expect(wantsLessData('on', undefined)).toBe(true);
    expect(wantsLessData(' On ', null)).toBe(true);
    expect(wantsLessData(undefined, '2g')).toBe(true);
    expect(wantsLessData(null, 'slow-2g')).toBe(true);
    expect(wantsLessData(['on', 'off'], undefined)).toBe(true);
    for (const [saveData, ect] of [
      [undefined, undefined],
      ['off', '4g'],
      ['onwards', '3g'],
      ['', '2gx'],
    ] as const) {
      expect(wantsLessData(saveData, ect), `${saveData} ${ect}`).toBe(false);
    }
  });

  it('offers each file as the next width up, the largest not at all', () => {
    expect(smallerSrcSet('/a-w360.webp 360w, /a-w640.webp 640w, /a-w960.webp 960w')).toBe(
      '/a-w360.webp 640w, /a-w640.webp 960w',
    );
    // One width: nothing smaller to offer.
    expect(smallerSrcSet('/a-w360.webp 360w')).toBe('/a-w360.webp 360w');
    expect(
      withSmallerImages('<picture><source srcset="/b-w360.avif 360w, /b-w640.avif 640w">'),
    ).toBe('<picture><source srcset="/b-w360.avif 640w">');
  });
});

describe('the home page', () => {
  /** The why-choose-us section, where the video plays once the page runs. */
  const why = (html: string) =>
    /<section aria-labelledby="why-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? 'no section';
  /** Whether every file of every `srcset` is declared at its own width (nothing made smaller). */
  const fullWidths = (html: string) =>
    srcsets(html).every((set) => set.every(([file, width]) => fileWidth(file) === width));

  it('shows the video as its poster, a lazy picture, until the page runs; full widths for other visitors', async () => {
    const res = await home({ 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    // A <video>'s poster is fetched at once, wherever it sits: the markup names neither.
    expect(/<video/.test(res.body), 'a <video>').toBe(false);
    const section = why(res.body);
    expect(section).toMatch(/<img[^>]+loading="lazy"/);
    expect(srcsets(section).length).toBe(2); // the poster's two formats
    expect(srcsets(res.body).length).toBeGreaterThan(2);
    expect(fullWidths(res.body)).toBe(true);
  });

  const asking: Record<string, string>[] = [
    { 'save-data': 'on' },
    { ect: '2g' },
    { ect: 'slow-2g' },
  ];
  for (const headers of asking) {
    it(`names no video and offers images one width smaller with ${JSON.stringify(headers)}`, async () => {
      const full = await home();
      const lite = await home(headers);
      expect(lite.statusCode).toBe(200);
      expect(/<video/.test(lite.body), 'a <video>').toBe(false);
      // Named nowhere the browser would fetch it from (the page's data for hydration may hold
      // it; the page never plays it for such a visitor, tests/e2e/images.spec.ts).
      expect(markup(lite.body)).not.toMatch(/\/media\/[0-9a-f]+\.(mp4|webm)/);
      expect(fullWidths(lite.body)).toBe(false);

      const fullSets = srcsets(full.body);
      const liteSets = srcsets(lite.body);
      expect(liteSets.length).toBe(fullSets.length);
      // Each file is offered as the width of the next file up in the full page; the largest of
      // an image stored at several widths is not offered (one stored at one width keeps it).
      const next = new Map<string, number | undefined>();
      for (const set of fullSets) {
        set.forEach(([file], i) =>
          next.set(file, set.length === 1 ? set[0]?.[1] : set[i + 1]?.[1]),
        );
      }
      for (const set of liteSets) {
        for (const [file, declared] of set) expect(declared, file).toBe(next.get(file));
      }
      const largest = fullSets.filter((set) => set.length > 1).map((set) => set.at(-1)?.[0]);
      expect(largest.length).toBeGreaterThan(0);
    });
  }

  it('keeps the two copies apart in the cache and says the page varies on the headers', async () => {
    const before = await home();
    const lite = await home({ 'save-data': 'on' });
    const after = await home();
    for (const res of [before, lite, after]) {
      expect(res.headers.vary).toMatch(/Save-Data/);
      expect(res.headers.vary).toMatch(/ECT/);
    }
    expect(lite.headers.etag).not.toBe(before.headers.etag);
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(fullWidths(after.body), 'full widths').toBe(true);
    // A cached copy for data savers is theirs again on the next request.
    const again = await home({ 'save-data': 'on' });
    expect(again.headers.etag).toBe(lite.headers.etag);
    expect(fullWidths(again.body), 'full widths').toBe(false);
  });
});
