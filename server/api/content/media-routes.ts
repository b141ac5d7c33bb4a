/**
 * Stored media under /media/: content-addressed names, so cached for a year. Files on this
 * server's disk are served by @fastify/static; files in a bucket are streamed from it here, with
 * the same headers, so a page cannot tell where its images live (docs/media-storage.md).
 */
import type { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from '../../http/errors';
import {
  parseByteRange,
  resolveRange,
  type ByteRange,
  type ResolvedRange,
} from '../../media/byte-range';
import {
  etagMatches,
  IMMUTABLE,
  isLocalFileStore,
  isStoredName,
  typeByExtension,
  type FileInfo,
  type FileStore,
  type FileStream,
} from '../../media/file-store';

function mediaHeaders(reply: FastifyReply): void {
  reply.header('Cache-Control', IMMUTABLE);
  reply.header('X-Content-Type-Options', 'nosniff');
  // Other sites show our images and video from `host + path` (the specs' clients); helmet's
  // default, same-origin, would have browsers refuse them.
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
}

export async function mediaRoutes(app: FastifyInstance, { files }: { files: FileStore }) {
  if (!isLocalFileStore(files)) {
    streamedMediaRoutes(app, files);
    return;
  }
  await app.register(fastifyStatic, {
    root: files.dir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: mediaHeaders,
  });
}

/**
 * Types by extension first, as the local server sends them: every file we store has one of these,
 * and a type set wrongly on an object (by hand, by another tool) then changes nothing.
 */
const typeOf = (name: string, stored: string | undefined) =>
  typeByExtension(name) ?? stored ?? 'application/octet-stream';

const ETAG = String.raw`(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"`;
const ETAG_LIST = new RegExp(String.raw`^\s*(?:\*|${ETAG}(?:\s*,\s*${ETAG})*)\s*$`);

/**
 * An If-None-Match worth passing on: `*` or entity tags (RFC 9110 §8.8.3). Anything else is
 * ignored, as the header may be: it is sent on to the bucket, whose answer to a malformed one
 * (a 400) would be our 500.
 */
const entityTags = (value: string | undefined) =>
  value !== undefined && value.length <= 2048 && ETAG_LIST.test(value) ? value : undefined;

/** What to answer, with the body to stream when it is a GET that found the file. */
type Answer =
  | Exclude<FileStream, { status: 'found' }>
  | { status: 'found'; info: FileInfo; range?: ResolvedRange; body?: Readable };

/**
 * The answer to a HEAD, or to a GET whose range no file could satisfy, from the file's metadata
 * alone: no body is opened. If-None-Match goes before Range, as for a GET (RFC 9110 §13.2.2).
 */
async function fromStat(
  files: FileStore,
  name: string,
  range: ByteRange | 'invalid' | undefined,
  ifNoneMatch: string | undefined,
): Promise<Answer> {
  const info = await files.stat(name);
  if (!info) return { status: 'missing' };
  if (etagMatches(ifNoneMatch, info.etag)) return { status: 'not-modified' };
  if (!range) return { status: 'found', info };
  const part = range === 'invalid' ? undefined : resolveRange(range, info.size);
  return part
    ? { status: 'found', info, range: part }
    : { status: 'unsatisfiable', size: info.size };
}

function streamedMediaRoutes(app: FastifyInstance, files: FileStore): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    schema: { hide: true },
    // Images and video are compressed already, and a gzipped 206 would no longer be the range
    // its Content-Range names.
    compress: false,
    handler: async (request, reply) => {
      const name = (request.params as { '*'?: string })['*'] ?? '';
      // Anything else (`a/b.jpg`, `..%2F`) names no stored file: the bucket is not asked.
      if (!isStoredName(name)) return reply.callNotFound();
      const range = parseByteRange(request.headers.range);
      const ifNoneMatch = entityTags(request.headers['if-none-match']);
      const answer =
        request.method === 'HEAD' || range === 'invalid'
          ? await fromStat(files, name, range, ifNoneMatch)
          : await files.stream(name, { range, ifNoneMatch });

      switch (answer.status) {
        case 'missing':
          return reply.callNotFound();
        case 'not-modified':
          mediaHeaders(reply);
          // It matched, so a single tag the client sent is the file's.
          if (ifNoneMatch && !ifNoneMatch.includes(',') && ifNoneMatch.trim() !== '*') {
            reply.header('ETag', ifNoneMatch.trim());
          }
          return reply.code(304).send();
        case 'unsatisfiable':
          return reply
            .code(416)
            .header('Content-Range', `bytes */${answer.size}`)
            .send(errorBody('range_not_satisfiable', 'Range Not Satisfiable'));
        case 'found': {
          const { info, range: part, body } = answer;
          mediaHeaders(reply);
          reply.header('Content-Type', typeOf(name, info.contentType));
          reply.header('Accept-Ranges', 'bytes');
          if (info.etag) reply.header('ETag', info.etag);
          if (info.lastModified) reply.header('Last-Modified', info.lastModified.toUTCString());
          if (part) {
            reply.code(206);
            reply.header('Content-Range', `bytes ${part.start}-${part.end}/${info.size}`);
            reply.header('Content-Length', String(part.end - part.start + 1));
          } else {
            reply.header('Content-Length', String(info.size));
          }
          // Piped as it arrives from the bucket; a visitor who leaves ends the download.
          return reply.send(body);
        }
      }
    },
  });
}
