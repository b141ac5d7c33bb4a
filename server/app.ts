/**
 * The one Fastify service: REST API under /api/v1, media under /media, built assets and the
 * React Router app for everything else (docs/architecture.md, The request path).
 */
import { join } from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { newNonce, securityHeaders } from './http/content-security-policy';
import { subresourceHeaders } from './http/asset-headers';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import { auditLogRoutes } from './api/auth/audit-log-routes';
import { draftRoutes } from './api/content/draft-routes';
import { revisionsRoutes } from './api/content/revisions-routes';
import { authRoutes } from './api/auth/auth-routes';
import { backupRoutes } from './api/operations/backup-routes';
import { twoFactorRoutes } from './api/auth/two-factor-routes';
import { contentRoutes } from './api/content/content-routes';
import { contentWriteRoutes } from './api/content/content-write-routes';
import { enquiryRoutes } from './api/enquiries/enquiry-routes';
import { quoteRoutes } from './api/enquiries/quote-routes';
import { newsletterRoutes } from './api/enquiries/newsletter-routes';
import { personalDataRoutes } from './api/operations/personal-data-routes';
import { searchRoutes } from './api/content/search-routes';
import { trashRoutes } from './api/content/trash-routes';
import { personalDataSettingsRoutes } from './api/operations/personal-data-settings-routes';
import { insightsRoutes } from './api/operations/insights-routes';
import { countVisits } from './ssr/count-visits';
import {
  apiNotFound,
  frameworkError,
  refuseForDatabase,
  registerErrorHandling,
} from './http/errors';
import { registerOpenApi } from './api/shared/openapi';
import { refuseUnstorableText } from './api/shared/unstorable-input';
import { multipartOptions } from './api/shared/write-input';
import { authPlugin } from './api/auth/auth-plugin';
import { asksPreview, isCachedApiRead } from './cache/cache-policy';
import { redirectToCanonicalUrls } from './cache/canonical-path';
import {
  checkedPreview,
  doNotCache,
  registerResponseCache,
  servedFromCache,
} from './cache/response-cache';
import type { StoreLimits } from './cache/response-store';
import type { Config } from './config';
import type { Database } from './db/client';
import { redirectDoubledMediaSlash } from './media/doubled-slash';
import { mediaRoutes } from './api/content/media-routes';
import { mediaLibraryRoutes } from './api/content/media-library-routes';
import type { MediaStore } from './media/media-store';
import type { SecretKeySource } from './operations/backup';
import { closeConnectionsWithUnreadBodies } from './http/connection-close';
import { gracefulShutdown, type Drain } from './monitoring/graceful-shutdown';
import {
  startWatchdog,
  watchRequests,
  type WatchdogOptions,
} from './monitoring/event-loop-watchdog';
import {
  closeSilentConnections,
  defaultTimeouts,
  timeoutOptions,
  type ServerTimeouts,
} from './http/timeouts';
import { registerMetrics } from './monitoring/metrics';
import { logRequests, OneLinePerRequest } from './http/request-log';
import { allowCrossOriginReads } from './http/cross-origin-reads';
import { publicWriteGuard } from './http/public-write-guard';
import { reactRouterBuildDir } from './paths';
import { builtStylesheets } from './ssr/built-stylesheets';
import { createServices, type ServiceOptions, type Services } from './services';
import { seoRoutes } from './seo/seo-routes';
import { defaultRenderLimits, RenderLimiter, type RenderLimits } from './ssr/render-limiter';
import { NOT_FOUND_PATTERN, routePatterns } from './ssr/route-patterns';
import { ssrPlugin } from './ssr/ssr-plugin';

export interface AppOptions {
  /** E-mail and private storage for enquiries; off and temporary when omitted (tests). */
  services?: ServiceOptions;
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV' | 'publicUrl'> &
    Partial<Pick<Config, 'TRUST_PROXY' | 'PUBLIC_API_DOCS' | 'METRICS_TOKEN'>>;
  /** Where log lines go; standard output when omitted (tests read them from here). */
  logStream?: { write(line: string): void };
  database: Database;
  media: MediaStore;
  /** The React Router server build; omitted in API-only tests. */
  ssr?: ServerBuild | (() => Promise<ServerBuild>);
  /** Bounds of the response cache's store; 1000 entries / 64 MB when omitted. */
  cacheLimits?: StoreLimits;
  /** Bounds on concurrent server renders; sensible defaults when omitted. */
  renderLimits?: RenderLimits;
  /** How long slow and idle clients are waited for; the defaults when omitted. */
  timeouts?: ServerTimeouts;
  /** Serve the built browser assets (production). */
  serveAssets?: boolean;
  /**
   * GET /api/v1/backup: the token `npm run backup` may present instead of a session, and how
   * two-factor secrets are keyed (a PGlite key file goes in the backup). No token and no key
   * when omitted.
   */
  backup?: { token?: string; secretKey: SecretKeySource };
  /** Registers Vite's dev middleware ahead of the SSR catch-all (development). */
  devMiddleware?: (fastify: FastifyInstance) => Promise<void>;
  /** Watches for a blocked event loop (server/monitoring/event-loop-watchdog.ts); off when omitted. */
  watchdog?: WatchdogOptions;
}

