/**
 * The search's new readings of what is typed (issue 52) on generated input: part numbers run
 * together, synonym groups taken from a query (hyphens too), the trade vocabulary merged with
 * an editor's groups, and the most-words search's terms, never more than it weighs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeForms, codeOf, foldText, isCode, SEARCH_MAX } from '../../../content/search-text';
import { loadSearchVocabulary } from '../../../server/services/content/seed-files';
import { SYNONYM_GROUPS_MAX } from '../../../schemas/search-synonyms';
import { MOST_WORDS_MAX, mostWordsTerms } from '../../../server/services/search/search-service';
import { expandQuery, withGroups } from '../../../server/services/search/search-synonyms';
import { anyText, longText, runs } from './generated-text';

const searchVocabulary = await loadSearchVocabulary();

const text = fc.oneof(anyText, longText);
const alnum = fc.string({
  unit: fc.constantFrom(...'abcxyz0123456789'),
  minLength: 1,
  maxLength: 6,
});
const separator = fc.constantFrom('', '-', ' ', '.', '/', ' - ');

describe('a part number', () => {
  it('runs together the same however its parts are separated or cased', () => {
    fc.assert(
      fc.property(
        fc.array(alnum, { minLength: 1, maxLength: 5 }),
        separator,
        separator,
        (parts, a, b) => {
          const printed = parts.join(a).toUpperCase();
          const typed = parts.join(b);
          expect(codeOf(printed)).toBe(codeOf(typed));
          expect(codeOf(codeOf(typed))).toBe(codeOf(typed));
          expect(codeOf(typed)).toMatch(/^[a-z0-9]*$/);
        },
      ),
      runs(),
    );
  });

  it('is indexed as printed, and run together when that differs; never throws', () => {
    fc.assert(
      fc.property(text, (value) => {
        const forms = codeForms(value);
        expect(forms[0]).toBe(value);
        expect(forms.length).toBeLessThanOrEqual(2);
        if (forms[1] !== undefined) expect(forms[1]).toBe(codeOf(value));
        expect(typeof isCode(value)).toBe('boolean');
        if (isCode(value)) expect(codeOf(value).length).toBeGreaterThanOrEqual(4);
      }),
      runs(),
    );
  });
});

describe('a query read with the trade vocabulary', () => {
  it('keeps every word it was not given a group for, and names each group by the words typed', () => {
    fc.assert(
      fc.property(text, (value) => {
        // As the service reads it: at most SEARCH_MAX characters.
        const folded = foldText(value.slice(0, SEARCH_MAX));
        const { anyOf, named, covered, text: rest } = expandQuery(folded, searchVocabulary);
        expect(named).toHaveLength(anyOf.length);
        for (const group of anyOf) expect(searchVocabulary).toContainEqual(group);
        for (const word of rest.split(' ').filter(Boolean)) expect(covered.has(word)).toBe(false);
        const terms = mostWordsTerms(folded, searchVocabulary);
        expect(terms.length).toBeLessThanOrEqual(MOST_WORDS_MAX);
        for (const t of terms) expect(t.phrases.length).toBeGreaterThan(0);
      }),
      runs(),
    );
  });
});

describe('the vocabulary added to an editor’s groups', () => {
  const group = fc.array(fc.constantFrom(...searchVocabulary.flat(), 'mine', 'ours', 'lv'), {
    minLength: 2,
    maxLength: 4,
  });
  it('leaves theirs first and unchanged, puts a term in one group, and stays under the limit', () => {
    fc.assert(
      fc.property(fc.array(group, { maxLength: 220 }), (editors) => {
        const merged = withGroups(editors, searchVocabulary);
        expect(merged.slice(0, editors.length)).toEqual(editors);
        expect(merged.length).toBeLessThanOrEqual(Math.max(editors.length, SYNONYM_GROUPS_MAX));
        const added = merged.slice(editors.length).flat();
        expect(new Set(added).size).toBe(added.length);
        const theirs = new Set(editors.flat());
        expect(added.some((t) => theirs.has(t))).toBe(false);
        // Once added, adding again changes nothing.
        expect(withGroups(merged, searchVocabulary)).toEqual(merged);
      }),
      runs(50),
    );
  });
});
