/**
 * What each thing a visitor can find becomes in the search index (docs/decisions/0014): a
 * title, headings, body text and the address of its page. Pure functions of the stored rows;
 * a collection's records and a section's entries are built by their registry `search` option.
 */
import type { Fields } from './fields';
import type { SearchPage } from './search-pages';
import { joinWords as join, wordsByWeight } from './search-words';
import { searchKinds, wordsOf, type SearchKind } from './search-text';

export interface SearchDocument {
  source: string;
  kind: SearchKind;
  title: string;
  headings: string;
  body: string;
  url: string;
  publishedAt: Date | null;
}

export { searchKinds, type SearchKind };

/** Bump when documents are built differently: the next start rebuilds the index. */
export const SEARCH_INDEX_VERSION = 3;

/** The words "Did you mean" may correct to: those of a document's title and headings. */
export const termsOf = (doc: SearchDocument) => [
  ...new Set(wordsOf(`${doc.title} ${doc.headings}`).filter((w) => w.length >= 3)),
];

/** A page of the site from its sections' words (content/search-pages.ts). */
export function pageDocument(
  page: SearchPage,
  sections: readonly { fields: Fields; value: Record<string, unknown> }[],
  title: string,
): SearchDocument {
  const words = sections.map((s) => wordsByWeight(s.fields, s.value));
  return {
    source: `page:${page.url}`,
    kind: 'page',
    title: title || page.url,
    headings: join(words.map((w) => w.headings)),
    body: join(words.map((w) => w.body)),
    url: page.url,
    publishedAt: null,
  };
}
