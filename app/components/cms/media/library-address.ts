/**
 * The library screen's address: its search and filter are in the URL (`?q=&type=&unused=`), so
 * the server renders the first page, a filtered view can be bookmarked, and Back works.
 */
import { mediaListQuery, type MediaItem, type MediaListQuery } from '../../../../schemas/media';
import { hrefWith } from '../paging';

export const LIBRARY_PATH = '/cms/media';

/** The parameters the screen reads; anything else in the address is ignored. */
const keys = ['q', 'type', 'unused'] as const;

/**
 * The list query in an address, by the API's rules; a value that breaks one (a hand-edited
 * link) is dropped rather than failing the screen.
 */
export function libraryQuery(params: URLSearchParams): MediaListQuery {
  const raw: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const parsed = mediaListQuery.safeParse(raw);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  return mediaListQuery.parse(Object.fromEntries(Object.entries(raw).filter(([k]) => !bad.has(k))));
}

export interface LibraryFilter {
  key: 'all' | 'image' | 'video' | 'document' | 'unused';
  label: string;
  /** What the grid shows under it, in a sentence: "No images match …". */
  noun: string;
  query: Pick<MediaListQuery, 'type' | 'unused'>;
}

/** The filters above the grid: by kind, or the files nothing uses (to tidy up). */
export const libraryFilters: readonly LibraryFilter[] = [
  { key: 'all', label: 'All', noun: 'files', query: {} },
  { key: 'image', label: 'Images', noun: 'images', query: { type: 'image' } },
  { key: 'video', label: 'Video', noun: 'videos', query: { type: 'video' } },
  { key: 'document', label: 'Documents', noun: 'documents', query: { type: 'document' } },
  { key: 'unused', label: 'Unused', noun: 'unused files', query: { unused: 'true' } },
];

export function activeFilter(query: MediaListQuery): LibraryFilter['key'] {
  if (query.unused === 'true') return 'unused';
  return query.type ?? 'all';
}

/**
 * Whether a file just uploaded belongs in the grid of `query` (a new upload is unused, so only
 * its kind and the search matter), as the server would have listed it.
 */
export function shownUnder(item: MediaItem, query: MediaListQuery): boolean {
  if (query.type && item.type !== query.type) return false;
  const q = query.q?.toLowerCase();
  return !q || [item.filename, item.alt ?? '', item.url].some((t) => t.toLowerCase().includes(q));
}

/** The screen's address for a query. */
export const libraryHref = (query: MediaListQuery) =>
  hrefWith(LIBRARY_PATH, { q: query.q, type: query.type, unused: query.unused });
