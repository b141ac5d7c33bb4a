import { cmLandingPath, CmFrame } from '~/components/products/cable-management/cm-frame';
import { secondaryButton } from '~/components/products/power-protection/product-detail';
import { MediaImage } from '~/components/ui/media-image';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { Paragraphs } from '~/components/products/power-protection/paragraphs';
import { section } from '~/loaders/content.server';
import { pageMeta, productJsonLd, siteInfo } from '~/seo';
import type { Route } from './+types/eris';

/** cms.md §9: the second ERIS image is a wide strip, unlike the first. */
const wideSize = { width: 1100, height: 300 };

export async function loader({ context }: Route.LoaderArgs) {
  const [product, landing] = await Promise.all([
    section(context, 'products/cable-management/tranos-eris'),
    section(context, 'products/cable-management'),
  ]);
  // Only the first two images are shown (public-site.md §3).
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
  pageMeta(
    args,
    args.data && {
      title: args.data.title,
      description: args.data.description,
      image: args.data.first,
      type: 'product',
      jsonLd: productJsonLd(
        siteInfo(args.matches),
        args.data.title,
        args.data.description,
        args.data.first,
      ),
    },
  );

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
