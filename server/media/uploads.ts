/**
 * The upload pipeline (docs/architecture.md, Security). Images are decoded with sharp — so anything
 * that is not a real JPEG, PNG, WebP or GIF is refused — turned upright by their EXIF orientation,
 * stripped of all metadata, scaled down (never up) to fit the size the field hints at and
 * re-encoded. Videos and PDFs are checked by their bytes. Nothing here is stored: the caller stores
 * the result through the media store once the whole write is valid.
 */
import { extname } from 'node:path';
import { MEDIA_MAX_BYTES } from '../../schemas/media';
import { cleanFileName, FILE_NAME_MESSAGE } from './file-name';
import { loadSharp, type Sharp, type SharpOptions } from './sharp';
import type { ImageSize } from '../../content/fields';
import type { StoredFile } from './media-store';

/** A file as it arrived: a multipart file part, or a decoded data URL. */
export interface Upload {
  bytes: Buffer;
  filename?: string;
  mimetype?: string;
}

export const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 10 * MB;
/** Decoded size limit, so a small file cannot expand into gigabytes of pixels. */
export const IMAGE_MAX_PIXELS = 50_000_000;

export const IMAGE_MESSAGE = 'Upload a JPEG, PNG, WebP or GIF image';
export const IMAGE_TOO_LARGE_MESSAGE = `${IMAGE_MESSAGE} of at most ${IMAGE_MAX_BYTES / MB} MB`;
export const videoMessage = (maxMb: number) => `Upload an MP4 or WebM video of at most ${maxMb} MB`;
export const PDF_MAX_BYTES = MEDIA_MAX_BYTES.document;
export const PDF_MESSAGE = `Upload a PDF document of at most ${PDF_MAX_BYTES / MB} MB`;
export const PDF_DAMAGED_MESSAGE =
  'This PDF is incomplete or damaged: save or download it again, then upload it';

export class UploadError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const imageByExt: Record<string, ImageFormat> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.jpe': 'jpeg',
  '.jfif': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
  '.gif': 'gif',
};
const imageByMime: Record<string, ImageFormat> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

type VideoFormat = 'mp4' | 'webm';
const videoByExt: Record<string, VideoFormat> = { '.mp4': 'mp4', '.m4v': 'mp4', '.webm': 'webm' };
const videoByMime: Record<string, VideoFormat> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };

/** Types that say nothing about the content (a browser's fallback, or a missing type). */
const vagueMime = (mime: string) => mime === '' || mime === 'application/octet-stream';

/**
 * What the file's name and declared type claim it is. `null` means it claims something we
 * never accept (an `.svg` name, a `text/plain` type); an empty list means it claims nothing.
 */
function claims<T extends string>(
  upload: Upload,
  byExt: Record<string, T>,
  byMime: Record<string, T>,
): T[] | null {
  const out: T[] = [];
  const ext = extname(upload.filename ?? '').toLowerCase();
  if (ext) {
    const format = byExt[ext];
    if (!format) return null;
    out.push(format);
  }
  const mime = (upload.mimetype ?? '').replace(/;.*$/s, '').trim().toLowerCase();
  if (!vagueMime(mime)) {
    const format = byMime[mime];
    if (!format) return null;
    out.push(format);
  }
  return out;
}

const encoders: Record<ImageFormat, { ext: string; mime: string; encode: (s: Sharp) => Sharp }> = {
  jpeg: {
    ext: 'jpg',
    mime: 'image/jpeg',
    encode: (s) => s.jpeg({ quality: 80, mozjpeg: true }),
  },
  png: { ext: 'png', mime: 'image/png', encode: (s) => s.png({ compressionLevel: 9 }) },
  webp: { ext: 'webp', mime: 'image/webp', encode: (s) => s.webp({ quality: 80 }) },
  // An animated GIF keeps its first frame; GIF's palette limits make PNG the better output.
  gif: { ext: 'png', mime: 'image/png', encode: (s) => s.png({ compressionLevel: 9 }) },
};

/** Decodes, checks, orients, strips, scales down to fit `size`, and re-encodes an image. */
export async function processImage(upload: Upload, size: ImageSize): Promise<StoredFile> {
  if (upload.bytes.length > IMAGE_MAX_BYTES) throw new UploadError(413, IMAGE_TOO_LARGE_MESSAGE);
  if (upload.bytes.length === 0) throw new UploadError(400, IMAGE_MESSAGE);
  const claimed = claims(upload, imageByExt, imageByMime);
  if (!claimed) throw new UploadError(400, IMAGE_MESSAGE);

  const sharp = await loadSharp();
  const options: SharpOptions = {
    failOn: 'error',
    limitInputPixels: IMAGE_MAX_PIXELS,
    animated: false,
  };
  let format: ImageFormat;
  try {
    const meta = await sharp(upload.bytes, options).metadata();
    if (!(meta.format in encoders)) throw new UploadError(400, IMAGE_MESSAGE);
    format = meta.format as ImageFormat;
  } catch {
    throw new UploadError(400, IMAGE_MESSAGE);
  }
  // A real PNG named .jpg is as suspicious as a text file named .jpg: the bytes must be what
  // the name and type say.
  if (claimed.some((c) => c !== format)) throw new UploadError(400, IMAGE_MESSAGE);

  const encoder = encoders[format];
  try {
    const pipeline = sharp(upload.bytes, { ...options, autoOrient: true }).resize({
      width: size.width,
      height: size.height,
      fit: 'inside',
      withoutEnlargement: true,
    });
    // sharp writes no metadata (EXIF, XMP, ICC, comments) unless asked to.
    const { data, info } = await encoder.encode(pipeline).toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      ext: encoder.ext,
      mime: encoder.mime,
      width: info.width,
      height: info.height,
    };
  } catch {
    // Truncated or corrupt pixel data, or more pixels than IMAGE_MAX_PIXELS.
    throw new UploadError(400, IMAGE_MESSAGE);
  }
}

