import { Link } from 'react-router';
import { categoryLabel } from '~/case-studies';
import { TileImage } from '../ui/tile-list';
import type { MediaImg } from '../ui/media-image';

export interface CaseStudyTeaser {
  slug: string;
  title: string;
  category: string;
  thumbnail?: MediaImg;
}

/** `first`: the list's first card, in view on arrival on a phone: its picture loads at once. */
export function CaseStudyCard({
  study,
  first = false,
}: {
  study: CaseStudyTeaser;
  first?: boolean;
}) {
  return (
    <Link
      to={`/case-studies/${study.slug}`}
      className="group block h-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm hover:shadow-md"
    >
      {study.thumbnail && <TileImage image={study.thumbnail} first={first} />}
      <span className="block p-4">
        <span className="block text-xs font-semibold tracking-wide text-accent-700 uppercase">
          {categoryLabel(study.category)}
        </span>
        <span className="mt-1 block font-semibold text-brand-900 group-hover:underline">
          {study.title}
        </span>
      </span>
    </Link>
  );
}
