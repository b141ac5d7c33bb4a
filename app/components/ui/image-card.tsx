import type { ReactNode } from 'react';
import { MediaImage, type MediaImg } from './media-image';

/** Where the picture sits against the text. */
const layouts = {
  /** Above the text; cards in a row share one height. */
  stacked: { card: 'flex flex-col', body: 'flex flex-1 flex-col p-4' },
  /** Beside the text, at a width the picture's class gives. */
  sideways: { card: 'flex h-full', body: 'min-w-0 p-4 sm:p-5' },
  /** Above the text on phones, beside it from small tablets up. */
  adaptive: { card: 'flex flex-col sm:flex-row', body: 'p-4' },
};

/** A bordered card: a picture, then its text. Lists render it as their items. */
export function ImageCard({
  as: Tag = 'li',
  image,
  alt = '',
  layout = 'stacked',
  imageClassName,
  children,
}: {
  as?: 'li' | 'article';
  image: MediaImg;
  /** Empty where the card's heading already names what the picture shows. */
  alt?: string;
  layout?: keyof typeof layouts;
  /** The picture's shape and size. */
  imageClassName: string;
  children: ReactNode;
}) {
  const { card, body } = layouts[layout];
  return (
    <Tag
      className={`overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm ${card}`}
    >
      <MediaImage image={image} alt={alt} className={imageClassName} />
      <div className={body}>{children}</div>
    </Tag>
  );
}

/** A grid of image cards, one an item, all pictures of one shape. */
export function ImageCardList<T extends { image: MediaImg }>({
  items,
  keyOf,
  className,
  alt,
  layout,
  imageClassName,
  children,
}: {
  items: T[];
  keyOf: (item: T, index: number) => string;
  /** The grid's columns and gaps. */
  className: string;
  /** The picture's text where no heading of the card names what it shows. */
  alt?: (item: T) => string;
  layout?: keyof typeof layouts;
  imageClassName: string;
  /** A card's text under or beside its picture. */
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item, i) => (
        <ImageCard
          key={keyOf(item, i)}
          image={item.image}
          alt={alt?.(item)}
          layout={layout}
          imageClassName={imageClassName}
        >
          {children(item)}
        </ImageCard>
      ))}
    </ul>
  );
}
