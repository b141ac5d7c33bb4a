import type { ImgHTMLAttributes } from 'react';

import type { MediaImg } from '../../../content/media';

export type { MediaImg };

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  image: MediaImg;
  alt: string;
  /** Above the fold: load at once, with high priority. */
  priority?: boolean;
}

export function MediaImage({ image, alt, priority = false, ...rest }: Props) {
  if (!image.src) return null;
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...rest}
    />
  );
}
