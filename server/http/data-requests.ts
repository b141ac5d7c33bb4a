/**
 * React Router's data requests (a client-side navigation's loaders, a form sent while JavaScript
 * runs) name their page with a suffix. With `future.v8_trailingSlashAwareDataRequests` it is
 * `/who-we-are.data` for /who-we-are, `/_.data` for the home page and `/x/_.data` for `/x/`
 * (before the flag the home page's was `/_root.data`).
 */

/**
 * The path a data request asks for, its suffix taken off as React Router's server does (its
 * `getNormalizedPath`); any other path as it is.
 */
export function withoutDataSuffix(path: string): string {
  if (path.endsWith('/_.data')) return path.slice(0, -'_.data'.length);
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : path;
}
