import type { MediaItem } from '../../../../schemas/media';
import { altStatus, fileSize, mediaTitle, typeName, usedOn } from './format';
import { MediaThumb } from './media-thumb';

/**
 * Library items as a grid of cards, each one button (open its details, or choose it). The cards
 * are in a list, so screen readers say how many there are; Tab moves from card to card.
 */
export function MediaGrid({
  items,
  label,
  action,
  onPick,
}: {
  items: MediaItem[];
  /** The list's accessible name: "Media files", "Images in the library". */
  label: string;
  /** The button's verb for screen readers: "Open", "Choose". */
  action: string;
  onPick: (item: MediaItem) => void;
}) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-6"
    >
      {items.map((item) => {
        const status = altStatus(item);
        const title = mediaTitle(item);
        const place = usedOn(item);
        return (
          <li key={item.id} className="min-w-0">
            <button
              type="button"
              onClick={() => onPick(item)}
              className="group flex h-full w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white text-left shadow-sm hover:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <MediaThumb item={item} />
              <span className="block min-w-0 p-2">
                <span className="sr-only">{action} </span>
                <span title={title} className="line-clamp-2 text-sm font-semibold text-brand-900">
                  {title}
                </span>
                <span className="block text-xs text-slate-600">
                  {item.type === 'image' ? '' : `${typeName[item.type]} · `}
                  {fileSize(item.bytes)}
                  {item.usedBy.length === 0 ? ' · unused' : ` · used ${item.usedBy.length}×`}
                </span>
                {place && place !== title && (
                  <span className="block truncate text-xs text-slate-600" title={place}>
                    <span className="sr-only">Used on </span>
                    {place}
                  </span>
                )}
                {status && status !== title && (
                  <span
                    className={`mt-1 line-clamp-2 block text-xs ${
                      !item.alt && !item.decorative
                        ? 'font-semibold text-amber-800'
                        : 'text-slate-700'
                    }`}
                  >
                    {item.alt && <span className="sr-only">Alt text: </span>}
                    {status}
                  </span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
