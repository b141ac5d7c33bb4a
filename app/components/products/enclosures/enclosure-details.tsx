import type { ReactNode } from 'react';
import { BulletList } from '~/components/ui/bullet-list';
import { MediaImage, type MediaImg } from '~/components/ui/media-image';

/** One enclosure category: picture, description, features, then the page's actions. */
export function EnclosureDetails({
  image,
  description,
  featuresHeading,
  features,
  children,
}: {
  image: MediaImg;
  description: string;
  featuresHeading: string;
  features: string[];
  /** Buttons under the features (catalogue, quote, call to action). */
  children: ReactNode;
}) {
  return (
    <div className="grid items-start gap-8 md:grid-cols-2 md:gap-10">
      <MediaImage
        image={image}
        alt=""
        className="aspect-[4/3] w-full rounded-lg object-cover shadow-sm"
      />
      <div>
        <p className="leading-relaxed whitespace-pre-line text-slate-700">{description}</p>
        {features.length > 0 && (
          <section aria-labelledby="features-heading" className="mt-6">
            <h2 id="features-heading" className="mb-3 text-xl font-semibold text-brand-900">
              {featuresHeading}
            </h2>
            <BulletList items={features} />
          </section>
        )}
        <div className="mt-8 flex flex-wrap gap-3">{children}</div>
      </div>
    </div>
  );
}
