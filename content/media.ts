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

/** A stored file that is not a picture (a video), with the library's description of it. */
export type DescribedFile = Pick<MediaImg, 'src' | 'alt'>;

export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** `/media/ab12.jpg` at 640 px as AVIF → `/media/ab12-w640.avif`: derived, never stored twice. */
export const variantSrc = (src: string, width: number, format: VariantFormat) =>
  src.replace(/\.[a-z0-9]+$/i, '') + `-w${width}.${format}`;

/** The `srcset` of one format, e.g. `/media/ab12-w360.webp 360w, /media/ab12-w640.webp 640w`. */
export const variantSrcSet = (image: MediaImg, format: VariantFormat) =>
  image.variants.map((w) => `${variantSrc(image.src, w, format)} ${w}w`).join(', ');

/**
 * A `srcset` one width smaller, for a visitor saving data: each file is offered as the next
 * width up and the largest not at all, so for any slot the browser takes the file one step
 * below the one it would have taken. A list of one width is left as it is (nothing smaller).
 */
export function smallerSrcSet(srcset: string): string {
  const entries = srcset
    .split(',')
    .map((entry) => /^\s*(\S+)\s+(\d+)w\s*$/.exec(entry))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ url: m[1] ?? '', width: Number(m[2]) }))
    .sort((a, b) => a.width - b.width);
  if (entries.length < 2) return srcset;
  return entries
    .slice(0, -1)
    .map((entry, i) => `${entry.url} ${entries[i + 1]?.width ?? entry.width}w`)
    .join(', ');
}

/** Every `srcset` of some HTML (rich text's pictures) one width smaller. */
export const withSmallerImages = (html: string) =>
  html.replace(/\ssrcset="([^"]*)"/g, (_, srcset: string) => ` srcset="${smallerSrcSet(srcset)}"`);

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
