import { HeadedSection } from '~/components/ui/headed-section';
import { ImageCardList } from '~/components/ui/image-card';
import type { MediaImg } from '~/components/ui/media-image';

export interface GasketType {
  name: string;
  description: string;
  image: MediaImg;
}

export function GasketTypes({ heading, types }: { heading: string; types: GasketType[] }) {
  return (
    <HeadedSection id="gasket-types-heading" heading={heading}>
      <ImageCardList
        items={types}
        keyOf={(type) => type.name}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        imageClassName="aspect-square w-full object-cover"
      >
        {(type) => (
          <>
            <h3 className="font-semibold text-brand-900">{type.name}</h3>
            {type.description && <p className="mt-1 text-sm text-slate-700">{type.description}</p>}
          </>
        )}
      </ImageCardList>
    </HeadedSection>
  );
}
