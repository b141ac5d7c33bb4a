/**
 * Fields the specs do not call rich text are plain text in the API (the product specs: the
 * Tranos Elite, ERIS and ELLIS descriptions), including values stored back when they were HTML.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionsRepo } from '../../server/repositories/content/sections-repo';
import { moveSectionsToRecords } from '../../server/services/catalogue/catalogue-upgrade';
import { plainTextWhereHtmlWas } from '../../server/services/content/plain-text-upgrade';
import { bearer, createTestApp, signIn, SUPER_PASSWORD, type TestApp } from '../helpers/test-app';
import { sectionPath } from './write-helpers';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const plainDescriptions = {
  'products/tranos-elite-range': 'tranosEliteRange',
  'products/cable-management/tranos-eris': 'tranosEris',
  'products/cable-management/tranos-ellis': 'tranosEllis',
} as const;

async function description(key: keyof typeof plainDescriptions): Promise<string> {
  const res = await app.fastify.inject({ url: await sectionPath(app, key) });
  expect(res.statusCode).toBe(200);
  return res.json()[plainDescriptions[key]].description as string;
}

describe('plain-text descriptions', () => {
  it('answers the seeded descriptions as paragraphs of plain text', async () => {
    for (const key of Object.keys(plainDescriptions) as (keyof typeof plainDescriptions)[]) {
      const text = await description(key);
      expect(text, key).not.toMatch(/<[a-z/]/i);
      expect(text, key).not.toMatch(/&[a-z]+;/);
      expect(text.split('\n\n').length, key).toBeGreaterThan(1);
    }
  });

  it('turns HTML stored while the field was rich text into plain text at start', async () => {
    // A database from before both upgrades: the section still holds the page's value, as HTML.
    const key = 'products/tranos-elite-range';
    const before = (await app.fastify.inject({ url: await sectionPath(app, key) })).json()
      .tranosEliteRange as Record<string, unknown>;
    const { _id: _, ...old } = before;
    await sectionsRepo(app.database.db).replaceData(key, {
      ...old,
      description: '<p>Built in Lagos &amp; tested.</p><ul><li>Form 4</li></ul>',
    });
    expect(await plainTextWhereHtmlWas(app.database.db)).toBe(1);
    // Start then moves it onto the product record (decision 0024).
    expect(await moveSectionsToRecords(app.database.db)).toBeGreaterThan(0);
    expect(await description(key)).toBe('Built in Lagos & tested.\n\nForm 4');
    // Once plain and moved, it is left alone.
    expect(await plainTextWhereHtmlWas(app.database.db)).toBe(0);
    expect(await moveSectionsToRecords(app.database.db)).toBe(0);
  });

  it('keeps an editor from storing markup in it', async () => {
    const sup = await signIn(app, 'super_admin', SUPER_PASSWORD);
    const res = await app.fastify.inject({
      method: 'PATCH',
      url: await sectionPath(app, 'products/cable-management/tranos-ellis'),
      headers: bearer(sup),
      payload: { description: '<p>One</p><p>Two <b>bold</b></p>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().tranosEllis.description).toBe('One\n\nTwo bold');
  });
});

describe('lists of texts (bullet points)', () => {
  it('store each entry as plain text, as text fields do', async () => {
    const sup = await signIn(app, 'super_admin', SUPER_PASSWORD);
    const list = await app.fastify.inject({
      url: '/api/v1/catalogue/products?family=power-generation',
    });
    const ups = (list.json().products as { id: string; slug: string }[]).find(
      (p) => p.slug === 'ups-backup-system',
    );
    const res = await app.fastify.inject({
      method: 'PATCH',
      url: `/api/v1/catalogue/products/${ups?.id}`,
      headers: bearer(sup),
      payload: {
        details: {
          upsFeatures: [
            '<b>Online</b> double conversion',
            '<img src=x onerror=alert(1)>Pure sine wave',
            '<script>alert(1)</script>',
            'Load < 80% & hot-swappable',
          ],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product.details.upsFeatures).toEqual([
      'Online double conversion',
      'Pure sine wave',
      'alert(1)',
      'Load < 80% & hot-swappable',
    ]);
  });
});
