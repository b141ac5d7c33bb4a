import { Link } from 'react-router';
import { MediaImage, type MediaImg } from '~/components/ui/media-image';

export interface PowerTile {
  title: string;
  text: string;
  image: MediaImg;
  to: string;
}

/** The two product lines side by side, each a link to its page. */
export function PowerTiles({ label, tiles }: { label: string; tiles: PowerTile[] }) {
  return (
    <ul aria-label={label} className="grid gap-6 md:grid-cols-2">
      {tiles.map((tile) => (
        <li key={tile.to}>
          <Link
            to={tile.to}
            prefetch="intent"
            className="group block h-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
          >
            <MediaImage image={tile.image} alt="" className="aspect-[3/2] w-full object-cover" />
            <span className="block p-5">
              <span className="block text-xl font-semibold text-brand-900 group-hover:text-accent-700">
                {tile.title}
              </span>
              <span className="mt-2 block text-slate-600">{tile.text}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
