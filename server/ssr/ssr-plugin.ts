/**
 * Mounts the React Router app on Fastify. Bodies are not parsed here: React Router actions read
 * the raw request stream themselves (DESIGN §2, gotchas). Public pages are cached by the
 * response cache's hooks (server/cache), which read the Fetch Response this handler sends.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { appUrl, wantsBody } from '../cache/response-cache';
import { DEFAULT_RENDER_LIMITS, RenderLimiter, type RenderLimits } from './render-limiter';
import { busyResponse } from './static-pages';

export interface SsrOptions {
  /** The server build, or a function answering the current one (dev). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  loadContext: (request: FastifyRequest) => AppLoadContext;
  renderLimits?: RenderLimits;
}

function toFetchRequest(req: FastifyRequest, signal: AbortSignal): Request {
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
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    signal,
    ...(hasBody
      ? { body: Readable.toWeb(req.raw) as ReadableStream, duplex: 'half' as const }
      : {}),
  } as RequestInit);
}

export async function ssrPlugin(app: FastifyInstance, options: SsrOptions) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const handle = createRequestHandler(options.build, options.mode);
  const limiter = new RenderLimiter(options.renderLimits ?? DEFAULT_RENDER_LIMITS, app.log);

  app.all('/*', async (request, reply) => {
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const outcome = await limiter.run(request.url, controller, () =>
      handle(toFetchRequest(request, controller.signal), options.loadContext(request)),
    );
    return reply.send(outcome.status === 'done' ? outcome.value : busyResponse());
  });
}
