/**
 * Every screen the layout check (layout-check.ts, run by layout-every-screen.spec.ts) looks at,
 * listed in this one place: a new public template gets checked by appearing in the sitemap, a
 * new CMS screen by appearing in the CMS's own list of screens (app/components/cms/shell/
 * screens.ts), and a screen neither lists is added below.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import routes from '../../app/routes';
import { cmsScreens } from '../../app/components/cms/shell/screens';
import { sitemapPaths } from './sitemap';

/** Public screens the sitemap does not list, each as a visitor reaches it. */
export const extraPublicScreens = [
  '/search?q=gland',
  // Four products side by side: the widest comparison, in its sideways scroller.
  '/products/compare?p=cable-management/cable-glands/ip68&p=cable-management/cable-glands/aisi316l&p=cable-management/cable-glands/polyamide&p=gaskets/kammprofile',
  '/menu',
  // The 404 page.
  '/no-such-page-here',
  '/cms/sign-in',
] as const;

/** The quote basket: checked with two products in it (see layout-every-screen.spec.ts). */
export const quoteProducts = [
  '/products/gaskets/kammprofile',
  '/products/cable-management/cable-glands/atex',
] as const;

/** Every CMS screen of the CMS's menu and the screens reached from it, signed in. */
export const cmsScreenPaths: readonly string[] = cmsScreens.map(({ path }) =>
  path ? `/cms/${path}` : '/cms',
);

interface CatalogueRecord {
  url: string;
  template: string;
}

/** Every catalogue record of a public list (`products` or `families`), following its pages. */
async function catalogue(baseURL: string, kind: 'products' | 'families') {
  const records: CatalogueRecord[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await fetch(`${baseURL}/api/v1/catalogue/${kind}?${query}`);
    if (!res.ok) throw new Error(`/api/v1/catalogue/${kind} answered ${res.status}`);
    const body = (await res.json()) as Record<string, unknown> & { nextCursor: string | null };
    records.push(...(body[kind] as CatalogueRecord[]));
    cursor = body.nextCursor;
  } while (cursor);
  return records;
}

/**
 * One URL per public template: the sitemap's pages grouped by the route module that draws them
 * (the case-study categories share the list's module), and family and product pages, which one
 * module draws by the layout their record names (docs/decisions/0013), grouped by that layout.
 * The first URL of each group, in the sitemap's order.
 */
export async function publicTemplateScreens(baseURL: string): Promise<string[]> {
  const templates = new Map<string, string>();
  for (const kind of ['families', 'products'] as const) {
    for (const { url, template } of await catalogue(baseURL, kind))
      templates.set(new URL(url, baseURL).pathname, `${kind} drawn as ${template}`);
  }
  const firsts = new Map<string, string>();
  for (const path of await sitemapPaths(baseURL)) {
    const route = matchRoutes(routes as RouteObject[], path)?.at(-1)?.route as
      | (RouteObject & { file?: string })
      | undefined;
    const group = templates.get(path) ?? route?.file ?? path;
    if (!firsts.has(group)) firsts.set(group, path);
  }
  return [...firsts.values()];
}
