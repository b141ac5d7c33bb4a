/**
 * The seed is data (issue 54, point 2): every data file of the seed reads against the
 * declarations an editor's write is checked against (content/seed-data.ts), holds nothing no
 * section or collection reads, and names only what the seed makes; a file that does not read
 * fails with its name and the path and line of each problem in it.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collections, seedAreas } from '../../content/registry';
import * as home from '../../content/sections/home';
import {
  loadCollectionSeeds,
  loadSearchVocabulary,
  loadSectionSeeds,
  loadSeedRecords,
  readSeedFile,
} from '../../server/services/content/seed-files';
import { recordSlug } from '../../server/services/shared/slug';

const vocabulary = 'content/seed/search-vocabulary.yaml';

/** Every data file of the seed in the tree: content/seed/ and the families' folders. */
async function seedFilesOnDisk(): Promise<string[]> {
  const inContent = (await readdir('content/seed', { recursive: true, encoding: 'utf8' }))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => `content/seed/${f}`);
  const families = (await readdir('app/catalogue', { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => `app/catalogue/${d.name}/seed.yaml`);
  return [...inContent, ...families].sort();
}

/** What each declared file is read for: its names at the top, by file. */
function namesByFile(): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>([[vocabulary, new Set(['groups'])]]);
  const add = (file: string, name: string) => names.set(file, new Set(names.get(file)).add(name));
  for (const { sections, seed } of seedAreas) {
    for (const s of sections) if (seed && !s.backedBy) add(seed, s.key);
  }
  for (const c of Object.values(collections)) {
    for (const f of 'files' in c.seed ? c.seed.files : []) add(f.path, f.at);
  }
  return names;
}

describe('the seed’s data files', () => {
  it('all read against their declarations', async () => {
    const sections = await loadSectionSeeds();
    expect(sections.size).toBeGreaterThan(30);
    const records = await loadCollectionSeeds();
    expect(records.get('products')?.length).toBeGreaterThan(30);
    expect(await loadSearchVocabulary()).not.toHaveLength(0);
  });

  it('are every file of content/seed/ and the families’ folders, each read whole', async () => {
    const names = namesByFile();
    expect(await seedFilesOnDisk()).toEqual([...names.keys()].sort());
    for (const [file, read] of names) {
      const { data } = await readSeedFile(file);
      expect(Object.keys(data).sort(), file).toEqual([...read].sort());
    }
  });

  it('name only the industries and case studies the seed makes', async () => {
    const industries = (await loadSectionSeeds()).get('catalogue/industries') as {
      industries: { slug: string }[];
    };
    const slugs = new Set(industries.industries.map((i) => i.slug));
    const studies = await loadSeedRecords(collections.caseStudies);
    const rule = collections.caseStudies.slug!;
    const studySlugs = new Set(studies.map((c) => recordSlug(rule, c)));
    for (const product of await loadSeedRecords(collections.products)) {
      const where = `${String(product.family)}/${String(product.slug)}`;
      for (const i of product.industries as string[]) expect(slugs, where).toContain(i);
      for (const c of product.caseStudies as string[]) expect(studySlugs, where).toContain(c);
    }
  });
});

describe('a seed file that does not read', () => {
  it('names the file, and the path and line of each problem in it', async () => {
    const file = 'tests/fixtures/seed/bad-products.yaml';
    const read = loadSeedRecords(collections.products, [
      { path: file, at: 'products', with: { family: 'gaskets' } },
    ]);
    await expect(read).rejects.toThrow(file);
    const message = await read.catch((e: Error) => e.message);
    for (const problem of [
      /products\.0\.sumary \(line 7\): no such field here; the fields are name, family, slug/,
      /products\.0\.industries \(line 8\): Invalid input: expected array, received string/,
      /products\.0\.details\.gasketTypes\.0\.image\.size \(line 13\): a size is <width>x<height>/,
      /products\.0\.details\.flipCardText \(line 14\): no such field here/,
      /products\.1\.name \(line 15\): Enter the product name/,
      /products\.1\.specs\.0\.filter \(line 18\): Choose one of: No, Yes, buyers filter on it/,
      /products\.1\.images\.1\.file \(line 19\): content\/seed\/assets\/descriptions\.ts describes no no-such-file\.mp4/,
    ]) {
      expect(message).toMatch(problem);
    }
  });

  it('says which section is missing, unknown or wrongly given', async () => {
    const file = 'tests/fixtures/seed/bad-sections.yaml';
    const message = await loadSectionSeeds([{ sections: home.sections, seed: file }]).then(
      () => 'read',
      (e: Error) => e.message,
    );
    expect(message).toContain(file);
    for (const problem of [
      /home\/hero\.smallText \(line 3\): missing: a section gives every field/,
      /home\/hero\.lightTextTwo \(line 5\): Invalid input: expected string, received array/,
      /home\/page: missing: the file gives each of its sections/,
      /home\/heroes \(line 9\): no section of its area/,
    ]) {
      expect(message).toMatch(problem);
    }
  });

  it('that is no YAML names the file and the line', async () => {
    await mkdir('.tmp', { recursive: true });
    const file = join('.tmp', `seed-not-yaml-${process.pid}.yaml`);
    await writeFile(file, 'products:\n  - name: Indented wrongly\n   slug: nowhere\n');
    await expect(readSeedFile(file)).rejects.toThrow(
      new RegExp(`${file.replace(/\./g, '\\.')} is not seed data[\\s\\S]*line 3`),
    );
  });
});
