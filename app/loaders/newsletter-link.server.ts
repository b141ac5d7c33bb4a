/** What the newsletter e-mails' link pages (confirm, unsubscribe) read and answer with. */

/** The token the link carries; empty when it carries none. */
export const tokenOf = (url: URL) => url.searchParams.get('token') ?? '';

/** One subscriber's page: never kept by a browser's or a proxy's cache. */
export const noStore = { 'Cache-Control': 'private, no-store' };
