/**
 * The public URLs of the site: every route without parameters in the React Router build, plus
 * one URL per record or catalogue entry that has a page of its own.
 */
import type { ServerBuild } from 'react-router';
import type { CollectionOptions } from '../../content/collection';
import { collections, type CollectionName } from '../../content/registry';
import type { Services } from '../services';

type RouteManifest = ServerBuild['routes'];

/**
 * Pages that answer a form or a link from an e-mail, a visitor's own basket, and the menu's
 * stand-in for phones without JavaScript: not for search engines.
 */
const unlisted = new Set([
  '/newsletter',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/quote',
  '/menu',
]);

/** Full paths of the build's routes that take no parameters (no `:param`, no `*`). */
export function staticPaths(
  routes: Record<string, { path?: string; index?: boolean; parentId?: string } | undefined>,
): string[] {
  const fullPath = (id: string): string | undefined => {
    const route = routes[id];
    if (!route) return undefined;
    const parent = route.parentId ? fullPath(route.parentId) : '';
    if (parent === undefined) return undefined;
    const own = route.path ?? '';
    return own ? `${parent.replace(/\/$/, '')}/${own}` : parent || '/';
  };
  const paths = new Set<string>();
  for (const id of Object.keys(routes)) {
    const route = routes[id];
    if (!route || (!route.path && !route.index)) continue;
    const path = fullPath(id);
    if (!path || /[:*]/.test(path) || path.startsWith('/cms') || unlisted.has(path)) continue;
    paths.add(path === '' ? '/' : path);
  }
  return [...paths];
}

/**
 * The pages with a parameter that are not records of their own: the families' landings, the
 * leadership and the industries. Every product page is a record, in the products files.
 */
export async function fixedPaths({ content }: Services): Promise<string[]> {
  const [families, leadership, industries] = await Promise.all([
    content.list('productFamilies'),
    content.section('leadership'),
    content.section('catalogue/industries'),
  ]);
  return [
    ...families.map((f) => f.url),
    ...leadership.members.map((m) => `/leadership/${m.slug}`),
    ...industries.industries.map((i) => `/industries-we-serve/${i.slug}`),
  ];
}

/**
 * URLs per sitemap file. The protocol allows 50,000, but a file is rendered on a miss like any
 * page, and 1,000 keeps that render a few milliseconds however many posts there are.
 */
export const SITEMAP_FILE_URLS = 1_000;

/** The record lists the sitemap splits into numbered files: the collections' `sitemap` prefixes. */
const recordLists = new Map(
  (Object.keys(collections) as CollectionName[]).flatMap((name) => {
    const prefix = (collections[name] as CollectionOptions).sitemap;
    return prefix ? [[prefix, name] as const] : [];
  }),
);

/** One child sitemap: the pages file, or page `n` (from 1) of a record list (its prefix). */
export type SitemapFile = { list: 'pages' } | { list: string; n: number };

/** `pages.xml`, `news-3.xml`, `case-studies-1.xml`; anything else (`news-01.xml`) is no file. */
export function parseSitemapFile(name: string): SitemapFile | undefined {
  if (name === 'pages.xml') return { list: 'pages' };
  const match = /^([a-z][a-z0-9-]*)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match?.[1] || !recordLists.has(match[1])) return undefined;
  return { list: match[1], n: Number(match[2]) };
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const absolute = (publicUrl: string, path: string) =>
  escapeXml(publicUrl + (path === '/' ? '/' : path));

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** /sitemap.xml: an index of the pages file and of each record list's numbered files. */
export async function sitemapIndexXml(publicUrl: string, { content }: Services): Promise<string> {
  const files = ['pages.xml'];
  for (const [prefix, name] of recordLists) {
    const pages = Math.ceil((await content.sitemapCount(name)) / SITEMAP_FILE_URLS);
    for (let n = 1; n <= pages; n++) files.push(`${prefix}-${n}.xml`);
  }
  const entries = files.map(
    (file) => `  <sitemap><loc>${absolute(publicUrl, `/sitemaps/${file}`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** One child sitemap, or undefined when there is no such file (a page past the last). */
export async function sitemapFileXml(
  publicUrl: string,
  routes: RouteManifest,
  services: Services,
  file: SitemapFile,
): Promise<string | undefined> {
  let entries: { path: string; lastmod?: string }[];
  if (!('n' in file)) {
    const paths = new Set([...staticPaths(routes), ...(await fixedPaths(services))]);
    // Product pages are in the products files, with their dates.
    for (const path of await services.content.productPathsAmong([...paths])) paths.delete(path);
    entries = [...paths].sort((a, b) => a.localeCompare(b)).map((path) => ({ path }));
  } else {
    const name = recordLists.get(file.list);
    if (!name) return undefined;
    entries = await services.content.sitemapRecords(name, {
      offset: (file.n - 1) * SITEMAP_FILE_URLS,
      limit: SITEMAP_FILE_URLS,
    });
    if (entries.length === 0 && file.n > 1) return undefined;
  }
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url><loc>${absolute(publicUrl, path)}</loc>${
        lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''
      }</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}
