/**
 * An image as pages render it: its path under /media, its intrinsic size (no layout shift) and
 * the widths at which smaller AVIF and WebP copies were made when it was stored.
 */
export interface MediaImg {
  src: string;
  width: number;
  height: number;
  /** Widths of the stored variants, ascending; empty when none exist (a video, an old file). */
  variants: number[];
  /**
   * The library's description of the file (`''` when an editor marked it decorative); when
   * absent, the page's own description of the slot is used.
   */
  alt?: string;
}

export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** `/media/ab12.jpg` at 640 px as AVIF → `/media/ab12-w640.avif`: derived, never stored twice. */
export const variantSrc = (src: string, width: number, format: VariantFormat) =>
  src.replace(/\.[a-z0-9]+$/i, '') + `-w${width}.${format}`;

/** The `srcset` of one format, e.g. `/media/ab12-w360.webp 360w, /media/ab12-w640.webp 640w`. */
export const variantSrcSet = (image: MediaImg, format: VariantFormat) =>
  image.variants.map((w) => `${variantSrc(image.src, w, format)} ${w}w`).join(', ');

/**
 * The default `sizes`: the image fills the viewport on a phone and is shown at most at its
 * own width elsewhere. Components that lay images out in columns pass their own.
 */
export const defaultSizes = (image: MediaImg) =>
  `(max-width: ${image.width}px) 100vw, ${image.width}px`;

/**
 * One source where no `srcset` is possible (a video poster): the largest WebP variant no
 * wider than `width`, else the original.
 */
export function singleSrc(image: MediaImg, width: number): string {
  const fits = image.variants.filter((w) => w <= width);
  const best = fits[fits.length - 1];
  return best ? variantSrc(image.src, best, 'webp') : image.src;
}