function videoFormat(bytes: Buffer): VideoFormat | undefined {
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  return undefined;
}

/** Accepts an MP4 or WebM video by its magic bytes, at most `maxMb` megabytes. */
export function checkVideo(upload: Upload, maxMb: number): StoredFile {
  if (upload.bytes.length > maxMb * MB) throw new UploadError(413, videoMessage(maxMb));
  const format = videoFormat(upload.bytes);
  const claimed = claims(upload, videoByExt, videoByMime);
  if (!format || !claimed || claimed.some((c) => c !== format)) {
    throw new UploadError(400, videoMessage(maxMb));
  }
  return format === 'mp4'
    ? { bytes: upload.bytes, ext: 'mp4', mime: 'video/mp4' }
    : { bytes: upload.bytes, ext: 'webm', mime: 'video/webm' };
}

const pdfByExt: Record<string, 'pdf'> = { '.pdf': 'pdf' };
const pdfByMime: Record<string, 'pdf'> = { 'application/pdf': 'pdf', 'application/x-pdf': 'pdf' };

/** Readers look for the end-of-file marker within the last 1024 bytes (PDF 1.7, 7.5.5). */
const PDF_TAIL = 1024;

/**
 * Accepts a PDF by its bytes: it starts with `%PDF-` and ends with `%%EOF` (a file cut short
 * in transit lacks it), at most 20 MB, and its name and declared type claim a PDF or nothing.
 * An HTML page renamed `.pdf` fails on its bytes; a real PDF named `.html` on its name. The
 * file is kept as it came (nothing to re-encode); /media serves it as `application/pdf` with
 * `nosniff`, so no browser reads it as anything else.
 */
export function checkPdf(upload: Upload): StoredFile {
  const { bytes } = upload;
  if (bytes.length > PDF_MAX_BYTES) throw new UploadError(413, PDF_MESSAGE);
  const claimed = claims(upload, pdfByExt, pdfByMime);
  if (!claimed || bytes.length < 8 || bytes.toString('latin1', 0, 5) !== '%PDF-') {
    throw new UploadError(400, PDF_MESSAGE);
  }
  if (!bytes.subarray(-PDF_TAIL).includes('%%EOF', 0, 'latin1')) {
    throw new UploadError(400, PDF_DAMAGED_MESSAGE);
  }
  const filename = cleanFileName(upload.filename);
  if (upload.filename?.trim() && !filename) throw new UploadError(400, FILE_NAME_MESSAGE);
  return { bytes, ext: 'pdf', mime: 'application/pdf', ...(filename ? { filename } : {}) };
}

const dataUrlPattern = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w.+-]+=[^;,]*)*);base64,/i;

/** Whether a submitted value is a data URL (a file sent inline) rather than a stored path. */
export const isDataUrl = (value: string) => /^data:/i.test(value);

/** The `name` parameter of a data URL (`data:application/pdf;name=Datasheet.pdf;base64,…`). */
function dataUrlName(params: string): string | undefined {
  for (const param of params.split(';')) {
    const [key = '', value = ''] = param.split('=', 2);
    if (key.toLowerCase() !== 'name' || !value) continue;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * Decodes `data:image/png;base64,…`. Only base64 data URLs carry files; anything else that
 * starts with `data:` is refused with `message`. A `name` parameter (the CMS adds the chosen
 * file's name) is the upload's file name, checked against the bytes like a multipart file's.
 */
export function decodeDataUrl(
  value: string,
  message: string,
  maxBytes: number = IMAGE_MAX_BYTES,
): Upload {
  const match = dataUrlPattern.exec(value);
  if (!match) throw new UploadError(400, message);
  // Sized before it is decoded: base64 is 4 characters for every 3 bytes.
  if (value.length - match[0].length > Math.ceil((maxBytes * 4) / 3) + 1024)
    throw new UploadError(413, message);
  const payload = value.slice(match[0].length).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(payload)) throw new UploadError(400, message);
  const filename = dataUrlName(match[2] ?? '');
  return {
    bytes: Buffer.from(payload, 'base64'),
    mimetype: match[1] ?? '',
    ...(filename ? { filename } : {}),
  };
}
