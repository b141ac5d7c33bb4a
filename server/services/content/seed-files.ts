/**
 * The seed's data files, read for the seeder (issue 54, point 2): each area's sections
 * (content/seed/<area>.yaml), each collection's records (content/seed/collections/, a family's
 * folder) and the search vocabulary, each value checked against its declaration as
 * content/seed-data.ts says. A file that does not read stops the start with every problem in it,
 * each named by its path in the file and its line. Files are found from the project's root, in
 * the source tree as from a build (server/paths.ts), as content/seed/assets/ is.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as yaml from 'yaml';
import type { z } from 'zod';
import type { Layouts, SeedFile } from '../../../content/collection';
import type { Fields } from '../../../content/fields';
import { collections, seedAreas } from '../../../content/registry';
import {
  isMapping,
  readSeedValue,
  SeedFileError,
  type SeedPath,
  type SeedProblem,
} from '../../../content/seed-data';
import { groupsOfText, synonymsInput } from '../../../schemas/search-synonyms';
import { projectRoot } from '../../paths';

interface ParsedFile {
  data: Record<string, unknown>;
  /** Throws the file's problems, each with its line. */
  fail(problems: readonly SeedProblem[]): never;
}

/** The line of what `path` names in the file (a key, a list's entry), or of the nearest above. */
function lineOf(doc: yaml.Document, lines: yaml.LineCounter, path: SeedPath) {
  const { isMap, isScalar, isSeq } = yaml;
  for (let n = path.length; n > 0; n--) {
    const parent = n === 1 ? doc.contents : doc.getIn(path.slice(0, n - 1), true);
    const last = path[n - 1];
    const node = isMap(parent)
      ? parent.items.find((pair) => isScalar(pair.key) && pair.key.value === last)?.key
      : isSeq(parent) && typeof last === 'number'
        ? parent.items[last]
        : undefined;
    const range = (node as { range?: [number, number, number] } | undefined)?.range;
    if (range) return lines.linePos(range[0]).line;
  }
  return undefined;
}

/** A seed file: YAML whose every scalar is text (the failsafe schema), a mapping at the top. */
export async function readSeedFile(path: string): Promise<ParsedFile> {
  const text = await readFile(join(projectRoot, path), 'utf8');
  const lines = new yaml.LineCounter();
  const doc = yaml.parseDocument(text, {
    schema: 'failsafe',
    lineCounter: lines,
    prettyErrors: true,
  });
  const fail = (problems: readonly SeedProblem[]): never => {
    throw new SeedFileError(
      path,
      problems.map((p) => ({ ...p, line: lineOf(doc, lines, p.path) })),
    );
  };
  const [error] = doc.errors;
  if (error) {
    const at = error.linePos?.[0];
    throw new SeedFileError(path, [{ path: [], line: at?.line, message: error.message }]);
  }
  const data: unknown = doc.toJS();
  if (!isMapping(data))
    return fail([{ path: [], message: 'expected names and values at the top' }]);
  return { data, fail };
}

/** The first-start value of every section of the areas, by section key. */
export async function loadSectionSeeds(areas = seedAreas): Promise<ReadonlyMap<string, object>> {
  const files = await Promise.all(
    areas.map(async ({ sections, seed }) => {
      if (!seed) return [];
      const { data, fail } = await readSeedFile(seed);
      const seeded = sections.filter((s) => !s.backedBy);
      const problems: SeedProblem[] = [];
      const values = seeded.map((s) => {
        if (!(s.key in data)) {
          problems.push({ path: [s.key], message: 'missing: the file gives each of its sections' });
        }
        const read = readSeedValue({ ...s, complete: true }, data[s.key], [s.key]);
        problems.push(...(s.key in data ? read.problems : []));
        return [s.key, read.value] as const;
      });
      const keys: string[] = seeded.map((s) => s.key);
      for (const key of Object.keys(data).filter((k) => !keys.includes(k))) {
        problems.push({
          path: [key],
          message: `no section of its area: they are ${keys.join(', ')}`,
        });
      }
      if (problems.length > 0) fail(problems);
      return values;
    }),
  );
  return new Map(files.flat());
}

/** What reading a collection's seed needs of it. */
interface SeededCollection {
  fields: Fields;
  schema: z.ZodType;
  layouts?: Layouts;
  required?: Readonly<Partial<Record<string, string>>>;
  slug?: object;
  seed: readonly Record<string, unknown>[] | { files: readonly SeedFile[] };
}

/**
 * A collection's first-start records, oldest first, as the seeder stores them (an image as its
 * marker); `files` are where they are kept, the collection's own by default.
 */
export async function loadSeedRecords(
  collection: SeededCollection,
  given?: readonly SeedFile[],
): Promise<Record<string, unknown>[]> {
  const { seed } = collection;
  const files = given ?? ('files' in seed ? seed.files : undefined);
  if (!files) return 'files' in seed ? [] : [...seed];
  const shape = {
    ...collection,
    complete: false,
    extra: collection.slug && !('slug' in collection.fields) ? ['slug'] : [],
  };
  const lists = await Promise.all(
    files.map(async ({ path, at, with: placed = {} }) => {
      const { data, fail } = await readSeedFile(path);
      const problems: SeedProblem[] = [];
      const list = data[at];
      if (list === undefined)
        problems.push({ path: [at], message: 'missing: the records go here' });
      const one = !Array.isArray(list);
      const raw: unknown[] = Array.isArray(list) ? list : list === undefined ? [] : [list];
      const records = raw.map((record, i) => {
        const path: SeedPath = one ? [at] : [at, i];
        for (const name of Object.keys(placed).filter((n) => isMapping(record) && n in record)) {
          const message = `leave it out: where the file is gives it (${placed[name]})`;
          problems.push({ path: [...path, name], message });
        }
        const value = readSeedValue(
          shape,
          isMapping(record) ? { ...record, ...placed } : record,
          path,
        );
        problems.push(...value.problems);
        return value.value;
      });
      if (problems.length > 0) fail(problems);
      return records;
    }),
  );
  return lists.flat();
}

/** Every collection's first-start records, by collection. */
export const loadCollectionSeeds = async () =>
  new Map(
    await Promise.all(
      Object.entries(collections).map(
        async ([name, c]) => [name, await loadSeedRecords(c)] as const,
      ),
    ),
  );

/**
 * The trade's words a new site's search starts with (content/seed/search-vocabulary.yaml, issue
 * 52): synonym groups as Settings → Search takes them, a group a line.
 */
export async function loadSearchVocabulary(): Promise<string[][]> {
  const { data, fail } = await readSeedFile('content/seed/search-vocabulary.yaml');
  const text = data.groups;
  const groups = typeof text === 'string' ? groupsOfText(text) : [];
  const checked = synonymsInput.safeParse({ groups });
  if (typeof text !== 'string') fail([{ path: ['groups'], message: 'expected a group a line' }]);
  if (!checked.success) {
    fail(
      checked.error.issues.map((i) => ({
        path: ['groups'],
        message: `${i.path.join('.')}: ${i.message}`,
      })),
    );
  }
  return groups;
}
