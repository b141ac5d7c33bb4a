/** How the library names and measures things, for screens and screen readers alike. */
import { fileSizeLabel } from '../../../../content/documents';
import { mediaTypeOf, type MediaItem, type MediaType } from '../../../../schemas/media';

/** What the server accepts, by kind: images it decodes, video and PDF it checks by their bytes. */
export const ACCEPT: Record<MediaType, string> = {
  image: 'image/png,image/jpeg,image/webp,image/gif',
  video: 'video/mp4,video/webm',
  document: 'application/pdf',
};
export const ACCEPT_ANY = Object.values(ACCEPT).join(',');

/** "Image", "Video", "Document": one item's kind. */
export const typeName: Record<MediaType, string> = {
  image: 'Image',
  video: 'Video',
  document: 'Document',
};

/** "an image", "a video", "a document": in sentences. */
export const aTypeName: Record<MediaType, string> = {
  image: 'an image',
  video: 'a video',
  document: 'a document',
};

/** "850 KB", "1.2 MB": one way of saying sizes, the public download links' own. */
export const fileSize = fileSizeLabel;

/** The kind of a file the browser holds, by its stated type. */
export const fileType = (file: File): MediaType => mediaTypeOf(file.type);

/** What a thumbnail's image says: the editor's description, or nothing when decorative. */
export function describedAlt(item: Pick<MediaItem, 'alt' | 'decorative'>): string {
  return item.decorative ? '' : (item.alt ?? '');
}

/** One line on how an item is described, for the grid and the chooser. */
export function altStatus(item: Pick<MediaItem, 'alt' | 'decorative' | 'type'>): string {
  if (item.type !== 'image') return '';
  if (item.decorative) return 'Decorative (no description)';
  return item.alt ? item.alt : 'Not described yet';
}

/** "1 200 × 800 px", when the file has a size. */
export function dimensions(item: Pick<MediaItem, 'width' | 'height'>): string | undefined {
  return item.width && item.height ? `${item.width} × ${item.height} px` : undefined;
}

/**
 * What a card is titled by, in the order a person recognises a file: the name it was uploaded
 * under, what the editor says it shows, where it is used, and last its kind. Files the seed made
 * (and some uploads) have no name of their own; their hashed address said nothing.
 */
export function mediaTitle(
  item: Pick<MediaItem, 'filename' | 'alt' | 'decorative' | 'usedBy' | 'type'>,
): string {
  const alt = item.decorative ? '' : (item.alt ?? '').trim();
  return (
    item.filename.trim() || alt || item.usedBy[0]?.label || `${typeName[item.type]} without a name`
  );
}

/** "Products: UPS Backup System", "Home: Hero and 2 more": where a file is used, in a line. */
export function usedOn(item: Pick<MediaItem, 'usedBy'>): string {
  const [first, ...rest] = item.usedBy;
  if (!first) return '';
  return rest.length ? `${first.label} and ${rest.length} more` : first.label;
}
