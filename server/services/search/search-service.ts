/**
 * The site search (docs/decisions/0014): a query folded and checked, its misspelt words
 * corrected from the index's own words, ranked results ten a page with a snippet each, and the
 * count of matches of each kind for the type filter.
 */
import {
  codeOf,
  foldText,
  isCode,
  SEARCH_MAX,
  snippetOf,
  wordsOf,
} from '../../../content/search-text';
import type { Db } from '../../db/client';
import { COUNT_CAP, searchRepo, type SearchQuery } from '../../repositories/content/search-repo';
import { expandQuery, type SynonymGroups } from './search-synonyms';
import { searchKinds, type SearchKind } from '../../../content/search-documents';

export const SEARCH_PAGE_SIZE = 10;

/**
 * The most words (or synonym groups) of a query the most-words search weighs (issue 52): the
 * rest of a longer query is left out of it, so its work stays bounded whatever is typed.
 */
export const MOST_WORDS_MAX = 8;

/** Web-search syntax by which a query matches with some of its words ("gland or cleat"). */
const OR_OPERATOR = /(^|\s)or(\s|$)/;

/** The shortest and longest part number a query is read as, run together. */
const CODE_MIN = 4;
const CODE_MAX = 40;

/**
 * The terms the most-words search weighs: each word no synonym group took, and each group the
 * query named (any one of its phrases), labelled with the words typed; at most MOST_WORDS_MAX.
 */
export function mostWordsTerms(folded: string, groups: SynonymGroups) {
  const { text, anyOf, named } = expandQuery(folded, groups);
  return [
    ...text
      .split(' ')
      .filter((w) => wordsOf(w).length > 0)
      .map((w) => ({ label: w, phrases: [w] })),
    ...anyOf.map((phrases, i) => ({ label: named[i] ?? phrases[0] ?? '', phrases })),
  ].slice(0, MOST_WORDS_MAX);
}

export interface SearchResult {
  type: SearchKind;
  title: string;
  url: string;
  snippet: string;
  /** The part or model number the query named, as the product prints it. */
  part?: string;
  /** When no page has all the words: the query's words this result lacks. */
  missing?: string[];
}

export interface SearchAnswer {
  /** The query as searched (trimmed). */
  q: string;
  /** The query the results are for when the one typed found nothing and a correction did. */
  showingFor?: string;
  /** A correction worth offering when the query as typed found something. */
  didYouMean?: string;
  /**
   * Set when no page has every word: the results have most of them, and `dropped` are the
   * query's words the first result lacks.
   */
  mostWords?: { dropped: string[] };
  type?: SearchKind;
  results: SearchResult[];
  total: number;
  /** Matches of each kind, whatever the type filter, each counted up to COUNT_CAP. */
  counts: Record<SearchKind, number>;
  /** The kinds with more matches than their count says (over COUNT_CAP). */
  more: SearchKind[];
  page: number;
  pageCount: number;
}

const noCounts = () =>
  Object.fromEntries(searchKinds.map((k) => [k, 0])) as Record<SearchKind, number>;

export const isSearchKind = (value: string): value is SearchKind =>
  (searchKinds as readonly string[]).includes(value);

