/**
 * The CMS's calls to the media library API (decision 0016). Answers are typed by the shared
 * contract in schemas/media.ts; failures keep the API's one error shape, plus the uses of an
 * item whose delete was refused.
 */
import type { z } from 'zod';
import {
  mediaItemSchema,
  mediaListSchema,
  type MediaDetails,
  type MediaItem,
  type MediaList,
  type MediaListQuery,
} from '../../../../schemas/media';
import { apiJson, apiUpload, type ApiError, type ApiResult } from '../api';

export type MediaResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; error: ApiError };

/** What a file goes up with: its description, and for a field's upload, how it is kept. */
export interface UploadOptions {
  alt?: string;
  decorative?: boolean;
  /** False for a field's upload: the file is swept once nothing uses it. */
  kept?: boolean;
  /** A field's size hint: the server scales the image down to fit it. */
  fit?: { width: number; height: number };
}

const UNREADABLE: ApiError = {
  code: 'unreadable',
  message: 'The server’s answer could not be read. Reload the page and try again.',
};

/** An answer checked against the contract, so a mismatch is a message rather than a crash. */
function read<T>(schema: z.ZodType<T>, status: number, body: unknown): MediaResult<T> {
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, status, error: UNREADABLE };
}

/** The API answers `{ media: MediaItem }` for one item. */
const itemOf = (result: ApiResult): MediaResult<MediaItem> =>
  result.ok ? read(mediaItemSchema, result.status, result.data.media) : result;

/** The query string of a list request; empty parameters are left out. */
export function listSearch(query: MediaListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function listMedia(query: MediaListQuery): Promise<MediaResult<MediaList>> {
  const result = await apiJson('GET', `/media${listSearch(query)}`);
  return result.ok ? read(mediaListSchema, result.status, result.data) : result;
}

export function uploadMedia(
  file: File,
  options: UploadOptions,
  onProgress?: (fraction: number) => void,
): Promise<MediaResult<MediaItem>> {
  const form = new FormData();
  // Text parts first: the server reads them before it streams the file.
  if (options.alt !== undefined) form.append('alt', options.alt);
  if (options.decorative !== undefined) form.append('decorative', String(options.decorative));
  if (options.kept !== undefined) form.append('kept', String(options.kept));
  if (options.fit) form.append('fit', `${options.fit.width}x${options.fit.height}`);
  form.append('file', file, file.name);
  return apiUpload('POST', '/media', form, onProgress).then(itemOf);
}

export const updateMedia = (id: string, details: MediaDetails) =>
  apiJson('PATCH', `/media/${encodeURIComponent(id)}`, details).then(itemOf);

export function replaceMedia(
  id: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<MediaResult<MediaItem>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload('PATCH', `/media/${encodeURIComponent(id)}`, form, onProgress).then(itemOf);
}

/** On refusal, `error.uses` lists where a file in use is used (409). */
export async function deleteMedia(id: string): Promise<MediaResult<null>> {
  const result = await apiJson('DELETE', `/media/${encodeURIComponent(id)}`);
  return result.ok ? { ok: true, value: null } : result;
}
