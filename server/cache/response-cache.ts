/**
 * The response cache (docs/decisions/0005): public pages and public API reads are
 * answered from memory, keyed by (path + normalised query, content version), with a strong ETag
 * and their gzip and brotli forms computed once. A content write bumps the version, so the
 * next request renders afresh; entries of older versions are dropped.
 *
 * These hooks tie together the policy (what is cached, the key; cache-policy.ts and
 * query-rules.ts), the bounded store (response-store.ts) and single flight of concurrent misses
 * (single-flight.ts). Before anything is looked up or made, the query is normalised: junk
 * parameters dropped, a bad value answered 400 (or 301), so neither reaches a render.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { badRequestPage } from '../http/static-pages';
import {
  dropBasket,
  dropSession,
  pagePath,
  requestPolicy,
  requestQuery,
  splitUrl,
  type CacheKind,
  type RequestPolicy,
} from './cache-policy';
import { CSP_HEADER, withoutNonce } from '../http/content-security-policy';
import { errorBody } from '../http/error-body';
import {
  answer,
  isFetchResponse,
  PRIVATE_CACHE_CONTROL,
  readBody,
  storable,
  unwrap,
} from './cached-reply';
import { trackContentVersion, type ContentVersion } from './content-version';
import {
  encodeResponse,
  ResponseStore,
  type CachedResponse,
  type StoreLimits,
} from './response-store';
import { SingleFlight } from './single-flight';
import { wantsLessData } from '../http/save-data';
import { asksHydrationData, HYDRATION_DATA_HEADER } from '../http/hydration-data';

export {
  API_CACHE_CONTROL,
  negotiate,
  PAGE_CACHE_CONTROL,
  PRIVATE_CACHE_CONTROL,
} from './cached-reply';

const DEFAULT_LIMITS: StoreLimits = { maxEntries: 1000, maxBytes: 64 * 1024 * 1024 };

/** How long a miss waits for the same page being made by another request before making it. */
const FOLLOW_MS = 5000;

interface Miss {
  kind: CacheKind;
  key: string;
  /** The status the answer must have to be kept: 404 under the not-found key, else 200. */
  status: number;
  version: number;
  failed: boolean;
  /** For the first miss of a key: hands its answer to the requests waiting for it. */
  settle?: (entry: CachedResponse | undefined) => void;
}
type State = Miss | { kind: 'hit' } | { kind: 'private' };

const states = new WeakMap<FastifyRequest, State>();
/** Pages that asked for the preview with a session: whether the session was real. */
const previews = new WeakMap<FastifyRequest, boolean>();
/** The URL the app is to see: the request's with its query normalised. */
const appUrls = new WeakMap<FastifyRequest, string>();

