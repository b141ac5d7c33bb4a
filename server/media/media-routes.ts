import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { FileStore, LocalFileStore } from './file-store';

/** Stored media under /media/: content-addressed names, so cached for a year. */
export async function mediaRoutes(app: FastifyInstance, { files }: { files: FileStore }) {
  await app.register(fastifyStatic, {
    root: (files as LocalFileStore).dir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => {
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
      res.header('X-Content-Type-Options', 'nosniff');
      // Other sites show our images and video from `host + path` (the specs' clients); helmet's
      // default, same-origin, would have browsers refuse them.
      res.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}
