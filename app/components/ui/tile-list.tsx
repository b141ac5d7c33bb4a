import type { ReactNode } from 'react';
import { COLUMN_IMAGE_SIZES, MediaImage, type MediaImg } from './media-image';

/** A listing page's tiles (posts, case studies): one a row on phones, up to three on wide screens. */
export function TileList<T>({
  items,
  keyOf,
  children,
}: {
  items: T[];
  keyOf: (item: T) => string;
  /** One item's tile; the first (index 0) is the one most likely in view on arrival. */
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={keyOf(item)}>{children(item, index)}</li>
      ))}
    </ul>
  );
}

/**
 * A tile's picture, decorative (the tile's title says what it is). `first`: the list's first
 * tile, in view on arrival on a phone, so its picture loads at once.
 */
export function TileImage({ image, first }: { image: MediaImg; first: boolean }) {
  return (
    <MediaImage
      image={image}
      alt=""
      priority={first}
      sizes={COLUMN_IMAGE_SIZES}
      className="aspect-[9/4] w-full object-cover"
    />
  );
}
