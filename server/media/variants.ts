/**
 * Responsive copies of a stored image (issue 6): AVIF and WebP at a ladder of widths up to the
 * image's own, made once when the image is stored and kept beside it, so a phone on a slow
 * network downloads a 360 px AVIF instead of a 1920 px JPEG.
 */
import { loadSharp, type Sharp } from './sharp';
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
  // effort 1: on the seed pictures a fifth smaller than effort 0 in about the same time (a
  // 1920 px hero's five widths in ~0.5 s on two cores); effort 2 saves 2 % more for 1.5–3× the
  // time. The files are about half the size of the WebP copies.
  avif: (s) => s.avif({ quality: 50, effort: 1 }),
  webp: (s) => s.webp({ quality: 75, effort: 2 }),
};

/** Names the settings above: copies made under other settings are not reused (the seed's cache). */
export const VARIANT_ENCODING = 'avif-q50-e1.webp-q75-e2';

/** Encodes the variants one by one (`skip` says which already exist), to keep memory flat. */
export async function* renderVariants(
  original: Buffer,
  width: number,
  skip: (width: number, format: VariantFormat) => Promise<boolean>,
): AsyncGenerator<Variant> {
  for (const w of variantWidths(width)) {
    for (const format of VARIANT_FORMATS) {
      if (await skip(w, format)) continue;
      const sharp = await loadSharp();
      const pipeline = sharp(original, { failOn: 'none' }).resize({ width: w });
      yield { width: w, format, bytes: await encode[format](pipeline).toBuffer() };
    }
  }
}
