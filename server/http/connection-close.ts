/**
 * A refused upload must not hold up the connection it came on: a 413 (Fastify's body limit,
 * a multipart overrun, a page's form limit) and any answer sent before the request's body has
 * fully arrived close the connection. Left open, Node would read and discard the rest of the
 * body first, and the browser's next request on that connection would wait behind it.
 */
import type { FastifyInstance } from 'fastify';

export function closeConnectionsWithUnreadBodies(fastify: FastifyInstance) {
  fastify.addHook('onSend', async (request, reply) => {
    // `complete` is false while body bytes are still due (undefined under inject).
    if (reply.statusCode === 413 || request.raw.complete === false)
      reply.header('connection', 'close');
  });
}
