/**
 * Mounts the React Router app on Fastify. Bodies are not parsed here: React Router actions read the
 * raw request stream themselves (a body Fastify parsed would be gone). Public pages are cached by
 * the response cache's hooks (server/cache), which read the Fetch Response this handler sends.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { appUrl, wantsBody } from '../cache/response-cache';
import { byteLimit, pageBodyLimit, pagePath } from '../http/body-limits';
import { mailProviderPages } from '../http/public-write-guard';
import { refusePage, tooLargeMessage } from '../http/refusal';
import { databaseFailure, type Availability } from '../db/availability';
import type { SiteContext } from '../load-context';
import type { RenderLimiter } from './render-limiter';
import { busyResponse, unavailableResponse } from '../http/static-pages';

export interface SsrOptions {
  /** The server build, or a function answering the current one (dev). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  loadContext: (request: FastifyRequest) => Promise<Omit<SiteContext, 'noteError'>>;
  /** The app's, so that /metrics can read its load. */
  limiter: RenderLimiter;
  /** The database's: while it is gone, pages are not even tried. */
  availability: Availability;
}

/**
 * Whether a page must be answered as the database's failure rather than as rendered: a read that
 * found the database gone or the disk full (a loader's error, or one a page explained in its
 * text), or a server error while the database is known to be down.
 */
function failureOf(failures: unknown[], status: number, availability: Availability) {
  const found = failures.map(databaseFailure).find((failure) => failure !== undefined);
  if (found) return found;
  return status >= 500 && availability.isDown() ? 'unreachable' : undefined;
}

function toFetchRequest(
  req: FastifyRequest,
  signal: AbortSignal,
  body: Readable | undefined,
): Request {
  // A HEAD the response cache will keep is rendered as a GET: the body is cached, and Node
  // sends none for HEAD.
  const method = req.method === 'HEAD' && wantsBody(req) ? 'GET' : req.method;
  // Without the query parameters the page does not read (server/cache/query-rules.ts).
  const url = new URL(appUrl(req), `${req.protocol}://${req.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  // React Router aborts an action posted from another origin; a mail provider's one-click
  // unsubscribe comes from its own, and its token, not its origin, is what authorises it.
  if (method === 'POST' && mailProviderPages.has(pagePath(url.pathname))) headers.delete('origin');
  return new Request(url, {
    method,
    headers,
    signal,
    ...(body ? { body: Readable.toWeb(body) as ReadableStream, duplex: 'half' as const } : {}),
  } as RequestInit);
}

export async function ssrPlugin(app: FastifyInstance, options: SsrOptions) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const handle = createRequestHandler(options.build, options.mode);
  const { limiter, availability } = options;

  app.all('/*', async (request, reply) => {
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    // The body is counted as it streams in, and reading stops at the page's limit (the guard
    // already refused a declared oversize body); the socket is left paused, then closed.
    const pathname = request.url.split('?')[0] ?? '/';
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : request.raw.pipe(byteLimit(pageBodyLimit(pathname)));
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    const dataRequest = pathname.endsWith('.data');
    if (availability.isDown())
      return reply.send(unavailableResponse('unreachable', { write, dataRequest }));
    const failures: unknown[] = [];
    const outcome = await limiter.run(request.url, controller, async () => {
      const context = await options.loadContext(request);
      const noteError = (err: unknown) => void failures.push(err);
      // With `future.v8_middleware` React Router takes only a RouterContextProvider.
      const provider = Object.assign(new RouterContextProvider(), context, { noteError });
      return handle(toFetchRequest(request, controller.signal, body), provider);
    });
    if (outcome.status !== 'done') return reply.send(busyResponse());
    const failure = failureOf(failures, outcome.value.status, availability);
    if (failure) {
      await outcome.value.body?.cancel();
      return reply.send(unavailableResponse(failure, { write, dataRequest }));
    }
    if (body?.exceeded()) {
      await outcome.value.body?.cancel();
      return refusePage(request, reply, 413, tooLargeMessage(pathname));
    }
    return reply.send(outcome.value);
  });
}
