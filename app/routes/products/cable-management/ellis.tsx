import {
  cmLandingPath,
  CmFrame,
} from '~/components/products/cable-management/cable-management-frame';
import { ImageGallery } from '~/components/products/cable-management/image-gallery';
import { secondaryButton } from '~/components/products/power-protection-and-distribution/product-detail';
import { MediaImage } from '~/components/ui/media-image';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { Paragraphs } from '~/components/products/power-protection-and-distribution/paragraphs';
import { section } from '~/loaders/content.server';
import { productMeta } from '~/seo';
import type { Route } from './+types/ellis';

export async function loader({ context }: Route.LoaderArgs) {
  const [product, landing] = await Promise.all([
    section(context, 'products/cable-management/tranos-ellis'),
    section(context, 'products/cable-management'),
  ]);
  return { product, landing: { label: landing.heading, to: cmLandingPath } };
}

export const meta = (args: Route.MetaArgs) =>
  productMeta(args, (d) => ({
    name: d.product.title,
    description: d.product.description,
    image: d.product.tranosEllisImages[0],
  }));

export default function Ellis({ loaderData: { product, landing } }: Route.ComponentProps) {
  const [main, ...gallery] = product.tranosEllisImages;
  return (
    <CmFrame title={product.title} trail={[landing]}>
      <div className="grid items-start gap-8 sm:grid-cols-[minmax(0,16rem)_1fr] sm:gap-10">
        {main && (
          <MediaImage
            image={main}
            alt={product.title}
            priority
            className="w-full max-w-64 rounded-lg bg-slate-100 object-cover shadow-sm"
          />
        )}
        <Paragraphs text={product.description} className="text-slate-700" />
      </div>
      <ImageGallery
        images={gallery}
        name={product.title}
        total={product.tranosEllisImages.length}
      />
      <RequestQuoteLink product="ellis" className={secondaryButton} />
    </CmFrame>
  );
}
