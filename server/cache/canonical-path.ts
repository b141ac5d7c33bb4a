/**
 * One address per page (docs/decisions/0023): every spelling of a path that the router would
 * read as the same page is answered 301 (308 for a write) to the one canonical spelling, before
 * anything is looked up, cached or rendered. Without this, `//x/`, `/\x/`, `/./x/../`,
 * `/NeWs-AnD-InSiGhTs`, `/%6eews-and-insights` and `/news-and-insights/` each rendered the page
 * and stored it under a key of its own: a stranger could make every request a render and push
 * the real pages out of the cache.
 *
 * What the router reads alike, and so what is folded:
 * - the WHATWG URL parser (React Router's `new URL`) reads `\` as `/`, resolves `.` and `..`
 *   segments (also `%2e`), and takes `//host/…` and `http://host/…` as another host's URL;
 * - React Router decodes the path, matches it case-insensitively and ignores a trailing slash,
 *   and turns `%2F` in a parameter (a product's nested slug) into `/`;
 * - find-my-way (the API's router) decodes escapes before matching, so `/api/v1/%73ections` is
 *   `/api/v1/sections`, and a UUID is a UUID in either case.
 *
 * The target is always a path on this site: one leading slash followed by anything but a slash
 * or a backslash, so no Location here can name another host.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * How much of a path may be folded:
 * - `page`: the SSR catch-all (public pages, the CMS, anything no other route claims): all of it;
 * - `api-read`: a cached public API read, whose path is lower case (ids are UUIDs): escapes and
 *   case;
 * - `api`: any other API route: escapes only (its router decoded them).
 */
export type PathScope = 'page' | 'api-read' | 'api';

/** Unreserved characters (RFC 3986 §2.3): an escape of one is the same address. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
/** The separators a page's router reads in an escape: `%2F` in a parameter, `%5C` as `/`. */
const SEPARATOR = /^[/\\]$/;

/**
 * First segments whose addresses are not the pages' and keep their case: hashed file names
 * (`/assets/entry.client-BmKx1.js`, `/media/…`) and the API. A request under them that reached
 * the catch-all has no file or route; it is folded otherwise (`/./media/x.jpg`), never lower-cased.
 */
const OWN_CASE = new Set(['api', 'assets', 'media']);

const escapes = (path: string, decoded: (char: string) => boolean) =>
  path.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return decoded(char) ? char : `%${hex.toUpperCase()}`;
  });

/** Lower case outside escapes (`%C3%A9` keeps its upper-case hex digits). */
const lowerCase = (path: string) =>
  path.replace(/%[0-9A-F]{2}|[A-Z]+/g, (m) => (m.startsWith('%') ? m : m.toLowerCase()));

/** The canonical spelling of a page's path (the catch-all's): see the file's comment. */
function canonicalPagePath(path: string): string {
  const text = escapes(path, (c) => UNRESERVED.test(c) || SEPARATOR.test(c)).replace(/\\/g, '/');
  const segments: string[] = [];
  for (const segment of text.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  // React Router's data request for /who-we-are is `/who-we-are.data`, for the home page
  // `/_.data` (server/http/data-requests.ts). `/who-we-are/_.data` and `/who-we-are/.data` ask
  // for `/who-we-are/`, another spelling of the page; `/.data` and `/_root.data` (the home page's
  // before React Router's v8 flags: a tab opened before the upgrade) for the home page.
  const last = segments.at(-1)?.toLowerCase();
  if (last === '.data' || last === '_.data' || (last === '_root.data' && segments.length === 1)) {
    segments.pop();
    const page = segments.pop();
    segments.push(page === undefined ? '_.data' : `${page}.data`);
  }
  const canonical = `/${segments.join('/')}`;
  return OWN_CASE.has(segments[0]?.toLowerCase() ?? '') ? canonical : lowerCase(canonical);
}

function foldOnce(path: string, scope: PathScope): string {
  if (scope === 'page') return canonicalPagePath(path);
  const decoded = escapes(path, (c) => UNRESERVED.test(c));
  return scope === 'api-read' ? lowerCase(decoded) : decoded;
}

/**
 * The canonical spelling of a path. Decoding can make a new escape (`%2%46` is `%2F`): folded
 * again until nothing changes, so the answer's own path is never redirected again.
 */
export function canonicalPath(path: string, scope: PathScope): string {
  let current = path;
  for (let pass = 0; pass < 8; pass++) {
    const next = foldOnce(current, scope);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Anything a header may not carry, or a browser would read otherwise, as an escape. */
const headerSafe = (url: string) =>
  url.replace(/[^\x21-\x7e]/g, (c) =>
    [...Buffer.from(c)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );

/** `http://host/x?y` (absolute form, as sent to a proxy): its path and query. */
const ABSOLUTE = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/;

/**
 * The canonical URL (path and query) of a request target, or undefined when it is canonical
 * already or is not a path at all (`*`, which Fastify answers itself). A fragment (browsers never
 * send one) is cut off; the query is kept as sent: the response cache normalises it
 * (server/cache/query-rules.ts).
 */
export function canonicalUrl(url: string, scope: PathScope): string | undefined {
  let target = url;
  const hash = target.indexOf('#');
  if (hash >= 0) target = target.slice(0, hash);
  if (!target.startsWith('/')) {
    const origin = ABSOLUTE.exec(target);
    if (!origin) return undefined;
    target = `/${target.slice(origin[0].length)}`;
    // Another host's URL is a page address on this site at best.
    scope = 'page';
  }
  const at = target.indexOf('?');
  const path = at < 0 ? target : target.slice(0, at);
  const query = at < 0 ? '' : target.slice(at);
  const canonical = headerSafe(`${canonicalPath(path, scope)}${query}`);
  return canonical === url ? undefined : canonical;
}

/** Which folding a request's route allows, or undefined to leave it as sent. */
function scopeOf(
  request: FastifyRequest,
  { isCachedApiRead, pages }: CanonicalUrlOptions,
): PathScope | undefined {
  if (!request.url.startsWith('/')) return pages ? 'page' : undefined;
  const route = request.routeOptions.url;
  if (route === undefined) return undefined;
  if (route === '/*') return pages ? 'page' : undefined;
  if (isCachedApiRead(route)) return 'api-read';
  // `/api/*` answers any other API path with a JSON 404 and caches nothing.
  if (route.startsWith('/api/') && route !== '/api/*') return 'api';
  return undefined;
}

/** Reads, and the preflight, are answered by their own rules; writes keep method and body. */
const READS = new Set(['GET', 'HEAD']);

export interface CanonicalUrlOptions {
  isCachedApiRead: (route: string) => boolean;
  /**
   * Fold the pages' paths (the catch-all's). Off in development, where pages are not cached and
   * Vite serves modules under the catch-all by their case-sensitive file paths
   * (`/node_modules/.vite/deps/chunk-BmKx1.js`).
   */
  pages: boolean;
}

/**
 * Adds the redirect to the root instance. Register before the response cache, the request guard
 * and anything else that reads the path.
 */
export function redirectToCanonicalUrls(app: FastifyInstance, options: CanonicalUrlOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    const scope = scopeOf(request, options);
    if (!scope) return;
    const target = canonicalUrl(request.url, scope);
    if (target === undefined) return;
    const read = READS.has(request.method);
    // Other sites read the API and media (server/http/cross-origin-reads.ts): the way there too.
    if (read && /^\/(?:api\/v1|media)\//.test(target)) {
      void reply.header('access-control-allow-origin', '*');
    }
    return reply.redirect(target, read ? 301 : 308);
  });
}
