import { HeadedSection } from '~/components/ui/headed-section';
import { ImageCard } from '~/components/ui/image-card';
import type { MediaImg } from '~/components/ui/media-image';

export interface GasketType {
  name: string;
  description: string;
  image: MediaImg;
}

export function GasketTypes({ heading, types }: { heading: string; types: GasketType[] }) {
  return (
    <HeadedSection id="gasket-types-heading" heading={heading}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {types.map((type) => (
          <ImageCard
            key={type.name}
            image={type.image}
            imageClassName="aspect-square w-full object-cover"
          >
            <h3 className="font-semibold text-brand-900">{type.name}</h3>
            {type.description && <p className="mt-1 text-sm text-slate-700">{type.description}</p>}
          </ImageCard>
        ))}
      </ul>
    </HeadedSection>
  );
}
