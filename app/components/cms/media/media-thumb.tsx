import { useEffect, useRef, useState } from 'react';
import { singleSrc } from '../../../../content/media';
import type { MediaItem } from '../../../../schemas/media';
import { Icon } from '../icons';
import { typeName } from './format';

type Thumbable = Pick<MediaItem, 'url' | 'type' | 'width' | 'height' | 'variants'>;

/** Grid cells are at most ~320 px wide: a 640 px copy stays sharp on a dense screen. */
const THUMB_WIDTH = 640;

/** The kind's icon and name: a video's or document's picture, and an image's until it shows. */
function KindMark({ type }: { type: MediaItem['type'] }) {
  return (
    <span className="flex flex-col items-center justify-center gap-1 text-slate-600">
      <Icon name={type} className="size-10" />
      <span className="text-xs font-semibold tracking-wide uppercase">{typeName[type]}</span>
    </span>
  );
}

/**
 * An image's picture, over its kind's mark. The mark is what shows while a lazy picture far
 * down the library has not been fetched yet and if it never arrives: an empty grey tile said
 * nothing. A lost resized copy (a restore without them, a bucket half synced) falls back to the
 * uploaded file itself.
 */
function ImageThumb({ item, box }: { item: Thumbable; box: string }) {
  const resized =
    item.width && item.height
      ? singleSrc(
          { src: item.url, width: item.width, height: item.height, variants: item.variants },
          THUMB_WIDTH,
        )
      : item.url;
  const [src, setSrc] = useState(resized);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  const ref = useRef<HTMLImageElement>(null);

  const failed = () => {
    if (src !== item.url) setSrc(item.url);
    else setState('failed');
  };
  // A server-rendered picture may have loaded, or failed, before the page's JavaScript ran.
  useEffect(() => {
    const img = ref.current;
    if (!img?.complete) return;
    if (img.naturalWidth > 0) setState('shown');
    else if (img.currentSrc || img.src) failed();
    // Only the first render's outcome is missed; later ones reach onLoad / onError.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <span data-thumb className={`${box} relative flex items-center justify-center`}>
      {state !== 'shown' && <KindMark type="image" />}
      {state !== 'failed' && (
        <img
          ref={ref}
          src={src}
          alt=""
          width={item.width ?? undefined}
          height={item.height ?? undefined}
          loading="lazy"
          decoding="async"
          onLoad={() => setState('shown')}
          onError={failed}
          className="absolute inset-0 size-full object-contain"
        />
      )}
    </span>
  );
}

/**
 * An item's picture in the grid: the image itself, or an icon for video and documents. It is
 * decorative here: the card says the file's name and its alt text in words beside it, and a
 * screen reader should not hear the description twice.
 */
export function MediaThumb({ item, className = '' }: { item: Thumbable; className?: string }) {
  const box = `aspect-[4/3] w-full bg-slate-100 ${className}`;
  if (item.type === 'image') return <ImageThumb key={item.url} item={item} box={box} />;
  return (
    <span data-thumb className={`${box} flex items-center justify-center`}>
      <KindMark type={item.type} />
    </span>
  );
}
