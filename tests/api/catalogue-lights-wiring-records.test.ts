/**
 * Lights & Wiring Devices drawn from its records (issue 30, docs/decisions/0024): a write to a
 * product or to the family shows on the product's page and on the pages that list it (the
 * overview pages and tabs list a group's products), a layout detail is checked against its
 * layout, and a database from before moves what its sections held onto the records once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { sectionsRepo } from '../../server/repositories/content/sections-repo';
import { moveSectionsToRecords } from '../../server/services/catalogue/catalogue-upgrade';
import { pageRenderer, type PageRenderer } from '../helpers/pages';
import { signedInApp } from '../helpers/signed-in-app';
import { familyRecords, otherApp, uniq, type Product } from './family-records';

let pages: PageRenderer | undefined;
const ctx = signedInApp(async () => {
  pages = await pageRenderer();
  return { ssr: pages.ssr };
});
afterAll(() => pages?.close());

const { call, html, products, bySlug, patch, familyRecord } = familyRecords(ctx, 'lights-wiring');
const lw = '/products/lights-wiring';
const rc = `${lw}/residential-and-commercial`;
const lightsPage = `${rc}/lights`;
const switchesPage = `${rc}/switches-and-sockets`;

type List = Record<string, unknown>[];

/** A layout detail of each layout of the family, with a unique word in it. */
const detailOf: Record<string, (p: Product, word: string) => Record<string, unknown>> = {
  'lights-brand': (p, word) => {
    const [first, ...rest] = p.details.lightItems as List;
    return { lightItems: [{ ...first, name: `Light ${word}` }, ...rest] };
  },
  'switch-range': (p, word) => ({
    rangeFeatures: [`Feature ${word}`, ...(p.details.rangeFeatures as string[])],
  }),
  'industrial-devices': (p, word) => {
    const [first, ...rest] = p.details.industrialDevices as List;
    return { industrialDevices: [{ ...first, name: `Device ${word}` }, ...rest] };
  },
};

/** The page that lists a product of each group, besides its own. */
const listedOn: Record<string, (p: Product, all: Product[]) => string> = {
  lights: () => lightsPage,
  'switches-and-sockets': () => switchesPage,
  industrial: (p, all) => all.find((o) => o.group === 'industrial' && o.id !== p.id)!.url,
};

