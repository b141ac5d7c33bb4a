import { HeadedSection } from '~/components/ui/headed-section';
import { ImageCardList } from '~/components/ui/image-card';
import type { LightGroup } from './lights';

/** One anchor target of a brand page: the category heading and its lights. */
export function LightGroupSection({ group }: { group: LightGroup }) {
  return (
    <HeadedSection
      anchor={group.id}
      id={`${group.id}-heading`}
      heading={group.label}
      headingClassName="section-heading mb-5 capitalize"
    >
      {/* Sideways cards, two per row on wide screens: most groups hold one or two lights. */}
      <ImageCardList
        items={group.items}
        keyOf={(item, i) => `${item.name}-${i}`}
        className="grid gap-5 md:grid-cols-2"
        alt={(item) => item.name}
        layout="sideways"
        imageClassName="aspect-square w-28 shrink-0 self-start bg-slate-100 object-cover sm:w-44"
      >
        {(item) => (
          <>
            <h3 className="font-semibold text-brand-900">{item.name}</h3>
            {item.description && (
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{item.description}</p>
            )}
          </>
        )}
      </ImageCardList>
    </HeadedSection>
  );
}
