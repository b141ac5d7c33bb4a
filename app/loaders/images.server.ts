import type { AppLoadContext } from 'react-router';
import type { ImageSize } from '../../content/fields';
import type { DescribedFile, MediaImg } from '../../content/media';
import { mediaImg } from '../../content/resolve';

/**
 * For loaders that pick images out of several sections by hand (the home page): `img()` hands
 * out images at their field's size at once, `file()` other stored files, and `complete()` then
 * fills in every one of them with the stored size, variants and description from a single media
 * query, so the loader lists no path twice.
 */
export function imageCollector(context: AppLoadContext) {
  const handedOut: MediaImg[] = [];
  const files: DescribedFile[] = [];
  return {
    img(src: string, size: ImageSize): MediaImg {
      const image = mediaImg(src, size);
      handedOut.push(image);
      return image;
    },
    file(src: string): DescribedFile {
      const file: DescribedFile = { src };
      files.push(file);
      return file;
    },
    async complete() {
      const media = await context.services.media.describe(
        [...handedOut, ...files].map((i) => i.src),
      );
      for (const image of handedOut) Object.assign(image, mediaImg(image.src, image, media));
      for (const file of files) {
        const alt = media.get(file.src)?.alt;
        if (alt !== undefined) file.alt = alt;
      }
    },
  };
}
