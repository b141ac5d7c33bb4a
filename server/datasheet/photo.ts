/**
 * A product's main photo as a datasheet prints it. PDF embeds JPEG and PNG; the responsive
 * variants are AVIF and WebP only (server/media/variants.ts), so a photo stored in another
 * format (WebP, AVIF, SVG) is converted once per sheet, at most 800 px wide. A photo whose file
 * is gone or does not decode is left out: the sheet is still made.
 */
import { MediaUnavailableError } from '../media/file-store';
import { storedName, type MediaStore } from '../media/media-store';
import { loadSharp } from '../media/sharp';

/** Wider than the sheet prints it (about 3.5 in) at 220 dpi. */
const MAX_WIDTH = 800;

export async function printablePhoto(
  media: MediaStore,
  path: string | undefined,
): Promise<{ bytes: Uint8Array; type: 'jpg' | 'png' } | undefined> {
  if (!path?.startsWith('/media/')) return undefined;
  try {
    const bytes = await media.files.read(storedName(path));
    if (!bytes) return undefined;
    const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
    if (ext === 'jpg' || ext === 'jpeg') return { bytes, type: 'jpg' };
    if (ext === 'png') return { bytes, type: 'png' };
    // On first use, with the server's libvips settings, like every other encoder here.
    const sharp = await loadSharp();
    const jpeg = await sharp(bytes, { failOn: 'none' })
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer();
    return { bytes: jpeg, type: 'jpg' };
  } catch (err) {
    // A store that cannot be reached is an outage (503), not a sheet to cache without its photo.
    if (err instanceof MediaUnavailableError) throw err;
    return undefined;
  }
}
