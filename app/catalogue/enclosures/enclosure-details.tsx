import type { ReactNode } from 'react';
import { BulletList } from '~/components/ui/bullet-list';
import type { MediaImg } from '~/components/ui/media-image';
import { RichText } from '~/components/ui/rich-text';
import { ProductPhotos } from '~/components/products/catalogue/product-photos';

/** One enclosure category: photos, description, features, then the page's actions. */
export function EnclosureDetails({
  name,
  images,
  body,
  featuresHeading,
  features,
  children,
}: {
  name: string;
  images: MediaImg[];
  /** The record's description (rich text). */
  body: string;
  featuresHeading: string;
  features: string[];
  /** Buttons under the features (catalogue, quote). */
  children: ReactNode;
}) {
  return (
    <div className="grid items-start gap-8 md:grid-cols-2 md:gap-10">
      <ProductPhotos
        name={name}
        images={images}
        className="aspect-[4/3] w-full rounded-lg object-cover shadow-sm"
      />
      <div>
        <RichText html={body} className="text-slate-700" />
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
