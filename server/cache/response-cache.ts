/**
 * The response cache (DESIGN §5, docs/decisions/0005): public pages and public API reads are
 * answered from memory, keyed by (path + query, content version), with a strong ETag and
 * their gzip and brotli forms computed once. A content write bumps the version, so the next
 * request renders afresh; entries of older versions are dropped.
 *
 * What is cached is an allowlist: GET and HEAD of the SSR catch-all (not /cms, /unsubscribe or
 * /__manifest), of the registry's section and collection reads, of /api/v1/sections and of
 * /sitemap.xml. An API read that carries a session (`sid` cookie or Authorization) is never
 * cached and is marked `private, no-store`. Only 200 answers that set no cookie, say nothing
 * against caching and read all their content without a failure are stored.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collections, sectionList } from '../../content/registry';
import type { Database } from '../db/client';
import { trackContentVersion, type ContentVersion } from './content-version';
import {
  encodeResponse,
  ResponseStore,
  type CachedResponse,
  type Encoding,
  type StoreLimits,
} from './response-store';

export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const API_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

const DEFAULT_LIMITS: StoreLimits = { maxEntries: 1000, maxBytes: 64 * 1024 * 1024 };

/** Route patterns of the public API reads, from the content registry. */
const apiReads = new Set([
  '/api/v1/sections',
  ...sectionList.map((s) => `/api/v1/${s.key}/:id`),
  ...Object.values(collections).flatMap((c) => [`/api/v1/${c.path}`, `/api/v1/${c.path}/:id`]),
  '/sitemap.xml',
]);
/** The SSR catch-all's pattern. */
const PAGES = '/*';
/**
 * Not cached: the CMS, the unsubscribe link (its loader writes) and React Router's route
 * manifest, which depends on the build, not the content, and is already `immutable`.
 */
const uncachedPage = /^\/(?:cms|unsubscribe|__manifest)(?:[/.?]|$)/i;

type Kind = 'page' | 'api';
interface Miss {
  kind: Kind;
  key: string;
  version: number;
  failed: boolean;
  /** For the first miss of a key: hands its answer to the requests waiting for it. */
  settle?: (entry: CachedResponse | undefined) => void;
}
type State = Miss | { kind: 'hit' } | { kind: 'private' };

const states = new WeakMap<FastifyRequest, State>();

/** How long a miss waits for the same page being made by another request before making it. */
const FOLLOW_MS = 5000;

export interface ResponseCache {
  version: ContentVersion;
  store: ResponseStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

export interface ResponseCacheOptions {
  database: Database;
  /** Cache rendered pages (off in development, where the build changes under the server). */
  pages: boolean;
  limits?: StoreLimits;
}

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const hasSession = (request: FastifyRequest) =>
  Boolean(request.headers.authorization) || /(?:^|;)\s*sid=/.test(request.headers.cookie ?? '');

function policy(request: FastifyRequest, pages: boolean): Kind | 'private' | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const route = request.routeOptions.url;
  if (route === PAGES) {
    return pages && !uncachedPage.test(decodedPath(request.url)) ? 'page' : undefined;
  }
  if (route && apiReads.has(route)) return hasSession(request) ? 'private' : 'api';
  return undefined;
}

/** br or gzip when the client takes them (by q-value, br on a tie), else identity. */
export function negotiate(header: string | undefined): Encoding {
  const q = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const weight = params.map((p) => /^q=([\d.]+)$/.exec(p)?.[1]).find(Boolean);
    q.set(name, weight === undefined ? 1 : Number(weight));
  }
  const of = (e: string) => q.get(e) ?? q.get('*') ?? 0;
  const br = of('br');
  const gz = Math.max(of('gzip'), q.get('x-gzip') ?? 0);
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

function notModified(header: string | undefined, entry: CachedResponse): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const tags = new Set(Object.values(entry.variants).map((v) => v.etag));
  return header.split(',').some((t) => tags.has(t.trim().replace(/^W\//, '')));
}

/** Sets the headers of a cached answer; the body to send, or undefined for a 304. */
function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: Kind,
  entry: CachedResponse,
): Buffer | undefined {
  const encoding = negotiate(request.headers['accept-encoding']);
  const variant = entry.variants[encoding];
  const compressed = variant !== entry.variants.identity;
  for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
  reply.header('cache-control', kind === 'page' ? PAGE_CACHE_CONTROL : API_CACHE_CONTROL);
  reply.header('vary', 'Accept-Encoding');
  reply.header('etag', variant.etag);
  reply.removeHeader('content-length');
  if (compressed) reply.header('content-encoding', encoding);
  else {
    reply.removeHeader('content-encoding');
    // @fastify/compress would otherwise deflate the identity form under its ETag.
    request.headers['x-no-compression'] = '1';
  }
  if (notModified(request.headers['if-none-match'], entry)) {
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-encoding');
    return undefined;
  }
  reply.code(200);
  return variant.body;
}

const isFetchResponse = (value: unknown): value is Response =>
  typeof value === 'object' &&
  value !== null &&
  Object.prototype.toString.call(value) === '[object Response]';

/** Headers of a rendered page that are not about transport or caching, to repeat on hits. */
const transportHeaders = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'vary',
]);

