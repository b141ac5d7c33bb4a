/**
 * Each fact once (issue 30): the seed copy under content/ says nothing twice. A passage of 90
 * or more characters (a sentence of a string in the source) that appears in two places is copy
 * that an editor would have to change twice, and that drifts apart when they change one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PASSAGE = 90;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The sentences of every string literal of a source file, long enough to count. */
function passages(source: string): string[] {
  const literals = source.match(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g) ?? [];
  return literals.flatMap((literal) =>
    literal
      .slice(1, -1)
      .replace(/<[^>]+>/g, ' ')
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.trim())
      .filter((s) => s.length >= PASSAGE),
  );
}

describe('the seed copy under content/', () => {
  it('holds no passage of 90 or more characters twice', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const file of sources('content')) {
      for (const passage of passages(readFileSync(file, 'utf8'))) {
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
