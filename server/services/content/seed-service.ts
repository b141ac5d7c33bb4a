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
import { collections, sectionList, type CollectionName } from '../../../content/registry';
import type { Db } from '../../db/client';
import {
  mediaPathFor,
  storedNames,
  type MediaStore,
  type SaveOptions,
  type StoredFile,
} from '../../media/media-store';
import { mediaRepo, type Description } from '../../repositories/content/media-repo';
import { seedRunsRepo } from '../../repositories/content/seed-runs-repo';
import { isSeedAsset, seedAssets } from '../../../content/seed/assets/descriptions';
import { mediaUses } from '../media/media-uses';
import { addSearchVocabulary } from '../search/search-synonyms';
import {
  PLACEHOLDER_STYLE,
  placeholderAlt,
  renderPlaceholder,
} from '../../media/placeholder-image';
import { VARIANT_ENCODING } from '../../media/variants';
import { seedAssetsDir } from '../../paths';
import { collectionsRepo } from '../../repositories/content/collections-repo';
import { recordRow } from '../../repositories/content/record-rows';
import { writeContent } from '../../repositories/content/content-version-repo';
import { sectionsRepo } from '../../repositories/content/sections-repo';
import { searchIndex } from '../search/search-index';
import { sanitizeRecord } from '../publishing/rich-text';
import { emptyValue, layoutDetails } from '../publishing/write-preparation';
import type { CollectionOptions } from '../../../content/collection';
import { recordSlug } from '../shared/slug';
import { loadSearchVocabulary, loadSectionSeeds, loadSeedRecords } from './seed-files';

const placeholderCache = join(tmpdir(), `tranos-placeholders-${PLACEHOLDER_STYLE}`);
const assetTypes: Record<string, string> = { '.mp4': 'video/mp4', '.webm': 'video/webm' };

/** The parts of a `placeholder:WxH:label` marker (content/section.ts, placeholder()). */
function placeholderParts(marker: string) {
  const [, size = '', ...label] = marker.split(':');
  const [width = 800, height = 600] = size.split('x').map(Number);
  return { width, height, label: label.join(':') };
}

/**
 * What the media library says of a marker's file: a placeholder is described by the subject its
 * label names (placeholderAlt); a seed asset as content/seed/assets/descriptions.ts says.
 */
