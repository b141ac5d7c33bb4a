/** What the newsletter e-mails' link pages (confirm, unsubscribe) read and answer with. */

/** The token the link carries; empty when it carries none. */
export const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? '';

/** One subscriber's page: never kept by a browser's or a proxy's cache. */
export const noStore = { 'Cache-Control': 'private, no-store' };
