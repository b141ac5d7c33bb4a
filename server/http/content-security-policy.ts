/**
 * The Content-Security-Policy and Permissions-Policy of every page (docs/decisions/0011).
 *
 * Scripts run only with this response's nonce or a listed hash, and what those scripts load
 * (`'strict-dynamic'`): no host allow-list, no 'unsafe-inline', no 'unsafe-eval'. A rendered
 * page lists one hash next to its nonce, that of the deferred-hydration loader, computed from
 * its constant text when the server starts (app/defer-hydration.server.ts), never from the
 * page: a script that got into the HTML some other way is refused. The response cache keeps
 * the hash and drops the nonce, so a cached page never carries one nonce to every visitor.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const CSP_HEADER = 'content-security-policy';

/** The one third-party frame on the site: the contacts page's map. */
export const MAP_ORIGIN = 'https://www.google.com';

export const newNonce = () => randomBytes(16).toString('base64');

/** The policy of a page with the given nonce (none on a cached copy) and script hashes. */
export function pagePolicy({ nonce, hashes = [] }: { nonce?: string; hashes?: string[] }) {
  const scripts = [...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes, "'strict-dynamic'"];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // React and the editor set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${MAP_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The same policy without its nonce, for a copy many visitors will be given. */
export const withoutNonce = (policy: string) => policy.replace(/ 'nonce-[^']*'/g, '');

/** The API's documentation page (swagger-ui) loads its own scripts and styles from /api/docs. */
const docsPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

/** Browser features no page of the site uses, switched off for it and anything it frames. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Every response gets the Permissions-Policy; every HTML answer that has no policy of its own
 * (the static busy and refusal pages, Fastify's own HTML) gets the strict one with a fresh nonce.
 */
export function securityHeaders(app: FastifyInstance, { csp }: { csp: boolean }) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (!csp) return payload;
    const policy = () =>
      request.url.startsWith('/api/docs') ? docsPolicy : pagePolicy({ nonce: newNonce() });
    // A rendered page or a static page is still a Fetch Response here; its headers go out later.
    if (payload instanceof Response) {
      const { headers } = payload;
      if (headers.get('content-type')?.startsWith('text/html') && !headers.has(CSP_HEADER))
        headers.set(CSP_HEADER, policy());
      return payload;
    }
    if (reply.hasHeader(CSP_HEADER)) return payload;
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      reply.header(CSP_HEADER, policy());
    return payload;
  });
}
