import { singleSrc } from '../../../../content/media';
import type { MediaItem } from '../../../../schemas/media';
import { Icon } from '../icons';
import { typeName } from './format';

type Thumbable = Pick<MediaItem, 'url' | 'type' | 'width' | 'height' | 'variants'>;

/** Grid cells are at most ~320 px wide: a 640 px copy stays sharp on a dense screen. */
const THUMB_WIDTH = 640;

/**
 * An item's picture in the grid: the image itself, or an icon for video and documents. It is
 * decorative here: the card says the file's name and its alt text in words beside it, and a
 * screen reader should not hear the description twice.
 */
export function MediaThumb({ item, className = '' }: { item: Thumbable; className?: string }) {
  const box = `aspect-[4/3] w-full bg-slate-100 ${className}`;
  if (item.type === 'image') {
    return (
      <img
        src={
          item.width && item.height
            ? singleSrc(
                {
                  src: item.url,
                  width: item.width,
                  height: item.height,
                  variants: item.variants,
                },
                THUMB_WIDTH,
              )
            : item.url
        }
        alt=""
        width={item.width ?? undefined}
        height={item.height ?? undefined}
        loading="lazy"
        decoding="async"
        className={`${box} object-contain`}
      />
    );
  }
  return (
    <div className={`${box} flex flex-col items-center justify-center gap-1 text-slate-600`}>
      <Icon name={item.type} className="size-10" />
      <span className="text-xs font-semibold tracking-wide uppercase">{typeName[item.type]}</span>
    </div>
  );
}