export function createSearchService(
  db: Db,
  synonyms: { groups(): Promise<SynonymGroups> } = { groups: async () => [] },
) {
  const repo = searchRepo(db);

  /**
   * The query with each word no document contains replaced by the closest known word, if any;
   * words a synonym group takes are left as they are. `unknown`: how many words no document
   * has (then the query as typed finds nothing, unless it says "or").
   */
  async function corrected(
    q: string,
    keep: ReadonlySet<string>,
  ): Promise<{ text?: string; unknown: number }> {
    const words = wordsOf(q);
    // Numbers and codes ("ip68", "tg1200") are not misspellings of anything. At most
    // MOST_WORDS_MAX words are looked up, so a long query costs no more than a short one.
    const candidates = words
      .filter((w) => w.length >= 4 && !/\d/.test(w) && !keep.has(w))
      .slice(0, MOST_WORDS_MAX);
    const found = await repo.wordsFound(candidates);
    let changed = false;
    const fixed = await Promise.all(
      words.map(async (w) => {
        if (!candidates.includes(w) || found.has(w)) return w;
        const closest = await repo.closestTerm(w);
        if (!closest || closest === w) return w;
        changed = true;
        return closest;
      }),
    );
    const unknown = candidates.filter((w) => !found.has(w)).length;
    return changed ? { text: fixed.join(' '), unknown } : { unknown };
  }

  /** The part number a result's headings print that the query names, run together or not. */
  function partIn(headings: string, code: string | undefined): string | undefined {
    if (!code) return undefined;
    const named = headings
      .split('. ')
      .filter((h) => isCode(h) && code.includes(codeOf(h)))
      .sort((a, b) => codeOf(b).length - codeOf(a).length);
    return named[0];
  }

  /** One page of the matches of `query`, its counts, and each result as the visitor reads it. */
  async function answer(
    query: SearchQuery,
    text: string,
    type: SearchKind | undefined,
    page: number,
  ) {
    const [counted, rows] = await Promise.all([
      repo.counts(query),
      repo.find(query, type, {
        offset: (page - 1) * SEARCH_PAGE_SIZE,
        limit: SEARCH_PAGE_SIZE,
      }),
    ]);
    const counts = noCounts();
    const more: SearchKind[] = [];
    for (const [kind, n] of counted) {
      if (!isSearchKind(kind)) continue;
      counts[kind] = Math.min(n, COUNT_CAP);
      if (n > COUNT_CAP) more.push(kind);
    }
    const total = type ? counts[type] : Object.values(counts).reduce((a, b) => a + b, 0);
    const results = rows.map((r) => {
      const part = partIn(r.headings, query.code);
      return {
        source: r.source,
        type: r.kind as SearchKind,
        title: r.title,
        url: r.url,
        snippet: snippetOf(r.body || r.headings, text),
        ...(part ? { part } : {}),
      };
    });
    return { counts, more, total, results };
  }

  /** A query's words and groups, with its letters and digits run together if a part number. */
  function queryOf(folded: string, groups: SynonymGroups): SearchQuery {
    const { text, anyOf } = expandQuery(folded, groups);
    const code = codeOf(folded);
    const named = code.length >= CODE_MIN && code.length <= CODE_MAX && isCode(code);
    return { text, anyOf, ...(named ? { code } : {}) };
  }

  /**
   * When no page has every word (issue 52): the pages with the most of them. The words no page
   * has are left out first; then pages with all but one of the rest; then pages with any,
   * ranked (more words rank higher). Each step is one indexed look-up of a row at most, on at
   * most MOST_WORDS_MAX words, so a long or odd query costs no more than a short one.
   */
  async function mostWords(
    folded: string,
    groups: SynonymGroups,
    type: SearchKind | undefined,
    page: number,
  ) {
    const terms = mostWordsTerms(folded, groups);
    if (terms.length < 2) return undefined;
    const known = await repo.termsKnown(terms.map((t) => t.phrases));
    const read = terms.filter((_, i) => known[i]?.words);
    const found = read.filter((t) => known[terms.indexOf(t)]?.found);
    if (found.length === 0) return undefined;
    const steps = [...new Set([found.length, found.length - 1, 1])].filter(
      // All the words that are read at all is the query that already found nothing.
      (n) => n >= 1 && !(n === read.length && found.length === read.length),
    );
    for (const atLeast of steps) {
      const query: SearchQuery = {
        text: '',
        anyOf: [],
        some: { terms: found.map((t) => t.phrases), atLeast },
      };
      // A step after the first is tried with a one-row look-up: it often finds nothing.
      if (atLeast !== steps[0] && !(await repo.any(query))) continue;
      const got = await answer(query, folded, type, page);
      if (got.total === 0) continue;
      const has = await repo.termsIn(
        got.results.map((r) => r.source),
        read.map((t) => t.phrases),
      );
      const results = got.results.map((r): typeof r & { missing?: string[] } => {
        const lacks = read.filter((_, i) => has.get(r.source)?.[i] !== true).map((t) => t.label);
        return lacks.length > 0 ? { ...r, missing: lacks } : r;
      });
      return { ...got, results, mostWords: { dropped: results[0]?.missing ?? [] } };
    }
    return undefined;
  }

  return {
    /** One page of results for `q` (at most SEARCH_MAX characters; the caller checks). */
    async search({
      q,
      type,
      page = 1,
    }: {
      q: string;
      type?: SearchKind;
      page?: number;
    }): Promise<SearchAnswer> {
      const query = q.trim().slice(0, SEARCH_MAX);
      const empty: SearchAnswer = {
        q: query,
        type,
        results: [],
        total: 0,
        counts: noCounts(),
        more: [],
        page,
        pageCount: 1,
      };
      if (wordsOf(query).length === 0) return empty;
      const folded = foldText(query);
      const groups = await synonyms.groups();
      // A word no document has is corrected first: the corrected query is searched instead
      // of the one typed (which would find little), and the page says so.
      const { text: correction, unknown } = await corrected(
        folded,
        expandQuery(folded, groups).covered,
      );
      let found = correction
        ? await answer(queryOf(correction, groups), correction, type, page)
        : undefined;
      let showingFor: string | undefined;
      let didYouMean: string | undefined;
      let mostOf: { dropped: string[] } | undefined;
      if (found && found.total > 0) showingFor = correction;
      else {
        // With a word no document has and no "or", the query as typed finds nothing: not
        // asked, which spares the most-words search a count and a page.
        found =
          unknown > 0 && !OR_OPERATOR.test(folded)
            ? { counts: noCounts(), more: [], total: 0, results: [] }
            : await answer(queryOf(folded, groups), folded, type, page);
        if (correction) didYouMean = correction;
        if (found.total === 0) {
          // No page has every word: the pages with most of them, and the correction, if
          // any, offered as "Did you mean" (its words may find more).
          const most = await mostWords(folded, groups, type, page);
          if (most) {
            found = most;
            mostOf = most.mostWords;
          }
        }
        if (found.total === 0) didYouMean = undefined;
      }
      return {
        ...empty,
        counts: found.counts,
        more: found.more,
        total: found.total,
        results: found.results.map(({ source: _source, ...r }) => r),
        showingFor,
        didYouMean,
        ...(mostOf ? { mostWords: mostOf } : {}),
        pageCount: Math.max(1, Math.ceil(found.total / SEARCH_PAGE_SIZE)),
      };
    },

    /** Up to `limit` titles for suggestions while typing. */
    async suggest(q: string, limit = 6) {
      const text = foldText(q).slice(0, SEARCH_MAX);
      if (text.length < 2) return [];
      return (await repo.titlesLike(text, limit)).map((r) => ({
        type: r.kind as SearchKind,
        title: r.title,
        url: r.url,
      }));
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
