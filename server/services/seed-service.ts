/**
 * First-start content. Seeding is idempotent: a section is inserted only when missing (fields
 * added to the registry later are filled in, edited values are never touched) and a
 * collection is seeded only once, ever. Each seeding write bumps the content version in its
 * transaction, like an editor's write, so no instance keeps serving pages from before it.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import {
  collections,
  loadSectionSeeds,
  sectionList,
  type CollectionName,
} from '../../content/registry';
import type { Db } from '../db/client';
import {
  mediaPathFor,
  storedNames,
  type MediaStore,
  type SaveOptions,
  type StoredFile,
} from '../media/media-store';
import type { Description } from '../repositories/media-repo';
import { seedRunsRepo } from '../repositories/seed-runs-repo';
import { seedAssets, type SeedAssetFile } from '../../content/seed/assets/descriptions';
import { mediaUses } from './media-uses';
import { PLACEHOLDER_STYLE, renderPlaceholder } from '../media/placeholder-image';
import { renderDatasheet } from '../media/datasheet-pdf';
import type { DatasheetText } from '../../content/section';
import { seedAssetsDir } from '../paths';
import { collectionsRepo, type CollectionInsert } from '../repositories/collections-repo';
import { writeContent } from '../repositories/content-version-repo';
import { sectionsRepo } from '../repositories/sections-repo';
import { searchIndex } from './search-index';
import { sanitizeRecord } from './rich-text';
import { recordSlug } from './slug';

const placeholderCache = join(tmpdir(), `tranos-placeholders-${PLACEHOLDER_STYLE}`);
const assetTypes: Record<string, string> = { '.mp4': 'video/mp4', '.webm': 'video/webm' };

/** The parts of a `placeholder:WxH:label` marker (content/section.ts, placeholder()). */
function placeholderParts(marker: string) {
  const [, size = '', ...label] = marker.split(':');
  const [width = 800, height = 600] = size.split('x').map(Number);
  return { width, height, label: label.join(':') };
}

/**
 * What the media library says of a marker's file: a placeholder is described by its label,
 * which names the subject; a seed asset as content/seed/assets/descriptions.ts says. A
 * datasheet is a document, named by its file name.
 */
function descriptionOf(marker: string): Description | undefined {
  if (marker.startsWith('placeholder:')) {
    const { label } = placeholderParts(marker);
    return label ? { alt: label } : undefined;
  }
  if (marker.startsWith('seed-asset:')) {
    const file = marker.slice('seed-asset:'.length);
    return Object.hasOwn(seedAssets, file) ? seedAssets[file as SeedAssetFile] : undefined;
  }
  return undefined;
}

