import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionList } from '../../content/registry';
import { blogPosts } from '../../server/db/schema';
import { createMediaStore } from '../../server/media/media-store';
import type { FileStore } from '../../server/media/file-store';
import { sectionsRepo } from '../../server/repositories/content/sections-repo';
import { loadSectionSeeds } from '../../server/services/content/seed-files';
import { seedContent } from '../../server/services/content/seed-service';
import { createTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A seed value as stored: generated images and seed assets become paths under /media/. */
const asStored = (value: unknown): unknown => {
  if (typeof value === 'string' && /(^|,)(placeholder|seed-asset):/.test(value)) {
    return expect.stringMatching(/^\/media\/[\w.-]+(,\/media\/[\w.-]+)*$/);
  }
  if (Array.isArray(value)) return value.map(asStored);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asStored(v)]));
  }
  return value;
};

describe('seeding', () => {
  it('stores every section exactly as its seed file declares it', async () => {
    const seeds = await loadSectionSeeds();
    const stored = new Map((await sectionsRepo(app.database.db).all()).map((r) => [r.key, r.data]));
    expect([...stored.keys()].sort()).toEqual(sectionList.map((s) => s.key).sort());
    for (const section of sectionList) {
      // A section kept over a record (decision 0024) keeps only its id: the record holds it.
      const expected = section.backedBy ? {} : asStored(seeds.get(section.key));
      expect(stored.get(section.key), section.key).toEqual(expected);
    }
  });

  it('is idempotent: a second run creates nothing and keeps every id', async () => {
    const before = await app.services.content.sectionIndex();
    const report = await seedContent(app.database.db, app.media);
    expect(report).toEqual({ sectionsCreated: 0, collectionsSeeded: [], filesDescribed: 0 });
    expect(await app.services.content.sectionIndex()).toEqual(before);
    expect(await app.services.content.list('blogPosts')).toHaveLength(3);
  });

  it('writes no file again on a later start (a bucket is not written to on every restart)', async () => {
    const written: string[] = [];
    const files: FileStore = Object.create(app.media.files) as FileStore;
    files.put = async (name, bytes, type) => {
      written.push(name);
      return app.media.files.put(name, bytes, type);
    };
    const report = await seedContent(app.database.db, createMediaStore(app.database.db, files));
    expect(report).toEqual({ sectionsCreated: 0, collectionsSeeded: [], filesDescribed: 0 });
    expect(written).toEqual([]);
  });

  it('never overwrites an edit, and fills in only fields that are missing', async () => {
    const repo = sectionsRepo(app.database.db);
    const hero = await app.services.content.section('home/hero');
    const { _id: _ignored, smallText: _dropped, ...rest } = hero;
    await repo.replaceData('home/hero', { ...rest, boldText: 'Edited by an editor' });

    await seedContent(app.database.db, app.media);
    const after = await app.services.content.section('home/hero');
    expect(after.boldText).toBe('Edited by an editor');
    expect(after.smallText).toBe(hero.smallText);
  });

  it('does not bring back records an editor deleted', async () => {
    await app.database.db.delete(blogPosts);
    await seedContent(app.database.db, app.media);
    expect(await app.services.content.list('blogPosts')).toEqual([]);
    const res = await app.fastify.inject({ method: 'GET', url: '/api/v1/blog' });
    expect(res.json()).toEqual({ blogs: [], nextCursor: null });
  });
});