export interface App {
  fastify: FastifyInstance;
  services: Services;
  /** Refuses new requests and tells when those under way are done (graceful shutdown). */
  drain: Drain;
}

/** Fastify's own reading of a hop count (its types take only the function form). */
function trustProxyOption(value: Config['TRUST_PROXY']) {
  if (typeof value !== 'number') return value ?? false;
  return (_address: string, hop: number) => hop < value;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database, media } = options;
  const fastify = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, ...(options.logStream ? { stream: options.logStream } : {}) },
    // One line per request, written by logRequests, instead of Fastify's two.
    logController: new OneLinePerRequest(),
    // Only the configured proxies may name the client (X-Forwarded-For); by default nobody can,
    // or every per-client limit could be dodged with a made-up header.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // A path the router cannot read (`%zz`) is refused in the API's error shape too.
    frameworkErrors: frameworkError,
    ...timeoutOptions(options.timeouts ?? defaultTimeouts),
  });
  closeSilentConnections(fastify.server, (options.timeouts ?? defaultTimeouts).headersMs);
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(fastify);
  logRequests(fastify, servedFromCache);
  closeConnectionsWithUnreadBodies(fastify);
  const drain = gracefulShutdown(fastify);
  // A request that blocks the event loop is logged by name; past a limit the process restarts.
  const watchdog =
    options.watchdog &&
    startWatchdog({ level: config.LOG_LEVEL, ...options.watchdog }, fastify.log);
  if (watchdog) watchRequests(fastify, watchdog);

  // The Content-Security-Policy is ours (server/http/content-security-policy.ts): a page's
  // nonce and script hashes are known only once it is rendered.
  await fastify.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // helmet's default, no-referrer, makes browsers send `Origin: null` on our own form posts,
    // which the CSRF checks (ours and React Router's) must refuse. This still sends other sites
    // nothing but our origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Not in development: Vite's hot reload injects scripts of its own.
  const csp = config.NODE_ENV !== 'development';
  securityHeaders(fastify, { csp });
  subresourceHeaders(fastify);
  // Before the response cache: a cache hit answers from onRequest, skipping later hooks.
  allowCrossOriginReads(fastify);
  redirectDoubledMediaSlash(fastify);
  // One address per page, before anything is cached or rendered under another spelling.
  const pagesCached = config.NODE_ENV !== 'development';
  redirectToCanonicalUrls(fastify, { isCachedApiRead, pages: pagesCached });
  const services = createServices(database.db, { ...options.services, media });
  // Which route renders a path: the request metrics' label, and for the cache whether only the
  // not-found route does (all such paths share one cached 404, docs/decisions/0044).
  const pattern = options.ssr && routePatterns(options.ssr);
  const cache = await registerResponseCache(fastify, {
    database,
    pages: pagesCached,
    limits: options.cacheLimits,
    unclaimed: pattern ? async (path) => (await pattern(path)) === NOT_FOUND_PATTERN : undefined,
    visitors: {
      session: async (token) => (await services.auth.authenticate(token)) !== undefined,
      basket: async (token) => (await services.quotes.count(token)) > 0,
    },
  });
  // While the database is gone, the API refuses at once what the cache could not answer.
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/') && database.availability.isDown())
      return refuseForDatabase(reply, 'unreachable');
  });
  // Another instance's write (alt text, a replaced file) arrives as a new content version.
  cache.version.onChange(() => media.forgetAll());
  await fastify.register(compress, { threshold: 1024 });
  // Page views and searches, counted after the answer (cached or not) is sent: issue 33.
  countVisits(fastify, services.visits);
  services.visits.start(fastify.log);
  fastify.addHook('onClose', async () => services.visits.stop());
  // Public form posts are limited and checked before their bodies are read.
  fastify.addHook('onRequest', publicWriteGuard(services.rateLimits));

  const renders = options.ssr && {
    limiter: new RenderLimiter(
      options.renderLimits ?? defaultRenderLimits(database.driver),
      fastify.log,
    ),
    pattern: pattern ?? routePatterns(options.ssr),
  };
  if (config.METRICS_TOKEN) {
    registerMetrics(fastify, {
      token: config.METRICS_TOKEN,
      cache,
      database,
      enquiries: services.enquiries,
      renders,
    });
  }

  fastify.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  fastify.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    // Blocked a moment ago, it may block again: let the load balancer look elsewhere a while.
    const blocked = watchdog?.recentBlock();
    if (blocked) return reply.code(503).send({ status: 'event loop blocked', ...blocked });
    try {
      // Ready when the app serves again, not merely when a query answers: until the probe has
      // seen the database back, pages and writes are still refused.
      if (database.availability.isDown()) throw new Error('database marked down');
      await database.ping();
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });

  await fastify.register(authPlugin, { auth: services.auth, publicUrl: config.publicUrl });
  await registerOpenApi(fastify, { public: config.PUBLIC_API_DOCS === 'true' });
  await fastify.register(
    async (api) => {
      apiNotFound(api);
      refuseUnstorableText(api);
      await api.register(multipart, multipartOptions);
      await api.register(authRoutes(services.auth, services.rateLimits));
      await api.register(twoFactorRoutes(services.auth));
      await api.register(auditLogRoutes(services.auditLog));
      await api.register(draftRoutes(services.writes));
      await api.register(contentRoutes(services));
      await api.register(contentWriteRoutes(services));
      await api.register(revisionsRoutes(services.revisions));
      await api.register(mediaLibraryRoutes(services.mediaLibrary));
      await api.register(trashRoutes(services.trash));
      await api.register(personalDataSettingsRoutes(services.personalDataSettings));
      await api.register(enquiryRoutes(services.enquiries));
      await api.register(quoteRoutes(services.quotes));
      await api.register(newsletterRoutes(services.newsletter));
      await api.register(personalDataRoutes(services.personalData));
      await api.register(searchRoutes(services));
      await api.register(insightsRoutes(services));
      await api.register(
        backupRoutes({
          source: {
            database,
            media: media.files,
            privateFiles: services.privateFiles,
            secretKey: options.backup?.secretKey ?? 'none',
          },
          token: options.backup?.token,
        }),
      );
    },
    { prefix: '/api/v1' },
  );
  // Any other path under /api is an API path too: answer JSON, not an HTML page.
  fastify.all('/api/*', async (request, reply) =>
    reply.code(404).send({
      error: {
        code: 'not_found',
        message: `No API route ${request.method} ${request.url.split('?')[0]}`,
      },
    }),
  );

  await fastify.register(mediaRoutes, { files: media.files });

  if (options.serveAssets) {
    await fastify.register(fastifyStatic, {
      root: join(reactRouterBuildDir, 'client'),
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      cacheControl: false,
      // scripts/build.ts writes .br/.gz beside each text asset: sent by Accept-Encoding, with
      // `Vary: Accept-Encoding`; the copies themselves get no routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, path) => {
        res.header(
          'Cache-Control',
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }

  if (options.devMiddleware) await options.devMiddleware(fastify);

  if (options.ssr && renders) {
    await fastify.register(seoRoutes, {
      publicUrl: config.publicUrl,
      services,
      build: options.ssr,
    });
    const stylesheets = builtStylesheets(options.ssr);
    await fastify.register(ssrPlugin, {
      build: options.ssr,
      mode: config.NODE_ENV === 'development' ? 'development' : 'production',
      limiter: renders.limiter,
      availability: database.availability,
      loadContext: async (request) => {
        // Checked once, before the cache answered; a request it did not look at asks here.
        const preview =
          checkedPreview(request) ?? (asksPreview(request) && Boolean(await request.currentUser()));
        return {
          // The preview's reads see the drafts; everything else is as visitors have it.
          services: preview ? { ...services, content: services.drafts } : services,
          preview,
          publicUrl: config.publicUrl,
          clientIp: request.ip,
          cspNonce: csp ? newNonce() : '',
          stylesheet: stylesheets,
          doNotCache: () => doNotCache(request),
        };
      },
    });
  }

  return { fastify, services, drain };
}
