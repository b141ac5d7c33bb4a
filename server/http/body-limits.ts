/**
 * How many bytes each public write may send, in one place: the pages' form posts (enforced on
 * the stream by the SSR plugin, and up front by Content-Length in the request guard) and the
 * API's public JSON forms (Fastify's per-route bodyLimit).
 */
import { Transform } from 'node:stream';
import { CV_MAX_BYTES } from '../../schemas/enquiry';
import { ATTACHMENT_MAX_BYTES } from '../../schemas/quote';
import { CONFIGURATOR_PAGE } from '../../schemas/enclosure-limits';
import { withoutDataSuffix } from './data-requests';

const KB = 1024;

/** The JSON bodies of POST /api/v1/enquiries and /api/v1/newsletter. */
export const ENQUIRY_API_BODY_LIMIT = 64 * KB;
export const NEWSLETTER_API_BODY_LIMIT = 4 * KB;

/** Form posts to pages, by path: the job application carries a CV. */
const pageLimits: Record<string, number> = {
  '/careers': CV_MAX_BYTES + 1024 * KB,
  '/contacts': 64 * KB,
  // The request for quote carries one drawing or photo.
  '/quote': ATTACHMENT_MAX_BYTES + 1024 * KB,
  // A configured enclosure may bring its drawing (docs/decisions/0053).
  [CONFIGURATOR_PAGE]: ATTACHMENT_MAX_BYTES + 1024 * KB,
  '/newsletter': 4 * KB,
};
/** Pages without a form of their own take nothing worth more. */
const OTHER_PAGE_LIMIT = 16 * KB;

/**
 * The page a request path addresses, as React Router matches it: case-insensitively, decoded,
 * with or without a trailing slash, and with `.data` for its data requests (forms sent while
 * JavaScript runs).
 */
export function pagePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // a malformed escape: matched as sent
  }
  return withoutDataSuffix(decoded.toLowerCase()).replace(/(.)\/+$/, '$1');
}

export const pageBodyLimit = (pathname: string): number =>
  pageLimits[pagePath(pathname)] ?? OTHER_PAGE_LIMIT;

/** Content types a page's form may post. */
export function isFormContentType(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes`);
  }
}

/**
 * Passes a body through while counting it, and fails once it passes `limit`: nothing past the
 * limit is buffered, whether or not the client sent a Content-Length.
 */
export function byteLimit(limit: number): Transform & { exceeded: () => boolean } {
  let seen = 0;
  let over = false;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) {
        over = true;
        done(new BodyTooLargeError(limit));
      } else done(null, chunk);
    },
  });
  return Object.assign(counter, { exceeded: () => over });
}

/** Content-Length, when the client sent one that is a number. */
export function declaredLength(header: string | undefined): number | undefined {
  if (header === undefined || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header);
}
