/**
 * docs/architecture.md's "Add a collection", proved: brochures, a collection that exists only
 * here, made by the recipe's steps and nothing else (tests/api/brochures-fixture.ts holds its
 * declaration; the mocks below are its registry line and its line in the table map, which
 * builds its table from the declaration; its migration is generated from that table, as
 * `npm run db:generate` would), is seeded, listed and written by the API, found by the search,
 * listed in the sitemap, linked to its CMS editor and previewed at its page.
 */
import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseTarget, previewPath, recordInfo, recordTarget } from '../../content/cms-targets';
import type * as Registry from '../../content/registry';
import type { CollectionName } from '../../content/registry';
import { collectionTables } from '../../server/db/collection-tables';
import type * as Tables from '../../server/db/collection-tables';
import type { MediaItem } from '../../schemas/media';
import {
  parseSitemapFile,
  sitemapFileXml,
  sitemapIndexXml,
} from '../../server/seo/sitemap-service';
import { seedContent } from '../../server/services/content/seed-service';
import { signedInApp } from '../helpers/signed-in-app';
import { requestAs } from '../helpers/test-app';
import { form, formRequest, jpegBytes } from './write-helpers';

// Steps 2 and 3: the collection's line in the registry, and in the table map its table, built
// from the declaration, and its order.
vi.mock('../../content/registry', async (importOriginal) => {
  const registry = await importOriginal<typeof Registry>();
  const { brochures } = await import('./brochures-fixture');
  return { ...registry, collections: { ...registry.collections, brochures } };
});
vi.mock('../../server/db/collection-tables', async (importOriginal) => {
  const { collectionTables } = await importOriginal<typeof Tables>();
  const { brochures } = await import('./brochures-fixture');
  const { collectionTable } = await import('../../server/db/collection-table');
  return {
    collectionTables: {
      ...collectionTables,
      brochures: collectionTable('brochures', brochures, { newestFirst: true }),
    },
  };
});

// The registry's type knows only the real collections.
const BROCHURES = 'brochures' as CollectionName;

/** A record as the API answers it (a type, so generic code takes it as any record). */
type Brochure = {
  id: string;
  slug: string;
  url: string;
  title: string;
  summary: string;
  cover: string;
};

const ctx = signedInApp();
const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
  requestAs(ctx.app, ctx.sup, method, url, payload);
const visitor = async (url: string) => {
  const res = await requestAs(ctx.app, null, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
};

let added: Brochure;
let cover: MediaItem;

beforeAll(async () => {
  const { db } = ctx.app.database;
  const migration = await generateMigration(
    generateDrizzleJson({}),
    generateDrizzleJson({ brochures: collectionTables[BROCHURES].table }),
  );
  for (const statement of migration) await db.execute(sql.raw(statement));
  // What a start does: the new collection's seed, then the search index and media uses.
  const seeded = await seedContent(db, ctx.app.media);
  expect(seeded.collectionsSeeded).toEqual([BROCHURES]);

  const upload = await formRequest(
    ctx.app,
    'POST',
    '/api/v1/media',
    ctx.sup,
    form({
      file: { bytes: await jpegBytes(600, 400, '#335577'), filename: 'trays.jpg' },
      alt: 'Cable trays',
    }),
  );
  expect(upload.statusCode, upload.body).toBe(201);
  cover = upload.json().media as MediaItem;
  const res = await api('POST', '/api/v1/brochures', {
    title: 'Cable tray selection guide',
    summary: 'Galvanised or stainless: choosing tray finishes for coastal refineries.',
    cover: cover.url,
  });
  expect(res.statusCode, res.body).toBe(201);
  added = res.json().brochure as Brochure;
});

describe('a collection added by the recipe', () => {
  it('is seeded, listed and added through the API, each record with its page', async () => {
    expect(added).toMatchObject({
      slug: 'cable-tray-selection-guide',
      url: '/brochures/cable-tray-selection-guide',
    });
    const { brochures } = (await visitor('/api/v1/brochures')) as { brochures: Brochure[] };
    expect(brochures.map((b) => [b.title, b.url])).toEqual([
      ['Cable tray selection guide', '/brochures/cable-tray-selection-guide'],
      ['Switchgear buyers guide', '/brochures/switchgear-buyers-guide'],
    ]);
    expect((await visitor(`/api/v1/brochures/${added.id}`)).brochure).toMatchObject({
      title: 'Cable tray selection guide',
      cover: cover.url,
    });
    const refused = await api('POST', '/api/v1/brochures', { summary: 'No title' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toMatchObject({ title: 'Enter a title' });
  });

  it('is found by the search, seeded or added, at its pages', async () => {
    const first = async (q: string) =>
      ((await visitor(`/api/v1/search?q=${encodeURIComponent(q)}`)) as { results: Brochure[] })
        .results[0]?.url;
    expect(await first('busbar sizing segregation')).toBe('/brochures/switchgear-buyers-guide');
    expect(await first('coastal refineries tray finishes')).toBe(
      '/brochures/cable-tray-selection-guide',
    );
  });

  it('is in the sitemap: a numbered file of its pages, named by the index', async () => {
    const site = 'https://www.example.ng';
    const index = await sitemapIndexXml(site, ctx.app.services);
    expect(index).toContain(`<loc>${site}/sitemaps/brochures-1.xml</loc>`);
    const file = parseSitemapFile('brochures-1.xml');
    expect(file).toEqual({ list: 'brochures', n: 1 });
    const xml = await sitemapFileXml(site, {}, ctx.app.services, file!);
    const locs = [...(xml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual([
      `${site}/brochures/cable-tray-selection-guide`,
      `${site}/brochures/switchgear-buyers-guide`,
    ]);
  });

  it('links its CMS editor where its files are used, and previews at its page', async () => {
    const used = (await api('GET', `/api/v1/media/${cover.id}`)).json().media as MediaItem;
    const editor = {
      target: recordTarget(BROCHURES, added.id),
      label: 'Brochures: Cable tray selection guide',
      href: `/cms/brochures?edit=${added.id}`,
    };
    expect(used.usedBy).toEqual([expect.objectContaining(editor)]);
    expect(recordInfo(BROCHURES, added)).toEqual({ label: editor.label, href: editor.href });
    const target = parseTarget(editor.target);
    expect(target).toEqual({ kind: 'record', name: 'brochures', id: added.id });
    expect(previewPath(target!, added)).toBe('/brochures/cable-tray-selection-guide');
  });
});
