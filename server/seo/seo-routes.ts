import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { Services } from '../services';
import { sitemapXml } from './sitemap-service';

export interface SeoRoutesOptions {
  publicUrl: string;
  services: Services;
  build: ServerBuild | (() => Promise<ServerBuild>);
}

/** /sitemap.xml lists every public page; /robots.txt points to it and keeps crawlers out of the CMS. */
export async function seoRoutes(
  app: FastifyInstance,
  { publicUrl, services, build }: SeoRoutesOptions,
) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const { routes } = typeof build === 'function' ? await build() : build;
    reply.type('application/xml; charset=utf-8');
    return sitemapXml(publicUrl, routes, services);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8');
    return `User-agent: *\nDisallow: /cms\nDisallow: /api/\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
  });
}
