/**
 * Images inside rich text. An editor pastes or drops them into the editor, which sends them
 * inline as data URLs; the server stores each one like any other image (variants and all) and
 * the HTML then refers to `/media/…`. Pages render those as responsive `<picture>`s.
 */
import { VARIANT_FORMATS, variantSrcSet, type MediaImg } from './media';
import type { ImageSize } from './fields';

/** The widest a rich-text image is ever shown: the reading column. */
export const RICH_TEXT_IMAGE: ImageSize = { width: 1200, height: 1200 };
const SIZES = '(max-width: 800px) 100vw, 800px';

const IMG_TAG = /<img\b([^>]*?)\s*\/?>/gi;
// Quoted or not: an unquoted `src=data:…` typed by hand must not slip past the image pipeline.
const ATTR = /([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

const escapeAttr = (v: string) => v.replace(/&(?!#?\w+;)/g, '&amp;').replace(/"/g, '&quot;');

function attributes(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [, name = '', double, single, bare] of source.matchAll(ATTR)) {
    out.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return out;
}

const tag = (name: string, attrs: Record<string, string | number | undefined>) =>
  `<${name}${Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
    .join('')}>`;

/**
 * Rewrites each `<img>` of `html` through `replace`, which gets the tag's attributes and
 * answers new HTML (or undefined to keep the tag). One image at a time, in order: decoding
 * pasted photos side by side would hold all their pixels at once.
 */
export async function rewriteImages(
  html: string,
  replace: (attrs: Map<string, string>) => Promise<string | undefined> | string | undefined,
): Promise<string> {
  let out = '';
  let at = 0;
  for (const m of html.matchAll(IMG_TAG)) {
    const replaced = await replace(attributes(m[1] ?? ''));
    out += html.slice(at, m.index) + (replaced ?? m[0]);
    at = m.index + m[0].length;
  }
  return at === 0 ? html : out + html.slice(at);
}

/** Images pasted into one rich text at most, per save. */
export const MAX_INLINE_IMAGES = 10;
export const TOO_MANY_INLINE_IMAGES = `Paste at most ${MAX_INLINE_IMAGES} images into one text at a time; save, then add the rest`;

const DATA_URL_IMAGE = /<img\b[^>]*?\bsrc\s*=\s*["']?\s*data:[^"'\s>]*/gi;

/** How many images are pasted into `html` as data URLs, and its length without them. */
export function inlineImageLoad(html: string): { images: number; textLength: number } {
  let images = 0;
  let dataLength = 0;
  for (const m of html.matchAll(DATA_URL_IMAGE)) {
    images++;
    dataLength += m[0].length;
  }
  return { images, textLength: html.length - dataLength };
}

/** The stored `/media/` paths of the images in sanitised rich text. */
export function richTextImagePaths(html: string): string[] {
  return [...html.matchAll(IMG_TAG)]
    .map((m) => attributes(m[1] ?? '').get('src') ?? '')
    .filter((src) => src.startsWith('/media/'));
}

/** An `<img>` for a stored image, as the writer keeps it: path, alt and intrinsic size. */
export const storedImgTag = (src: string, alt: string, width: number, height: number) =>
  tag('img', { src, alt, width, height });

/**
 * Sanitised rich text as a page renders it: every stored image becomes a `<picture>` of its
 * AVIF and WebP variants, sized, lazy and decoded off the main thread.
 */
export function responsiveRichText(html: string, lookup: (src: string) => MediaImg | undefined) {
  return html.replace(IMG_TAG, (whole, source: string) => {
    const attrs = attributes(source);
    const src = attrs.get('src') ?? '';
    const image = src.startsWith('/media/') ? lookup(src) : undefined;
    const img = tag('img', {
      src,
      // The library's description of the file wins, as for every other image (issue 15).
      alt: image?.alt ?? attrs.get('alt') ?? '',
      width: image?.width ?? attrs.get('width'),
      height: image?.height ?? attrs.get('height'),
      loading: 'lazy',
      decoding: 'async',
    });
    if (!image || image.variants.length === 0) return src ? img : whole;
    const sources = VARIANT_FORMATS.map((f) =>
      tag('source', { type: `image/${f}`, srcset: variantSrcSet(image, f), sizes: SIZES }),
    ).join('');
    return `<picture>${sources}${img}</picture>`;
  });
}
