import { useId } from 'react';
import { LinkTiles, type Tile } from './link-tiles';
import { PromoCard } from './promo-card';

/** Links to the sibling pages (the other brands, the other ranges) under a small heading. */
export function RelatedLinks({ heading, tiles }: { heading: string; tiles: Tile[] }) {
  const headingId = useId();
  const [only] = tiles;
  if (!only) return null;
  return (
    <nav aria-labelledby={headingId} className="border-t border-slate-200 bg-slate-50">
      <div className="content-width py-12">
        <h2 id={headingId} className="section-heading mb-6">
          {heading}
        </h2>
        {/* A single sibling reads better as one wide card than as half a grid. */}
        {tiles.length === 1 ? <PromoCard {...only} /> : <LinkTiles tiles={tiles} />}
      </div>
    </nav>
  );
}
