/**
 * Each fact once (issue 30): the seed copy says nothing twice, in its data files (content/seed/,
 * the families' seed.yaml) or in a string of content/'s code. A passage of 90 or more characters
 * (a sentence of a text) that appears in two places is copy that an editor would have to change
 * twice, and that drifts apart when they change one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSeedFile } from '../../server/services/content/seed-files';

const PASSAGE = 90;

function sources(dir: string, ending = '.ts'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path, ending);
    return entry.name.endsWith(ending) ? [path] : [];
  });
}

/** The seed's data files: content/seed/ and each family's folder. */
const dataFiles = [
  ...sources('content/seed', '.yaml'),
  ...readdirSync('app/catalogue', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join('app/catalogue', entry.name, 'seed.yaml')),
];

/** Every text of a value read from a data file. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(textsOf)
      : [];

/** The sentences of texts, long enough to count. */
const sentences = (texts: string[]): string[] =>
  texts.flatMap((text) =>
    text
      .replace(/<[^>]+>/g, ' ')
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.trim())
      .filter((s) => s.length >= PASSAGE),
  );

/** The sentences of every string literal of a source file. */
const passages = (source: string): string[] =>
  sentences(
    (source.match(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g) ?? []).map((l) => l.slice(1, -1)),
  );

describe('the seed copy', () => {
  it('holds no passage of 90 or more characters twice', async () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    const read = await Promise.all(
      dataFiles.map(async (file) => [file, textsOf((await readSeedFile(file)).data)] as const),
    );
    const all = [
      ...read.map(([file, texts]) => [file, sentences(texts)] as const),
      ...sources('content').map((file) => [file, passages(readFileSync(file, 'utf8'))] as const),
    ];
    expect(all.length).toBeGreaterThan(dataFiles.length);
    for (const [file, found] of all) {
      for (const passage of found) {
        const first = seen.get(passage);
        if (first) twice.push(`${first} and ${file}: ${passage.slice(0, 80)}…`);
        else seen.set(passage, file);
      }
    }
    expect(twice).toEqual([]);
  });

  it('finds a passage written twice (the check itself works)', () => {
    const sentence = 'A'.repeat(PASSAGE);
    expect(passages(`const a = '${sentence}. Short.'; const b = \`${sentence}\`;`)).toEqual([
      `${sentence}.`,
      sentence,
    ]);
  });
});
