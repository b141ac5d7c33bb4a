import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiJson, ifMatch, toResult } from './api';
import { conflictMessage } from './form/conflict-dialog';

const conflictBody = {
  error: {
    code: 'conflict',
    message: 'Changed by Ada Obi at 10:42 since you opened it',
    conflict: { savedBy: 'Ada Obi', savedAt: '2025-03-03T09:42:00.000Z', version: '"8"' },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('writes that say which version they change (no lost edits)', () => {
  it('sends If-Match as a quoted version, and nothing when the version is unknown', () => {
    expect(ifMatch('"7"')).toEqual({ 'If-Match': '"7"' });
    expect(ifMatch('7')).toEqual({ 'If-Match': '"7"' });
    expect(ifMatch('W/"7"')).toEqual({ 'If-Match': 'W/"7"' });
    expect(ifMatch(undefined)).toEqual({});
    expect(ifMatch('')).toEqual({});
  });

  it('hands back the new version of a successful write', () => {
    expect(toResult(200, { footer: {} }, '"8"')).toEqual({
      ok: true,
      status: 200,
      data: { footer: {} },
      etag: '"8"',
    });
    expect(toResult(200, {}, null)).toMatchObject({ ok: true, etag: undefined });
  });

  it('reads who saved in between from a 409, and only a complete account of it', () => {
    const result = toResult(409, conflictBody);
    expect(result).toMatchObject({
      ok: false,
      status: 409,
      error: {
        code: 'conflict',
        conflict: { savedBy: 'Ada Obi', savedAt: '2025-03-03T09:42:00.000Z', version: '"8"' },
      },
    });
    // Another refusal with the same code (a record still in use) is not an edit conflict.
    const other = toResult(409, { error: { code: 'conflict', message: 'In use' } });
    expect(other.ok || other.error.conflict).toBeUndefined();
    const partial = toResult(409, { error: { code: 'conflict', conflict: { savedBy: 'Ada' } } });
    expect(partial.ok || partial.error.conflict).toBeUndefined();
  });

  it('puts the headers on the request and the ETag on the result', async () => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ footer: { phone: '1' } }), {
          status: 200,
          headers: { ETag: '"9"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const result = await apiJson('PATCH', '/footer/1', { phone: '1' }, ifMatch('"8"'));
    expect(result).toMatchObject({ ok: true, etag: '"9"' });
    expect(fetch.mock.calls[0]?.[1]?.headers).toEqual({
      'If-Match': '"8"',
      'Content-Type': 'application/json',
    });
  });

  it('tells the editor who changed it and when, in Lagos time', () => {
    const { conflict } = conflictBody.error;
    const message = conflictMessage('Hero', conflict);
    expect(message).toMatch(
      /^Hero: Ada Obi saved it at .*10:42.* \(Lagos time\), after you opened it/,
    );
    expect(message).toContain('Your changes were not saved, but they are still in the form.');
  });
});
