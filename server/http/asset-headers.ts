/**
 * Headers that only mean something on a document (issue 55): how a page may be framed, opened,
 * scripted or given browser features. helmet and securityHeaders put them on every answer; on a
 * script, a stylesheet, a font, a photo or a video they are ~460 of its ~900 bytes of headers
 * that nothing reads, and the home page fetches 19 such files over a slow mobile link. Kept
 * everywhere: `nosniff` (a script or stylesheet must be what its type says) and
 * Cross-Origin-Resource-Policy (who may embed it). SVG and PDF keep them all: opened on their
 * own they are documents.
 */
import type { FastifyInstance } from 'fastify';

const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Content types a browser never shows as a page of their own. */
const SUBRESOURCE =
  /^(text\/css|(application|text)\/javascript|font\/|image\/(?!svg)|video\/|audio\/|application\/(json|manifest\+json|wasm)\b)/;

export const isSubresource = (contentType: string) => SUBRESOURCE.test(contentType);

/** Register after helmet and securityHeaders: drops their document headers from subresources. */
export function subresourceHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (payload instanceof Response) return payload;
    if (!isSubresource(String(reply.getHeader('content-type') ?? ''))) return payload;
    for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
    // A hashed build file is never asked again (immutable): nothing would send back its
    // validators. Media keep theirs: a CDN revalidates them, and a video's ranges use If-Range.
    // Nor is part of one asked for: their ranges go too. A script's type is RFC 9239's
    // `text/javascript`, the one browsers check, 22 bytes shorter than what `send` names.
    if (request.url.startsWith('/assets/')) {
      reply.removeHeader('etag');
      reply.removeHeader('last-modified');
      reply.removeHeader('accept-ranges');
      if (String(reply.getHeader('content-type')).startsWith('application/javascript'))
        reply.header('content-type', 'text/javascript');
    }
    return payload;
  });
}
