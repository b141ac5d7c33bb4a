import type { ReactNode } from 'react';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import type { MediaImg } from '~/components/ui/media-image';
import { PageBanner } from '~/components/ui/page-banner';
import { RichText } from '~/components/ui/rich-text';
import { ProductPhotos } from './product-photos';

/**
 * A product page that starts from its record (the standard layout, a gasket type): banner, the
 * crumb back to its family, its photos beside its description and buttons, then the layout's
 * own sections. The main photo is the largest thing in view on arrival: it loads at once.
 */
export function ProductPageFrame({
  product,
  family,
  photoClassName,
  spacing,
  buttons,
  children,
}: {
  product: { name: string; summary: string; body: string; images: MediaImg[] };
  family: { name: string; url: string };
  /** The main photo's shape and look. */
  photoClassName: string;
  /** The space between the top and each section under it. */
  spacing: 'space-y-12' | 'space-y-14';
  /** The buttons under the description (quote, catalogue). */
  buttons: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageBanner title={product.name} subtitle={product.summary} />
      <Breadcrumbs items={[{ label: family.name, to: family.url }, { label: product.name }]} />
      <div className={`content-width ${spacing} py-10`}>
        <div className="grid items-start gap-8 md:grid-cols-2 md:gap-10">
          <ProductPhotos
            name={product.name}
            images={product.images}
            priority
            className={photoClassName}
          />
          <div>
            <RichText html={product.body} className="text-slate-700" />
            <div className="mt-8 flex flex-wrap gap-3">{buttons}</div>
          </div>
        </div>
        {children}
      </div>
    </>
  );
}