export interface ResponseCache {
  version: ContentVersion;
  store: ResponseStore;
  /**
   * Answers from memory and answers that had to be made, since start, by kind (for /metrics). A
   * request that waited for the same page being made by another counts as a hit.
   */
  counts: {
    hits: Record<CacheKind, number>;
    misses: Record<CacheKind, number>;
    /** Answered with the last known version's copy while the version was unknown. */
    stale: number;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

/**
 * The lookups that tell whether what a visitor presented is real. Each is one indexed read, made
 * only for a token of the right shape, once per request.
 */
export interface VisitorChecks {
  /** A live session (an editor's). */
  session(token: string): Promise<boolean>;
  /** A quote basket that holds at least one line. */
  basket(token: string): Promise<boolean>;
}

export interface ResponseCacheOptions {
  database: Database;
  /** Cache rendered pages (off in development, where the build changes under the server). */
  pages: boolean;
  limits?: StoreLimits;
  visitors: VisitorChecks;
  /**
   * Whether no page claims a path (only React Router's not-found route matches it). Those pages
   * share one entry; without this each address is its own.
   */
  unclaimed?: (path: string) => boolean | Promise<boolean>;
}

/**
 * A lookup that fails (the database is away) counts as "no": the visitor gets the shared copy,
 * as cached pages keep being served while a part is down (docs/architecture.md, Parts fail).
 */
async function holds(check: Promise<boolean>, request: FastifyRequest): Promise<boolean> {
  try {
    return await check;
  } catch (err) {
    request.log.debug({ err }, 'a visitor check failed: answered as a stranger');
    return false;
  }
}

/**
 * Whether the answer is the visitor's own (docs/decisions/0023): only for a real session (an API
 * read; a page's preview) or a basket that holds something (a page). Anything else presented is
 * taken out of the request, so neither the cache's copy nor a render depends on it.
 */
async function isPersonal(
  request: FastifyRequest,
  policy: RequestPolicy,
  visitors: VisitorChecks,
): Promise<boolean> {
  if (policy.session) {
    const { token } = policy.session;
    const real = token !== undefined && (await holds(visitors.session(token), request));
    if (policy.surface === 'page') previews.set(request, real);
    if (real) return true;
    if (policy.surface === 'api') dropSession(request);
  }
  // Without a page cache (development) a basket changes nothing about caching: no lookup.
  if (policy.basket && policy.cache === 'page') {
    const { token } = policy.basket;
    if (token !== undefined && (await holds(visitors.basket(token), request))) return true;
    dropBasket(request);
  }
  return false;
}

/**
 * The key of the one not-found page (docs/decisions/0044). No URL can be it: URLs start with `/`.
 * Its React Router data (`/x.data`, a client navigation to a missing page) is another body.
 */
export const NOT_FOUND_KEY = '(not found)';

interface Key {
  key: string;
  /** The status of the answer it keeps. */
  status: number;
}

/**
 * A page's key (an API read's is its URL): the URL the app sees, and whether the visitor saves
 * data (its lighter copy is another body under the same URL, answered with `Vary: Save-Data, ECT`).
 *
 * An address no page claims is answered by the not-found page, whose body names no path: every
 * such address shares its one entry (with its 404), so a stranger's random paths cost a lookup
 * each, not a render, and fill one entry per version, not one each (docs/decisions/0044).
 */
async function pageKey(
  request: FastifyRequest,
  url: string,
  unclaimed: ResponseCacheOptions['unclaimed'],
): Promise<Key> {
  const lite = wantsLessData(request.headers['save-data'], request.headers.ect);
  // The page's scripts alone, fetched once it is shown (0059): another body under the URL.
  const scripts = asksHydrationData(request.headers[HYDRATION_DATA_HEADER]);
  const suffix = `${lite ? ' (save-data)' : ''}${scripts ? ' (scripts)' : ''}`;
  const { path } = splitUrl(url);
  if (unclaimed && (await unclaimed(path))) {
    const data = pagePath(path).data ? '.data' : '';
    return { key: `${NOT_FOUND_KEY}${data}${suffix}`, status: 404 };
  }
  return { key: `${url}${suffix}`, status: 200 };
}

/** A page's 400 is a readable page; the API's is the API's error shape. */
function refuse(
  reply: FastifyReply,
  policy: RequestPolicy,
  path: string,
  fields: Record<string, string>,
) {
  reply.code(400).header('cache-control', 'no-store');
  if (policy.surface === 'api') {
    return reply.send(errorBody('validation', 'Some query parameters are not valid', fields));
  }
  const messages = Object.entries(fields).map(([name, message]) =>
    name === 'q' ? message : `“${name}”: ${message.charAt(0).toLowerCase()}${message.slice(1)}`,
  );
  return reply.type('text/html; charset=utf-8').send(badRequestPage(messages, path));
}

/**
 * Adds the cache's hooks to the root instance. Register after helmet (a hit answers from
 * `onRequest`, so the headers set before it are all there) and before any route.
 */
export async function registerResponseCache(
  fastify: FastifyInstance,
  options: ResponseCacheOptions,
): Promise<ResponseCache> {
  const version = await trackContentVersion(options.database, fastify.log);
  const store = new ResponseStore(options.limits ?? DEFAULT_LIMITS);
  // An unknown version (PostgreSQL's LISTEN connection lost: the database is probably away)
  // keeps the last known version's pages, to serve while it lasts; a new version drops them.
  version.onChange(() => {
    const current = version.current();
    if (current !== undefined && current !== store.heldVersion) store.clear(current);
  });
  const cache: ResponseCache = {
    version,
    store,
    counts: { hits: { page: 0, api: 0 }, misses: { page: 0, api: 0 }, stale: 0 },
  };
  fastify.decorate('responseCache', cache);
  fastify.addHook('onClose', async () => version.close());
  const flights = new SingleFlight<CachedResponse>(FOLLOW_MS);

  fastify.addHook('onRequest', async (request, reply) => {
    const policy = requestPolicy(request, options.pages);
    if (!policy) return;
    const { path } = splitUrl(request.url);
    const query = requestQuery(request, policy);
    // `//host/…` would leave the site from a Location or a link: one slash, same site.
    const ownPath = path.replace(/^[/\\]+/, '/');
    if (query.status === 400) return refuse(reply, policy, ownPath, query.fields);
    if (query.status === 301) return reply.redirect(`${ownPath}${query.search}`, 301);
    const url = `${path}${query.search}`;
    appUrls.set(request, url);
    // Route handlers see only what the rules kept (Fastify parsed the query before this hook).
    request.query = query.params;

    if (await isPersonal(request, policy, options.visitors)) {
      states.set(request, { kind: 'private' });
      return;
    }
    const kind = policy.cache;
    if (!kind) return;
    const { key, status } =
      kind === 'page' ? await pageKey(request, url, options.unclaimed) : { key: url, status: 200 };
    const current = version.current();
    if (current === undefined) {
      // The LISTEN connection is lost: a stale copy only if the database is really away.
      if (store.lastKnown(key) && (await options.database.availability.confirmDown()))
        return serveStale(request, reply, kind, key);
      return;
    }
    let entry = store.get(current, key);
    if (!entry) {
      const state: Miss = { kind, key, status, version: current, failed: false };
      const flight = flights.join(key, current);
      if (flight.role === 'lead') {
        state.settle = flight.settle;
        states.set(request, state);
        cache.counts.misses[kind]++;
        return;
      }
      entry = await flight.result;
      // Nothing to share (the first one failed or could not be kept): make it here.
      if (!entry) {
        states.set(request, state);
        cache.counts.misses[kind]++;
        return;
      }
    }
    states.set(request, { kind: 'hit' });
    cache.counts.hits[kind]++;
    const body = answer(request, reply, kind, entry);
    return body === undefined ? reply.send() : reply.send(body);
  });

  /**
   * While the database is away, the copy made under the last known version: better than a 503.
   * Said in a header and the log, not to the visitor.
   */
  const serveStale = (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: CacheKind,
    key: string,
  ) => {
    const entry = store.lastKnown(key);
    if (!entry) return;
    states.set(request, { kind: 'hit' });
    cache.counts.stale++;
    request.log.info({ url: key }, 'served the last known copy: content version unknown');
    reply.header('x-cache', 'stale');
    const body = answer(request, reply, kind, entry);
    return body === undefined ? reply.send() : reply.send(body);
  };

  fastify.addHook('onSend', async (request, reply, payload) => {
    const state = states.get(request);
    if (!state || state.kind === 'hit') return payload;
    if (state.kind === 'private') {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return payload;
    }
    let entry: CachedResponse | undefined;
    try {
      const kept: Record<string, string> = {};
      const body = isFetchResponse(payload) ? unwrap(reply, payload, kept) : payload;
      if (state.status === 404 && reply.statusCode === 200) {
        // A page answered at an address taken for no page's: its copy must not become the 404.
        request.log.warn({ url: request.url }, 'an address taken for unclaimed rendered a page');
      }
      if (state.failed || !storable(reply, state.status)) return body;
      const bytes = await readBody(body);
      if (bytes === undefined) return body;
      const type = reply.getHeader('content-type');
      if (type !== undefined) kept['content-type'] = String(type);
      // Many visitors get this copy: its policy keeps the script hashes, not this render's nonce.
      const policy = kept[CSP_HEADER];
      if (policy) kept[CSP_HEADER] = withoutNonce(policy);
      entry = await encodeResponse(bytes, kept, { quick: true, status: state.status });
      if (state.failed) {
        entry = undefined;
        return bytes;
      }
      // A write committed while this was being made: its answer may predate the write.
      if (version.current() === state.version) {
        store.set(state.version, state.key, entry);
        const quick = entry;
        // The smaller forms for the visitors after this one, made off the request path.
        void encodeResponse(bytes, kept, { status: state.status })
          .then((better) => store.upgrade(state.version, state.key, quick, better))
          .catch((err: unknown) => request.log.warn({ err }, 'recompressing a cached page failed'));
      }
      return answer(request, reply, state.kind, entry) ?? null;
    } finally {
      state.settle?.(entry);
    }
  });
  // Whatever happened to the first miss (an error, a closed connection), release the others.
  const release = async (request: FastifyRequest) => {
    const state = states.get(request);
    if (state && 'settle' in state) state.settle?.(undefined);
  };
  fastify.addHook('onResponse', release);
  fastify.addHook('onRequestAbort', release);

  return cache;
}

/** Keeps this request's answer out of the cache (a read failed and the page says so). */
export function doNotCache(request: FastifyRequest) {
  const state = states.get(request);
  if (state && 'failed' in state) state.failed = true;
}

/**
 * For a page that asked for the preview (`?preview=true`) with a session: whether the session is
 * real, as checked before the cache answered. Undefined when nothing was checked.
 */
export function checkedPreview(request: FastifyRequest): boolean | undefined {
  return previews.get(request);
}

/** Whether the cache answered this request from memory (its handler never ran). */
export function servedFromCache(request: FastifyRequest): boolean {
  return states.get(request)?.kind === 'hit';
}

/** Whether the handler should produce a body even for HEAD, so that it can be cached. */
export function wantsBody(request: FastifyRequest): boolean {
  const state = states.get(request);
  return state !== undefined && 'failed' in state;
}

/** The URL the app is to see: without the query parameters the page does not read. */
export function appUrl(request: FastifyRequest): string {
  return appUrls.get(request) ?? request.url;
}
