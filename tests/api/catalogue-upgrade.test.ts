/**
 * Existing sites upgrade without loss (issue 30, point 6; docs/decisions/0024). The fixture is
 * what release 3ac3487 stored for its 37 product sections after an editor changed every text
 * field (tests/fixtures/README.md): each change carries a marker `[edited-…]`. A database
 * holding those rows, upgraded as the server starts (plain text, then the move onto the
 * records), must show every marker of product copy on its records or their pages, keep no
 * product section but the specs' ids, do it once and all in one transaction.
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionList } from '../../content/registry';
import type { Db } from '../../server/db/client';
import { productFamilies, products, sections } from '../../server/db/schema';
import { sectionsRepo } from '../../server/repositories/sections-repo';
import { moveSectionsToRecords } from '../../server/services/catalogue-upgrade';
import { plainTextWhereHtmlWas } from '../../server/services/plain-text-upgrade';
import { pageRenderer, type PageRenderer } from '../helpers/pages';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Value = Record<string, unknown>;

/** Section key → the value release 3ac3487 stored, an editor's changes included. */
const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/release-3ac3487-sections.json', import.meta.url), 'utf8'),
) as Record<string, Value>;
const fixtureKeys = Object.keys(fixture);

const markersIn = (value: unknown): string[] => [
  ...new Set(JSON.stringify(value).match(/\[edited-[^\]"]+\]/g) ?? []),
];

/**
 * Sections of the fixture that are not product copy and stay sections: the product finder's
 * words (/products) and the industries (/industries-we-serve). The upgrade leaves them alone.
 */
const notProductCopy = new Set(['products/finder', 'catalogue/industries']);

/**
 * Markers an upgrade drops on purpose: texts of before that named a record a second time, now
 * read from the record itself. Anything else a mapping leaves behind fails the test.
 */
const droppedOnPurpose = new Map<string, string>([
  // The industry pages' and quote form's product lists: they now list the records' own names.
  ['[edited-c-industry-catalogue-groups-categoryName]', 'a family’s name, read from the family'],
  [
    '[edited-c-industry-catalogue-groups-products-productName]',
    'a product’s name, read from the product',
  ],
  // Link cards on the family landings: a card shows its product's name (and photo) now.
  ['[edited-p-power-protection-and-distribution-lowVoltage-title]', 'the Elite record’s name'],
  ['[edited-p-power-protection-and-distribution-mediumVoltage-title]', 'the Simoprime’s name'],
  ['[edited-p-cable-management-cards-title]', 'the TRAC record’s name'],
  ['[edited-p-gaskets-cards-title]', 'the first gasket record’s name'],
  ['[edited-p-lights-wiring-tiles-title]', 'the first tile’s record name'],
  // The menu's label of Power Protection & Distribution and its landing's heading were two
  // texts; the family has one name now, and the landing's heading (moved after) is it.
  ['[edited-c-product-categories-categories-label]', 'the family’s name, from its heading'],
]);

const ppd = 'power-protection-and-distribution';
/**
 * The family a section's copy belongs to, where its key does not start with it; null for a
 * section none of whose markers should stay (each is in droppedOnPurpose).
 */
const familyByKey: Record<string, string | null> = {
  'catalogue/industry-catalogue': null,
  'products/tranos-elite-range': ppd,
  'products/siemens-sivacon-s8': ppd,
  'products/siemens-simoprime': ppd,
  'products/siemens-simosec': ppd,
  'products/atex-power-panels/page': ppd,
  'products/warehouse/standard-pallet-racks': 'warehouse-storage',
  'catalogue/cable-glands': 'cable-management',
  'catalogue/enclosures': 'enclosures',
  'catalogue/atex-junction-boxes': 'enclosures',
  'catalogue/generators': 'power-generation',
  'catalogue/lights': 'lights-wiring',
  'catalogue/switches-and-sockets': 'lights-wiring',
  'catalogue/industrial-wiring': 'lights-wiring',
};
function familyOf(key: string): string | null {
  if (key === 'catalogue/product-categories') {
    // Only the first category was edited: the family it links to.
    const [first] = fixture[key]?.categories as { link: string }[];
    return first!.link.split('/').pop()!;
  }
  if (key in familyByKey) return familyByKey[key] ?? null;
  return key.split('/')[1]!;
}

const productCopy = fixtureKeys.filter((k) => !notProductCopy.has(k));
const backed = new Set<string>(sectionList.filter((s) => s.backedBy).map((s) => s.key));
/** Sections the site still draws its pages from: a marker they show is not on a record. */
const live = new Set<string>(sectionList.filter((s) => !s.backedBy).map((s) => s.key));

/** Puts the fixture's values into the section rows, as a database of before holds them. */
async function oldRows(db: Db): Promise<void> {
  const rows = sectionsRepo(db);
  for (const [key, value] of Object.entries(fixture)) {
    await rows.insertIfMissing(key, value);
    await rows.replaceData(key, value);
  }
}

/** The rows the upgrade may change, to compare before and after. */
async function snapshot(db: Db) {
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  return {
    sections: (await db.select().from(sections)).sort(byId),
    families: (await db.select().from(productFamilies)).sort(byId),
    products: (await db.select().from(products)).sort(byId),
  };
}

/** What a family shows after the move, and what of it did not answer. */
interface Shown {
  text: string;
  problems: string[];
}

/**
 * Everything a family shows: its record and its products' as the API answers them (one by
 * one, so one record that fails names itself), and the HTML of its page and its products'.
 */
async function familyShows(app: TestApp, slug: string): Promise<Shown> {
  const { db } = app.database;
  const family = (await db.select().from(productFamilies)).find((f) => f.slug === slug);
  if (!family) return { text: '', problems: [`no family ${slug}`] };
  const own = (await db.select().from(products)).filter((p) => p.family === slug);
  const texts: string[] = [];
  const problems: string[] = [];
  const read = async (url: string) => {
    const res = await app.fastify.inject({ url });
    if (res.statusCode === 200) texts.push(res.body);
    else problems.push(`${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
  };
  await read(`/api/v1/catalogue/families/${family.id}`);
  for (const p of own) await read(`/api/v1/catalogue/products/${p.id}`);
  await read(`/products/${slug}`);
  for (const p of own) if (p.visibility === 'shown') await read(`/products/${slug}/${p.slug}`);
  return { text: texts.join('\n'), problems };
}

describe('a database of release 3ac3487, with editors’ changes in its product sections', () => {
  let app: TestApp;
  let pages: PageRenderer;
  const shown = new Map<string, Shown>();
  const shownBy = async (family: string) => {
    if (!shown.has(family)) shown.set(family, await familyShows(app, family));
    return shown.get(family)!;
  };

  beforeAll(async () => {
    pages = await pageRenderer();
    app = await createTestApp({ ssr: pages.ssr });
    await oldRows(app.database.db);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await pages?.close();
  });

  it('the fixture holds a marker in every product section', () => {
    expect(fixtureKeys).toHaveLength(37);
    for (const key of fixtureKeys) expect(markersIn(fixture[key]).length, key).toBeGreaterThan(0);
  });

  it('moves all or nothing: a write failing at the end leaves every row as it was', async () => {
    const { db } = app.database;
    const before = await snapshot(db);
    // The search documents are written after every record and section: a failure there is
    // the latest one the move can meet.
    await db.execute(
      sql.raw(`create function refuse_for_test() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_for_test before insert or update on search_documents
        for each row execute function refuse_for_test()`),
    );
    try {
      const failed = await moveSectionsToRecords(db).then(
        () => 'no error',
        (err: unknown) => `${String(err)} ${String((err as Error).cause)}`,
      );
      // Refused at the search documents: every record and section had been written by then.
      expect(failed).toContain('refused by the test');
      expect(failed).toMatch(/insert into "search_documents"/);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_for_test on search_documents'));
      await db.execute(sql.raw('drop function refuse_for_test()'));
    }
    expect(await snapshot(db)).toEqual(before);
  });

  it('moves every product section at start, after the plain-text upgrade', async () => {
    const { db } = app.database;
    await plainTextWhereHtmlWas(db);
    expect(await moveSectionsToRecords(db)).toBe(productCopy.length);
  });

  it('keeps the specs’ sections empty over their records and drops the others', async () => {
    const rows = new Map(
      (await sectionsRepo(app.database.db).byKeys(fixtureKeys)).map((r) => [r.key, r.data]),
    );
    const wrong: string[] = [];
    for (const key of fixtureKeys) {
      const want = notProductCopy.has(key) ? fixture[key] : backed.has(key) ? {} : undefined;
      if (!isDeepStrictEqual(rows.get(key), want)) {
        wrong.push(
          `${key}: ${rows.has(key) ? JSON.stringify(rows.get(key)).slice(0, 80) : 'no row'}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers every record and page of those families after the move', async () => {
    const problems: string[] = [];
    for (const family of new Set(productCopy.map(familyOf))) {
      if (family) problems.push(...(await shownBy(family)).problems);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('shows every marker of product copy on its family’s records or pages', async () => {
    const missing: string[] = [];
    for (const key of productCopy) {
      const family = familyOf(key);
      const { text } = family && !live.has(key) ? await shownBy(family) : { text: '' };
      for (const marker of markersIn(fixture[key])) {
        if (droppedOnPurpose.has(marker) || text.includes(marker)) continue;
        missing.push(`${key} ${marker}${live.has(key) ? ' (still a section of its own)' : ''}`);
      }
    }
    expect(missing).toEqual([]);
  }, 300_000);

  it('drops only what it says it drops: every such marker is in the fixture', () => {
    const all = new Set(fixtureKeys.flatMap((k) => markersIn(fixture[k])));
    for (const marker of droppedOnPurpose.keys()) expect(all.has(marker), marker).toBe(true);
  });

  it('finds nothing to move at the next start', async () => {
    expect(await plainTextWhereHtmlWas(app.database.db)).toBe(0);
    expect(await moveSectionsToRecords(app.database.db)).toBe(0);
  });
});
