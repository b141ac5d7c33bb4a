import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupByCategory, type LightItem } from '../../app/catalogue/lights-wiring/lights';
import { CONTENT_ID_PREFIX, contentId, prefixedFragment, slug } from '../../app/content-ids';

const light = (category: string): LightItem => ({
  category,
  name: category,
  description: '',
  image: { src: '', variants: [] } as unknown as LightItem['image'],
});

/** Every source file of the app, the client and the server side of it. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('ids from content', () => {
  it('are the slug of the text after the content prefix', () => {
    expect(contentId('Panel Light', 'other')).toBe('c-panel-light');
    expect(contentId('  /*rr hydrate*/ ', 'other')).toBe('c-rr-hydrate');
    expect(contentId('RR Hydrate', 'other')).toBe('c-rr-hydrate');
    expect(contentId('__proto__', 'other')).toBe('c-proto');
    expect(contentId('---', 'other')).toBe('c-other');
    expect(slug('Main')).toBe('main');
  });

  it('can never be one the app writes, nor a JavaScript identifier that shadows a global', () => {
    for (const text of ['rr-hydrate', 'main', 'mobile-menu', 'process', 'exports', 'define', '']) {
      const id = contentId(text, 'other');
      expect(id.startsWith(CONTENT_ID_PREFIX)).toBe(true);
      expect(id).toMatch(/^c-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(/^[A-Za-z_$][\w$]*$/.test(id)).toBe(false);
    }
  });

  it('name the lights’ groups, categories differing in case or spacing merged', () => {
    const groups = groupByCategory([
      light('Panel Light'),
      light('/*rr hydrate*/'),
      light('panel  light'),
    ]);
    expect(groups.map((g) => g.id)).toEqual(['c-panel-light', 'c-rr-hydrate']);
    expect(groups[0]?.items).toHaveLength(2);
  });

  it('old unprefixed addresses map into the content namespace, nothing else does', () => {
    expect(prefixedFragment('panel-light')).toBe('c-panel-light');
    expect(prefixedFragment('c-panel-light')).toBeUndefined();
    expect(prefixedFragment('Panel Light')).toBeUndefined();
    expect(prefixedFragment('')).toBeUndefined();
  });

  it('the app’s own code writes no id in the content namespace', () => {
    // `id="c-…"`, id={`c-…`}, `id: 'c-…'`, htmlFor and the aria references alike.
    const literal =
      /\b(id|htmlFor|anchor|aria-labelledby|aria-describedby|aria-controls)\s*[=:]\s*\{?\s*["'`]c-/;
    const found = sources('app').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => (literal.test(line) ? `${file}:${i + 1}: ${line.trim()}` : ''))
        .filter(Boolean),
    );
    expect(found).toEqual([]);
  });
});
