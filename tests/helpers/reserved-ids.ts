/**
 * What stored content must never take over (docs/decisions/0011, app/content-ids.ts): the ids
 * the page's own code uses or used, the globals its scripts read, and the ways an editor could
 * write them in a title or a category.
 */

/** Ids the app's code, its scripts or its idrefs use (rr-hydrate: the loader's old holder). */
export const RESERVED_IDS = ['rr-hydrate', 'main', 'mobile-menu', 'newsletter-status', 'deferred'];

/** Globals scripts on the page read or test for; an element id or name could shadow them. */
export const RESERVED_GLOBALS = [
  'process',
  'exports',
  'module',
  'define',
  '__deferredHydration',
  '__reactRouterContext',
  '__reactRouterManifest',
  '__reactRouterRouteModules',
];

/**
 * `rr-hydrate` as an editor could write it: in a comment (first, as in the report: a block's
 * title then description read as one script), as it is, in words.
 */
export function writtenForms(name: string): string[] {
  const words = name.replace(/[-_]+/g, ' ').trim();
  const title = words.replace(/\b\w/g, (c) => c.toUpperCase());
  return [...new Set([`/*${words}*/`, name, title.replace(/^(\w+)/, (w) => w.toUpperCase())])];
}

/** Every written form of every reserved id and global. */
export const reservedTitles = () => [...RESERVED_IDS, ...RESERVED_GLOBALS].flatMap(writtenForms);

/** What the stored script of the report did; a page that ran it would say so. */
export const PAYLOAD = 'document.title="PWNED";window.__pwned=1';
