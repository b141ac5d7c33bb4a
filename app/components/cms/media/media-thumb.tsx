import type { MediaItem } from '../../../../schemas/media';
import { Icon } from '../icons';
import { describedAlt, typeName } from './format';

type Thumbable = Pick<MediaItem, 'url' | 'type' | 'alt' | 'decorative' | 'width' | 'height'>;

/**
 * An item's picture in the grid: an image shows itself with the editor's description as its
 * alt; video and documents show an icon (their name is beside it in text).
 */
export function MediaThumb({ item, className = '' }: { item: Thumbable; className?: string }) {
  const box = `aspect-[4/3] w-full bg-slate-100 ${className}`;
  if (item.type === 'image') {
    return (
      <img
        src={item.url}
        alt={describedAlt(item)}
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
