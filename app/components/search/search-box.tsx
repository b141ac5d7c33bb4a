/**
 * The site search box: a plain GET form to /search, so it works with JavaScript off. A page
 * showing another query gives the box a new `key`, so it starts from that query. Once the
 * page is interactive it also suggests titles while typing (after two characters, debounced),
 * as an ARIA combobox: arrows move through the suggestions, Enter opens one, Escape closes.
 */
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Form, useNavigate } from 'react-router';
import { Glyph } from '../ui/glyph';
import { SEARCH_MAX, type SearchKind } from '../../../content/search-text';

interface Suggestion {
  type: SearchKind;
  title: string;
  url: string;
}

export interface SearchBoxText {
  boxLabel: string;
  placeholder: string;
  submitLabel: string;
}

const DEBOUNCE_MS = 200;

const none: Suggestion[] = [];

/** True once the page is interactive (false while rendered on the server and hydrating). */
const useEnhanced = () =>
  useSyncExternalStore(
    () => () => undefined,
    () => true,
    () => false,
  );

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

export function SearchBox({
  text,
  types,
  defaultValue = '',
  variant,
}: {
  text: SearchBoxText;
  /** What each type of suggestion is called. */
  types: Record<SearchKind, string>;
  defaultValue?: string;
  variant: 'header' | 'menu' | 'page';
}) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const navigate = useNavigate();
  const [value, setValue] = useState(defaultValue);
  const enhanced = useEnhanced();
  const [open, setOpen] = useState(false);
  const items = useSuggestions(enhanced ? value : '');
  // The chosen suggestion belongs to the list it was chosen in; a new list starts unchosen.
  const [chosen, setChosen] = useState({ items, index: -1 });
  const active = chosen.items === items ? chosen.index : -1;
  const shown = open && items.length > 0;

  const go = (s: Suggestion) => {
    setOpen(false);
    void navigate(s.url);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
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

  const styles = {
    // Beside the full menu and the quote link: narrower where the header is narrowest.
    header: { form: 'relative hidden min-w-24 w-36 xl:block 2xl:w-56', input: 'min-h-10 text-sm' },
    menu: { form: 'relative px-5 py-4', input: 'min-h-11' },
    page: { form: 'relative', input: 'min-h-12 text-lg' },
  }[variant];

  return (
    <Form method="get" action="/search" role="search" className={styles.form}>
      <label
        htmlFor={`${id}-q`}
        className={variant === 'page' ? 'mb-2 block font-medium' : 'sr-only'}
      >
        {text.boxLabel}
      </label>
      <div className="flex">
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          maxLength={SEARCH_MAX}
          placeholder={text.placeholder}
          autoComplete="off"
          className={`w-full min-w-0 rounded-l-md border border-slate-300 bg-white px-3 text-slate-900 ${styles.input}`}
          {...(enhanced && {
            role: 'combobox',
            'aria-autocomplete': 'list' as const,
            'aria-expanded': shown,
            'aria-controls': listId,
            'aria-activedescendant': shown && active >= 0 ? `${listId}-${active}` : undefined,
          })}
        />
        <button
          type="submit"
          className="inline-flex shrink-0 items-center rounded-r-md bg-brand-900 px-3 font-semibold text-white hover:bg-brand-800"
        >
          <Glyph name="search" className="size-5" />
          <span className={variant === 'page' ? 'ml-2' : 'sr-only'}>{text.submitLabel}</span>
        </button>
      </div>
      {enhanced && (
        <ul
          id={listId}
          role="listbox"
          aria-label={text.boxLabel}
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
      )}
      {enhanced && (
        <p aria-live="polite" className="sr-only">
          {shown ? `${items.length} suggestions; use the arrow keys to choose one.` : ''}
        </p>
      )}
    </Form>
  );
}
