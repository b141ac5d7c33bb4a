/**
 * The API answers media as host-relative paths (`/media/x.jpg`; README.md on the API). The specs'
 * clients load a file by joining `host + "/" + path`, which asks for `//media/x.jpg`: that
 * address is sent on to the one file (301, cached by browsers) rather than to a 404 page.
 */
import type { FastifyInstance } from 'fastify';

const DOUBLED = /^\/{2,}(media\/[^?#]*)(\?.*)?$/;

export function redirectDoubledMediaSlash(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const match = DOUBLED.exec(request.url);
    if (!match) return;
    // One leading slash: `//media/…` in Location would name a host called "media".
    return reply
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .redirect(`/${match[1]}${match[2] ?? ''}`, 301);
  });
}
