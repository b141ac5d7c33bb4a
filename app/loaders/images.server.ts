import type { ImageSize } from '../../content/fields';
import type { MediaImg } from '~/components/ui/media-image';

/** A stored image path with the intrinsic size its registry field declares. */
export const img = (src: string, size: ImageSize): MediaImg => ({
  src,
  width: size.width,
  height: size.height,
});
