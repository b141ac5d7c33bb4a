import type { ReactNode } from 'react';

/** A listing page's tiles (posts, case studies): one a row on phones, up to three on wide screens. */
export function TileList<T>({
  items,
  keyOf,
  children,
}: {
  items: T[];
  keyOf: (item: T) => string;
  /** One item's tile. */
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
