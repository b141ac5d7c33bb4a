/**
 * Which answers count as a page view (issue 33, docs/decisions/0029): a public page served 200 as
 * HTML, or the same page's data fetched by the browser's client-side navigation (`.data`), to a
 * visitor that is not a bot and is not prefetching. Not the CMS, the API, media or assets. Read
 * after the answer is sent (`onResponse`), so a cached page is counted and stays cached.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { VisitCounter } from '../services/insights/visit-counter';
import { pagePath, splitUrl } from '../cache/cache-policy';
import { SEARCH_RESULTS_HEADER } from '../../content/search-text';

const NOT_PAGES = /^\/(?:cms|api|media|assets)(?:\/|$)/;

/** A browser's speculative fetch: it may never be shown. */
const prefetch = (request: FastifyRequest) =>
  /prefetch|prerender/i.test(
    `${request.headers['sec-purpose'] ?? ''} ${request.headers.purpose ?? ''} ${request.headers['x-moz'] ?? ''}`,
  );

/**
 * Verdicts of recent user agents: a browser's agent repeats on every request, and isbot's one
 * large pattern costs microseconds a call, more than the count itself. Bounded: emptied when full.
 */
const verdicts = new Map<string, boolean>();
const VERDICTS_MAX = 2_000;

/** No user agent is a script; a known one is a crawler or a monitor (the `isbot` list). */
const robot = (request: FastifyRequest) => {
  const agent = request.headers['user-agent'];
  if (!agent) return true;
  let verdict = verdicts.get(agent);
  if (verdict === undefined) {
    verdict = isbot(agent);
    if (verdicts.size >= VERDICTS_MAX) verdicts.clear();
    verdicts.set(agent, verdict);
  }
  return verdict;
};

export function countVisits(fastify: FastifyInstance, counter: VisitCounter) {
  fastify.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return;
    const type = String(reply.getHeader('content-type') ?? '');
    const { path, query: search } = splitUrl(request.url);
    const { page, data } = pagePath(path);
    if (!(data ? type.startsWith('text/x-script') : type.startsWith('text/html'))) return;
    if (NOT_PAGES.test(page) || prefetch(request) || robot(request)) return;
    if (!search) {
      counter.page(page);
      return;
    }
    const query = new URLSearchParams(search);
    // An editor's preview of a draft is not a visit.
    if (query.has('preview')) return;
    counter.page(page);
    const results = reply.getHeader(SEARCH_RESULTS_HEADER);
    const q = query.get('q');
    // A search as typed: its first page, all types (a filter or a next page is the same search).
    if (
      page === '/search' &&
      q &&
      results !== undefined &&
      !query.has('type') &&
      !query.has('page')
    ) {
      counter.search(q, Number(results));
    }
  });
}
