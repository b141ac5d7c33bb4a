import type { Crumb } from '~/components/ui/breadcrumbs';
import { CatalogueLink } from '~/components/ui/catalogue-link';
import { MediaImage, type MediaImg } from '~/components/ui/media-image';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { RichText } from '~/components/ui/rich-text';
import type { Tab } from '~/components/ui/tab-bar';
import { Paragraphs } from './paragraphs';
import { ProductFrame } from './product-frame';

/** Some product descriptions are rich text in the CMS, others a plain textarea. */
export type Description = { html: string } | { text: string };

export interface ProductDetailProps {
  title: string;
  description: Description;
  /** The first is the main image, the rest form the gallery. */
  images: MediaImg[];
  /** Rich text; omitted for products whose section has no features field. */
  features?: string;
  catalogueUrl: string;
  /** The product line preselected in the enquiry form. */
  quoteProduct: string;
  /** The sibling products (low or medium voltage) and what the group is called. */
  tabs: { label: string; items: Tab[] };
  /** The landing page the breadcrumb leads back to. */
  landing: Crumb;
}

export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-md border-2 border-brand-900 px-5 py-2 font-semibold text-brand-900 transition-colors hover:bg-brand-50';

/** One Power Protection & Distribution product page: Elite, Sivacon, Simoprime, Simosec. */
export function ProductDetail({
  title,
  description,
  images,
  features,
  catalogueUrl,
  quoteProduct,
  tabs,
  landing,
}: ProductDetailProps) {
  const [main, ...gallery] = images;
  return (
    <ProductFrame title={title} tabs={tabs} landing={landing}>
      {main && (
        <MediaImage
          image={main}
          alt={title}
          priority
          className="w-full rounded-lg bg-slate-100 object-cover shadow-sm"
        />
      )}
      <div className={features ? 'grid gap-8 lg:grid-cols-[3fr_2fr] lg:gap-12' : 'max-w-3xl'}>
        {'html' in description ? (
          <RichText html={description.html} className="text-slate-700" />
        ) : (
          <Paragraphs text={description.text} className="text-slate-700" />
        )}
        {features && (
          <RichText
            html={features}
            className="rounded-lg border border-slate-200 bg-brand-50 p-5 text-slate-800 [&>:first-child]:mt-0"
          />
        )}
      </div>
      {gallery.length > 0 && (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {gallery.map((image, i) => (
            <li key={`${i}-${image.src}`}>
              <MediaImage
                image={image}
                alt={`${title} (${i + 2} of ${images.length})`}
                className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-contain"
              />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        <CatalogueLink href={catalogueUrl} />
        <RequestQuoteLink product={quoteProduct} className={secondaryButton} />
      </div>
    </ProductFrame>
  );
}
