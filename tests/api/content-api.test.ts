import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionList } from '../../content/registry';
import { createTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = async (url: string) => {
  const res = await app.fastify.inject({ method: 'GET', url });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
};

type Index = { sections: { key: string; id: string; path: string }[] };
const sectionPath = async (key: string) => {
  const { body } = await get('/api/v1/sections');
  const entry = (body as Index).sections.find((s) => s.key === key);
  if (!entry) throw new Error(`no section ${key}`);
  return entry.path;
};

describe('section discovery', () => {
  it('lists every registry section with its fixed id and full GET path', async () => {
    const { status, body } = await get('/api/v1/sections');
    expect(status).toBe(200);
    const { sections } = body as Index;
    expect(sections.map((s) => s.key).sort()).toEqual(sectionList.map((s) => s.key).sort());
    for (const s of sections) {
      expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(s.path).toBe(`/api/v1/${s.key}/${s.id}`);
    }
  });

  it('answers every section path with its envelope and id', async () => {
    const { sections } = (await get('/api/v1/sections')).body as Index;
    for (const s of sections) {
      const envelope = sectionList.find((d) => d.key === s.key)!.envelope;
      const { status, body } = await get(s.path);
      expect(status, s.path).toBe(200);
      expect(Object.keys(body)).toEqual([envelope]);
      expect(body[envelope]._id).toBe(s.id);
    }
  });
});

describe('the public GETs of the API contract', () => {
  it('home texts, hero images, video and footer answer in the spec envelopes', async () => {
    const hero = (await get(await sectionPath('home/hero'))).body;
    expect(hero.heroText).toMatchObject({
      lightTextOne: 'We are building',
      lightTextTwo: 'a better future...',
      boldText: 'Thinking. Further.',
    });
    expect(hero.heroText.smallText).not.toBe('');

    for (const [n, envelope] of [
      ['one', 'heroImageOne'],
      ['two', 'heroImageTwo'],
      ['three', 'heroImageThree'],
    ] as const) {
      const body = (await get(await sectionPath(`hero-images/hero-image-${n}`))).body;
      expect(body[envelope].image).toMatch(/^\/media\/[0-9a-f]{24}\.jpg$/);
    }
    expect((await get(await sectionPath('home/why'))).body.why.why).toContain('13 years');
    expect((await get(await sectionPath('home-video'))).body.video.video).toMatch(
      /^\/media\/.+\.mp4$/,
    );
    const services = (await get(await sectionPath('home/services'))).body.servicesText;
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['fabrication', 'installation', 'maintenance']),
    );
    const footer = (await get(await sectionPath('footer'))).body.footerText;
    expect(footer).toMatchObject({
      phone: expect.any(String),
      email: expect.stringContaining('@'),
    });
    expect(footer.headOffice).not.toBe('');
    expect(footer.factoryAddress).not.toBe('');
  });

  it('about, services and product sections answer in the spec envelopes', async () => {
    expect((await get(await sectionPath('about/banner'))).body.banner.banner).toMatch(/^\/media\//);
    expect(Object.keys((await get(await sectionPath('about/values'))).body.values)).toEqual(
      expect.arrayContaining([
        'ourValues',
        'canDo',
        'proactive',
        'surpassing',
        'continuous',
        'responsibility',
      ]),
    );
    expect((await get(await sectionPath('about/vision-mission'))).body.visionMission).toMatchObject(
      {
        vision: expect.any(String),
        mission: expect.any(String),
      },
    );
    for (const key of ['fabrication', 'installation', 'maintenance']) {
      const body = (await get(await sectionPath(`services/${key}`))).body;
      expect(body[key][`${key}ImageUrl`]).toMatch(/^\/media\//);
    }
    const elite = (await get(await sectionPath('products/tranos-elite-range'))).body
      .tranosEliteRange;
    expect(elite.tranosEliteImages.split(',').length).toBeGreaterThan(1);
    expect((await get(await sectionPath('products/siemens-simoprime'))).body).toHaveProperty(
      'siemensSimoprime',
    );
    expect((await get(await sectionPath('products/siemens-simosec'))).body).toHaveProperty(
      'siemensSimosec',
    );
    for (const [key, envelope] of [
      ['cable-trays', 'cableTrays'],
      ['cable-ladders', 'cableLadders'],
      ['cable-fittings', 'cableFittings'],
      ['accessories-and-fasteners', 'accessoriesAndFasteners'],
      ['tranos-ellis', 'tranosEllis'],
      ['tranos-eris', 'tranosEris'],
    ]) {
      const body = (await get(await sectionPath(`products/cable-management/${key}`))).body;
      expect(body[envelope!]).toHaveProperty('description');
    }
  });

  it('lists news posts newest first and answers one by id', async () => {
    const { status, body } = await get('/api/v1/blog');
    expect(status).toBe(200);
    expect(body.blogs).toHaveLength(3);
    const times = body.blogs.map((b: { createdAt: string }) => Date.parse(b.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = body.blogs[0];
    const one = await get(`/api/v1/blog/${first._id}`);
    expect(one.status).toBe(200);
    expect(one.body.blog).toMatchObject({ _id: first._id, title: first.title });
    expect(one.body.blog.content).toContain('<p>');
  });

  it('lists case studies, partners and ATEX panels', async () => {
    const cases = (await get('/api/v1/case-studies')).body.caseStudies;
    expect(cases).toHaveLength(5);
    expect(new Set(cases.map((c: { category: string }) => c.category)).size).toBe(5);
    for (const c of cases) expect(c.imageUrl.split(',')[0]).toMatch(/^\/media\//);
    const partners = (await get('/api/v1/home/partner')).body.partners;
    expect(partners.length).toBeGreaterThan(4);
    expect(partners[0].partner).toMatch(/^\/media\//);
    const panels = (await get('/api/v1/products/atex-power-panels')).body.atexPowerPanels;
    expect(panels.length).toBeGreaterThan(0);
    expect(panels[0]).toHaveProperty('atexPowerPanelsImage');
  });
});

describe('errors', () => {
  it('answers an unknown id with 404 in the one error shape', async () => {
    const res = await get('/api/v1/home/hero/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    expect((await get('/api/v1/blog/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('answers a malformed id with 400 and a message for the field', async () => {
    const res = await get('/api/v1/blog/not-an-id');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    expect(res.body.error.fields.id).toMatch(/valid id/);
    expect((await get('/api/v1/footer/123')).status).toBe(400);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/v1/nothing-here', '/api/v2/blog', '/api/whatever']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.body.error.code).toBe('not_found');
    }
  });
});

describe('media', () => {
  it('serves seeded images and video with their type, nosniff and immutable caching', async () => {
    const hero = (await get(await sectionPath('hero-images/hero-image-one'))).body.heroImageOne
      .image;
    const image = await app.fastify.inject({ method: 'GET', url: hero });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const video = (await get(await sectionPath('home-video'))).body.video.video;
    const clip = await app.fastify.inject({ method: 'GET', url: video });
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['content-type']).toBe('video/mp4');
  });

  it('answers a missing media file with 404', async () => {
    const res = await app.fastify.inject({ method: 'GET', url: '/media/does-not-exist.jpg' });
    expect(res.statusCode).toBe(404);
  });
});
