import { ImageCardList } from '~/components/ui/image-card';
import type { MediaImg } from '~/components/ui/media-image';

export interface JunctionBox {
  title: string;
  image: MediaImg;
  features: string[];
}

/** ATEX junction boxes, each with its zones, classes, groups and ratings. */
export function JunctionBoxList({ boxes }: { boxes: JunctionBox[] }) {
  return (
    <ImageCardList
      items={boxes}
      keyOf={(box) => box.title}
      className="grid gap-6 sm:grid-cols-2"
      layout="adaptive"
      imageClassName="aspect-square w-full object-cover sm:w-40 sm:shrink-0"
    >
      {(box) => (
        <>
          <h3 className="font-semibold text-brand-900">{box.title}</h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {box.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      )}
    </ImageCardList>
  );
}
