/**
 * No text the database cannot store (NUL, lone surrogates: schemas/text.ts) gets past the API:
 * before validation, every string in the parsed body, the query string and the path
 * parameters is checked, keys included, and the first offender is named in a 400. The field
 * schemas check the same rule, for input that arrives another way (multipart, page forms).
 */
import type { FastifyInstance } from 'fastify';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../../schemas/text';
import { HttpError } from '../../http/errors';

export function refuseUnstorableText(api: FastifyInstance) {
  api.addHook('preValidation', async (request) => {
    for (const value of [request.params, request.query, request.body]) {
      const field = findUnstorableText(value);
      if (field !== undefined)
        throw new HttpError(400, 'validation', 'Some fields need attention', {
          [field]: UNSTORABLE_TEXT_MESSAGE,
        });
    }
  });
}
