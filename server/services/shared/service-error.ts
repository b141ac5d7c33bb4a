/** The error code of each refusal, in the API's error shape. */
export const serviceErrorCodes = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
} as const;

export type RefusalStatus = keyof typeof serviceErrorCodes;

/**
 * A request that a service's rules refuse. The status says what kind of refusal it is; the API's
 * one error handler (server/http/errors.ts) answers it, so route handlers need not translate it.
 */
export class ServiceError<Status extends RefusalStatus = RefusalStatus> extends Error {
  constructor(
    readonly status: Status,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
