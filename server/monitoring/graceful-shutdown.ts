/**
 * Shutting down without cutting anyone off (docs/operations.md, Upgrading): once draining, the
 * requests under way finish, every new one (on a new connection or a kept-alive one) is answered
 * 503 with `Retry-After` and `Connection: close`, and `/readyz` says so, so a load balancer moves
 * traffic to the other instances. The listener stays open until then: a refused connection tells
 * a client less than a 503.
 */
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/error-body';
import { RESTARTING_PAGE, RETRY_AFTER_SECONDS } from '../http/static-pages';

export interface Drain {
  readonly draining: boolean;
  /** Requests being answered now. */
  inFlight(): number;
  /** Refuses new requests from now on. */
  begin(): void;
  /** Resolves true once nothing is in flight, or false after `timeoutMs`. */
  idle(timeoutMs: number): Promise<boolean>;
}

/** Register first: a response-cache hit answers from a later onRequest hook. */
export function gracefulShutdown(fastify: FastifyInstance): Drain {
  let draining = false;
  let inFlight = 0;
  const waiters = new Set<() => void>();

  fastify.addHook('onRequest', async (request, reply) => {
    if (draining) {
      reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .header('connection', 'close');
      const path = request.url.split('?')[0] ?? '';
      if (path === '/readyz') return reply.send({ status: 'shutting down' });
      if (path.startsWith('/api/') || path === '/healthz')
        return reply.send(
          errorBody('unavailable', 'The server is restarting. Try again in a few seconds.'),
        );
      return reply.type('text/html; charset=utf-8').send(RESTARTING_PAGE);
    }
    inFlight++;
    // `close` fires once the answer is sent or the client went away: either way it is done.
    reply.raw.once('close', () => {
      inFlight--;
      if (inFlight === 0) for (const wake of waiters) wake();
    });
  });

  return {
    get draining() {
      return draining;
    },
    inFlight: () => inFlight,
    begin() {
      draining = true;
    },
    idle(timeoutMs) {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const done = (result: boolean) => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(result);
        };
        const wake = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        waiters.add(wake);
      });
    },
  };
}