/** Does what Fastify does with a Fetch Response (status, headers), answering its body. */
function unwrap(reply: FastifyReply, response: Response, kept: Record<string, string>) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    reply.header(name, value);
    if (!transportHeaders.has(name)) kept[name] = value;
  }
  return response.body;
}

function storable(reply: FastifyReply): boolean {
  const header = (name: string) => String(reply.getHeader(name) ?? '').toLowerCase();
  return (
    reply.statusCode === 200 &&
    !reply.hasHeader('set-cookie') &&
    !reply.hasHeader('content-encoding') &&
    !reply.hasHeader('content-range') &&
    !/no-store|no-cache|private/.test(header('cache-control')) &&
    // A response that varies on anything but the encoding is not one body per URL.
    header('vary').replace(/accept-encoding|[\s,]/g, '') === ''
  );
}

async function readBody(body: unknown): Promise<Buffer | undefined> {
  if (typeof body === 'string') return Buffer.from(body);
  if (Buffer.isBuffer(body)) return body;
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.length);
  if (body && typeof body === 'object' && Symbol.asyncIterator in body) {
    const chunks: Buffer[] = [];
    for await (const chunk of body as AsyncIterable<Uint8Array | string>) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  }
  return undefined;
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
  version.onChange(() => store.clear(version.current()));
  const cache = { version, store };
  fastify.decorate('responseCache', cache);
  fastify.addHook('onClose', async () => version.close());

  /** Misses being made, by key: after a write, many requests for one page render it once. */
  const flights = new Map<string, { version: number; done: Promise<CachedResponse | undefined> }>();

  /** The first miss of a key makes the answer and hands it to those that come meanwhile. */
  function lead(state: Miss) {
    const { key } = state;
    let resolve: (entry: CachedResponse | undefined) => void = () => {};
    const done = new Promise<CachedResponse | undefined>((r) => (resolve = r));
    flights.set(key, { version: state.version, done });
    state.settle = (entry) => {
      state.settle = undefined;
      if (flights.get(key)?.done === done) flights.delete(key);
      resolve(entry);
    };
  }

  async function follow(done: Promise<CachedResponse | undefined>) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>((r) => {
      timer = setTimeout(() => r(undefined), FOLLOW_MS);
    });
    try {
      return await Promise.race([done, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  fastify.addHook('onRequest', async (request, reply) => {
    const kind = policy(request, options.pages);
    if (!kind) return;
    if (kind === 'private') {
      states.set(request, { kind });
      return;
    }
    const current = version.current();
    if (current === undefined) return;
    const key = request.url;
    let entry = store.get(current, key);
    if (!entry) {
      const state: Miss = { kind, key, version: current, failed: false };
      const flight = flights.get(key);
      if (flight?.version !== current) {
        lead(state);
        states.set(request, state);
        return;
      }
      entry = await follow(flight.done);
      // Nothing to share (the first one failed or could not be kept): make it here.
      if (!entry) {
        states.set(request, state);
        return;
      }
    }
    states.set(request, { kind: 'hit' });
    const body = answer(request, reply, kind, entry);
    return body === undefined ? reply.send() : reply.send(body);
  });

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
      if (state.failed || !storable(reply)) return body;
      const bytes = await readBody(body);
      if (bytes === undefined) return body;
      const type = reply.getHeader('content-type');
      if (type !== undefined) kept['content-type'] = String(type);
      entry = await encodeResponse(bytes, kept);
      if (state.failed) {
        entry = undefined;
        return bytes;
      }
      // A write committed while this was being made: its answer may predate the write.
      if (version.current() === state.version) store.set(state.version, state.key, entry);
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

/** Whether the handler should produce a body even for HEAD, so that it can be cached. */
export function wantsBody(request: FastifyRequest): boolean {
  const state = states.get(request);
  return state !== undefined && 'failed' in state;
}

/**
 * The services as page loaders see them: a read that fails (and that a loader turns into a
 * "could not load" message) keeps the page out of the cache.
 */
export function watchFailures<S extends object>(services: S, request: FastifyRequest): S {
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(services, {
    get(target, key, receiver) {
      const service: unknown = Reflect.get(target, key, receiver);
      if (typeof service !== 'object' || service === null) return service;
      let proxy = wrapped.get(key);
      if (!proxy) {
        proxy = new Proxy(service, {
          get(inner, name, innerReceiver) {
            const member: unknown = Reflect.get(inner, name, innerReceiver);
            if (typeof member !== 'function') return member;
            return (...args: unknown[]) => {
              try {
                const result: unknown = member.apply(inner, args);
                if (result instanceof Promise) {
                  result.catch(() => doNotCache(request));
                }
                return result;
              } catch (err) {
                doNotCache(request);
                throw err;
              }
            };
          },
        });
        wrapped.set(key, proxy);
      }
      return proxy;
    },
  });
}
