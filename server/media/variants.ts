/**
 * Responsive copies of a stored image (issue 6): AVIF and WebP at a ladder of widths up to the
 * image's own, made once when the image is stored and kept beside it, so a phone on a slow
 * network downloads a 360 px AVIF instead of a 1920 px JPEG.
 */
import sharp, { type Sharp } from './sharp';
import { VARIANT_FORMATS, type VariantFormat } from '../../content/media';

/** Common phone, tablet and desktop slot widths (×1 and ×2 density). */
const LADDER = [360, 640, 960, 1280, 1920];

/** The ladder below the image's width, plus the width itself: never upscaled. */
export function variantWidths(width: number): number[] {
  // A step within 10 % of the full width saves too little to be worth a file.
  const steps = LADDER.filter((w) => w < width * 0.9);
  return [...steps, width];
}

export interface Variant {
  width: number;
  format: VariantFormat;
  bytes: Buffer;
}

const encode: Record<VariantFormat, (s: Sharp) => Sharp> = {
  // effort 0: on two cores a full-width hero takes well under a second, and the files are
  // already about half the size of the WebP copies.
  avif: (s) => s.avif({ quality: 50, effort: 0 }),
  webp: (s) => s.webp({ quality: 75, effort: 2 }),
};

/** Encodes the variants one by one (`skip` says which already exist), to keep memory flat. */
export async function* renderVariants(
  original: Buffer,
  width: number,
  skip: (width: number, format: VariantFormat) => Promise<boolean>,
): AsyncGenerator<Variant> {
  for (const w of variantWidths(width)) {
    for (const format of VARIANT_FORMATS) {
      if (await skip(w, format)) continue;
      const pipeline = sharp(original, { failOn: 'none' }).resize({ width: w });
      yield { width: w, format, bytes: await encode[format](pipeline).toBuffer() };
    }
  }
}
