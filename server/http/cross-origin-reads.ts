/**
 * Other sites may read the public API: the specs' clients live on their own origin and call
 * `{host}/api/v1` (README.md, on the API). GET and HEAD answers carry
 * `Access-Control-Allow-Origin: *` and a preflight for a GET is answered. Writes get no CORS
 * headers at all, so a page on another origin never reads what they answer, and `*` is never
 * paired with `Access-Control-Allow-Credentials`: browsers then send no cookies cross-origin,
 * so nobody else's page can act on an editor's session.
 */
import type { FastifyInstance } from 'fastify';

const API_PREFIX = '/api/v1/';
const READS = new Set(['GET', 'HEAD']);
/** Headers a reader may add beyond the CORS-safelisted ones (conditional requests). */
const READ_HEADERS = 'If-None-Match, If-Modified-Since';
const PREFLIGHT_MAX_AGE = String(24 * 60 * 60);

/**
 * Registered before the response cache, whose hits answer from onRequest: later hooks would
 * never run for them.
 */
export function allowCrossOriginReads(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    if (READS.has(request.method)) {
      reply.header('access-control-allow-origin', '*');
      return;
    }
    const wanted = request.headers['access-control-request-method'];
    if (request.method === 'OPTIONS' && typeof wanted === 'string' && READS.has(wanted)) {
      return reply
        .code(204)
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', 'GET, HEAD')
        .header('access-control-allow-headers', READ_HEADERS)
        .header('access-control-max-age', PREFLIGHT_MAX_AGE)
        .send();
    }
  });
}
