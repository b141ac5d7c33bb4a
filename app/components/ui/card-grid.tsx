import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COLUMN_IMAGE_SIZES, MediaImage, type MediaImg } from './media-image';

export interface LinkCard {
  title: string;
  to: string;
  image: MediaImg;
  text?: string;
}

/**
 * How the cards sit. `grid`: 1, 2 or 3 columns by screen width. `pair`: two large cards side by
 * side, for a choice between two. `compact`: as `grid`, but sideways on phones, so a long list
 * of categories does not fill several screens with pictures. `sizes` says how wide the picture
 * is in each: without it, a phone showing the compact layout fetched the 800 px copy of a
 * product photo for a picture 150 px wide.
 */
const layouts = {
  grid: {
    list: 'gap-5 sm:grid-cols-2 lg:grid-cols-3',
    link: 'block',
    image: 'aspect-[4/3] w-full',
    sizes: COLUMN_IMAGE_SIZES,
    body: 'p-4',
    title: '',
    text: 'mt-1 text-sm',
  },
  pair: {
    list: 'gap-6 md:grid-cols-2',
    link: 'block',
    image: 'aspect-[3/2] w-full',
    sizes: '(min-width: 1100px) 530px, (min-width: 768px) 50vw, 100vw',
    body: 'p-5',
    title: 'text-xl',
    text: 'mt-2',
  },
  compact: {
    list: 'gap-5 sm:grid-cols-2 lg:grid-cols-3',
    // The picture keeps its shape beside a taller text, rather than stretching to the card.
    link: 'flex items-start sm:block',
    image: 'aspect-[4/3] w-2/5 shrink-0 sm:w-full',
    sizes: '(min-width: 1024px) 340px, (min-width: 640px) 50vw, 40vw',
    body: 'p-3 sm:p-4',
    title: '',
    text: 'mt-1 text-sm',
  },
};

/** A grid of linked cards: picture, title and an optional line of text. */
export function CardGrid<C extends LinkCard>({
  cards,
  label,
  layout = 'grid',
  testId,
  action,
}: {
  cards: C[];
  label?: string;
  layout?: keyof typeof layouts;
  testId?: string;
  /** Something to do with a card's thing besides opening it (e.g. "Add to quote"). */
  action?: (card: C) => ReactNode;
}) {
  const style = layouts[layout];
  return (
    <ul aria-label={label} className={`grid ${style.list}`} data-testid={testId}>
      {cards.map((card) => (
        // A column: the card fills what its action leaves of the row's height, so the action
        // stays below the card, inside the row, rather than under the next row's picture.
        <li key={card.to + card.title} className="flex flex-col">
          <Link
            to={card.to}
            prefetch="intent"
            className={`group flex-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md ${style.link}`}
          >
            <MediaImage
              image={card.image}
              alt=""
              sizes={style.sizes}
              className={`object-cover ${style.image}`}
            />
            <span className={`block ${style.body}`}>
              <span
                className={`block font-semibold text-brand-900 group-hover:text-accent-700 ${style.title}`}
              >
                {card.title}
              </span>
              {card.text && (
                <span className={`block text-slate-600 ${style.text}`}>{card.text}</span>
              )}
            </span>
          </Link>
          {action?.(card)}
        </li>
      ))}
    </ul>
  );
}
