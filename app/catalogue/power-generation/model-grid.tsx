import { HeadedSection } from '~/components/ui/headed-section';
import { ImageCardList } from '~/components/ui/image-card';
import type { MediaImg } from '~/components/ui/media-image';

export interface GeneratorModel {
  name: string;
  rating: string;
  output: string;
  speed: string;
  image: MediaImg;
  description: string;
}

/** Generator models as cards, each with its rating, output and speed. */
export function ModelGrid({ heading, models }: { heading: string; models: GeneratorModel[] }) {
  return (
    <HeadedSection id="models-heading" heading={heading}>
      <ImageCardList
        items={models}
        keyOf={(model) => model.name}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        imageClassName="aspect-[4/3] w-full object-cover"
      >
        {(model) => (
          <>
            <h3 className="text-lg font-bold text-brand-900">{model.name}</h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Rating</dt>
              <dd className="font-semibold text-brand-900">{model.rating}</dd>
              <dt className="text-slate-600">Output</dt>
              <dd className="font-semibold text-brand-900">{model.output}</dd>
              <dt className="text-slate-600">Speed</dt>
              <dd className="font-semibold text-brand-900">{model.speed}</dd>
            </dl>
            {model.description && (
              <p className="mt-3 text-sm text-slate-700">{model.description}</p>
            )}
          </>
        )}
      </ImageCardList>
    </HeadedSection>
  );
}
