/**
 * `GET /metrics` in Prometheus' text format, for a scraper holding METRICS_TOKEN; without the
 * token the path does not exist. Each app has a registry of its own (tests build many apps in one
 * process). Requests are counted by route pattern, never by URL, so what strangers ask for cannot
 * grow the set of series. The rest is read from its owner when scraped: the response cache's
 * counts and size, the render limiter's load, the database pool, and the notification e-mails
 * waiting (one indexed count).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { errorBody } from '../http/errors';
import type { ResponseCache } from '../cache/response-cache';
import type { Database } from '../db/client';
import type { Services } from '../services';
import type { RenderLimiter } from '../ssr/render-limiter';
import { liveHeapBytes } from './live-heap';

export const METRICS_PATH = '/metrics';
/** The SSR catch-all's pattern: its requests are labelled with the page's route instead. */
const PAGES = '/*';

export interface MetricsOptions {
  token: string;
  cache: ResponseCache;
  database: Database;
  enquiries: Pick<Services['enquiries'], 'mailQueue' | 'sendFailures'>;
  /** Server rendering, when the app renders pages. */
  renders?: {
    limiter: RenderLimiter;
    /** The React Router pattern of the page at a path (server/ssr/route-patterns.ts). */
    pattern: (pathname: string) => Promise<string>;
  };
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

async function routeLabel(request: FastifyRequest, options: MetricsOptions): Promise<string> {
  const route = request.routeOptions.url;
  if (route === undefined) return 'unmatched';
  if (route !== PAGES || !options.renders) return route;
  // In development the build can fail to load (a syntax error being fixed): still count it.
  return options.renders.pattern(request.url.split('?')[0] ?? '/').catch(() => PAGES);
}

/** Whether the header carries the token; compared in constant time, whatever its length. */
function authorised(header: string | undefined, token: string): boolean {
  const [scheme, given] = (header ?? '').trim().split(/\s+/, 2);
  if (scheme?.toLowerCase() !== 'bearer' || !given) return false;
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** Mirrors a count kept elsewhere into a Prometheus counter when scraped. */
function mirrorCounter<L extends string>(
  registry: Registry,
  name: string,
  help: string,
  label: L,
  read: () => Record<string, number>,
) {
  return new Counter({
    name,
    help,
    labelNames: [label],
    registers: [registry],
    collect() {
      this.reset();
      for (const [value, count] of Object.entries(read())) {
        this.inc({ [label]: value } as Record<L, string>, count);
      }
    },
  });
}

function registerGauges(registry: Registry, options: MetricsOptions) {
  const { cache, database, enquiries, renders } = options;
  const registers = [registry];

  mirrorCounter(
    registry,
    'response_cache_hits_total',
    'Answers from the response cache',
    'kind',
    () => cache.counts.hits,
  );
  mirrorCounter(
    registry,
    'response_cache_misses_total',
    'Cacheable requests that were made afresh',
    'kind',
    () => cache.counts.misses,
  );
  new Gauge({
    name: 'response_cache_bytes',
    help: 'Bytes the response cache holds (all encodings)',
    registers,
    collect() {
      this.set(cache.store.size.bytes);
    },
  });
  new Gauge({
    name: 'response_cache_entries',
    help: 'Responses the response cache holds',
    registers,
    collect() {
      this.set(cache.store.size.entries);
    },
  });

  if (renders) {
    const { limiter } = renders;
    new Gauge({
      name: 'ssr_renders_in_flight',
      help: 'Page renders running',
      registers,
      collect() {
        this.set(limiter.load.running);
      },
    });
    new Gauge({
      name: 'ssr_renders_queued',
      help: 'Page renders waiting for a slot',
      registers,
      collect() {
        this.set(limiter.load.waiting);
      },
    });
    mirrorCounter(
      registry,
      'ssr_renders_refused_total',
      'Page renders answered 503: no slot in time (busy) or over time (timeout)',
      'reason',
      () => limiter.refused,
    );
  }

  liveHeapBytes();
  new Gauge({
    name: 'nodejs_heap_live_bytes',
    help: 'Heap in use right after the last full collection: what the process retains (absent before the first)',
    registers,
    collect() {
      this.reset();
      const bytes = liveHeapBytes();
      if (bytes !== undefined) this.set(bytes);
    },
  });

  new Gauge({
    name: 'db_pool_max_connections',
    help: 'Database connections at most (PGlite: its one in-process connection)',
    registers,
    collect() {
      this.set(database.poolStats().max);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Open database connections, busy or idle',
    labelNames: ['state'],
    registers,
    collect() {
      const { open, idle } = database.poolStats();
      this.set({ state: 'busy' }, open - idle);
      this.set({ state: 'idle' }, idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_queries',
    help: 'Queries waiting for a database connection',
    registers,
    collect() {
      this.set(database.poolStats().waiting);
    },
  });

  new Gauge({
    name: 'mail_queue_notifications',
    help: 'Enquiry notification e-mails not sent: waiting (new or to be retried) or given up on',
    labelNames: ['state'],
    registers,
    async collect() {
      // A scrape while the database is away leaves the series out rather than failing whole.
      this.reset();
      const queue = await enquiries.mailQueue().catch(() => undefined);
      if (!queue) return;
      this.set({ state: 'waiting' }, queue.waiting);
      this.set({ state: 'given_up' }, queue.gaveUp);
    },
  });
  mirrorCounter(
    registry,
    'mail_send_failures_total',
    'E-mails that failed to send since start: enquiry notifications (retried) and acknowledgements (not)',
    'kind',
    () => enquiries.sendFailures(),
  );
}

export function registerMetrics(fastify: FastifyInstance, options: MetricsOptions) {
  const registry = new Registry();
  // Process metrics: resident memory, CPU, heap, event loop lag, open handles.
  collectDefaultMetrics({ register: registry });
  registerGauges(registry, options);

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the last byte of the answer, by method, route pattern and status',
    labelNames,
    // From cache hits (well under a millisecond) to renders at their 10 s limit.
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // On the root instance: cache hits, answered from an onRequest hook, are counted too.
  fastify.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url === METRICS_PATH) return;
    const labels = {
      method: METHODS.has(request.method) ? request.method : 'other',
      route: await routeLabel(request, options),
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  fastify.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!authorised(request.headers.authorization, options.token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send(errorBody('unauthorized', 'Send the metrics token: Authorization: Bearer <token>'));
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
