import { useEffect, useRef, useState } from 'react';
import type { MediaItem, MediaList, MediaListQuery } from '../../../../schemas/media';
import { listMedia, type MediaResult } from './media-api';

export interface MediaListState {
  items: MediaItem[];
  /** More pages exist. */
  more: boolean;
  loading: boolean;
  error?: string;
  loadMore: () => void;
  /** Fetches the first page again (after a failure). */
  retry: () => void;
  /** Keep the shown list in step with a change made here (upload, edit, delete). */
  added: (item: MediaItem) => void;
  changed: (item: MediaItem) => void;
  removed: (id: string) => void;
}

/**
 * A page-by-page list of library items for `query`, newest first. `initial` is the first page
 * when the server rendered it (the library screen's loader, for each address); without it (the
 * chooser) the first page is fetched here, again whenever the query changes. Later pages come
 * with "Load more" (`nextCursor`).
 */
export function useMediaList(query: MediaListQuery, initial?: MediaList): MediaListState {
  const [items, setItems] = useState<MediaItem[]>(initial?.media ?? []);
  const [cursor, setCursor] = useState(initial?.nextCursor);
  const [loading, setLoading] = useState(!initial);
  const [error, setError] = useState<string>();
  // The first page to fetch: a new query or a retry asks again; n = 0 is the server's page.
  const key = JSON.stringify(query);
  const [ask, setAsk] = useState({ n: initial ? 0 : 1, key });
  // Answers to an older request (the editor typed on, or asked twice) are dropped.
  const latest = useRef(0);

  const fetchFirst = () => {
    setLoading(true);
    setError(undefined);
    setAsk((a) => ({ n: a.n + 1, key }));
  };
  if (key !== ask.key) {
    if (initial) {
      setItems(initial.media);
      setCursor(initial.nextCursor);
      setLoading(false);
      setError(undefined);
      setAsk({ n: 0, key });
    } else fetchFirst();
  }

  const apply = (
    ticket: number,
    asked: string,
    after: string | undefined,
    result: MediaResult<MediaList>,
  ) => {
    if (ticket !== latest.current || asked !== ask.key) return;
    setLoading(false);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    setItems((shown) => (after ? [...shown, ...result.value.media] : result.value.media));
    setCursor(result.value.nextCursor);
  };
  // The answer is judged by the latest render's state, whenever it arrives.
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });

  useEffect(() => {
    latest.current++;
    if (ask.n === 0) return;
    const ticket = latest.current;
    void listMedia(JSON.parse(ask.key) as MediaListQuery).then((result) =>
      applyRef.current(ticket, ask.key, undefined, result),
    );
  }, [ask]);

  return {
    items,
    more: cursor !== undefined,
    loading,
    error,
    loadMore: () => {
      if (!cursor || loading) return;
      const ticket = ++latest.current;
      setLoading(true);
      setError(undefined);
      void listMedia({ ...query, cursor }).then((result) =>
        applyRef.current(ticket, key, cursor, result),
      );
    },
    retry: fetchFirst,
    added: (item) => setItems((shown) => [item, ...shown.filter((i) => i.id !== item.id)]),
    changed: (item) => setItems((shown) => shown.map((i) => (i.id === item.id ? item : i))),
    removed: (id) => setItems((shown) => shown.filter((i) => i.id !== id)),
  };
}
