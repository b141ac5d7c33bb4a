/**
 * The site search box: a plain GET form to /search, so it works with JavaScript off. A page
 * showing another query gives the box a new `key`, so it starts from that query. Once the
 * page is interactive it is an ARIA combobox that suggests titles while typing; the
 * suggestions' code (search-suggestions.tsx) is fetched when the box is first focused or typed
 * in, not with every page.
 */
import { lazy, Suspense, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Form } from 'react-router';
import { Glyph } from '../ui/glyph';
import { SEARCH_MAX, type SearchKind } from '../../../content/search-text';
import type { KeyHandler, ListState } from './search-suggestions';

const SearchSuggestions = lazy(() => import('./search-suggestions'));

export interface SearchBoxText {
  boxLabel: string;
  placeholder: string;
  submitLabel: string;
}

const closed: ListState = { shown: false, count: 0 };

/** True once the page is interactive (false while rendered on the server and hydrating). */
const useEnhanced = () =>
  useSyncExternalStore(
    () => () => undefined,
    () => true,
    () => false,
  );

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
  const [value, setValue] = useState(defaultValue);
  const enhanced = useEnhanced();
  const [open, setOpen] = useState(false);
  // Set on first focus or input: from then on the suggestions' code is loaded and rendered.
  const [used, setUsed] = useState(false);
  const [list, setList] = useState(closed);
  const keysRef = useRef<KeyHandler | undefined>(undefined);
  // Until the suggestions have loaded, the list the input controls is there, empty.
  const emptyList = (
    <ul id={listId} role="listbox" aria-label={text.boxLabel} hidden className="absolute" />
  );

  const styles = {
    // Beside the full menu and the quote link: narrower where the header is narrowest, yet
    // wide enough for the whole placeholder (at w-36 "Search…" showed as "Searc").
    header: { form: 'relative hidden min-w-24 w-44 xl:block 2xl:w-56', input: 'min-h-10 text-sm' },
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
            setUsed(true);
          }}
          onKeyDown={(e) => keysRef.current?.(e)}
          onFocus={() => {
            setOpen(true);
            setUsed(true);
          }}
          onBlur={() => setOpen(false)}
          maxLength={SEARCH_MAX}
          placeholder={text.placeholder}
          autoComplete="off"
          className={`w-full min-w-0 rounded-l-md border border-slate-300 bg-white px-3 text-slate-900 ${styles.input}`}
          {...(enhanced && {
            role: 'combobox',
            'aria-autocomplete': 'list' as const,
            'aria-expanded': list.shown,
            'aria-controls': listId,
            'aria-activedescendant': list.activeId,
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
      {enhanced &&
        (used ? (
          <Suspense fallback={emptyList}>
            <SearchSuggestions
              listId={listId}
              label={text.boxLabel}
              types={types}
              value={value}
              open={open}
              setOpen={setOpen}
              keysRef={keysRef}
              onList={setList}
            />
          </Suspense>
        ) : (
          emptyList
        ))}
      {enhanced && (
        <p aria-live="polite" className="sr-only">
          {list.shown ? `${list.count} suggestions; use the arrow keys to choose one.` : ''}
        </p>
      )}
    </Form>
  );
}
