/**
 * What the response cache may keep and how a request maps to its key (docs/decisions/0005).
 *
 * Cached: GET and HEAD of the SSR catch-all (not the CMS, the unsubscribe links or the route
 * manifest), of the registry's section and collection reads, of /api/v1/sections and of
 * the sitemap's files. An API read that carries a session is never cached and is marked private.
 * The key is the path (canonical: canonical-path.ts) plus the query as normalised by
 * query-rules: only the parameters the page reads, validated, sorted.
 */
import type { FastifyRequest } from 'fastify';
import { collections, sectionList } from '../../content/registry';
import {
  apiParams,
  normaliseQuery,
  pageParams,
  type ParamName,
  type QueryVerdict,
} from './query-rules';

/** Route patterns of the public API reads, from the content registry. */
const apiReads = new Set<string>([
  '/api/v1/sections',
  '/api/v1/search',
  '/api/v1/search/suggestions',
  ...sectionList.map((s) => `/api/v1/${s.key}/:id`),
  ...Object.values(collections).flatMap((c) => [`/api/v1/${c.path}`, `/api/v1/${c.path}/:id`]),
  '/sitemap.xml',
  '/sitemaps/:file',
]);
/** Whether a route is one of the cached public API reads. */
export const isCachedApiRead = (route: string) => apiReads.has(route);

/** The SSR catch-all's pattern. */
const PAGES = '/*';
/**
 * Left alone (not cached, query untouched): the CMS, the quote basket (a visitor's own), the
 * unsubscribe links (their loader writes, and reads its token) and React Router's route
 * manifest, which depends on the build, not the content, and is already `immutable`.
 */
const uncachedPage = /^\/(?:cms|quote|unsubscribe|newsletter\/unsubscribe|__manifest)(?:[/.]|$)/i;

export type CacheKind = 'page' | 'api';

export interface RequestPolicy {
  /** Where the answer goes: `private` is marked no-store, undefined is not cached (dev pages). */
  cache: CacheKind | 'private' | undefined;
  /** Who is asking: a page answers a bad query with HTML (or a redirect), the API with JSON. */
  surface: CacheKind;
  reads: readonly ParamName[];
}

/**
 * The path as the router will see it: dot segments (`/./`, `/%2e/`, `/x/../`) resolved and
 * backslashes read as slashes, as the WHATWG URL parser does before React Router matches it,
 * then percent-decoded, with runs of slashes collapsed. The CMS test runs on this, not on the
 * path as sent, or `/./cms/…` would render the CMS into the public cache.
 */
export function routedPath(path: string): string {
  let resolved: string;
  try {
    resolved = new URL(`http://host${path.startsWith('/') ? '' : '/'}${path}`).pathname;
  } catch {
    resolved = path;
  }
  return decodedPath(resolved).replace(/[/\\]{2,}/g, '/');
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The page a path shows: React Router's `.data` requests name it with a suffix. */
function pagePath(path: string): { page: string; data: boolean } {
  let page = decodedPath(path).toLowerCase();
  const data = page.endsWith('.data');
  if (page === '/_root.data') page = '/';
  else if (data) page = page.slice(0, -'.data'.length);
  if (page.length > 1 && page.endsWith('/')) page = page.slice(0, -1);
  return { page, data };
}

const hasSession = (request: FastifyRequest) =>
  Boolean(request.headers.authorization) || /(?:^|;)\s*sid=/.test(request.headers.cookie ?? '');

/** A visitor with a quote basket sees its count in the header: their pages are their own. */
const hasBasket = (request: FastifyRequest) =>
  /(?:^|;)\s*quote_basket=/.test(request.headers.cookie ?? '');

/**
 * An editor's preview of the page with its drafts (`?preview=true`, issue 14): only with a
 * session, and never from or into the shared cache. Without one it is the public page.
 */
export const asksPreview = (request: FastifyRequest) =>
  hasSession(request) && /[?&]preview=true(?:&|$)/.test(request.url);

/** The request's policy, or undefined when the cache leaves it alone entirely. */
export function requestPolicy(
  request: FastifyRequest,
  pagesCached: boolean,
): RequestPolicy | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const route = request.routeOptions.url;
  if (route === PAGES) {
    const path = splitUrl(request.url).path;
    if (uncachedPage.test(routedPath(path))) return undefined;
    // React Router's `.data` requests may name the loaders to run (`_routes`); without it every
    // loader of the page runs, a superset the browser reads its part of. It is dropped like any
    // other parameter the page does not read: one entry per page's data, not one per list of
    // route ids (any string of them was a new key).
    return {
      cache:
        hasBasket(request) || asksPreview(request) ? 'private' : pagesCached ? 'page' : undefined,
      surface: 'page',
      reads: pageParams(pagePath(path).page),
    };
  }
  if (route && apiReads.has(route)) {
    return {
      cache: hasSession(request) ? 'private' : 'api',
      surface: 'api',
      reads: apiParams(route),
    };
  }
  return undefined;
}

export function splitUrl(url: string): { path: string; query: string } {
  const at = url.indexOf('?');
  return at < 0 ? { path: url, query: '' } : { path: url.slice(0, at), query: url.slice(at + 1) };
}

/** The request's query as the page reads it; for a `.data` request a bad page is dropped. */
export function requestQuery(request: FastifyRequest, policy: RequestPolicy): QueryVerdict {
  const { path, query } = splitUrl(request.url);
  const redirects = policy.surface === 'page' && !pagePath(path).data;
  return normaliseQuery(new URLSearchParams(query), policy.reads, redirects);
}
