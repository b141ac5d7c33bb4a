import { describe, expect, it } from 'vitest';
import { foldText, highlightRanges, snippetOf, wordsOf } from '../../content/search-text';

describe('how the search reads text', () => {
  it('folds case and accents, and splits words', () => {
    expect(foldText('  Câble  ÉTANCHE ')).toBe('cable etanche');
    expect(wordsOf('IP68 brass-gland, M20×1.5')).toEqual(
      ['ip68', 'brass', 'gland', 'm20', '1', '5'].filter((w) => w.length >= 2),
    );
  });

  it('marks the words that begin like the query’s, whatever their case or ending', () => {
    const text = 'Gas generators and a Generator set';
    const marked = highlightRanges(text, 'GENERATOR').map(([a, b]) => text.slice(a, b));
    expect(marked).toEqual(['generators', 'Generator']);
    expect(highlightRanges(text, '')).toEqual([]);
  });

  it('cuts a long text around the first match, on word boundaries', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(20)}Our kammprofile gaskets seal heat exchangers. ${'More words here. '.repeat(20)}`;
    const snippet = snippetOf(text, 'kammprofile', 120);
    expect(snippet).toContain('kammprofile');
    expect(snippet.startsWith('… ')).toBe(true);
    expect(snippet.endsWith(' …')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(124);
    expect(snippetOf('Short text.', 'x')).toBe('Short text.');
  });
});
