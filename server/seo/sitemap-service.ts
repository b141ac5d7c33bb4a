/**
 * The public URLs of the site: every route without parameters in the React Router build, plus
 * one URL per record or catalogue entry that has a page of its own.
 */
import type { ServerBuild } from 'react-router';
import type { Services } from '../services';

type RouteManifest = ServerBuild['routes'];

/** Pages that answer a form or a link from an e-mail: not for search engines. */
const unlisted = new Set(['/newsletter', '/newsletter/unsubscribe']);

/** Full paths of the build's routes that take no parameters (no `:param`, no `*`). */
export function staticPaths(routes: RouteManifest): string[] {
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

export async function dynamicPaths({
  content,
}: Services): Promise<{ path: string; lastmod?: string }[]> {
  const [leadership, { posts, studies }, glands, industries, ranges, enclosures] =
    await Promise.all([
      content.section('leadership'),
      content.sitemapEntries(),
      content.section('catalogue/cable-glands'),
      content.section('catalogue/industries'),
      content.section('catalogue/switches-and-sockets'),
      content.section('catalogue/enclosures'),
    ]);
  return [
    ...leadership.members.map((m) => ({ path: `/leadership/${m.slug}` })),
    ...posts.map((p) => ({ path: `/news-and-insights/${p.id}`, lastmod: p.updatedAt })),
    ...studies.map((s) => ({ path: `/case-studies/${s.slug}`, lastmod: s.updatedAt })),
    ...glands.glands.map((g) => ({ path: `/products/cable-management/cable-glands/${g.slug}` })),
    ...industries.industries.map((i) => ({ path: `/industries-we-serve/${i.slug}` })),
    // Pages whose parameter is one of a fixed set rather than a record.
    ...['duro', 'valor'].map((brand) => ({
      path: `/products/lights-wiring/residential-and-commercial/lights/${brand}`,
    })),
    ...['wiring', 'lighting'].map((kind) => ({
      path: `/products/lights-wiring/industrial/${kind}`,
    })),
    ...ranges.ranges.map((r) => ({
      path: `/products/lights-wiring/residential-and-commercial/switches-and-sockets/${r.slug}`,
    })),
    ...enclosures.categories
      .map((c) => ({ path: c.link }))
      .filter((c) => c.path.startsWith('/products/')),
  ];
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

export async function sitemapXml(
  publicUrl: string,
  routes: RouteManifest,
  services: Services,
): Promise<string> {
  const entries = new Map<string, string | undefined>();
  for (const path of staticPaths(routes)) entries.set(path, undefined);
  for (const { path, lastmod } of await dynamicPaths(services)) entries.set(path, lastmod);
  const urls = [...entries]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([path, lastmod]) =>
        `  <url><loc>${escapeXml(publicUrl + (path === '/' ? '/' : path))}</loc>${
          lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''
        }</url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
