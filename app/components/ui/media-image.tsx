import type { ImgHTMLAttributes } from 'react';
import { useSaveData } from './save-data';

import {
  defaultSizes,
  smallerSrcSet,
  VARIANT_FORMATS,
  variantSrcSet,
  type MediaImg,
  type VariantFormat,
} from '../../../content/media';
import { PAINT_TIMED } from '../../paint-timed';

export type { MediaImg };

/** Marks a first-screen picture whose paint the loader waits for (app/defer-hydration.server.ts). */
const paintTimed = { [PAINT_TIMED]: 'first-screen' };

/**
 * A picture's width in a grid of one, two, then three columns (`sm`, `lg`) within the content
 * width (`CardGrid`, `TileList`): what the browser needs to pick a copy no wider than the slot.
 */
export const COLUMN_IMAGE_SIZES = '(min-width: 1024px) 340px, (min-width: 640px) 50vw, 100vw';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  image: MediaImg;
  /** What the slot shows, used when the library has no description of the file. */
  alt: string;
  /**
   * The first screen's own picture: loaded at once, with high priority. Any other is lazy and
   * asks for low priority, which Chrome then keeps: it would otherwise raise every picture it
   * finds in the viewport to high, and on a slow link the card pictures under the hero would
   * share it with the hero.
   */
  priority?: boolean;
}

/**
 * A stored image: AVIF, then WebP, at the width the slot needs (`sizes`), with the original as
 * the fallback; width and height always set so nothing moves as it loads. The `<picture>` is
 * `display: contents`, so the `<img>` is laid out (and styled) as if it stood alone. The
 * editor's description from the media library wins over the slot's own (issue 15). A visitor
 * saving data gets one width smaller.
 */
export function MediaImage({ image, alt, priority = false, sizes, ...rest }: Props) {
  const saveData = useSaveData();
  if (!image.src) return null;
  const img = (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt ?? alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'low'}
      decoding={priority ? undefined : 'async'}
      {...(priority && paintTimed)}
      {...rest}
    />
  );
  if (image.variants.length === 0) return img;
  return (
    <picture className="contents">
      {VARIANT_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={imageSrcSet(image, format, saveData)}
          sizes={sizes ?? defaultSizes(image)}
        />
      ))}
      {img}
    </picture>
  );
}

/** The `srcset` of one format, one width smaller for a visitor saving data. */
export const imageSrcSet = (image: MediaImg, format: VariantFormat, saveData: boolean) =>
  saveData ? smallerSrcSet(variantSrcSet(image, format)) : variantSrcSet(image, format);
