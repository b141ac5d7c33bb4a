/**
 * Keyset cursors (server/services/shared/page-cursor.ts) and the cursor rule of the cached reads
 * (server/cache/query-rules.ts): a cursor handed out decodes to its key; anything else a client
 * sends is a clean refusal, never an exception of another kind.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  InvalidCursorError,
  newestCursor,
} from '../../../server/services/shared/page-cursor';
import { ServiceError } from '../../../server/services/shared/service-error';
import { anyText, longText, runs } from './generated-text';

const micros = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 16n - 1n }).map(String);
const newestKey = fc.record({ at: micros, id: fc.uuid() });
const positionedKey = fc.record({
  position: fc.integer({ min: -2147483648, max: 2147483647 }),
  at: micros,
  id: fc.uuid(),
});

/** Near-valid cursors: base64url of JSON that is almost a key. */
const nearCursor = fc
  .oneof(
    fc.tuple(micros, fc.uuid()),
    fc.tuple(fc.integer(), micros, fc.uuid()),
    fc.tuple(fc.double(), fc.string(), fc.string()),
    fc.jsonValue(),
  )
  .map((value) => Buffer.from(JSON.stringify(value)).toString('base64url'));

describe('a keyset cursor', () => {
  it('decodes to the key it was made from (newest first and positioned lists)', () => {
    fc.assert(
      fc.property(newestKey, (key) => {
        expect(decodeCursor(encodeCursor(key), false)).toEqual(key);
      }),
      runs(),
    );
    fc.assert(
      fc.property(positionedKey, (key) => {
        expect(decodeCursor(encodeCursor(key), true)).toEqual(key);
      }),
      runs(),
    );
  });

  it('is a well-formed key or an InvalidCursorError for anything a client sends', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, nearCursor, longText), fc.boolean(), (text, positioned) => {
        try {
          const key = decodeCursor(text, positioned);
          expect(key.at).toMatch(/^-?\d{1,16}$/);
          expect(key.id).toMatch(/^[0-9a-f-]{36}$/i);
          if (positioned) expect(Number.isInteger(key.position)).toBe(true);
        } catch (err) {
          expect(err).toBeInstanceOf(InvalidCursorError);
        }
      }),
      runs(),
    );
  });

  it('as a list query value: none, a key, or a 400 naming `cursor`', () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(anyText, nearCursor), { nil: undefined }), (text) => {
        try {
          const key = newestCursor(text);
          if (!text) expect(key).toBeUndefined();
        } catch (err) {
          expect(err).toBeInstanceOf(ServiceError);
          expect((err as ServiceError).status).toBe(400);
          expect(Object.keys((err as ServiceError).fields ?? {})).toEqual(['cursor']);
        }
      }),
      runs(),
    );
  });
});
