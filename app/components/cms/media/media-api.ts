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

/** Progress of an upload, from 0 to 1. */
type OnProgress = (fraction: number) => void;

/**
 * Sends one file with its upload's progress and reads back the stored item. Text parts go
 * first: the server reads them before it streams the file.
 */
function sendFile(
  method: 'POST' | 'PATCH',
  path: string,
  file: File,
  text: [name: string, value: string][],
  onProgress: OnProgress | undefined,
): Promise<MediaResult<MediaItem>> {
  const form = new FormData();
  for (const [name, value] of text) form.append(name, value);
  form.append('file', file, file.name);
  return apiUpload(method, path, form, onProgress).then(itemOf);
}

const mediaPath = (id: string) => `/media/${encodeURIComponent(id)}`;

export function uploadMedia(file: File, options: UploadOptions, onProgress?: OnProgress) {
  const text: [string, string][] = [];
  if (options.alt !== undefined) text.push(['alt', options.alt]);
  if (options.decorative !== undefined) text.push(['decorative', String(options.decorative)]);
  if (options.kept !== undefined) text.push(['kept', String(options.kept)]);
  if (options.fit) text.push(['fit', `${options.fit.width}x${options.fit.height}`]);
  return sendFile('POST', '/media', file, text, onProgress);
}

export const updateMedia = (id: string, details: MediaDetails) =>
  apiJson('PATCH', mediaPath(id), details).then(itemOf);

export const replaceMedia = (id: string, file: File, onProgress?: OnProgress) =>
  sendFile('PATCH', mediaPath(id), file, [], onProgress);

/** On refusal, `error.uses` lists where a file in use is used (409). */
export async function deleteMedia(id: string): Promise<MediaResult<null>> {
  const result = await apiJson('DELETE', mediaPath(id));
  return result.ok ? { ok: true, value: null } : result;
}
