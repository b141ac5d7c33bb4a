/**
 * Reads what a write request submitted, as JSON or as multipart/form-data, into one shape for
 * the write rules. Files are buffered only for keys that take files, each up to its own limit;
 * the whole multipart body is capped too. Any size overrun answers 413, unreadable form data 400.
 */
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MB, type Upload } from '../../media/uploads';
import type { WriteInput } from '../../services/publishing/write-preparation';
import { HttpError } from '../../http/errors';

/** A JSON write may carry a 10 MB image as a base64 data URL (≈13.4 MB) and its texts. */
export const JSON_BODY_LIMIT = 15 * MB;
/** All parts of one multipart write together: a video or several images, and the texts. */
export const MULTIPART_TOTAL_LIMIT = 80 * MB;

/** Options for @fastify/multipart in the API scope; per-field limits are enforced here. */
export const multipartOptions = {
  limits: {
    fieldNameSize: 100,
    // A text part may hold a data URL, like a JSON value.
    fieldSize: JSON_BODY_LIMIT,
    fields: 200,
    // The largest file any field takes (a 50 MB video); image fields stop at 10 MB.
    fileSize: 50 * MB,
    files: 30,
    parts: 250,
    headerPairs: 100,
  },
};

export type UploadLimitFor = (key: string) => { maxBytes: number; message: string } | undefined;

const tooLarge = (fields?: Record<string, string>) =>
  new HttpError(413, 'too_large', 'The request is too large', fields);

function add(values: Record<string, unknown>, key: string, value: unknown) {
  if (!Object.hasOwn(values, key)) values[key] = value;
  else if (Array.isArray(values[key])) (values[key] as unknown[]).push(value);
  else values[key] = [values[key], value];
}

export interface ReadOptions {
  /**
   * The longest text part, JSON_BODY_LIMIT unless set: a list whose entries carry PDFs as data
   * URLs needs more (write-preparation.ts, writeBodyLimit).
   */
  textLimit?: number;
}

async function readMultipart(
  request: FastifyRequest,
  limitFor: UploadLimitFor,
  { textLimit = JSON_BODY_LIMIT }: ReadOptions,
): Promise<WriteInput> {
  const values: Record<string, unknown> = {};
  const files: Record<string, Upload[]> = {};
  let total = 0;
  const count = (bytes: number) => {
    total += bytes;
    if (total > MULTIPART_TOTAL_LIMIT) throw tooLarge();
  };
  try {
    for await (const part of request.parts({ limits: { fieldSize: textLimit } })) {
      if (part.type === 'file') {
        const limit = limitFor(part.fieldname);
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          count(chunk.length);
          if (!limit) continue; // a file under a key that takes none: read past it
          if (size > limit.maxBytes) throw tooLarge({ [part.fieldname]: limit.message });
          chunks.push(chunk);
        }
        if (part.file.truncated) {
          throw tooLarge(limit ? { [part.fieldname]: limit.message } : undefined);
        }
        // A form's empty file input arrives as a nameless, empty part: no new file chosen.
        if (!limit || (size === 0 && !part.filename)) continue;
        (files[part.fieldname] ??= []).push({
          bytes: Buffer.concat(chunks),
          filename: part.filename,
          mimetype: part.mimetype,
        });
      } else {
        if (part.valueTruncated) throw tooLarge({ [part.fieldname]: 'This value is too long' });
        count(typeof part.value === 'string' ? part.value.length : 0);
        add(values, part.fieldname, part.value);
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw new HttpError(400, 'bad_request', 'The form data could not be read');
  }
  return { values, files };
}

/** The submitted values and files of a JSON or multipart write. */
export async function readWriteInput(
  request: FastifyRequest,
  limitFor: UploadLimitFor,
  options: ReadOptions = {},
): Promise<WriteInput> {
  if (request.isMultipart()) return readMultipart(request, limitFor, options);
  const body: unknown = request.body;
  if (body === undefined || body === null) return { values: {}, files: {} };
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'bad_request', 'Send the fields as a JSON object or as form data');
  }
  return { values: body as Record<string, unknown>, files: {} };
}
