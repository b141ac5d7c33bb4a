/**
 * The media library's contract (issue 15), shared by the API, the service and the CMS screens:
 * what a library item looks like, how the list is asked for, and what an editor may change.
 */
import { z } from 'zod';
import { wholeNumber } from './whole-number';
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
export const mediaUseSchema = z.object({
  /** A section key (`home/hero`) or `<collection>/<id>`: what the revisions API calls a target. */
  target: z.string(),
  /** What editors call it: "Home: Hero", "News & Insights: Our new factory". */
  label: z.string(),
  /** The fields that hold the file, by their labels, e.g. "Image, Body". */
  fields: z.string(),
  /** The CMS screen that edits it. */
  href: z.string(),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

export const mediaItemSchema = z.object({
  id: z.uuid(),
  /** The public path, e.g. `/media/3f2a….jpg`; it changes when the file is replaced. */
  url: z.string(),
  type: z.enum(mediaTypes),
  mime: z.string(),
  /** The editor's description; `''` when decorative; null when nobody has described it yet. */
  alt: z.string().nullable(),
  decorative: z.boolean(),
  filename: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Widths of an image's stored AVIF/WebP copies (`/media/<name>-w<width>.webp`), ascending. */
  variants: z.array(z.number().int()),
  usedBy: z.array(mediaUseSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListSchema = z.object({
  media: z.array(mediaItemSchema),
  /** Pass back as `cursor` for the next page; absent on the last. */
  nextCursor: z.string().optional(),
});
export type MediaList = z.infer<typeof mediaListSchema>;

export const MEDIA_PAGE_SIZE = 48;

/** `GET /api/v1/media` query: every parameter optional, anything malformed a field error. */
export const mediaListQuery = z.object({
  q: storableString().trim().max(100, 'Keep the search under 100 characters').optional(),
  type: z.enum(mediaTypes, { error: 'Choose image, video or document' }).optional(),
  unused: z.enum(['true', 'false'], { error: 'Must be true or false' }).optional(),
  cursor: z.string().max(200).optional(),
  limit: wholeNumber({
    min: 1,
    max: 100,
    message: 'Must be a whole number from 1 to 100',
  }).optional(),
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

/** A size hint `<width>x<height>`, as an image field declares it. */
export const fitSchema = z
  .string()
  .regex(/^\d{2,4}x\d{2,4}$/, 'Give the size as <width>x<height>, e.g. 1920x600')
  .transform((v) => {
    const [width = 0, height = 0] = v.split('x').map(Number);
    return { width, height };
  })
  .refine((s) => s.width >= 16 && s.height >= 16 && s.width <= 4000 && s.height <= 4000, {
    message: 'Each side must be from 16 to 4000 pixels',
  });

/** The text parts of `POST /api/v1/media`, beside the file. */
export const mediaUploadFields = mediaDetails.extend({
  kept: flag.optional(),
  fit: fitSchema.optional(),
});

export const DESCRIBE_IMAGE = 'Describe the image, or mark it decorative';
