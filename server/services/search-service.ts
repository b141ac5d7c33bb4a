/**
 * The site search (docs/decisions/0014): a query folded and checked, its misspelt words
 * corrected from the index's own words, ranked results ten a page with a snippet each, and the
 * count of matches of each kind for the type filter.
 */
import { foldText, SEARCH_MAX, snippetOf, wordsOf } from '../../content/search-text';
import type { Db } from '../db/client';
import { COUNT_CAP, searchRepo } from '../repositories/search-repo';
import { expandQuery, type SynonymGroups } from './search-synonyms';
import { searchKinds, type SearchKind } from './search-documents';

export const SEARCH_PAGE_SIZE = 10;

export interface SearchResult {
  type: SearchKind;
  title: string;
  url: string;
  snippet: string;
}

export interface SearchAnswer {
  /** The query as searched (trimmed). */
  q: string;
  /** The query the results are for when the one typed found nothing and a correction did. */
  showingFor?: string;
  /** A correction worth offering when the query as typed found something. */
  didYouMean?: string;
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
   * The query with each word no document contains replaced by the closest known word; words a
   * synonym group takes are left as they are.
   */
  async function corrected(q: string, keep: ReadonlySet<string>): Promise<string | undefined> {
    const words = wordsOf(q);
    // Numbers and codes ("ip68", "tg1200") are not misspellings of anything.
    const candidates = words.filter((w) => w.length >= 4 && !/\d/.test(w) && !keep.has(w));
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
    return changed ? fixed.join(' ') : undefined;
  }

  async function answer(
    text: string,
    groups: SynonymGroups,
    type: SearchKind | undefined,
    page: number,
  ) {
    const { text: rest, anyOf } = expandQuery(text, groups);
    const query = { text: rest, anyOf };
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
    const results = rows.map((r) => ({
      type: r.kind as SearchKind,
      title: r.title,
      url: r.url,
      snippet: snippetOf(r.body || r.headings, text),
    }));
    return { counts, more, total, results };
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
      const correction = await corrected(folded, expandQuery(folded, groups).covered);
      let found = correction ? await answer(correction, groups, type, page) : undefined;
      let showingFor: string | undefined;
      let didYouMean: string | undefined;
      if (found && found.total > 0) showingFor = correction;
      else {
        found = await answer(folded, groups, type, page);
        if (correction && found.total > 0) didYouMean = correction;
      }
      return {
        ...empty,
        ...found,
        showingFor,
        didYouMean,
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
