/**
 * Mounts the React Router app on Fastify. Bodies are not parsed here: React Router actions read
 * the raw request stream themselves (DESIGN §2, gotchas). Public pages are cached by the
 * response cache's hooks (server/cache), which read the Fetch Response this handler sends.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { wantsBody } from '../cache/response-cache';

export interface SsrOptions {
  /** The server build, or a function answering the current one (dev). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  loadContext: (request: FastifyRequest) => AppLoadContext;
}

function toFetchRequest(req: FastifyRequest, signal: AbortSignal): Request {
  // A HEAD the response cache will keep is rendered as a GET: the body is cached, and Node
  // sends none for HEAD.
  const method = req.method === 'HEAD' && wantsBody(req) ? 'GET' : req.method;
  const url = new URL(req.url, `${req.protocol}://${req.host}`);
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

  app.all('/*', async (request, reply) => {
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const response = await handle(
      toFetchRequest(request, controller.signal),
      options.loadContext(request),
    );
    return reply.send(response);
  });
}