/** Renders each `placeholder:WxH:label` once per machine, then reuses the bytes. */
async function placeholderBytes(marker: string): Promise<Buffer> {
  const cached = join(placeholderCache, `${createHash('sha1').update(marker).digest('hex')}.jpg`);
  try {
    return await readFile(cached);
  } catch {
    const { width, height, label } = placeholderParts(marker);
    const bytes = await renderPlaceholder(width, height, label);
    await mkdir(placeholderCache, { recursive: true });
    const tmp = `${cached}.${process.pid}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, cached);
    return bytes;
  }
}

const variantCache = join(placeholderCache, 'variants');
const variantsOf = (names: string[], path: string) => {
  const stem = basename(path).replace(/\.[a-z0-9]+$/i, '-w');
  return names.filter((n) => n.startsWith(stem) && !n.endsWith('.tmp'));
};

/**
 * Stores a placeholder with its responsive variants, reusing variants made by an earlier seed
 * on this machine: the placeholders never change, and every test database is seeded afresh.
 */
async function withCachedVariants(
  media: MediaStore,
  file: StoredFile,
  options: SaveOptions,
): Promise<string> {
  const path = mediaPathFor(file);
  const cached = variantsOf(await readdir(variantCache).catch(() => []), path);
  await Promise.all(
    cached.map(async (n) => {
      if (!(await media.files.has(n))) {
        await media.files.put(
          n,
          await readFile(join(variantCache, n)),
          `image/${extname(n).slice(1)}`,
        );
      }
    }),
  );
  await media.save(file, options);
  const stored = (await media.describe([path])).get(path);
  const made = storedNames(path, stored?.variants ?? null)
    .slice(1)
    .filter((n) => !cached.includes(n));
  if (made.length > 0) {
    await mkdir(variantCache, { recursive: true });
    await Promise.all(
      made.map(async (n) => {
        const bytes = await media.files.read(n);
        if (!bytes) return;
        const tmp = join(variantCache, `${n}.${process.pid}.tmp`);
        await writeFile(tmp, bytes);
        await rename(tmp, join(variantCache, n));
      }),
    );
  }
  return path;
}

const isMarker = (part: string) => /^(placeholder|seed-asset|datasheet):/.test(part);

async function placeholderFile(part: string): Promise<StoredFile> {
  const { width, height } = placeholderParts(part);
  return { bytes: await placeholderBytes(part), ext: 'jpg', mime: 'image/jpeg', width, height };
}

async function assetFile(part: string): Promise<StoredFile> {
  const file = part.slice('seed-asset:'.length);
  const ext = extname(file);
  return {
    bytes: await readFile(join(seedAssetsDir, file)),
    ext: ext.slice(1),
    mime: assetTypes[ext] ?? 'application/octet-stream',
  };
}

function createResolver(media: MediaStore) {
  const done = new Map<string, Promise<string>>();
  const one = (part: string): Promise<string> => {
    let path = done.get(part);
    if (!path) {
      const description = descriptionOf(part);
      const options: SaveOptions = description ? { ifUndescribed: description } : {};
      if (part.startsWith('placeholder:')) {
        path = placeholderFile(part).then((file) => withCachedVariants(media, file, options));
      } else if (part.startsWith('datasheet:')) {
        // Our own seed's marker (content/section.ts, datasheet()): its shape is known.
        const sheet = JSON.parse(
          decodeURIComponent(part.slice('datasheet:'.length)),
        ) as DatasheetText;
        path = media.save({
          bytes: renderDatasheet(sheet),
          ext: 'pdf',
          mime: 'application/pdf',
          filename: `${sheet.title} datasheet.pdf`,
        });
      } else {
        path = assetFile(part).then((file) => media.save(file, options));
      }
      done.set(part, path);
    }
    return path;
  };
  const resolve = async (value: unknown): Promise<unknown> => {
    if (typeof value === 'string') {
      if (!/(^|,)(placeholder|seed-asset|datasheet):/.test(value)) return value;
      const parts = await Promise.all(value.split(',').map((p) => (isMarker(p) ? one(p) : p)));
      return parts.join(',');
    }
    if (Array.isArray(value)) return Promise.all(value.map(resolve));
    if (value && typeof value === 'object') {
      const entries = await Promise.all(
        Object.entries(value).map(async ([k, v]) => [k, await resolve(v)] as const),
      );
      return Object.fromEntries(entries);
    }
    return value;
  };
  return resolve;
}

export interface SeedReport {
  sectionsCreated: number;
  collectionsSeeded: CollectionName[];
}

export async function seedContent(db: Db, media: MediaStore): Promise<SeedReport> {
  const resolve = createResolver(media);
  const repo = sectionsRepo(db);
  const existing = new Map((await repo.all()).map((row) => [row.key, row.data]));
  let sectionsCreated = 0;
  const seeds = await loadSectionSeeds();
  const seedOf = (key: string) => {
    const seed = seeds.get(key);
    if (!seed) throw new Error(`no seed for section ${key}`);
    return seed;
  };
  // Make the new sections' images all at once (the encoders then use every core), and write
  // the sections in order below. The no-op catch only marks a failure as awaited later.
  const seedsOfNew = new Map(
    sectionList
      .filter((s) => !existing.has(s.key))
      .map((s) => {
        const resolved = resolve(seedOf(s.key));
        resolved.catch(() => undefined);
        return [s.key, resolved];
      }),
  );

  for (const section of sectionList) {
    const stored = existing.get(section.key);
    if (stored) {
      const missing = Object.keys(section.fields).filter((k) => !(k in stored));
      if (missing.length === 0) continue;
      const seed = seedOf(section.key) as Record<string, unknown>;
      const additions = Object.fromEntries(missing.map((k) => [k, seed[k]]));
      const filled = section.schema.parse({ ...stored, ...((await resolve(additions)) as object) });
      await writeContent(db, async (tx) => {
        await sectionsRepo(tx).replaceData(section.key, sanitizeRecord(section.fields, filled));
        await searchIndex(tx).section(section.key);
      });
      continue;
    }
    const data = section.schema.parse(
      await (seedsOfNew.get(section.key) ?? resolve(seedOf(section.key))),
    );
    await writeContent(db, (tx) =>
      sectionsRepo(tx).insertIfMissing(section.key, sanitizeRecord(section.fields, data)),
    );
    sectionsCreated++;
  }

  const collectionsSeeded: CollectionName[] = [];
  const records = collectionsRepo(db);
  const now = Date.now();
  for (const name of Object.keys(collections) as CollectionName[]) {
    const collection = collections[name];
    const seed = typeof collection.seed === 'function' ? await collection.seed() : collection.seed;
    const rows = await Promise.all(
      seed.map(async (item, i) => {
        const data = collection.schema.parse(await resolve(item)) as Record<string, unknown>;
        const given = 'slug' in item ? item.slug : undefined;
        return {
          ...sanitizeRecord(collection.fields, data),
          position: i,
          // Oldest first, a minute apart, so "latest" is well defined.
          createdAt: new Date(now - (seed.length - i) * 60_000),
          ...(collection.slug ? { slug: given || recordSlug(collection.slug, data) } : {}),
        };
      }),
    );
    if (await records.seedOnce(name, rows as CollectionInsert<typeof name>[])) {
      collectionsSeeded.push(name);
    }
  }
  // Seeded content is searchable at once; an index built by an older version is rebuilt.
  const seededSome = sectionsCreated > 0 || collectionsSeeded.length > 0;
  await db.transaction((tx) => searchIndex(tx).rebuild({ force: seededSome }));
  // Where each file is used: recorded afresh after seeding, and once for content from before.
  await db.transaction(async (tx) => {
    if ((await seedRunsRepo(tx).claim('media-uses')) || seededSome) await mediaUses(tx).rebuild();
  });
  return { sectionsCreated, collectionsSeeded };
}
