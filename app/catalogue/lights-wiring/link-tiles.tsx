import { MediaImage, type MediaImg } from '~/components/ui/media-image';
import { SmartLink } from './smart-link';

export interface Tile {
  title: string;
  text: string;
  image: MediaImg;
  to: string;
}

/** Large linked tiles, two per row from small tablets up: for choices between two or three. */
export function LinkTiles({ tiles, label }: { tiles: Tile[]; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2">
      {tiles.map((tile) => (
        <li key={tile.to + tile.title}>
          <SmartLink
            to={tile.to}
            className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
          >
            <MediaImage image={tile.image} alt="" className="aspect-[4/3] w-full object-cover" />
            <span className="flex flex-1 flex-col p-5">
              <span className="flex items-center justify-between gap-3 text-xl font-semibold text-brand-900 group-hover:text-accent-700">
                {tile.title}
                <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
                  →
                </span>
              </span>
              {tile.text && <span className="mt-2 block text-slate-600">{tile.text}</span>}
            </span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