function descriptionOf(marker: string): Description | undefined {
  if (marker.startsWith('placeholder:')) {
    const { label } = placeholderParts(marker);
    return label ? { alt: placeholderAlt(label) } : undefined;
  }
  if (marker.startsWith('seed-asset:')) {
    const file = marker.slice('seed-asset:'.length);
    return isSeedAsset(file) ? seedAssets[file] : undefined;
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

const variantCache = join(placeholderCache, `variants-${VARIANT_ENCODING}`);
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

const isMarker = (part: string) => /^(placeholder|seed-asset):/.test(part);

/** Every marker in a seed value, once each, in the order met. */
function markersIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const part of value.split(',')) if (isMarker(part)) into.add(part);
  } else if (Array.isArray(value)) {
    for (const v of value) markersIn(v, into);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) markersIn(v, into);
  }
  return into;
}

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
      } else {
        path = assetFile(part).then((file) => media.save(file, options));
      }
      done.set(part, path);
    }
    return path;
  };
  const resolve = async (value: unknown): Promise<unknown> => {
    if (typeof value === 'string') {
      if (!/(^|,)(placeholder|seed-asset):/.test(value)) return value;
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
  /** The path a marker was stored at by this resolver, if it stored it. */
  const stored = (marker: string) => done.get(marker);
  return { resolve, stored };
}

/** Marks the one-time description of files seeded before the seed described them. */
const DESCRIBED_SEED = 'seed-media-descriptions';

/**
 * Databases seeded before the seed described its files (issue 30): each file the seed stored
 * that nobody has described or marked decorative since gets the seed's description, once. A
 * file is the seed's when its path is that of a marker's bytes (a path is a hash of the bytes),
 * so nothing an editor uploaded or replaced is touched, and a seed made with older artwork
 * matches nothing. Only markers of the size of an undescribed image are drawn again, at most
 * once for the database. Answers how many files it described.
 */
async function describeEarlierSeed(
  db: Db,
  markers: ReadonlySet<string>,
  stored: (marker: string) => Promise<string> | undefined,
): Promise<number> {
  if (await seedRunsRepo(db).ran(DESCRIBED_SEED)) return 0;
  const blank = await mediaRepo(db).undescribed();
  const paths = new Set(blank.map((r) => r.path));
  const sizes = new Set(blank.map((r) => `${r.width}x${r.height}`));
  const found = await Promise.all(
    [...(paths.size > 0 ? markers : [])].map(async (marker) => {
      const description = descriptionOf(marker);
      if (!description) return undefined;
      let path = stored(marker);
      if (!path && marker.startsWith('placeholder:')) {
        const { width, height } = placeholderParts(marker);
        if (!sizes.has(`${width}x${height}`)) return undefined;
        path = placeholderFile(marker).then(mediaPathFor);
      } else if (!path) {
        path = assetFile(marker).then(mediaPathFor, () => '');
      }
      const at = await path;
      return paths.has(at) ? ([at, description] as const) : undefined;
    }),
  );
  const described = await writeContent(
    db,
    async (tx) => {
      if (!(await seedRunsRepo(tx).claim(DESCRIBED_SEED))) return undefined;
      let count = 0;
      for (const [path, description] of found.filter((f) => f !== undefined)) {
        if (await mediaRepo(tx).describeIfBlank(path, description)) count++;
      }
      return count;
    },
    // Also when it described nothing here: the files stored again above may have gained a
    // description, and pages cached before it are made afresh.
    (count) => count !== undefined,
  );
  return described ?? 0;
}

export interface SeedReport {
  sectionsCreated: number;
  collectionsSeeded: CollectionName[];
  /** Files stored by an earlier seed that were given their description now. */
  filesDescribed: number;
}

export async function seedContent(db: Db, media: MediaStore): Promise<SeedReport> {
  const { resolve, stored: storedPath } = createResolver(media);
  const repo = sectionsRepo(db);
  const existing = new Map((await repo.all()).map((row) => [row.key, row.data]));
  let sectionsCreated = 0;
  // A start that finds everything seeded reads no seed file and stores no file again: only
  // describeEarlierSeed, until it has run once, needs every marker in them.
  const describing = !(await seedRunsRepo(db).ran(DESCRIBED_SEED));
  const markers = new Set<string>();
  let seeds: Promise<ReadonlyMap<string, object>> | undefined;
  const sectionSeeds = () => (seeds ??= loadSectionSeeds());
  if (describing) markersIn([...(await sectionSeeds()).values()], markers);
  const seedOf = async (key: string) => {
    const seed = (await sectionSeeds()).get(key);
    if (!seed) throw new Error(`no seed for section ${key}`);
    return seed;
  };
  // Make the new sections' images all at once (the encoders then use every core), and write
  // the sections in order below. The no-op catch only marks a failure as awaited later.
  const seedsOfNew = new Map(
    sectionList
      .filter((s) => !existing.has(s.key) && !s.backedBy)
      .map((s) => {
        const resolved = seedOf(s.key).then(resolve);
        resolved.catch(() => undefined);
        return [s.key, resolved];
      }),
  );

  for (const section of sectionList) {
    const stored = existing.get(section.key);
    if (section.backedBy) {
      // Only its id is kept here: its value lives on its record (decision 0024).
      if (!stored) {
        await writeContent(db, (tx) => sectionsRepo(tx).insertIfMissing(section.key, {}));
        sectionsCreated++;
      }
      continue;
    }
    if (stored) {
      const missing = Object.keys(section.fields).filter((k) => !(k in stored));
      if (missing.length === 0) continue;
      const seed = (await seedOf(section.key)) as Record<string, unknown>;
      const additions = Object.fromEntries(missing.map((k) => [k, seed[k]]));
      const filled = section.schema.parse({ ...stored, ...((await resolve(additions)) as object) });
      await writeContent(db, async (tx) => {
        await sectionsRepo(tx).replaceData(section.key, sanitizeRecord(section.fields, filled));
        await searchIndex(tx).section(section.key);
      });
      continue;
    }
    const data = section.schema.parse(
      await (seedsOfNew.get(section.key) ?? seedOf(section.key).then(resolve)),
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
    // Seeded once, ever (seedOnce): a later start has nothing to draw or store for it.
    const seededBefore = await records.seeded(name);
    if (seededBefore && !describing) continue;
    const seed = await loadSeedRecords(collection);
    markersIn(seed, markers);
    if (seededBefore) continue;
    const rows = await Promise.all(
      seed.map(async (item, i) => {
        const data = collection.schema.parse({
          ...emptyValue(collection.fields),
          ...((await resolve(item)) as object),
        }) as Record<string, unknown>;
        const layouts: CollectionOptions['layouts'] = collection.layouts;
        // A seed record is held to its layout's rules like an editor's write.
        if (layouts) {
          const checked = layoutDetails(layouts, data);
          if (!checked.success) {
            throw new Error(`Seed record ${i} of ${name}: ${checked.error.message}`);
          }
          data[layouts.field] = checked.data;
        }
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
    const seeded = rows.map((row) => recordRow(name, row));
    if (await records.seedOnce(name, seeded)) {
      collectionsSeeded.push(name);
    }
  }
  await addSearchVocabulary(db, await loadSearchVocabulary());
  // Seeded content is searchable at once; an index built by an older version is rebuilt.
  const seededSome = sectionsCreated > 0 || collectionsSeeded.length > 0;
  await db.transaction((tx) => searchIndex(tx).rebuild({ force: seededSome }));
  // Where each file is used: recorded afresh after seeding, and once for content from before.
  await db.transaction(async (tx) => {
    if ((await seedRunsRepo(tx).claim('media-uses')) || seededSome) await mediaUses(tx).rebuild();
  });
  const filesDescribed = await describeEarlierSeed(db, markers, storedPath);
  return { sectionsCreated, collectionsSeeded, filesDescribed };
}
