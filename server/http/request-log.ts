/**
 * One log line per request, written when its answer has gone (Fastify's own request lines, two a
 * request, are off: see `OneLinePerRequest`). Its level says whether anyone need look: a 5xx is `warn`, or `error`
 * with the error's stack when the error handler caught one, so `LOG_LEVEL=warn` keeps only the
 * problems. Probes and scrapes that went well are `debug`: a load balancer asks every few seconds.
 *
 * There is no "slow" warning: the time runs until the last byte left, so a video sent to a phone
 * on a slow network would be one. How long requests take is what /metrics' histogram is for.
 */
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

/** The URL as logged: long enough to tell pages and searches apart, never a whole flood. */
const MAX_URL = 300;
/** Query parameters that carry a secret (the newsletter's unsubscribe link). */
const SECRET_PARAMS = /([?&]token=)[^&]*/gi;
/** Routes asked constantly by machines; their successes say nothing. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

const failures = new WeakMap<FastifyRequest, unknown>();

/** The error a request failed with, logged (with its stack) on the request's line. */
export function noteFailure(request: FastifyRequest, err: unknown) {
  failures.set(request, err);
}

/**
 * Fastify's own per-request lines (incoming, completed, route not found) are left to `logRequests`;
 * its lines about failures it alone sees (a response whose socket failed, a stream that broke
 * after its headers went) stay.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) super.requestCompleted(error, request, reply);
  }
}

export function loggedUrl(url: string): string {
  const redacted = url.replace(SECRET_PARAMS, '$1…');
  return redacted.length > MAX_URL ? `${redacted.slice(0, MAX_URL)}…` : redacted;
}

/** `servedFromCache`: the response cache's word on a request (it sits above this layer). */
export function logRequests(
  fastify: FastifyInstance,
  servedFromCache: (request: FastifyRequest) => boolean,
) {
  fastify.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const length = Number(reply.getHeader('content-length'));
    const line = {
      method: request.method,
      url: loggedUrl(request.url),
      statusCode: status,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ...(Number.isFinite(length) ? { bytes: length } : {}),
      ip: request.ip,
      ...(servedFromCache(request) ? { cache: 'hit' } : {}),
    };
    const err = failures.get(request);
    if (err !== undefined) request.log.error({ ...line, err }, 'request failed');
    else if (status >= 500) request.log.warn(line, 'request');
    else if (status < 400 && PROBES.has(request.routeOptions.url ?? '')) {
      request.log.debug(line, 'request');
    } else request.log.info(line, 'request');
  });
}
