/**
 * Refusals sent before a request reaches a route (too many posts, too large, wrong type): a
 * small readable page for the site's pages, the API's error shape for the API. Both close the
 * connection, since the body they refused is still on its way.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-body';
import { pagePath } from './body-limits';

const codes: Record<number, string> = {
  400: 'bad_request',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
  507: 'insufficient_storage',
};
const titles: Record<number, string> = {
  400: 'That form could not be read',
  413: 'That is more than this form takes',
  415: 'That form could not be read',
  429: 'Please wait a few minutes',
  503: 'Your message was not received',
  507: 'Your message was not received',
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Where "back" leads: the form's page (the newsletter form lives on the home page). */
function backLink(pathname: string): { href: string; label: string } {
  const page = pagePath(pathname);
  if (page === '/newsletter' || page === '/' || !/^\/[\w/-]*$/.test(page))
    return { href: '/', label: 'Back to the home page' };
  return { href: page, label: 'Back to the form' };
}

export function refusalPage(status: number, message: string, pathname: string): string {
  const title = titles[status] ?? 'That request could not be handled';
  const back = backLink(pathname);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font:1.05rem/1.6 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.25rem;color:#1e293b}a{color:#1d4ed8;font-weight:600}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p></main></body></html>
`;
}

/** Answers a page's form post: HTML, or plain text to React Router's data requests. */
export function refusePage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  retryAfterSeconds?: number,
) {
  const pathname = request.url.split('?')[0] ?? '/';
  reply.code(status).header('connection', 'close').header('cache-control', 'no-store');
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  // A data request (a form sent with JavaScript) shows the text in the page's error boundary.
  if (pathname.endsWith('.data'))
    return reply.type('text/plain; charset=utf-8').send(`${titles[status] ?? ''}. ${message}`);
  return reply.type('text/html; charset=utf-8').send(refusalPage(status, message, pathname));
}

export function refuseApi(
  reply: FastifyReply,
  status: number,
  message: string,
  retryAfterSeconds?: number,
) {
  reply.code(status).header('connection', 'close');
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  return reply.send(errorBody(codes[status] ?? 'bad_request', message));
}

/** What a page says when its form's body is over the limit. */
export function tooLargeMessage(pathname: string): string {
  return pagePath(pathname) === '/careers'
    ? 'That upload is too large: attach a CV of at most 5 MB.'
    : 'What you sent is more than this form takes. Please shorten it and try again.';
}
