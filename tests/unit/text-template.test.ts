import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { around, fillIn } from '../../content/text-template';

describe('sentences with words filled in', () => {
  it('fills each named word and leaves unknown names as written', () => {
    expect(fillIn('{count} results for “{query}”', { count: '1,200+', query: 'IP68 gland' })).toBe(
      '1,200+ results for “IP68 gland”',
    );
    expect(fillIn('Results for {qeury}', { query: 'x' })).toBe('Results for {qeury}');
    expect(fillIn('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });

  it('writes numbers as a reader expects them', () => {
    expect(fillIn('{count} enclosures of {width} mm', { count: 1200, width: 600 })).toBe(
      '1,200 enclosures of 600 mm',
    );
  });

  it('never reads a value as a pattern', () => {
    expect(fillIn('for “{query}”', { query: '$& $1 {query}' })).toBe('for “$& $1 {query}”');
  });

  it('splits a sentence around the place of a link', () => {
    expect(around('Did you mean {suggestion}?', 'suggestion')).toEqual(['Did you mean ', '?']);
    expect(around('Try another spelling.', 'suggestion')).toEqual(['Try another spelling.', '']);
  });

  it('keeps every character of any sentence and value', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (before, value, after) => {
        const template = `${before.replaceAll('{', '(')}{w}${after.replaceAll('{', '(')}`;
        expect(fillIn(template, { w: value })).toBe(
          `${before.replaceAll('{', '(')}${value}${after.replaceAll('{', '(')}`,
        );
        expect(around(template, 'w').join(value)).toBe(fillIn(template, { w: value }));
      }),
    );
  });
});
