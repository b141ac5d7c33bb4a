/**
 * Opaque cursors for keyset pages of the API: the base64url of the last listed row's sort key.
 * Clients pass them back unchanged; anything that does not decode to a well-formed key of the
 * collection's order is refused with a field message, before it reaches SQL.
 */
import { z } from 'zod';
import type { SortKey } from '../../repositories/content/collections-repo';
import { ServiceError } from './service-error';

export class InvalidCursorError extends Error {
  constructor() {
    super('This cursor is not one we handed out: start again from the first page');
  }
}

/** Microseconds since the epoch, as digits: exact where a JS Date would round to milliseconds. */
const micros = z.string().regex(/^-?\d{1,16}$/);
const uuid = z.uuid();
const newestKey = z.tuple([micros, uuid]);
const positionedKey = z.tuple([z.int().min(-2147483648).max(2147483647), micros, uuid]);

export function encodeCursor(key: SortKey): string {
  const tuple = key.position === undefined ? [key.at, key.id] : [key.position, key.at, key.id];
  return Buffer.from(JSON.stringify(tuple)).toString('base64url');
}

export function decodeCursor(cursor: string, positioned: boolean): SortKey {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  if (positioned) {
    const key = positionedKey.safeParse(value);
    if (!key.success) throw new InvalidCursorError();
    const [position, at, id] = key.data;
    return { position, at, id };
  }
  const key = newestKey.safeParse(value);
  if (!key.success) throw new InvalidCursorError();
  const [at, id] = key.data;
  return { at, id };
}

/**
 * A newest-first list's `cursor` query value as its key: none for the first page, a 400 with a
 * message on `cursor` for one we did not hand out.
 */
export function newestCursor(cursor: string | undefined): SortKey | undefined {
  if (!cursor) return undefined;
  try {
    return decodeCursor(cursor, false);
  } catch (err) {
    if (err instanceof InvalidCursorError) {
      throw new ServiceError(400, 'Some fields need attention', { cursor: err.message });
    }
    throw err;
  }
}
