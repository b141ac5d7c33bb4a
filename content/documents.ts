/**
 * A stored document (a datasheet, a catalogue) as pages link to it, and the words that tell a
 * visitor what they are about to download: "PDF · 1.2 MB". The CMS says the same of a file.
 */

export interface MediaDocument {
  href: string;
  /** The stored type, e.g. `application/pdf`. */
  mime: string;
  /** The file's size; null when the library has no record of it (a path typed by hand). */
  bytes: number | null;
}

const KB = 1024;
const MB = 1024 * 1024;

/** What a visitor calls the file's type: `application/pdf` → "PDF". */
export function fileTypeLabel(mime: string): string {
  if (mime === 'application/pdf') return 'PDF';
  const sub = mime.split('/')[1] ?? '';
  return sub ? sub.toUpperCase() : 'File';
}

/** "340 KB" below 1 MB, "1.2 MB" from there: what a visitor on mobile data weighs. */
export function fileSizeLabel(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB))} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** "PDF · 1.2 MB", or "PDF" when the size is not known. */
export function documentFacts({ mime, bytes }: Pick<MediaDocument, 'mime' | 'bytes'>): string {
  return [fileTypeLabel(mime), bytes === null ? '' : fileSizeLabel(bytes)]
    .filter(Boolean)
    .join(' · ');
}
