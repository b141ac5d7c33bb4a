import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { Services } from '../services';
import { notFound } from '../http/errors';
import { parseSitemapFile, sitemapFileXml, sitemapIndexXml } from './sitemap-service';

export interface SeoRoutesOptions {
  publicUrl: string;
  services: Services;
  build: ServerBuild | (() => Promise<ServerBuild>);
}

/**
 * /sitemap.xml is an index of small files (/sitemaps/pages.xml, /sitemaps/news-1.xml, …), so no
 * single answer grows with the number of posts; /robots.txt points to it and keeps crawlers out
 * of the CMS.
 */
export async function seoRoutes(
  app: FastifyInstance,
  { publicUrl, services, build }: SeoRoutesOptions,
) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('application/xml; charset=utf-8');
    return sitemapIndexXml(publicUrl, services);
  });
  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = parseSitemapFile(request.params.file);
      const { routes } = typeof build === 'function' ? await build() : build;
      const xml = file && (await sitemapFileXml(publicUrl, routes, services, file));
      if (!xml) throw notFound('That sitemap file');
      reply.type('application/xml; charset=utf-8');
      return xml;
    },
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8');
    return `User-agent: *\nDisallow: /cms\nDisallow: /api/\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
  });
}
