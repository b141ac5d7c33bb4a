import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { sectionsRepo } from '../../server/repositories/content/sections-repo';
import { bearer, type Session } from '../helpers/test-app';
import { signedInApp } from '../helpers/signed-in-app';
import {
  createAdmin,
  dataUrl,
  fetchMedia,
  form,
  jpegBytes,
  jpegFile,
  mp4Bytes,
  pngBytes,
  sectionPath,
} from './write-helpers';

const ctx = signedInApp();
let editor: Session;
beforeAll(async () => {
  editor = await createAdmin(ctx.app, ctx.sup, 'editor');
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, payload?: object, session = editor) =>
  ctx.app.fastify.inject({
    method,
    url,
    headers: bearer(session),
    ...(payload ? { payload } : {}),
  });
const sendForm = (method: Method, url: string, body: ReturnType<typeof form>, session = editor) =>
  ctx.app.fastify.inject({
    method,
    url,
    headers: { ...bearer(session), ...body.headers },
    payload: body.payload,
  });
const get = async (url: string) => (await ctx.app.fastify.inject({ method: 'GET', url })).json();

const mediaPath = /^\/media\/[0-9a-f]{24}\.(jpg|png|webp|mp4|webm)$/;

describe('section PATCH', () => {
  it('round-trips: the answer, the next GET and the public page data show the change', async () => {
    const path = await sectionPath(ctx.app, 'footer');
    const res = await send('PATCH', path, { phone: '+234 801 234 5678', about: 'New about text' });
    expect(res.statusCode).toBe(200);
    expect(res.json().footerText).toMatchObject({
      _id: path.split('/').pop(),
      phone: '+234 801 234 5678',
      about: 'New about text',
    });
    expect((await get(path)).footerText.phone).toBe('+234 801 234 5678');
    const page = await ctx.app.services.content.section('footer');
    expect(page.about).toBe('New about text');
  });

  it('records who wrote it and when, and increments the version', async () => {
    const repo = sectionsRepo(ctx.app.database.db);
    const before = (await repo.byKey('home/why'))!;
    const res = await send('PATCH', await sectionPath(ctx.app, 'home/why'), { why: 'Because.' });
    expect(res.statusCode).toBe(200);
    const after = (await repo.byKey('home/why'))!;
    expect(after.version).toBe(before.version + 1);
    expect(after.updatedBy).toBe('editor');
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
  });

  it('keeps the fields a partial PATCH leaves out, and ignores unknown ones', async () => {
    const path = await sectionPath(ctx.app, 'about/vision-mission');
    const before = (await get(path)).visionMission;
    const res = await send('PATCH', path, { vision: 'A new vision', notAField: 'ignored' });
    expect(res.statusCode).toBe(200);
    expect(res.json().visionMission).toEqual({ ...before, vision: 'A new vision' });
    expect(res.json().visionMission).not.toHaveProperty('notAField');
  });

  it('saves all four hero texts, smallText included', async () => {
    const path = await sectionPath(ctx.app, 'home/hero');
    const hero = {
      lightTextOne: 'Powering',
      lightTextTwo: 'Nigerian industry',
      boldText: 'Built here.',
      smallText: 'Switchgear and more, made in Agbara.',
    };
    expect((await send('PATCH', path, hero)).statusCode).toBe(200);
    expect((await get(path)).heroText).toMatchObject(hero);
    expect((await ctx.app.services.content.section('home/hero')).smallText).toBe(hero.smallText);
  });

  it('stores Simoprime and Simosec edits (the original sent nothing)', async () => {
    for (const [key, envelope, imageField] of [
      ['products/siemens-simoprime', 'siemensSimoprime', 'siemensSimoprimeImages'],
      ['products/siemens-simosec', 'siemensSimosec', 'siemensSimosecImages'],
    ] as const) {
      const path = await sectionPath(ctx.app, key);
      const res = await sendForm(
        'PATCH',
        path,
        form({
          title: `${envelope} edited`,
          description: 'Edited description',
          imageUrl: [await jpegFile(1200, 600), await jpegFile(350, 275, 'extra.jpg')],
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const stored = (await get(path))[envelope];
      expect(stored.title).toBe(`${envelope} edited`);
      expect(stored.description).toContain('Edited description');
      const images = stored[imageField].split(',');
      expect(images).toHaveLength(2);
      for (const image of images) expect(image).toMatch(mediaPath);
    }
  });

  it('answers 404 for a wrong id and 400 for a malformed one', async () => {
    const wrong = await send('PATCH', '/api/v1/home/hero/00000000-0000-4000-8000-000000000000', {
      boldText: 'x',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.code).toBe('not_found');
    const malformed = await send('PATCH', '/api/v1/home/hero/not-an-id', { boldText: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toHaveProperty('id');
  });
});

describe('payload aliases', () => {
  it('accepts the misspelled responsibilty key for responsibility', async () => {
    const path = await sectionPath(ctx.app, 'about/values');
    const res = await send('PATCH', path, { responsibilty: 'We own our work.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().values.responsibility).toBe('We own our work.');
    expect(res.json().values).not.toHaveProperty('responsibilty');
    expect((await send('PATCH', path, { responsibility: 'Spelt right.' })).statusCode).toBe(200);
    expect((await get(path)).values.responsibility).toBe('Spelt right.');
  });

  it('accepts a base64 image under fabrication, installation or maintenance', async () => {
    for (const key of ['fabrication', 'installation', 'maintenance'] as const) {
      const path = await sectionPath(ctx.app, `services/${key}`);
      const before = (await get(path))[key][`${key}ImageUrl`];
      const res = await send('PATCH', path, {
        [key]: dataUrl('image/png', await pngBytes(840, 520)),
      });
      expect(res.statusCode, res.body).toBe(200);
      const image = res.json()[key][`${key}ImageUrl`];
      expect(image).toMatch(mediaPath);
      expect(image).not.toBe(before);
      const meta = await sharp((await fetchMedia(ctx.app, image)).bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 420, 260]);
    }
  });

  it('takes imageUrl files for a product image list, replacing the list in order', async () => {
    const path = await sectionPath(ctx.app, 'products/tranos-elite-range');
    const files = [
      await jpegFile(1100, 500, 'main.jpg'),
      await jpegFile(480, 480, 'a.jpg'),
      await jpegFile(480, 480, 'b.jpg'),
    ];
    const res = await sendForm(
      'PATCH',
      path,
      form({ title: 'Elite, edited', features: '<ul><li>One</li></ul>', imageUrl: files }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const elite = res.json().tranosEliteRange;
    expect(elite.title).toBe('Elite, edited');
    const images = elite.tranosEliteImages.split(',');
    expect(images).toHaveLength(3);
    const sizes = await Promise.all(
      images.map(async (p: string) => {
        const meta = await sharp((await fetchMedia(ctx.app, p)).bytes).metadata();
        return [meta.width, meta.height];
      }),
    );
    expect(sizes).toEqual([
      [1100, 500],
      [480, 480],
      [480, 480],
    ]);
  });

  it('takes an imageUrl file for a single-image product section', async () => {
    for (const [key, envelope, imageField] of [
      ['products/cable-management/cable-trays', 'cableTrays', 'cableTraysImage'],
      [
        'products/warehouse/standard-pallet-racks',
        'standardPalletRacks',
        'standardPalletRacksImage',
      ],
    ] as const) {
      const path = await sectionPath(ctx.app, key);
      const before = (await get(path))[envelope][imageField];
      const res = await sendForm('PATCH', path, form({ imageUrl: await jpegFile(600, 400) }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()[envelope][imageField]).toMatch(mediaPath);
      expect(res.json()[envelope][imageField]).not.toBe(before);
    }
  });

  it('takes a videoUrl file for the home video', async () => {
    const path = await sectionPath(ctx.app, 'home-video');
    const res = await sendForm(
      'PATCH',
      path,
      form({ videoUrl: { bytes: mp4Bytes(), filename: 'factory.mp4', type: 'video/mp4' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const video = res.json().video.video;
    expect(video).toMatch(/^\/media\/[0-9a-f]{24}\.mp4$/);
    expect((await fetchMedia(ctx.app, video)).type).toBe('video/mp4');
  });
});

describe('lists', () => {
  it('take data URL images inside list items, with field messages by position', async () => {
    const path = await sectionPath(ctx.app, 'catalogue/industries');
    const categories = (await get(path)).industries.industries;
    const fresh = dataUrl('image/jpeg', await jpegBytes(800, 600));
    const res = await send('PATCH', path, {
      industries: [{ ...categories[0], image: fresh }, ...categories.slice(1)],
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = res.json().industries.industries;
    expect(stored).toHaveLength(categories.length);
    expect(stored[0].image).toMatch(mediaPath);
    expect(stored[0].image).not.toBe(categories[0].image);
    expect(stored[1]).toEqual(categories[1]);
    const meta = await sharp((await fetchMedia(ctx.app, stored[0].image)).bytes).metadata();
    expect([meta.width, meta.height]).toEqual([400, 300]);

    const bad = await send('PATCH', path, {
      industries: [
        categories[0],
        { ...categories[1], image: dataUrl('image/png', Buffer.from('<svg/>')) },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      'industries.1.image': 'Upload a JPEG, PNG, WebP or GIF image',
    });
  });

  it('arrive from multipart as JSON text', async () => {
    const path = await sectionPath(ctx.app, 'footer');
    const links = [{ network: 'LinkedIn', url: 'https://www.linkedin.com/company/example' }];
    const res = await sendForm('PATCH', path, form({ socialLinks: JSON.stringify(links) }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().footerText.socialLinks).toEqual(links);
    const broken = await sendForm('PATCH', path, form({ socialLinks: '[{"network":' }));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.fields.socialLinks).toBe('Send the list as a JSON array');
  });
});

describe('updates without a new file', () => {
  it('keep the stored images (JSON, multipart, and a form’s empty file input)', async () => {
    const path = await sectionPath(ctx.app, 'products/cable-management/cable-ladders');
    const before = (await get(path)).cableLadders.cableLaddersImage;
    expect((await send('PATCH', path, { title: 'Ladders' })).statusCode).toBe(200);
    expect(
      (await sendForm('PATCH', path, form({ title: 'Ladders 2', description: 'd' }))).statusCode,
    ).toBe(200);
    const emptyFile = form({
      title: 'Ladders 3',
      imageUrl: { bytes: Buffer.alloc(0), filename: '' },
    });
    expect((await sendForm('PATCH', path, emptyFile)).statusCode).toBe(200);
    const after = (await get(path)).cableLadders;
    expect(after.title).toBe('Ladders 3');
    expect(after.cableLaddersImage).toBe(before);
  });

  it('keep an image list, and clear an image with ""', async () => {
    const eris = await sectionPath(ctx.app, 'products/cable-management/tranos-eris');
    const images = (await get(eris)).tranosEris.tranosErisImages;
    expect((await send('PATCH', eris, { description: '<p>New</p>' })).statusCode).toBe(200);
    expect((await get(eris)).tranosEris.tranosErisImages).toBe(images);

    const hero = await sectionPath(ctx.app, 'hero-images/hero-image-three');
    const cleared = await send('PATCH', hero, { image: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().heroImageThree.image).toBe('');
  });

  it('take an image list of kept paths and new data URLs, in the order sent', async () => {
    const path = await sectionPath(ctx.app, 'products/cable-management/tranos-ellis');
    const [first, second] = (await get(path)).tranosEllis.tranosEllisImages.split(',');
    const fresh = dataUrl('image/jpeg', await jpegBytes(300, 300, '#aa3300'));
    const res = await send('PATCH', path, { tranosEllisImages: `${second},${fresh},${first}` });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().tranosEllis.tranosEllisImages.split(',');
    expect(list).toHaveLength(3);
    expect([list[0], list[2]]).toEqual([second, first]);
    expect(list[1]).toMatch(mediaPath);
  });
});

describe('field messages', () => {
  it('answer 400 with a message per field, lists included', async () => {
    const footer = await sectionPath(ctx.app, 'footer');
    const res = await send('PATCH', footer, {
      email: 'not-an-email',
      phone: 'call me',
      copyright: 'x'.repeat(500),
      socialLinks: [{ network: 'Bad', url: 'javascript:alert(1)' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation',
      message: expect.any(String),
      fields: {
        email: 'Enter a valid e-mail address',
        phone: 'Enter a valid phone number',
        copyright: 'Keep it under 120 characters',
        'socialLinks.0.url': 'Must start with / or http(s)://',
      },
    });
    // Nothing of a refused write is stored.
    expect((await get(footer)).footerText.email).not.toBe('not-an-email');
  });

  it('refuse wrong types and paths outside /media', async () => {
    const hero = await sectionPath(ctx.app, 'home/hero');
    const wrongType = await send('PATCH', hero, { boldText: 42, lightTextOne: ['a'] });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().error.fields).sort()).toEqual(['boldText', 'lightTextOne']);
    const image = await sectionPath(ctx.app, 'hero-images/hero-image-one');
    const outside = await send('PATCH', image, { image: '/etc/passwd' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields.image).toBe('Must be a path under /media/');
  });

  it('refuse a body that is not an object', async () => {
    const res = await ctx.app.fastify.inject({
      method: 'PATCH',
      url: await sectionPath(ctx.app, 'home/why'),
      headers: { ...bearer(editor), 'content-type': 'application/json' },
      payload: '["why"]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });
});

describe('news posts', () => {
  it('are created from JSON with a base64 image, edited and deleted', async () => {
    const created = await send('POST', '/api/v1/blog', {
      title: 'Our new factory line',
      subtitle: 'Twice the panels, same care',
      content: '<p>We opened a <strong>second</strong> line.</p>',
      blogImage: dataUrl('image/jpeg', await jpegBytes(1800, 800)),
    });
    expect(created.statusCode, created.body).toBe(201);
    const blog = created.json().blog;
    expect(blog).toMatchObject({
      _id: expect.any(String),
      title: 'Our new factory line',
      content: '<p>We opened a <strong>second</strong> line.</p>',
      blogImage: expect.stringMatching(mediaPath),
    });
    const meta = await sharp((await fetchMedia(ctx.app, blog.blogImage)).bytes).metadata();
    expect([meta.width, meta.height]).toEqual([900, 400]);
    expect((await get('/api/v1/blog')).blogs[0]._id).toBe(blog._id);

    const edited = await send('PATCH', `/api/v1/blog/${blog._id}`, { title: 'Edited title' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().blog).toMatchObject({
      title: 'Edited title',
      subtitle: 'Twice the panels, same care',
      blogImage: blog.blogImage,
    });
    expect((await ctx.app.services.content.get('blogPosts', blog._id))?.title).toBe('Edited title');

    const deleted = await send('DELETE', `/api/v1/blog/${blog._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await ctx.app.fastify.inject({ url: `/api/v1/blog/${blog._id}` })).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `/api/v1/blog/${blog._id}`)).statusCode).toBe(404);
    expect((await send('PATCH', `/api/v1/blog/${blog._id}`, { title: 'x' })).statusCode).toBe(404);
  });

  it('are created from multipart too, and need a title', async () => {
    const res = await sendForm(
      'POST',
      '/api/v1/blog',
      form({
        title: 'Multipart post',
        subtitle: 's',
        content: '<p>c</p>',
        blogImage: await jpegFile(900, 400),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().blog.blogImage).toMatch(mediaPath);
    const untitled = await send('POST', '/api/v1/blog', { subtitle: 'no title' });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().error.fields).toEqual({ title: 'Enter a title' });
  });
});

describe('case studies', () => {
  const create = async (title: string, category: string, images = 1) =>
    sendForm(
      'POST',
      '/api/v1/case-studies',
      form({
        title,
        category,
        project: 'A project description.',
        solutionsProvided: '<p>What we did.</p>',
        imageUrl: await Promise.all(
          Array.from({ length: images }, (_, i) => jpegFile(1000 + i, 500, `p${i}.jpg`)),
        ),
      }),
    );

  it('are created with several images, a case-insensitive category and a slug', async () => {
    const res = await create('Solar Hybrid Plant', 'Power & Energy', 3);
    expect(res.statusCode, res.body).toBe(201);
    const study = res.json().caseStudy;
    expect(study).toMatchObject({
      title: 'Solar Hybrid Plant',
      category: 'power & energy',
      slug: 'solar-hybrid-plant',
    });
    const images = study.imageUrl.split(',');
    expect(images).toHaveLength(3);
    for (const image of images) expect(image).toMatch(mediaPath);
    expect((await ctx.app.services.content.caseStudyBySlug('solar-hybrid-plant'))?._id).toBe(
      study._id,
    );
  });

  it('refuse a category outside the five', async () => {
    const res = await create('Plumbing job', 'plumbing');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.category).toMatch(/^Choose one of: Power & Energy/);
  });

  it('get unique slugs that are never a category path', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++)
      slugs.push((await create('Twin Title', 'aviation')).json().caseStudy.slug);
    expect(slugs).toEqual(['twin-title', 'twin-title-2', 'twin-title-3']);
    const reserved = (await create('Aviation', 'aviation')).json().caseStudy.slug;
    expect(reserved).toBe('aviation-project');
    expect((await create('Aviation', 'aviation')).json().caseStudy.slug).toBe('aviation-project-2');
  });

  it('keep their images on an edit without files, and follow a new title with the slug', async () => {
    const study = (await create('Before rename', 'oil & gas', 2)).json().caseStudy;
    const res = await sendForm(
      'PATCH',
      `/api/v1/case-studies/${study._id}`,
      form({ title: 'After rename', category: 'Telecommunications' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().caseStudy).toMatchObject({
      title: 'After rename',
      category: 'telecommunications',
      slug: 'after-rename',
      imageUrl: study.imageUrl,
      project: study.project,
    });
    const del = await send('DELETE', `/api/v1/case-studies/${study._id}`);
    expect(del.json()).toEqual({ ok: true });
    expect(await ctx.app.services.content.caseStudyBySlug('after-rename')).toBeUndefined();
  });
});

describe('partners', () => {
  it('are added one per uploaded file, listed last in order, and deleted', async () => {
    const before = (await get('/api/v1/home/partner')).partners;
    const res = await sendForm(
      'POST',
      '/api/v1/home/partner',
      form({
        imageUrl: [
          await jpegFile(300, 200, 'one.jpg'),
          await jpegFile(150, 100, 'two.jpg'),
          { bytes: await pngBytes(600, 200), filename: 'three.png', type: 'image/png' },
        ],
        name: ['One', 'Two', 'Three'],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json().partners;
    expect(added.map((p: { name: string }) => p.name)).toEqual(['One', 'Two', 'Three']);
    for (const p of added) expect(p.partner).toMatch(mediaPath);
    const meta = await sharp((await fetchMedia(ctx.app, added[2].partner)).bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 150, 50]);

    const after = (await get('/api/v1/home/partner')).partners;
    expect(after).toHaveLength(before.length + 3);
    expect(after.slice(-3).map((p: { _id: string }) => p._id)).toEqual(
      added.map((p: { _id: string }) => p._id),
    );

    const renamed = await send('PATCH', `/api/v1/home/partner/${added[0]._id}`, { name: 'Uno' });
    expect(renamed.json().partner).toMatchObject({ name: 'Uno', partner: added[0].partner });

    expect((await send('DELETE', `/api/v1/home/partner/${added[1]._id}`)).statusCode).toBe(200);
    const left = (await get('/api/v1/home/partner')).partners.map((p: { _id: string }) => p._id);
    expect(left).not.toContain(added[1]._id);
    expect(left).toContain(added[0]._id);
  });

  it('need a logo', async () => {
    const res = await sendForm('POST', '/api/v1/home/partner', form({ name: 'No logo' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ partner: 'Upload a logo' });
  });
});

describe('ATEX power panels', () => {
  it('are added from multipart, edited and deleted', async () => {
    const res = await sendForm(
      'POST',
      '/api/v1/products/atex-power-panels',
      form({
        title: 'ATEX junction panel',
        features: '<ul><li>Zone 1</li></ul>',
        imageUrl: await jpegFile(800, 680),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const panel = res.json().atexPowerPanel;
    expect(panel).toMatchObject({
      title: 'ATEX junction panel',
      features: '<ul><li>Zone 1</li></ul>',
    });
    const meta = await sharp(
      (await fetchMedia(ctx.app, panel.atexPowerPanelsImage)).bytes,
    ).metadata();
    expect([meta.width, meta.height]).toEqual([400, 340]);
    const list = (await get('/api/v1/products/atex-power-panels')).atexPowerPanels;
    expect(list.at(-1)._id).toBe(panel._id);

    const edited = await send('PATCH', `/api/v1/products/atex-power-panels/${panel._id}`, {
      title: 'ATEX junction panel, IP66',
    });
    expect(edited.json().atexPowerPanel).toMatchObject({
      title: 'ATEX junction panel, IP66',
      atexPowerPanelsImage: panel.atexPowerPanelsImage,
    });
    expect(
      (await send('DELETE', `/api/v1/products/atex-power-panels/${panel._id}`)).json(),
    ).toEqual({ ok: true });
    const after = (await get('/api/v1/products/atex-power-panels')).atexPowerPanels;
    expect(after.map((p: { _id: string }) => p._id)).not.toContain(panel._id);
  });
});

describe('OpenAPI', () => {
  it('documents the write routes with their bodies', async () => {
    const doc = (
      await ctx.app.fastify.inject({ url: '/api/openapi.json', headers: bearer(ctx.sup) })
    ).json();
    const heroPatch = doc.paths['/api/v1/home/hero/{id}'].patch;
    expect(Object.keys(heroPatch.requestBody.content)).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
    expect(
      Object.keys(heroPatch.requestBody.content['application/json'].schema.properties),
    ).toEqual(expect.arrayContaining(['lightTextOne', 'lightTextTwo', 'boldText', 'smallText']));
    const values = doc.paths['/api/v1/about/values/{id}'].patch.requestBody.content;
    expect(values['application/json'].schema.properties).toHaveProperty('responsibilty');
    expect(doc.paths['/api/v1/blog'].post).toBeDefined();
    expect(doc.paths['/api/v1/blog/{id}'].patch).toBeDefined();
    expect(doc.paths['/api/v1/blog/{id}'].delete).toBeDefined();
    expect(doc.paths['/api/v1/home/partner'].post).toBeDefined();
    expect(doc.paths['/api/v1/case-studies/{id}'].delete).toBeDefined();
  });
});
