import {
  cmLandingPath,
  CmFrame,
} from '~/components/products/cable-management/cable-management-frame';
import { secondaryButton } from '~/components/products/power-protection-and-distribution/product-detail';
import { MediaImage } from '~/components/ui/media-image';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { Paragraphs } from '~/components/products/power-protection-and-distribution/paragraphs';
import { section } from '~/loaders/content.server';
import { productMeta } from '~/seo';
import type { Route } from './+types/eris';

/** The second ERIS image is a wide strip, unlike the first (the client's CMS spec). */
const wideSize = { width: 1100, height: 300 };

export async function loader({ context }: Route.LoaderArgs) {
  const [product, landing] = await Promise.all([
    section(context, 'products/cable-management/tranos-eris'),
    section(context, 'products/cable-management'),
  ]);
  // Only the first two images are shown (the client's site spec).
  const [first, second] = product.tranosErisImages;
  return {
    title: product.title,
    description: product.description,
    first,
    second: second && { ...second, ...wideSize },
    landing: { label: landing.heading, to: cmLandingPath },
  };
}

export const meta = (args: Route.MetaArgs) =>
  productMeta(args, (d) => ({ name: d.title, description: d.description, image: d.first }));

export default function Eris({
  loaderData: { title, description, first, second, landing },
}: Route.ComponentProps) {
  return (
    <CmFrame title={title} trail={[landing]}>
      <div className="grid items-start gap-8 md:grid-cols-2 md:gap-10">
        {first && (
          <MediaImage
            image={first}
            alt={title}
            priority
            className="w-full rounded-lg bg-slate-100 object-cover shadow-sm"
          />
        )}
        <Paragraphs text={description} className="text-slate-700" />
      </div>
      {second && (
        <MediaImage
          image={second}
          alt={title}
          className="w-full rounded-lg bg-slate-100 object-cover shadow-sm"
        />
      )}
      <RequestQuoteLink product="eris" className={secondaryButton} />
    </CmFrame>
  );
}
