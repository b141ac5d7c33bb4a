/**
 * Which React Router route a path renders, as its pattern (`/news-and-insights/:id`), for the
 * request metrics: a label drawn from the build's few dozen routes, however many different paths
 * strangers ask for. React Router's own `matchRoutes` flattens and ranks the whole route tree and
 * compiles a regular expression per route on every call (about half a millisecond here, more than
 * a cache hit takes), so the ranked, compiled list is made once per build and reused.
 *
 * Ranking and expressions follow React Router's (`computeScore`, `compilePath`); a path it would
 * match differently at worst gets the label of a neighbouring route.
 */
import type { ServerBuild } from 'react-router';
import { withoutDataSuffix } from '../http/data-requests';

type Manifest = ServerBuild['routes'];
type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

interface Branch {
  pattern: string;
  regex: RegExp;
  score: number;
}

const PARAM = /^:[\w-]+\??$/;
const isSplat = (segment: string) => segment === '*';

/** React Router's score: static segments beat parameters, which beat a splat; index routes win ties. */
function scoreOf(path: string, index: boolean): number {
  const segments = path.split('/');
  let score = segments.length;
  if (segments.some(isSplat)) score -= 2;
  if (index) score += 2;
  for (const segment of segments) {
    if (isSplat(segment)) continue;
    score += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/** React Router's expression for a full path (`compilePath` with `end: true`). */
function regexOf(path: string, caseSensitive: boolean): RegExp {
  const stem = `/${path}`
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:[\w-]+(\?)?/g, (_, optional?: string) =>
      optional ? '/?([^\\/]+)?' : '/([^\\/]+)',
    )
    .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2');
  const tail = path.endsWith('*') ? (path === '*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$') : '\\/*$';
  return new RegExp(`^${stem}${tail}`, caseSensitive ? '' : 'i');
}

function fullPath(manifest: Manifest, id: string | undefined): string {
  const parts: string[] = [];
  for (let route = id ? manifest[id] : undefined; route; ) {
    if (route.path) parts.unshift(route.path.replace(/^\/+|\/+$/g, ''));
    route = route.parentId ? manifest[route.parentId] : undefined;
  }
  return parts.filter(Boolean).join('/');
}

function compile(manifest: Manifest): Branch[] {
  const branches: Branch[] = [];
  for (const route of Object.values(manifest)) {
    // As in React Router, a route without a path matches only as an index route.
    if (!route || (route.path === undefined && !route.index)) continue;
    const path = fullPath(manifest, route.id);
    branches.push({
      pattern: `/${path}`,
      regex: regexOf(path, route.caseSensitive === true),
      score: scoreOf(path, route.index === true),
    });
  }
  // Stable: equal scores keep the order the routes were declared in.
  return branches.sort((a, b) => b.score - a.score);
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const compiled = new WeakMap<Manifest, Branch[]>();

/** The not-found route's pattern (`route('*', …)` in app/routes.ts), and the answer when none matches. */
export const NOT_FOUND_PATTERN = '/*';

/**
 * The pattern of the route that renders `pathname`; NOT_FOUND_PATTERN when none but the not-found
 * route does. The response cache answers every such path with one cached 404
 * (docs/decisions/0044), so a path a page renders must never come out as that.
 */
export function routePattern(build: ServerBuild, pathname: string): string {
  if (pathname === build.routeDiscovery.manifestPath) return pathname;
  let branches = compiled.get(build.routes);
  if (!branches) {
    branches = compile(build.routes);
    compiled.set(build.routes, branches);
  }
  // A `.data` request fetches the loader data of the page it names.
  const path = withoutDataSuffix(decoded(pathname));
  return branches.find((b) => b.regex.test(path))?.pattern ?? NOT_FOUND_PATTERN;
}

/** `routePattern` for the build as given to the SSR plugin (a function in development). */
export function routePatterns(source: BuildSource): (pathname: string) => Promise<string> {
  return async (pathname) =>
    routePattern(typeof source === 'function' ? await source() : source, pathname);
}
