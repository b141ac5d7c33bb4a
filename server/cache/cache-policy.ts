/**
 * What the response cache may keep and how a request maps to its key (docs/decisions/0005).
 *
 * Cached: GET and HEAD of the SSR catch-all (not the CMS, the unsubscribe links or the route
 * manifest), of the registry's section and collection reads, of /api/v1/sections and of
 * the sitemap's files. The key is the path (canonical: canonical-path.ts) plus the query as
 * normalised by query-rules: only the parameters the page reads, validated, sorted.
 *
 * What a visitor sends besides makes an answer theirs alone (private, never stored or served from
 * the cache) only when it changes what they see, checked once before the cache answers
 * (response-cache.ts): a real session on an API read or an editor's preview, a quote basket that
 * holds something on a page. A cookie or header that names nothing is taken out of the request
 * and the visitor gets the shared copy (docs/decisions/0023).
 */
import type { FastifyRequest } from 'fastify';
import { withoutDataSuffix } from '../http/data-requests';
import { collections, sectionList } from '../../content/registry';
import {
  apiParams,
  normaliseQuery,
  pageParams,
  type ParamName,
  type QueryVerdict,
} from './query-rules';

/** The session cookie (server/api/auth/auth-plugin.ts) and the basket's (app/loaders/quote.server.ts). */
const SESSION_COOKIE = 'sid';
const BASKET_COOKIE = 'quote_basket';

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
 * newsletter's confirmation and unsubscribe links (they read their token, their actions write)
 * and React Router's route manifest, which depends on the build, not the content, and is
 * already `immutable`.
 */
const uncachedPage =
  /^\/(?:cms|quote|unsubscribe|newsletter\/unsubscribe|newsletter\/confirm|__manifest)(?:[/.]|$)/i;

export type CacheKind = 'page' | 'api';

export interface RequestPolicy {
  /** Where the answer goes; undefined is not cached (pages in development). */
  cache: CacheKind | undefined;
  /** Who is asking: a page answers a bad query with HTML (or a redirect), the API with JSON. */
  surface: CacheKind;
  reads: readonly ParamName[];
  /** A session that makes the answer private if it is real (an API read, a page's preview). */
  session?: Presented;
  /** A quote basket that makes the page private if it holds anything (the header's count). */
  basket?: Presented;
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
export function pagePath(path: string): { page: string; data: boolean } {
  const lower = decodedPath(path).toLowerCase();
  const data = lower.endsWith('.data');
  let page = withoutDataSuffix(lower);
  if (page.length > 1 && page.endsWith('/')) page = page.slice(0, -1);
  return { page, data };
}

/**
 * A session token as sign-in makes them (32 random bytes, base64url) and a basket token as the
 * quote service makes them (the same): a cookie or header of any other shape names nothing, and
 * costs no lookup.
 */
const TOKEN = /^[\w-]{43}$/;

/** The first cookie of that name, read as the cookie parsers here read it (names trimmed). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at >= 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * What a visitor presented that could make the answer theirs alone. `token` is undefined when
 * what was sent has no token's shape.
 */
export interface Presented {
  token: string | undefined;
}

const presented = (value: string | undefined): Presented | undefined =>
  value === undefined ? undefined : { token: TOKEN.test(value) ? value : undefined };

/** The session a request presents, read as the auth plugin reads it: a bearer token first. */
function presentedSession(request: FastifyRequest): Presented | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return presented(header.slice(7).trim());
  // Another scheme (`Basic …`) is no session; the cookie is still read, as the plugin does.
  return (
    presented(cookieValue(request.headers.cookie, SESSION_COOKIE)) ??
    (header === undefined ? undefined : { token: undefined })
  );
}

const hasSession = (request: FastifyRequest) =>
  request.headers.authorization !== undefined ||
  cookieValue(request.headers.cookie, SESSION_COOKIE) !== undefined;

/**
 * An editor's preview of the page with its drafts (`?preview=true`, issue 14): only with a
 * session, and never from or into the shared cache. Without one it is the public page.
 */
export const asksPreview = (request: FastifyRequest) =>
  hasSession(request) && /[?&]preview=true(?:&|$)/.test(request.url);

/** Takes the named cookies out of the request: what the app then reads is what was cached. */
function dropCookies(request: FastifyRequest, names: readonly string[]) {
  const kept = (request.headers.cookie ?? '')
    .split(';')
    .filter((part) => !names.includes(part.split('=', 1)[0]?.trim() ?? ''))
    .join(';');
  if (kept.trim()) request.headers.cookie = kept;
  else delete request.headers.cookie;
}

/** Takes a session that is no session out of the request, so that nothing downstream asks. */
export function dropSession(request: FastifyRequest) {
  delete request.headers.authorization;
  dropCookies(request, [SESSION_COOKIE]);
}

/** Takes a basket that holds nothing (or does not exist) out of the request. */
export const dropBasket = (request: FastifyRequest) => dropCookies(request, [BASKET_COOKIE]);

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
      cache: pagesCached ? 'page' : undefined,
      surface: 'page',
      reads: pageParams(pagePath(path).page),
      session: asksPreview(request) ? presentedSession(request) : undefined,
      basket: presented(cookieValue(request.headers.cookie, BASKET_COOKIE)),
    };
  }
  if (route && apiReads.has(route)) {
    return {
      cache: 'api',
      surface: 'api',
      reads: apiParams(route),
      session: presentedSession(request),
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