describe('the lights and wiring pages over their records', () => {
  it('show a word written to each product’s name, body, summary and layout detail, on its page and where it is listed', async () => {
    const all = await products();
    expect(all).toHaveLength(7);
    for (const product of all) {
      const word = uniq();
      const saved = await patch(product.id, {
        name: `${product.name} ${word}n`,
        body: `<p>Body of ${word}b.</p>`,
        summary: `Line of ${word}s.`,
        details: detailOf[product.template]!(product, `${word}d`),
      });
      const page = await html(saved.url);
      for (const part of [`${word}n`, `Body of ${word}b.`, `Line of ${word}s.`, `${word}d`])
        expect(page, `${product.slug}: ${part}`).toContain(part);
      const list = await html(listedOn[product.group]!(product, all));
      expect(list, product.slug).toContain(`${word}n`);
    }
  });

  it('show the family’s own copy on the landing and the overview pages', async () => {
    const family = await familyRecord();
    const word = uniq();
    const res = await call('PATCH', `/api/v1/catalogue/families/${family.id}`, {
      name: `Lights ${word}`,
      summary: `Intro of ${word}.`,
      details: {
        residentialText: `Homes ${word}.`,
        industrialTitle: `Sites ${word}`,
        lightsHeading: `Lighting ${word}`,
        switchesHeading: `Switches ${word}`,
        switchesIntro: `Ranges ${word}.`,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const landing = await html(lw);
    for (const part of [`Lights ${word}`, `Intro of ${word}.`, `Homes ${word}.`, `Sites ${word}`])
      expect(landing).toContain(part);
    const lights = await html(lightsPage);
    expect(lights).toContain(`Lighting ${word}`);
    expect(lights).toContain(`Switches ${word}`);
    expect(await html(switchesPage)).toContain(`Ranges ${word}.`);
    const duro = await bySlug('residential-and-commercial/lights/duro');
    expect(await html(duro.url)).toMatch(new RegExp(`<title>[^<]*Lighting ${word}`));
  });

  it('lists a product by its group, in the catalogue’s order', async () => {
    const e3 = await bySlug('residential-and-commercial/switches-and-sockets/simon-e3');
    const switches = await html(switchesPage);
    const order = ['simon-v8', 'simon-e6', 'simon-e3'].map((s) => switches.indexOf(`${s}"`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    await patch(e3.id, { group: 'lights' });
    try {
      expect(await html(lightsPage)).toContain(`href="${e3.url}"`);
      expect(await html(switchesPage)).not.toContain(`href="${e3.url}"`);
    } finally {
      await patch(e3.id, { group: 'switches-and-sockets' });
    }
    expect(await html(switchesPage)).toContain(`href="${e3.url}"`);
  });

  it('answers 400 with the detail’s message for a bad layout detail, and changes nothing', async () => {
    const v8 = await bySlug('residential-and-commercial/switches-and-sockets/simon-v8');
    const res = await call('PATCH', `/api/v1/catalogue/products/${v8.id}`, {
      name: 'Never Stored',
      details: { rangeFeatures: ['x'.repeat(300)] },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).join()).toMatch(/^details\.rangeFeatures/);
    const after = await bySlug(v8.slug);
    expect(after.name).toBe(v8.name);
    expect(after.details).toEqual(v8.details);
  });

  it('leaves a hidden product off the pages that list it', async () => {
    const valor = await bySlug('residential-and-commercial/lights/valor');
    const duro = await bySlug('residential-and-commercial/lights/duro');
    const wiring = await bySlug('industrial/wiring');
    const lighting = await bySlug('industrial/lighting');
    await patch(valor.id, { visibility: 'hidden' });
    await patch(wiring.id, { visibility: 'hidden' });
    try {
      expect(await html(lightsPage)).not.toContain(`href="${valor.url}"`);
      expect(await html(duro.url)).not.toContain(`href="${valor.url}"`);
      // The industrial tile opens the first industrial product still shown.
      const landing = await html(lw);
      expect(landing).not.toContain(`href="${wiring.url}"`);
      expect(landing).toContain(`href="${lighting.url}"`);
      expect(await html(lighting.url)).not.toContain(`href="${wiring.url}"`);
    } finally {
      await patch(valor.id, { visibility: 'shown' });
      await patch(wiring.id, { visibility: 'shown' });
    }
    expect(await html(lightsPage)).toContain(`href="${valor.url}"`);
    expect(await html(lw)).toContain(`href="${wiring.url}"`);
  });
});

describe('a database from before decision 0024', () => {
  const before = otherApp();

  const light = { category: 'old lamp', name: 'Old Lamp', description: 'Old.', image: '' };
  const device = { name: 'Old Plug', image: '', features: ['Old feature'] };
  const oldSections: Record<string, Record<string, unknown>> = {
    'catalogue/lights': {
      duroTagline: 'Old Duro line.',
      valorTagline: 'Old Valor line.',
      duro: [light],
      valor: [light, light],
    },
    'catalogue/switches-and-sockets': {
      intro: 'Old ranges intro.',
      ranges: [
        {
          name: 'Simon V8 Old',
          slug: 'simon-v8',
          tagline: 'Old V8 line.',
          image: '',
          description: 'Old V8 text.',
          features: ['Old V8 feature'],
        },
        {
          name: 'Simon X9',
          slug: 'simon-x9',
          tagline: 'A range with no record.',
          image: '',
          description: '',
          features: [],
        },
      ],
    },
    'catalogue/industrial-wiring': {
      wiringIntro: 'Old wiring intro.',
      wiring: [device],
      lightingIntro: 'Old lighting intro.',
      lighting: [],
    },
    'products/lights-wiring': {
      heading: 'Old Lights Heading',
      intro: 'Old landing intro.',
      tiles: [
        { title: 'Old Homes', text: 'Old homes text.', image: '', to: `${rc}/lights` },
        { title: 'Old Sites', text: 'Old sites text.', image: '', to: `${lw}/industrial/wiring` },
      ],
    },
    'products/lights-wiring/residential-and-commercial': {
      lightsHeading: 'Old Lighting Heading',
      lightsIntro: 'Old lighting intro.',
      duroName: 'Duro',
      duroImage: '',
      valorName: 'Valor Renamed',
      valorImage: '',
      switchesHeading: 'Old Switches Heading',
      switchesText: 'Old switches card.',
      switchesImage: '',
    },
    'products/lights-wiring/industrial': {
      wiringTitle: 'Wiring Devices',
      lightingTitle: 'Old Lighting Title',
    },
  };

  it('moves what the lights and wiring sections held onto the records, once', async () => {
    const sections = sectionsRepo(before.app.database.db);
    for (const [key, value] of Object.entries(oldSections))
      await sections.insertIfMissing(key, value);
    expect(await moveSectionsToRecords(before.app.database.db)).toBe(6);
    expect(await bySlug('residential-and-commercial/lights/duro', before.app)).toMatchObject({
      // An unchanged short title leaves the product's name alone.
      name: 'Duro LED Lighting',
      summary: 'Old Duro line.',
      details: { lightItems: [light] },
    });
    expect(await bySlug('residential-and-commercial/lights/valor', before.app)).toMatchObject({
      name: 'Valor Renamed',
      summary: 'Old Valor line.',
      details: { lightItems: [light, light] },
    });
    expect(
      await bySlug('residential-and-commercial/switches-and-sockets/simon-v8', before.app),
    ).toMatchObject({
      name: 'Simon V8 Old',
      summary: 'Old V8 line.',
      body: '<p>Old V8 text.</p>',
      details: { rangeFeatures: ['Old V8 feature'] },
    });
    expect(await bySlug('industrial/wiring', before.app)).toMatchObject({
      name: 'Industrial Wiring Devices',
      body: '<p>Old wiring intro.</p>',
      details: { industrialDevices: [device] },
    });
    expect(await bySlug('industrial/lighting', before.app)).toMatchObject({
      name: 'Old Lighting Title',
      body: '<p>Old lighting intro.</p>',
      details: { industrialDevices: [] },
    });
    expect(await familyRecord(before.app)).toMatchObject({
      name: 'Old Lights Heading',
      summary: 'Old landing intro.',
      details: {
        residentialTitle: 'Old Homes',
        residentialText: 'Old homes text.',
        industrialTitle: 'Old Sites',
        industrialText: 'Old sites text.',
        lightsHeading: 'Old Lighting Heading',
        lightsIntro: 'Old lighting intro.',
        switchesHeading: 'Old Switches Heading',
        switchesIntro: 'Old ranges intro.',
        switchesText: 'Old switches card.',
      },
    });
    expect(await sections.byKeys(Object.keys(oldSections))).toEqual([]);
    expect(await moveSectionsToRecords(before.app.database.db)).toBe(0);
  });
});
