/**
 * Errors that say a part of the system (the database, the bucket, the mail relay) could not be
 * reached, as opposed to a request it refused: the answer is a 503 to wait out, not a 500.
 */

/** Node's socket errors: the server is not there, or went away. */
export const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Whether `err`, or an error it wraps (`cause`, or several addresses tried), is a socket's. */
export function isSocketFailure(err: unknown, depth = 0): boolean {
  if (depth > 5 || typeof err !== 'object' || err === null) return false;
  if ('code' in err && typeof err.code === 'string' && SOCKET_CODES.has(err.code)) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isSocketFailure(e, depth + 1)))
    return true;
  return 'cause' in err && isSocketFailure(err.cause, depth + 1);
}
