/**
 * A refused upload must not hold up the connection it came on: a 413 (Fastify's body limit,
 * a multipart overrun, a page's form limit) and any answer sent before the request's body has
 * fully arrived close the connection. Left open, Node would read and discard the rest of the
 * body first, and the browser's next request on that connection would wait behind it.
 *
 * The close lingers, as Apache's and nginx's do: Node would destroy the socket as soon as the
 * answer is written, and bytes the client is still sending would then meet a reset, which can
 * make the client's system drop the answer before it is read — the visitor sees "connection
 * reset" instead of the 413's message. So the answer is followed by a half-close, and what still
 * arrives is read and dropped for a moment before the socket is destroyed.
 */
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How long a closing connection is read and dropped after its answer: time, not bytes, bounds it
 * (on a fast link a megabyte arrives before the client has read the answer). Dropping costs no
 * memory.
 */
const LINGER_MS = 2_000;

function lingerOnClose(socket: Socket) {
  // Node's HTTP server ends a `Connection: close` answer with `socket.destroySoon()`.
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const done = () => {
      clearTimeout(timer);
      this.destroy();
    };
    const timer = setTimeout(done, LINGER_MS);
    timer.unref();
    // Node's parser still drops the refused request's body; this keeps the socket reading.
    this.on('data', () => undefined);
    this.once('end', done);
    this.once('error', done);
    this.resume();
  };
}

export function closeConnectionsWithUnreadBodies(fastify: FastifyInstance) {
  fastify.addHook('onSend', async (request, reply) => {
    // `complete` is false while body bytes are still due (undefined under inject).
    if (reply.statusCode === 413 || request.raw.complete === false) {
      reply.header('connection', 'close');
      const socket = request.raw.socket;
      if (socket instanceof Socket) lingerOnClose(socket);
    }
  });
}
