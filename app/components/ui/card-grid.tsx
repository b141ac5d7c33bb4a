import { Link } from 'react-router';
import { MediaImage, type MediaImg } from './media-image';

export interface LinkCard {
  title: string;
  to: string;
  image: MediaImg;
  text?: string;
}

/** A grid of linked cards: 1, 2 or 3 columns by screen width. */
export function CardGrid({ cards, label }: { cards: LinkCard[]; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.to + card.title}>
          <Link
            to={card.to}
            prefetch="intent"
            className="group block h-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
          >
            <MediaImage image={card.image} alt="" className="aspect-[4/3] w-full object-cover" />
            <span className="block p-4">
              <span className="block font-semibold text-brand-900 group-hover:text-accent-700">
                {card.title}
              </span>
              {card.text && <span className="mt-1 block text-sm text-slate-600">{card.text}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
