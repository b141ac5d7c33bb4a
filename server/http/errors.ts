/**
 * One error shape for every 4xx/5xx answer of the API (docs/architecture.md, The API contract):
 * `{ "error": { "code", "message", "fields"? } }`.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseFailure,
  type DatabaseFailure,
} from '../db/availability';
import { errorBody } from './error-body';
import { MediaUnavailableError } from '../media/file-store';
import { noteFailure } from './request-log';
import { TooManyAttemptsError } from '../services/auth/auth-service';
import { EditConflictError } from '../services/publishing/edit-states';
import {
  ServiceError,
  serviceErrorCodes,
  type RefusalStatus,
} from '../services/shared/service-error';

export { errorBody, type ApiErrorBody } from './error-body';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'That') =>
  new HttpError(404, 'not_found', `${what} does not exist`);

const codeByStatus: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        fields[name] ??= issue.message ?? 'Invalid value';
      }
      return reply.code(400).send(errorBody('validation', 'Some fields need attention', fields));
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send(errorBody(err.code, err.message, err.fields));
    }
    if (err instanceof TooManyAttemptsError) {
      // Wrong passwords or codes of one account from one address, at sign-in or behind a session.
      reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.code(429).send(errorBody('too_many_attempts', err.message));
    }
    if (err instanceof EditConflictError) {
      // Who saved since and when, for the editor's "Reload theirs" / "Overwrite with mine".
      const body = errorBody('conflict', err.message);
      return reply.code(409).send({ error: { ...body.error, conflict: err.conflict } });
    }
    if (err instanceof ServiceError) {
      const status: RefusalStatus = err.status;
      return reply.code(status).send(errorBody(serviceErrorCodes[status], err.message, err.fields));
    }
    if (err instanceof MediaUnavailableError) return refuseForMedia(reply, request.method);
    const failure = databaseFailure(err);
    if (failure) return refuseForDatabase(reply, failure);
    const status =
      err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      // Logged with the stack on the request's one line (server/http/request-log.ts).
      noteFailure(request, err);
      return reply
        .code(500)
        .send(errorBody('internal', 'Something went wrong on our side. Please try again.'));
    }
    return reply.code(status).send(errorBody(codeByStatus[status] ?? 'bad_request', err.message));
  });
}

/**
 * What Fastify's router refuses before any route or hook runs — a broken escape in the path
 * (`/api/v1/blog/%zz`), a path parameter past its length — in the one error shape, not Fastify's
 * own `{ error, code, message, statusCode }` (found by the route fuzz, tests/fuzz). Fastify's
 * `frameworkErrors` option.
 */
export function frameworkError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'This address is not valid: a % in it must start an escape such as %20'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A part of this address is too long'
        : 'This address could not be read';
  return reply.code(status).send(errorBody(codeByStatus[status] ?? 'bad_request', message));
}

/**
 * What the API answers when the database cannot be used: nothing was saved, and the client may
 * try again (the CMS shows the message and keeps the editor's form as it was).
 */
export const databaseRefusal: Record<
  DatabaseFailure,
  { status: 503 | 507; code: string; message: string }
> = {
  unreachable: {
    status: 503,
    code: 'unavailable',
    message:
      'The site cannot reach its database just now, so nothing was saved. Please try again in a minute.',
  },
  full: {
    status: 507,
    code: 'insufficient_storage',
    message:
      'The server has run out of disk space, so nothing was saved. Please tell whoever runs the server.',
  },
};

export function refuseForDatabase(reply: FastifyReply, failure: DatabaseFailure) {
  const { status, code, message } = databaseRefusal[failure];
  return reply
    .code(status)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .send(errorBody(code, message));
}

/** Seconds a client is asked to wait while the media storage is away. */
const MEDIA_RETRY_AFTER_SECONDS = 60;

/** A file to serve or store while the bucket cannot be reached. */
export function refuseForMedia(reply: FastifyReply, method: string) {
  const read = method === 'GET' || method === 'HEAD';
  return reply
    .code(503)
    .header('retry-after', String(MEDIA_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .send(
      errorBody(
        'media_unavailable',
        read
          ? 'This file cannot be served just now: the media storage cannot be reached. Please try again in a few minutes.'
          : 'The media storage cannot be reached just now, so nothing was saved. Please try again in a few minutes.',
      ),
    );
}

export function apiNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(errorBody('not_found', `No API route ${request.method} ${request.url.split('?')[0]}`)),
  );
}
