/**
 * Existing sites upgrade without loss (issue 30, point 6; docs/decisions/0024). The fixture is
 * what release 3ac3487 stored for its 37 product sections after an editor changed every text
 * field (tests/fixtures/README.md): each change carries a marker `[edited-…]`. A database
 * holding those rows, upgraded as the server starts (plain text, then the move onto the
 * records), must show every marker of product copy on its records or their pages, keep no
 * product section but the specs' ids, do it once and all in one transaction. A backup of such a
 * site, restored into an empty data directory, is upgraded the same way by the start after it.
 */
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionList } from '../../content/registry';
import { buildApp, type App } from '../../server/app';
import { boot, mediaFiles, privateFiles, type Booted } from '../../server/boot';
import { loadConfig } from '../../server/config';
import { openDatabase, type Db } from '../../server/db/client';
import { productFamilies, products, sections } from '../../server/db/schema';
import { codeMigrations, migrationLevel } from '../../server/operations/migrations';
import {
  prepareRestore,
  restoreBackup,
  type RestoreSummary,
} from '../../server/operations/restore';
import { sectionsRepo } from '../../server/repositories/content/sections-repo';
import { moveSectionsToRecords } from '../../server/services/catalogue/catalogue-upgrade';
import { plainTextWhereHtmlWas } from '../../server/services/content/plain-text-upgrade';
import { pageRenderer, type PageRenderer } from '../helpers/pages';
import { siteEnvironment } from '../helpers/site-environment';
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
  // A gasket card's line and its page's intro were two texts; the record's summary is both
  // now, and the page's intro (the product's own words) is it.
  ['[edited-p-gaskets-cards-text]', 'the first gasket record’s summary, from its page’s intro'],
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

/** Release 3ac3487's schema: its 29 migrations, drizzle/0000 to 0028_usernames_unique_by_key. */
const releaseLevel = 29;
/** What takes a database of this code back to the release's schema, per later migration. */
const undo: Record<string, string[]> = {
  '0029_catalogue_layout_details': [
    'alter table product_families drop column details',
    'alter table products drop column details',
    'alter table products drop column product_group',
  ],
  '0030_subscribers_confirmed': ['alter table subscribers drop column confirmed_at'],
  '0031_personal_data_retention': [
    'drop table settings',
    'alter table enquiries drop column file_deleted_at',
    'alter table enquiries drop column anonymised_at',
    'drop index audit_log_address_kept_idx',
  ],
  '0032_personal_data_requests': [
    'drop table erasure_log',
    'drop table erasure_key',
    'drop index enquiries_email_lower_idx',
  ],
  '0033_insights': [
    'drop table page_views',
    'drop table search_queries',
    'alter table enquiries drop column answered_at',
  ],
  '0034_insights_enquiry_days': [
    'drop trigger enquiries_touch_days on enquiries',
    'drop function enquiry_days_touch',
    'drop table enquiry_days',
    'drop index enquiries_open_idx',
  ],
  '0035_enquiry_days_open': ['alter table enquiry_days drop column open'],
  '0036_sudo_mode': ['alter table sessions drop column password_confirmed_at'],
  '0037_basket_drawing': [
    'drop index quote_baskets_drawing_idx',
    'alter table quote_baskets drop column drawing',
  ],
  '0038_page_paths': [
    'alter table page_views add column path text',
    'update page_views v set path = p.path from page_paths p where p.id = v.path_id',
    'alter table page_views drop constraint page_views_day_path_id_pk',
    'alter table page_views drop column path_id',
    'alter table page_views alter column path set not null',
    'alter table page_views add constraint page_views_day_path_pk primary key (day, path)',
    'drop table page_paths',
  ],
};

/**
 * Takes the database back to the release's migration level, so that a backup of it is one
 * the release would have made: the restore migrates it on before the start moves the copy.
 */
