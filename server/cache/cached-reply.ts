/**
 * Sending a cached answer (headers, encoding, 304) and turning a fresh answer into an entry:
 * which answers may be kept, and the bytes of their body.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CacheKind } from './cache-policy';
import type { CachedResponse, Encoding } from './response-store';
import { SAVE_DATA_HEADERS } from '../http/save-data';
import { HYDRATION_DATA_HEADER } from '../http/hydration-data';

export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const API_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

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
export function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: CacheKind,
  entry: CachedResponse,
): Buffer | undefined {
  const encoding = negotiate(request.headers['accept-encoding']);
  const variant = entry.variants[encoding];
  const compressed = variant !== entry.variants.identity;
  for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
  reply.header('cache-control', kind === 'page' ? PAGE_CACHE_CONTROL : API_CACHE_CONTROL);
  // A page has a lighter copy for visitors saving data (save-data.ts) and its scripts apart
  // (hydration-data.ts); API reads have one.
  reply.header(
    'vary',
    kind === 'page'
      ? `Accept-Encoding, ${SAVE_DATA_HEADERS}, ${HYDRATION_DATA_HEADER}`
      : 'Accept-Encoding',
  );
  reply.header('etag', variant.etag);
  reply.removeHeader('content-length');
  if (compressed) reply.header('content-encoding', encoding);
  else {
    reply.removeHeader('content-encoding');
    // @fastify/compress would otherwise deflate the identity form under its ETag.
    request.headers['x-no-compression'] = '1';
  }
  const status = entry.status ?? 200;
  // RFC 9110 §13.2.1: preconditions are ignored for an answer that would not be a 2xx, so the
  // not-found page is its 404 with its body, whatever the visitor's If-None-Match says.
  if (status === 200 && notModified(request.headers['if-none-match'], entry)) {
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-encoding');
    return undefined;
  }
  reply.code(status);
  return variant.body;
}

export const isFetchResponse = (value: unknown): value is Response =>
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
export function unwrap(reply: FastifyReply, response: Response, kept: Record<string, string>) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    reply.header(name, value);
    if (!transportHeaders.has(name)) kept[name] = value;
  }
  return response.body;
}

/** Whether the answer may be kept; `status` is the one expected (404 for the not-found page). */
export function storable(reply: FastifyReply, status = 200): boolean {
  const header = (name: string) => String(reply.getHeader(name) ?? '').toLowerCase();
  return (
    reply.statusCode === status &&
    !reply.hasHeader('set-cookie') &&
    !reply.hasHeader('content-encoding') &&
    !reply.hasHeader('content-range') &&
    !/no-store|no-cache|private/.test(header('cache-control')) &&
    // A response that varies on anything but the encoding is not one body per URL.
    header('vary').replace(/accept-encoding|[\s,]/g, '') === ''
  );
}

export async function readBody(body: unknown): Promise<Buffer | undefined> {
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
