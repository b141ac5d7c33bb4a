/**
 * Element ids made from content: the one place they are built (docs/decisions/0011).
 *
 * An id an editor can choose is an id an editor can steal: the first element with an id wins
 * `getElementById`, `<label for>`, `aria-labelledby` and `#fragment` links, and every id also
 * names a global (`window.process`, …) that code testing for it would find. So ids from content
 * live in a namespace of their own:
 *
 * - every id that holds text from content is `c-` + the text's slug (lowercase letters, digits,
 *   single hyphens), plus suffixes the code adds (`c-panel-light-heading`);
 * - no id written by the app's own code starts with `c-` (tests/unit/content-ids.test.ts reads
 *   the source for it), and no script of the app looks an id up from content;
 * - each such id has a hyphen, so none is a JavaScript identifier: none shadows a global.
 *
 * Links in pages point at the prefixed id (`#c-panel-light`), so they work before and without
 * JavaScript. Addresses from before the prefix (`…/duro#panel-light`) still land on their
 * section: see `useUnprefixedContentFragment`.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { slug } from '../content/slug';

export { slug };

export const CONTENT_ID_PREFIX = 'c-';

/** The id of an element named by `text` from content; `fallback` when it has no letter or digit. */
export function contentId(text: string, fallback: string): string {
  return `${CONTENT_ID_PREFIX}${slug(text) || slug(fallback)}`;
}

/** The content id an in-page address from before the prefix meant, if it may have meant one. */
export function prefixedFragment(fragment: string): string | undefined {
  if (!fragment || fragment.startsWith(CONTENT_ID_PREFIX)) return undefined;
  const id = slug(fragment);
  return id === fragment ? `${CONTENT_ID_PREFIX}${id}` : undefined;
}

/**
 * Brings an old in-page address (`#panel-light`, from a bookmark or another site) to the
 * section now named `c-panel-light`, once the page has hydrated, and on each later change of
 * the address. Only ever looks up an id in the content namespace.
 */
export function useUnprefixedContentFragment() {
  const { hash, key } = useLocation();
  useEffect(() => {
    let fragment: string;
    try {
      fragment = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const id = prefixedFragment(fragment);
    if (!id || document.getElementById(fragment)) return;
    document.getElementById(id)?.scrollIntoView();
  }, [hash, key]);
}