async function backToRelease(db: Db): Promise<void> {
  const migrations = codeMigrations();
  for (const migration of migrations.slice(releaseLevel).reverse()) {
    const statements = undo[migration.tag];
    if (!statements) throw new Error(`Say in this test how to undo ${migration.tag}.`);
    for (const statement of statements) await db.execute(sql.raw(statement));
    await db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${migration.folderMillis}`,
    );
  }
  expect(await migrationLevel(db, migrations)).toEqual({
    level: releaseLevel,
    tag: '0028_usernames_unique_by_key',
  });
}

describe('a backup of such a site, restored and started', () => {
  let dir: string;
  let source: TestApp;
  let pages: PageRenderer;
  let booted: Booted | undefined;
  let site: App | undefined;
  let startLog: string[];
  let restored: RestoreSummary;
  const drops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'upgrade-backup-'));
    pages = await pageRenderer();
    // Taken as `npm run backup` takes it, with the server's token: this code's sessions need
    // columns the release's schema lacks.
    source = await createTestApp({ backupToken: 'upgrade-test-backup-token' });
    // The old values are in before anything moves them, at the release's schema: the backup
    // is of a site of before.
    await oldRows(source.database.db);
    await backToRelease(source.database.db);
    const res = await source.fastify.inject({
      url: '/api/v1/backup',
      headers: { authorization: 'Backup upgrade-test-backup-token' },
    });
    expect(res.statusCode).toBe(200);
    const file = join(dir, 'site.tar');
    await writeFile(file, res.rawPayload);

    // Restored as `npm run restore` does into an empty DATA_DIR (or database).
    const env = await siteEnvironment(join(dir, 'site'), drops);
    await mkdir(env.DATA_DIR!, { recursive: true });
    const config = loadConfig(env);
    const backup = await prepareRestore(file);
    const database = await openDatabase(
      config.DATABASE_URL
        ? { driver: 'postgres', url: config.DATABASE_URL }
        : { driver: 'pglite', dir: join(env.DATA_DIR!, 'pglite') },
    );
    try {
      restored = await restoreBackup(backup, {
        database,
        media: await mediaFiles(config, env, env.DATA_DIR!),
        privateFiles: privateFiles(config, env, env.DATA_DIR!),
        secretKeyFile: join(env.DATA_DIR!, 'secret.key'),
        keyFileUsed: !config.DATABASE_URL && !config.SECRET_KEY,
      });
    } finally {
      await database.close();
      await backup.dispose();
    }

    // Started as server.ts starts it: boot (migrate, seed, the upgrades), then the app.
    startLog = [];
    const log = console.log;
    console.log = (...args: unknown[]) => startLog.push(args.join(' '));
    try {
      booted = await boot(env);
    } finally {
      console.log = log;
    }
    site = await buildApp({
      config: { ...booted.config, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      database: booted.database,
      media: booted.media,
      services: booted.serviceOptions,
      ssr: pages.ssr,
    });
    await site.fastify.ready();
  }, 300_000);
  afterAll(async () => {
    await site?.fastify.close();
    await booted?.database.close();
    booted?.lock?.release();
    await source?.close();
    await pages?.close();
    for (const drop of drops) await drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is restored at the release’s level and migrated on', () => {
    expect(restored).toMatchObject({
      migratedFrom: releaseLevel,
      migratedTo: codeMigrations().length,
    });
  });

  it('moves the product sections at the start after the restore', async () => {
    expect(startLog.join('\n')).toContain(
      `Moved the copy of ${productCopy.length} product sections onto their records.`,
    );
    const row = await sectionsRepo(booted!.database.db).byKey('products/siemens-simosec');
    expect(row?.data).toEqual({});
  });

  it('shows the editor’s changes on the product pages', async () => {
    const page = await site!.fastify.inject({
      url: `/products/${ppd}/siemens-simosec`,
    });
    expect(page.statusCode).toBe(200);
    for (const marker of markersIn(fixture['products/siemens-simosec'])) {
      expect(page.body).toContain(marker);
    }
  });
});
