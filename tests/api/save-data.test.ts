/**
 * A visitor who asks for less data (issue 31, point 6): with `Save-Data: on`, or `ECT: 2g` /
 * `slow-2g`, the home page names no video (so none is fetched) and every stored image offers
 * files one width smaller; other visitors get the full page. The cache keeps the two copies
 * apart and says so with `Vary`.
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
  it('has its video and full-width images for other visitors', async () => {
    const res = await home({ 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    expect(/<video[^>]+src="\/media\/[^"]+"/.test(res.body), 'a <video>').toBe(true);
    const sets = srcsets(res.body);
    expect(sets.length).toBeGreaterThan(0);
    for (const set of sets) for (const [file, width] of set) expect(fileWidth(file)).toBe(width);
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
      const video = /<video[^>]+src="([^"]+)"/.exec(full.body)?.[1] ?? 'no video';
      // Named nowhere the browser would fetch it from (the page's data for hydration may hold it).
      expect(markup(lite.body).includes(video), `${video} in the markup`).toBe(false);
      // The poster stands in for the video, as a picture of its own.
      const poster = /<video[^>]+poster="([^"]+)-w\d+\.webp"/.exec(full.body)?.[1] ?? 'no poster';
      expect(lite.body.includes(`srcSet="${poster}-w`), 'the poster as a picture').toBe(true);

      const fullSets = srcsets(full.body);
      const liteSets = srcsets(lite.body);
      expect(liteSets.length).toBe(fullSets.length + 2); // the poster's two formats
      // Each file is offered as the width of the next file up in the full page; the largest of
      // an image stored at several widths is not offered (one stored at one width keeps it).
      const next = new Map<string, number | undefined>();
      for (const set of fullSets) {
        set.forEach(([file], i) =>
          next.set(file, set.length === 1 ? set[0]?.[1] : set[i + 1]?.[1]),
        );
      }
      for (const set of liteSets) {
        for (const [file, declared] of set) {
          if (next.has(file)) expect(declared, file).toBe(next.get(file));
          else expect(fileWidth(file), file).toBeLessThan(declared); // the poster's
        }
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
    expect(/<video/.test(after.body), 'a <video>').toBe(true);
    // A cached copy for data savers is theirs again on the next request.
    const again = await home({ 'save-data': 'on' });
    expect(again.headers.etag).toBe(lite.headers.etag);
    expect(/<video/.test(again.body), 'a <video>').toBe(false);
  });
});
