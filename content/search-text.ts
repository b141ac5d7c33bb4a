/**
 * How the site search reads text (docs/decisions/0014), shared by the index, the service and
 * the results page: folded to lower case without accents, split into words, and the words a
 * result's snippet marks.
 */

/** What a result can be, in the order the type filter lists them. */
export const searchKinds = ['product', 'family', 'industry', 'case-study', 'news', 'page'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** The longest query the search takes; longer is a 400. */
export const SEARCH_MAX = 200;

/** Lower case, accents removed ("Café" → "cafe"), spaces collapsed. */
export const foldText = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The words of a text, folded: letters and digits, at least two of them. */
export const wordsOf = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);

/**
 * A text's letters and digits run together, folded: what a part number is however it is typed
 * ("TG-A316L-M25", "tg a316l m25" and "TGA316LM25" are all "tga316lm25", issue 52).
 */
export const codeOf = (text: string) => foldText(text).replace(/[^\p{L}\p{N}]+/gu, '');

/** Whether a text reads as a part or model number: one token of letters and digits both. */
export const isCode = (text: string) =>
  !/\s/.test(text.trim()) && /\p{L}/u.test(text) && /\p{N}/u.test(text) && codeOf(text).length >= 4;

/** A part number as printed and, when it has dashes, dots or spaces, run together as well. */
export const codeForms = (part: string) => {
  const code = codeOf(part);
  return code && code !== foldText(part) ? [part, code] : [part];
};

/**
 * Where a result's text contains the query's words: ranges of the words that begin like one of
 * them (the first five letters, so "generators" marks "generator" and "gland" marks "glands").
 */
export function highlightRanges(text: string, query: string): [number, number][] {
  const stems = [...new Set(wordsOf(query).map((w) => w.slice(0, 5)))];
  if (stems.length === 0) return [];
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = foldText(match[0]);
    if (stems.some((s) => word.startsWith(s))) {
      ranges.push([match.index, match.index + match[0].length]);
    }
  }
  return ranges;
}

/** At most `length` characters of `text` around the first word the query matches. */
export function snippetOf(text: string, query: string, length = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const first = highlightRanges(flat, query)[0]?.[0] ?? 0;
  const start = Math.max(0, Math.min(first - 60, flat.length - length));
  const from = start === 0 ? 0 : flat.indexOf(' ', start) + 1;
  const cut = flat.slice(from, from + length);
  const end = from + length < flat.length ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${from > 0 ? '… ' : ''}${end}${from + length < flat.length ? ' …' : ''}`;
}

/**
 * The search page says how many results it found in this header (app/routes/search.tsx); the
 * response cache repeats it with the page, and the search counts read it
 * (server/ssr/count-visits.ts, issue 33).
 */
export const SEARCH_RESULTS_HEADER = 'x-search-results';
