import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../server/db/schema';
import { sectionsRepo } from '../../server/repositories/sections-repo';
import { seedContent } from '../../server/services/seed-service';
import { createTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('seeding', () => {
  it('is idempotent: a second run creates nothing and keeps every id', async () => {
    const before = await app.services.content.sectionIndex();
    const report = await seedContent(app.database.db, app.media);
    expect(report).toEqual({ sectionsCreated: 0, collectionsSeeded: [] });
    expect(await app.services.content.sectionIndex()).toEqual(before);
    expect(await app.services.content.list('blogPosts')).toHaveLength(3);
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
