/**
 * The search box's suggestions (search-box.tsx): titles fetched while typing (after two
 * characters, debounced), shown as the combobox's listbox; arrows move through them, Enter
 * opens one, Escape closes them. Loaded the first time a box gets focus or input, so pages
 * whose visitors never search do not fetch it.
 */
import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MAX, type SearchKind } from '../../../content/search-text';

interface Suggestion {
  type: SearchKind;
  title: string;
  url: string;
}

/** What the box's input says about the list (aria-expanded, aria-activedescendant, live text). */
export interface ListState {
  shown: boolean;
  count: number;
  activeId?: string;
}

export type KeyHandler = (e: KeyboardEvent<HTMLInputElement>) => void;

const DEBOUNCE_MS = 200;

const none: Suggestion[] = [];

function useSuggestions(value: string) {
  const [items, setItems] = useState<Suggestion[]>(none);
  const q = value.trim();
  useEffect(() => {
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/v1/search/suggestions?q=${encodeURIComponent(q.slice(0, SEARCH_MAX))}`, {
        signal: controller.signal,
      })
        .then((res) => (res.ok ? (res.json() as Promise<{ suggestions: Suggestion[] }>) : null))
        .then((body) => setItems(body?.suggestions ?? []))
        // Suggestions are a help: when they cannot be fetched the form still searches.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  return q.length < 2 ? none : items;
}

export default function SearchSuggestions({
  listId,
  label,
  types,
  value,
  open,
  setOpen,
  keysRef,
  onList,
}: {
  listId: string;
  label: string;
  types: Record<SearchKind, string>;
  value: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Where the box's input finds this list's keyboard handling. */
  keysRef: RefObject<KeyHandler | undefined>;
  onList: (state: ListState) => void;
}) {
  const navigate = useNavigate();
  const items = useSuggestions(value);
  // The chosen suggestion belongs to the list it was chosen in; a new list starts unchosen.
  const [chosen, setChosen] = useState({ items, index: -1 });
  const active = chosen.items === items ? chosen.index : -1;
  const shown = open && items.length > 0;
  const activeId = shown && active >= 0 ? `${listId}-${active}` : undefined;

  const go = (s: Suggestion) => {
    setOpen(false);
    void navigate(s.url);
  };

  const onKeyDown: KeyHandler = (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (items.length === 0) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: past either end of the list, back to what was typed.
      const next = active + step;
      setChosen({ items, index: next >= items.length ? -1 : next < -1 ? items.length - 1 : next });
    } else if (e.key === 'Enter' && shown && active >= 0 && items[active]) {
      e.preventDefault();
      go(items[active]);
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
    }
  };
  useEffect(() => {
    keysRef.current = onKeyDown;
  });
  useEffect(
    () => onList({ shown, count: items.length, activeId }),
    [onList, shown, items, activeId],
  );

  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={label}
      hidden={!shown}
      className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border border-slate-200 bg-white text-left shadow-lg"
    >
      {items.map((s, i) => (
        <li
          key={s.url}
          id={`${listId}-${i}`}
          role="option"
          aria-selected={i === active}
          // Keeps the input's focus, so the blur does not close the list before the click.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => go(s)}
          className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm text-slate-900 ${
            i === active ? 'bg-brand-100' : 'hover:bg-slate-50'
          }`}
        >
          <span>{s.title}</span>
          <span className="shrink-0 text-xs text-slate-600">{types[s.type]}</span>
        </li>
      ))}
    </ul>
  );
}
