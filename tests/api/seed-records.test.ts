/**
 * What a fresh seed makes, pinned (issue 54, point 2: "the records a fresh seed makes are
 * identical before and after"): every section's value, every collection's records, the media
 * library's rows and where each file is used, the settings the seed writes and any redirect,
 * each canonicalised and hashed under a key naming it (`section home/hero`,
 * `products/gaskets/spiral-wound-gaskets`), against tests/fixtures/seed-records.json. A seeded
 * word that changes fails the test, naming its record.
 *
 * Canonical: ids, timestamps and byte counts left out; keys sorted; rows keyed by their address
 * (a collection's slug, its scope's value, else its position). A stored file's path is a hash of
 * the bytes drawn for it, and the drawing may differ by a bit from one machine's image library
 * to another's, so a path is written as what the library says of its file: its type, size and
 * description (for a seed picture, the subject its marker names). The search index is left out:
 * it is made from these records by code.
 *
 * After a change to the seed's copy made on purpose, rewrite the fixture and commit it with the
 * change: `UPDATE_SEED_RECORDS=1 npx vitest run --project pglite tests/api/seed-records.test.ts`.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, type CollectionName } from '../../content/registry';
import type { Database } from '../../server/db/client';
import { collectionTables } from '../../server/db/collection-tables';
import { media, mediaUses, pageRedirects, sections, settings } from '../../server/db/schema';
import { localFileStore } from '../../server/media/file-store';
import { createMediaStore } from '../../server/media/media-store';
import { seedContent } from '../../server/services/content/seed-service';
import { createTestDatabase } from '../helpers/test-app';

const fixture = new URL('../fixtures/seed-records.json', import.meta.url);

let database: Database;
let dispose: () => Promise<void>;
let mediaDir: string;

beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
  await database.migrate();
  mediaDir = await mkdtemp(join(tmpdir(), 'seed-records-'));
  await seedContent(database.db, createMediaStore(database.db, localFileStore(mediaDir)));
}, 180_000);
afterAll(async () => {
  await database?.close();
  await dispose?.();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

type Row = Record<string, unknown>;

/** JSON with every object's keys sorted, so the same value always reads the same. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Leaves out what differs between two seeds of the same copy. */
const without = (row: Row, ...names: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !names.includes(k)));

/** Replaces every substring `from` maps (paths, ids) in every string of a value. */
function renamed(value: unknown, rename: (text: string) => string): unknown {
  if (typeof value === 'string') return rename(value);
  if (Array.isArray(value)) return value.map((v) => renamed(v, rename));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renamed(v, rename)]));
  }
  return value;
}

/** Every record the seed made, canonical, by its key. */
async function seededRecords(): Promise<Map<string, string>> {
  const db = database.db;
  const files = await db.select().from(media);
  const described = new Map(
    files.map((f) => [
      f.path,
      `media(${f.mime} ${f.width ?? '-'}x${f.height ?? '-'} ${f.decorative ? 'decorative' : JSON.stringify(f.alt)})`,
    ]),
  );
  const recordKeys = new Map<string, string>();
  const records = new Map<string, unknown>();

  for (const name of Object.keys(collections) as CollectionName[]) {
    const slug = collections[name].slug;
    const scope = slug && 'scope' in slug ? slug.scope : undefined;
    const rows = (await db.select().from(collectionTables[name].table)) as Row[];
    for (const row of rows) {
      const address = [scope ? row[scope] : undefined, row.slug ?? `#${String(row.position)}`]
        .filter((part) => part !== undefined)
        .join('/');
      recordKeys.set(String(row.id), `${name}/${address}`);
      records.set(`${name}/${address}`, without(row, 'id', 'createdAt', 'updatedAt'));
    }
  }
  const ids = new RegExp([...recordKeys.keys()].join('|') || '(?!)', 'g');
  const rename = (text: string) =>
    text
      .replace(/\/media\/[\w.-]+/g, (path) => described.get(path) ?? path)
      .replace(ids, (id) => `record(${recordKeys.get(id) ?? id})`);

  for (const row of await db.select().from(sections)) {
    records.set(`section ${row.key}`, { data: row.data, version: row.version });
  }
  for (const file of files) {
    records.set(
      described.get(file.path) ?? file.path,
      without(file, 'id', 'path', 'bytes', 'createdAt', 'updatedAt'),
    );
  }
  const uses = await db.select().from(mediaUses);
  for (const target of new Set(uses.map((u) => u.target))) {
    const ofTarget = uses
      .filter((u) => u.target === target)
      .map((u) => canonical(renamed(u, rename)))
      .sort();
    records.set(`media uses of ${rename(target)}`, ofTarget);
  }
  for (const row of await db.select().from(settings)) {
    records.set(`setting ${row.key}`, row.value);
  }
  const redirects = await db.select().from(pageRedirects);
  records.set(
    'page redirects',
    redirects.map((r) => canonical(renamed(without(r, 'createdAt'), rename))).sort(),
  );

  return new Map(
    [...records].map(([key, value]) => [rename(key), canonical(renamed(value, rename))]),
  );
}

describe('a fresh seed', () => {
  it('makes the records of tests/fixtures/seed-records.json, each the same to the byte', async () => {
    const records = await seededRecords();
    const hashes = Object.fromEntries(
      [...records].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, json]) => [key, sha256(json)]),
    );
    if (process.env.UPDATE_SEED_RECORDS) {
      await writeFile(fixture, `${JSON.stringify(hashes, null, 2)}\n`);
    }
    const expected = JSON.parse(await readFile(fixture, 'utf8')) as Record<string, string>;
    const changed = Object.keys({ ...expected, ...hashes }).filter(
      (key) => expected[key] !== hashes[key],
    );
    // What each changed record holds now, to compare with the copy before the change.
    const now = changed.map((key) => `${key}: ${records.get(key)?.slice(0, 2000) ?? '(gone)'}`);
    expect(changed, now.join('\n\n')).toEqual([]);
    // A seed that made next to nothing would pass against a fixture made from it: it did not.
    expect(Object.keys(hashes).length).toBeGreaterThan(300);
  });
});
