import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routePattern } from '../../server/ssr/route-patterns';

/** A manifest shaped like app/routes.ts: a root layout, an index, statics, parameters, splats. */
const declared: [id: string, path: string | undefined, index?: boolean][] = [
  ['home', undefined, true],
  ['who-we-are', 'who-we-are'],
  ['products', 'products'],
  ['lights', 'products/lights-wiring/residential-and-commercial/lights'],
  ['family', 'products/:family'],
  ['product', 'products/:family/*'],
  ['industry', 'industries-we-serve/:slug'],
  ['news', 'news-and-insights'],
  ['post', 'news-and-insights/:id'],
  ['newsletter', 'newsletter'],
  ['unsubscribe', 'newsletter/unsubscribe'],
  ['cms', 'cms'],
  ['cms-home', undefined, true],
  ['cms-media', 'media'],
  ['not-found', '*'],
];

const parentOf = (id: string) => (id.startsWith('cms-') ? 'cms' : 'root');

const build = {
  routes: Object.fromEntries([
    ['root', { id: 'root', path: '' }],
    ...declared.map(([id, path, index]) => [id, { id, path, index, parentId: parentOf(id) }]),
  ]),
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

/** The same routes as React Router's route objects, for its own `matchRoutes`. */
function routeObjects(parent: string): RouteObject[] {
  return declared
    .filter(([id]) => parentOf(id) === parent)
    .map(([id, path, index]): RouteObject => {
      const children = routeObjects(id);
      return index ? { id, index: true } : { id, path, ...(children.length ? { children } : {}) };
    });
}
const tree: RouteObject[] = [{ id: 'root', path: '', children: routeObjects('root') }];

/** React Router's answer: the full pattern of the deepest match. */
function reactRouterPattern(pathname: string): string {
  const matches = matchRoutes(tree, pathname) ?? [];
  const paths = matches.map((m) => m.route.path).filter((p): p is string => Boolean(p));
  return `/${paths.join('/')}`;
}

describe('route patterns', () => {
  it.each([
    '/',
    '/who-we-are',
    '/WHO-WE-ARE/',
    '/products',
    '/products/lights-wiring/residential-and-commercial/lights',
    '/products/cable-management',
    '/products/cable-management/cable-glands',
    '/products/cable-management/cable-glands/extra',
    '/industries-we-serve/oil-and-gas',
    '/news-and-insights',
    '/news-and-insights/a-post',
    '/newsletter/unsubscribe',
    '/cms',
    '/cms/media',
    '/cms/nothing-here',
    '/no/such/page',
    '/%E2%9C%93',
  ])('labels %s as React Router matches it', (path) => {
    expect(routePattern(build, path)).toBe(reactRouterPattern(path));
  });

  it('labels a .data request with its page, and the route manifest by its own path', () => {
    expect(routePattern(build, '/news-and-insights/a-post.data')).toBe('/news-and-insights/:id');
    expect(routePattern(build, '/_.data')).toBe('/');
    expect(routePattern(build, '/cms/media/_.data')).toBe('/cms/media');
    expect(routePattern(build, '/__manifest')).toBe('/__manifest');
  });

  it('answers one of the build’s patterns for anything a stranger sends', () => {
    const patterns = new Set<string>();
    for (let i = 0; i < 500; i++) {
      patterns.add(routePattern(build, `/${Math.random().toString(36).slice(2)}/${i}`));
    }
    expect([...patterns]).toEqual(['/*']);
  });
});
