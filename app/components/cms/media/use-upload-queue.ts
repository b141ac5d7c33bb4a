import { useEffect, useRef, useState } from 'react';
import { MEDIA_MAX_BYTES, type MediaItem, type MediaType } from '../../../../schemas/media';
import { altError, noAlt, type AltChoice } from './alt-choice';
import { ACCEPT, fileSize, fileType } from './format';
import { uploadMedia } from './media-api';

/** One file waiting on the library screen, and how its upload is going. */
export interface QueuedFile {
  key: number;
  file: File;
  type: MediaType;
  /** An object URL for an image's preview. */
  preview?: string;
  alt: AltChoice;
  state: 'ready' | 'uploading' | 'failed';
  /** Refused before sending (its kind or size): it stays only to show why. */
  refused: boolean;
  progress: number;
  /** Why it was refused (too large, not a picture…), beside the file. */
  error?: string;
  /** Beside the alt text input. */
  altError?: string;
}

const accepted = new Set(Object.values(ACCEPT).flatMap((list) => list.split(',')));

/** What is wrong with a file before it is sent, if anything the browser can tell. */
function refusal(file: File, type: MediaType): string | undefined {
  if (!accepted.has(file.type)) {
    return 'This kind of file cannot go in the library. Choose a PNG, JPEG, WebP or GIF image, an MP4 or WebM video, or a PDF.';
  }
  const max = MEDIA_MAX_BYTES[type];
  if (file.size > max)
    return `This file is ${fileSize(file.size)}; the most for this kind is ${fileSize(max)}.`;
  return undefined;
}

export interface UploadSummary {
  uploaded: number;
  failed: number;
}

/**
 * The library screen's upload queue: files are added (picked or dropped), images described, then
 * all sent one after another with progress. Each stored file is handed to `onUploaded` and
 * leaves the queue; refused ones stay with their message.
 */
export function useUploadQueue(onUploaded: (item: MediaItem) => void) {
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(1);
  // The previews still shown, released when the screen goes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const shown = previews.current;
    return () => shown.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (key: number, change: Partial<QueuedFile>) =>
    setQueue((q) => q.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const release = (file: QueuedFile) => {
    if (!file.preview) return;
    URL.revokeObjectURL(file.preview);
    previews.current.delete(file.preview);
  };

  const add = (files: File[]) => {
    const added = files.map((file): QueuedFile => {
      const type = fileType(file);
      const error = refusal(file, type);
      const preview = type === 'image' && !error ? URL.createObjectURL(file) : undefined;
      if (preview) previews.current.add(preview);
      return {
        key: nextKey.current++,
        file,
        type,
        preview,
        alt: noAlt,
        state: error ? 'failed' : 'ready',
        refused: error !== undefined,
        progress: 0,
        error,
      };
    });
    setQueue((q) => [...q, ...added]);
  };

  const remove = (key: number) =>
    setQueue((q) => {
      const file = q.find((f) => f.key === key);
      if (file) release(file);
      return q.filter((f) => f.key !== key);
    });

  const describe = (key: number, alt: AltChoice) => update(key, { alt, altError: undefined });

  /** Sends every file that can go; answers how many went and how many were refused. */
  const uploadAll = async (): Promise<UploadSummary> => {
    const summary: UploadSummary = { uploaded: 0, failed: 0 };
    setBusy(true);
    for (const f of queue) {
      if (f.refused) {
        summary.failed++;
        continue;
      }
      const missing = f.type === 'image' ? altError(f.alt) : undefined;
      if (missing) {
        update(f.key, { altError: missing, state: 'failed' });
        summary.failed++;
        continue;
      }
      update(f.key, { state: 'uploading', progress: 0, error: undefined, altError: undefined });
      const result = await uploadMedia(
        f.file,
        f.type === 'image'
          ? { alt: f.alt.decorative ? '' : f.alt.alt.trim(), decorative: f.alt.decorative }
          : {},
        (progress) => update(f.key, { progress }),
      );
      if (result.ok) {
        summary.uploaded++;
        remove(f.key);
        onUploaded(result.value);
      } else {
        summary.failed++;
        const { fields = {}, message } = result.error;
        update(f.key, {
          state: 'failed',
          error: fields.file ?? (fields.alt ? undefined : message),
          altError: fields.alt,
        });
      }
    }
    setBusy(false);
    return summary;
  };

  return { queue, busy, add, remove, describe, uploadAll };
}
