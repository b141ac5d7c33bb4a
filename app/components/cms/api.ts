/**
 * The CMS's calls to the REST API (/api/v1). The session cookie goes with every call (same
 * origin); errors come back in the API's one shape, `{ error: { code, message, fields? } }`.
 */
import type { MediaUse } from '../../../schemas/media';
import { askForPassword, PASSWORD_REQUIRED } from './password-prompt-registry';

export const API = '/api/v1';

export interface ApiError {
  code: string;
  message: string;
  /** Messages per field: `email`, or `socialLinks.0.url` inside lists. */
  fields?: Record<string, string>;
  /** Where a file is used, when deleting it was refused (409 `in_use`, decision 0016). */
  uses?: MediaUse[];
  /** Who saved in between, when a write's `If-Match` version was no longer current (409 `conflict`). */
  conflict?: SaveConflict;
}

/** The save that made a write's version out of date (issue 14: no lost edits). */
export interface SaveConflict {
  savedBy: string;
  /** ISO 8601. */
  savedAt: string;
  /** The version now stored, as an ETag (`"7"`): send it as `If-Match` to overwrite it. */
  version: string;
}

export type ApiResult =
  | { ok: true; status: number; data: Record<string, unknown>; etag?: string }
  | { ok: false; status: number; error: ApiError };

/** Extra request headers, e.g. `If-Match` (see `ifMatch`). */
export type ApiHeaders = Record<string, string>;

/**
 * The `If-Match` header for a version, or none when it is unknown (a write without it is never
 * refused as a conflict). The API's ETags are quoted (`"7"`); a bare `7` is quoted here.
 */
export function ifMatch(version: string | undefined): ApiHeaders {
  if (!version) return {};
  return { 'If-Match': /^(W\/)?".*"$/.test(version) ? version : `"${version}"` };
}

const OFFLINE: ApiError = {
  code: 'network',
  message: 'Could not reach the server. Check your connection and try again.',
};

function fallbackMessage(status: number): string {
  if (status === 401) return 'Your session has ended. Sign in again to save your changes.';
  if (status === 403) return 'You are not allowed to do this.';
  if (status === 413) return 'The file is too large to upload.';
  if (status === 404) return 'This item no longer exists, or the server cannot save it yet.';
  return 'Something went wrong on the server. Please try again.';
}

/** The `conflict` details of a 409, when they are all there. */
function conflictOf(value: unknown): SaveConflict | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { savedBy, savedAt, version } = value as Record<string, unknown>;
  return typeof savedBy === 'string' && typeof savedAt === 'string' && typeof version === 'string'
    ? { savedBy, savedAt, version }
    : undefined;
}

export function toResult(status: number, body: unknown, etag?: string | null): ApiResult {
  const data = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (status >= 200 && status < 300) return { ok: true, status, data, etag: etag || undefined };
  const error = data.error as (Partial<ApiError> & { conflict?: unknown }) | undefined;
  return {
    ok: false,
    status,
    error: {
      code: error?.code ?? `http_${status}`,
      message: error?.message || fallbackMessage(status),
      fields: error?.fields,
      uses: Array.isArray(error?.uses) ? error.uses : undefined,
      conflict: conflictOf(error?.conflict),
    },
  };
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

/**
 * A JSON call (or one without a body). A success carries the answer's `ETag`, if any. An action
 * that needs the password again (403 `password_required`, sudo mode) opens the password dialog,
 * and is sent once more after it; cancelled, the 403 is the answer.
 */
export async function apiJson(
  method: string,
  path: string,
  body?: unknown,
  headers: ApiHeaders = {},
): Promise<ApiResult> {
  const result = await sendJson(method, path, body, headers);
  if (result.ok || result.status !== 403 || result.error.code !== PASSWORD_REQUIRED) return result;
  return (await askForPassword()) ? sendJson(method, path, body, headers) : result;
}

async function sendJson(
  method: string,
  path: string,
  body: unknown,
  headers: ApiHeaders,
): Promise<ApiResult> {
  try {
    const res = await fetch(`${API}${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return toResult(res.status, parse(await res.text()), res.headers.get('ETag'));
  } catch {
    return { ok: false, status: 0, error: OFFLINE };
  }
}

/**
 * A multipart call. XMLHttpRequest rather than fetch, because only it reports upload progress
 * (a 50 MB video takes a while on a slow line).
 */
export function apiUpload(
  method: string,
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
  headers: ApiHeaders = {},
): Promise<ApiResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API}${path}`);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.addEventListener('progress', (e) => {
        if (e.lengthComputable) onProgress(e.loaded / e.total);
      });
    }
    xhr.addEventListener('load', () =>
      resolve(toResult(xhr.status, parse(xhr.responseText), xhr.getResponseHeader('ETag'))),
    );
    xhr.addEventListener('error', () => resolve({ ok: false, status: 0, error: OFFLINE }));
    xhr.addEventListener('abort', () => resolve({ ok: false, status: 0, error: OFFLINE }));
    xhr.send(form);
  });
}
