/**
 * The gate of the public writes (form posts to pages; POST /api/v1/enquiries and /newsletter),
 * run on `onRequest`, before a byte of the body is read: refuses a body of the wrong type or a
 * declared size over the limit, counts the post against a coarse flood limit, and refuses a
 * client that has already used up its enquiries or sign-ups. The services count the accepted
 * ones (rate-limiter), so a refusal here costs one indexed read and one upsert.
 */
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { rateLimitMessage } from '../services/enquiries/enquiry-service';
import {
  rateRules,
  type RateLimiter,
  type RateRule,
  type Verdict,
} from '../services/shared/rate-limiter';
import {
  declaredLength,
  ENQUIRY_API_BODY_LIMIT,
  isFormContentType,
  NEWSLETTER_API_BODY_LIMIT,
  pageBodyLimit,
  pagePath,
} from './body-limits';
import { DATABASE_RETRY_AFTER_SECONDS, databaseFailure } from '../db/availability';
import { unavailableWrite } from './static-pages';
import { refuseApi, refusePage, tooLargeMessage } from './refusal';

type Target =
  | { kind: 'api'; rule: RateRule; message: 'enquiry' | 'newsletter'; bodyLimit: number }
  | { kind: 'page'; path: string; rule?: RateRule; message: 'enquiry' | 'newsletter' }
  | { kind: 'cms' };

const apiWrites: Record<string, Extract<Target, { kind: 'api' }>> = {
  '/api/v1/enquiries': {
    kind: 'api',
    rule: rateRules.enquiry,
    message: 'enquiry',
    bodyLimit: ENQUIRY_API_BODY_LIMIT,
  },
  '/api/v1/quote-requests': {
    kind: 'api',
    rule: rateRules.enquiry,
    message: 'enquiry',
    bodyLimit: ENQUIRY_API_BODY_LIMIT,
  },
  '/api/v1/newsletter': {
    kind: 'api',
    rule: rateRules.newsletter,
    message: 'newsletter',
    bodyLimit: NEWSLETTER_API_BODY_LIMIT,
  },
};
const pageRules: Record<string, RateRule> = {
  '/contacts': rateRules.enquiry,
  '/careers': rateRules.enquiry,
  '/newsletter': rateRules.newsletter,
};

/**
 * Pages posted by mail providers: the newsletter's one-click unsubscribe (RFC 8058). The flood
 * limit does not count them: a provider posts many recipients' from a few of its addresses, and
 * refusing one would leave someone subscribed who asked to leave (it costs one indexed delete).
 * Nor does the page's origin matter (ssr-plugin.ts): the post comes from the provider's, and the
 * secret token in its address is what proves it was asked for.
 */
export const mailProviderPages = new Set(['/newsletter/unsubscribe']);

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

function targetOf(request: FastifyRequest): Target | undefined {
  if (readOnly.has(request.method)) return undefined;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname.startsWith('/api/')) {
    return request.method === 'POST' ? apiWrites[pathname] : undefined;
  }
  const path = pagePath(pathname);
  if (/^\/cms(\/|$)/i.test(path)) return { kind: 'cms' };
  const rule = pageRules[path];
  return {
    kind: 'page',
    path,
    rule,
    message: rule === rateRules.newsletter ? 'newsletter' : 'enquiry',
  };
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  (declaredLength(request.headers['content-length']) ?? 0) > 0;

export function publicWriteGuard(limiter: RateLimiter): onRequestAsyncHookHandler {
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    const target = targetOf(request);
    if (!target) return;
    const length = declaredLength(request.headers['content-length']);

    if (target.kind === 'api') {
      const type = request.headers['content-type'];
      if (type !== undefined && !/^application\/json\s*(;|$)/i.test(type))
        return refuseApi(reply, 415, 'Send the fields as JSON (Content-Type: application/json)');
      // Fastify refuses a declared oversize body itself (bodyLimit of the route), and counts
      // an undeclared one as it reads.
    } else {
      // A page takes form posts only; a CMS page (no actions) at least nothing else.
      const needsForm = target.kind === 'page' || hasBody(request);
      if (needsForm && !isFormContentType(request.headers['content-type']))
        return refusePage(
          request,
          reply,
          415,
          'Send this form from its page on our website (as form data).',
        );
      if (length !== undefined && length > pageBodyLimit(pathOf(request)))
        return refusePage(request, reply, 413, tooLargeMessage(pathOf(request)));
      if (target.kind === 'cms' || mailProviderPages.has(target.path)) return;
    }

    const refused = async (): Promise<Verdict> => {
      const flood = await limiter.take(rateRules.publicPost, request.ip);
      if (!flood.allowed) return flood;
      return target.rule ? limiter.check(target.rule, request.ip) : { allowed: true };
    };
    let verdict: Verdict;
    try {
      verdict = await refused();
    } catch (err) {
      // The API's error handler answers the API; a page's form gets a page.
      const failure = databaseFailure(err);
      if (!failure || target.kind === 'api') throw err;
      const { status, text } = unavailableWrite(failure);
      return refusePage(request, reply, status, text, DATABASE_RETRY_AFTER_SECONDS);
    }
    if (verdict.allowed) return;
    const message = rateLimitMessage(target.message, verdict);
    return target.kind === 'api'
      ? refuseApi(reply, 429, message, verdict.retryAfterSeconds)
      : refusePage(request, reply, 429, message, verdict.retryAfterSeconds);
  };
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';
