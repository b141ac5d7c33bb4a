import type { MediaItem } from '../../../../schemas/media';
import { describedAlt } from './format';

/** The file itself, large: the image with its description, the video playable, the PDF a link. */
export function MediaPreview({ item }: { item: MediaItem }) {
  const frame = 'flex max-h-80 w-full items-center justify-center rounded-md bg-slate-200';
  if (item.type === 'image') {
    return (
      <div className={frame}>
        <img
          src={item.url}
          alt={describedAlt(item)}
          width={item.width ?? undefined}
          height={item.height ?? undefined}
          className="max-h-80 w-auto object-contain"
        />
      </div>
    );
  }
  if (item.type === 'video') {
    return (
      <video
        src={item.url}
        controls
        muted
        preload="metadata"
        aria-label={`Video: ${item.filename}`}
        className="max-h-80 w-full rounded-md bg-black"
      />
    );
  }
  return (
    <a
      href={item.url}
      target="_blank"
      rel="noreferrer"
      className="font-semibold text-brand-700 underline"
    >
      Open {item.filename || 'the document'} (opens in a new tab)
    </a>
  );
}
