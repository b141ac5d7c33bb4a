/**
 * The media library's contract (issue 15), shared by the API, the service and the CMS screens:
 * what a library item looks like, how the list is asked for, and what an editor may change.
 */
import { z } from 'zod';
import { storableString } from './text';

export const MB = 1024 * 1024;
/** Caps by kind: images as before, video for short clips, PDFs for datasheets and catalogues. */
export const MEDIA_MAX_BYTES = { image: 10 * MB, video: 50 * MB, document: 20 * MB } as const;
export const ALT_MAX = 300;

export const mediaTypes = ['image', 'video', 'document'] as const;
export type MediaType = (typeof mediaTypes)[number];

/** A file's kind by its stored type. */
export function mediaTypeOf(mime: string): MediaType {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  return 'document';
}

/** One place a file is used: a section or a record, and the fields holding it there. */
export interface MediaUse {
  /** A section key (`home/hero`) or `<collection>/<id>`: what the revisions API calls a target. */
  target: string;
  /** What editors call it: "Home: Hero", "News and insights: Our new factory". */
  label: string;
  /** The fields that hold the file, by their labels, e.g. "Image, Body". */
  fields: string;
  /** The CMS screen that edits it. */
  href: string;
}

export interface MediaItem {
  id: string;
  /** The public path, e.g. `/media/3f2a….jpg`; it changes when the file is replaced. */
  url: string;
  type: MediaType;
  mime: string;
  /** The editor's description; `''` when decorative; null when nobody has described it yet. */
  alt: string | null;
  decorative: boolean;
  filename: string;
  bytes: number;
  width: number | null;
  height: number | null;
  usedBy: MediaUse[];
  createdAt: string;
  updatedAt: string;
}

export interface MediaList {
  media: MediaItem[];
  /** Pass back as `cursor` for the next page; absent on the last. */
  nextCursor?: string;
}

export const MEDIA_PAGE_SIZE = 48;

/** `GET /api/v1/media` query: every parameter optional, anything malformed a field error. */
export const mediaListQuery = z.object({
  q: storableString().trim().max(100, 'Keep the search under 100 characters').optional(),
  type: z.enum(mediaTypes, { error: 'Choose image, video or document' }).optional(),
  unused: z.enum(['true', 'false'], { error: 'Must be true or false' }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'Must be a whole number from 1 to 100' })
    .int('Must be a whole number from 1 to 100')
    .min(1, 'Must be a whole number from 1 to 100')
    .max(100, 'Must be a whole number from 1 to 100')
    .optional(),
});
export type MediaListQuery = z.infer<typeof mediaListQuery>;

const altText = storableString()
  .trim()
  .max(ALT_MAX, `Keep the description under ${ALT_MAX} characters`);

/** Multipart/JSON booleans: `true`/`false` as text or as JSON. */
const flag = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: 'Must be true or false' }),
);

/**
 * What an editor may change of an item (`PATCH`), and the text fields sent with an upload
 * (`POST`): the description, or the explicit choice that the image is decorative.
 */
export const mediaDetails = z.object({ alt: altText.optional(), decorative: flag.optional() });
export type MediaDetails = z.infer<typeof mediaDetails>;

export const DESCRIBE_IMAGE = 'Describe the image, or mark it decorative';
