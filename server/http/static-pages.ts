/**
 * Small fixed HTML answers sent without rendering the React app: they must cost nothing when
 * the server is busy or the request is junk, and read well without CSS or JavaScript.
 */

import { DATABASE_RETRY_AFTER_SECONDS, type DatabaseFailure } from '../db/availability';

/** How long a refused visitor is asked to wait (Retry-After), in seconds. */
export const RETRY_AFTER_SECONDS = 5;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function staticPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}a{color:#1d4ed8}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

export const BUSY_PAGE = staticPage(
  'The site is busy',
  `<p>The site is busy, please try again in a few seconds.</p>
<p><a href="/">Go to the home page</a></p>`,
);

export const RESTARTING_PAGE = staticPage(
  'The site is restarting',
  `<p>The site is restarting, please try again in a few seconds.</p>
<p><a href="/">Go to the home page</a></p>`,
);

/** The answer to a request refused for load (full queue, a render over its time). */
export function busyResponse(): Response {
  return new Response(BUSY_PAGE, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(RETRY_AFTER_SECONDS),
    },
  });
}

const UNAVAILABLE_TEXT: Record<DatabaseFailure, { title: string; read: string; write: string }> = {
  unreachable: {
    title: 'This page cannot be shown just now',
    read: 'The site cannot reach its records for a moment. Please try again in a minute.',
    write:
      'The site cannot reach its records for a moment, so what you sent was not received. Please go back and send it again in a minute: your browser keeps what you typed.',
  },
  full: {
    title: 'That could not be saved',
    read: 'The server has run out of disk space. Please try again later.',
    write:
      'The server has run out of disk space, so what you sent was not received. Please try again later.',
  },
};

/** What a form's sender is told when the database could not take it. */
export function unavailableWrite(failure: DatabaseFailure) {
  return { status: failure === 'full' ? 507 : 503, text: UNAVAILABLE_TEXT[failure].write };
}

/**
 * The answer to a page the database could not serve (docs/architecture.md, Parts fail): a 503
 * to wait out, or a 507 while the disk is full. A form sent with JavaScript gets the words as
 * text, which the page shows in its error message.
 */
export function unavailableResponse(
  failure: DatabaseFailure,
  { write, dataRequest }: { write: boolean; dataRequest: boolean },
): Response {
  const text = UNAVAILABLE_TEXT[failure];
  const message = write ? text.write : text.read;
  const body = dataRequest
    ? `${text.title}. ${message}`
    : staticPage(
        text.title,
        `<p>${escapeHtml(message)}</p>\n<p><a href="/">Go to the home page</a></p>`,
      );
  return new Response(body, {
    status: failure === 'full' ? 507 : 503,
    headers: {
      'Content-Type': dataRequest ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
    },
  });
}

/** A page's 400: what is wrong with the address, and a link to the page without its query. */
export function badRequestPage(messages: string[], back: string): string {
  const title = messages.length === 1 ? (messages[0] ?? '') : 'This address is not valid';
  const list =
    messages.length > 1
      ? `<ul>${messages.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul>\n`
      : '';
  return staticPage(
    title,
    `${list}<p>Something in the address of this page is not valid.</p>
<p><a href="${escapeHtml(back)}">Go back to the page</a></p>`,
  );
}
