import { data } from 'react-router';
import {
  cmLandingPath,
  CmFrame,
} from '~/components/products/cable-management/cable-management-frame';
import { GlandTable } from '~/components/products/cable-management/gland-table';
import { Paragraphs } from '~/components/products/power-protection-and-distribution/paragraphs';
import { secondaryButton } from '~/components/products/power-protection-and-distribution/product-detail';
import { MediaImage } from '~/components/ui/media-image';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { section } from '~/loaders/content.server';
import { productMeta } from '~/seo';
import type { Route } from './+types/cable-gland';

export async function loader({ context, params }: Route.LoaderArgs) {
  const [page, catalogue, landing] = await Promise.all([
    section(context, 'products/cable-management/cable-glands/page'),
    section(context, 'catalogue/cable-glands'),
    section(context, 'products/cable-management'),
  ]);
  // The page is found by its address alone; it never depends on navigation state.
  const gland = catalogue.glands.find((g) => g.slug === params.slug);
  if (!gland) throw data(null, { status: 404 });
  return {
    gland,
    trail: [
      { label: landing.heading, to: cmLandingPath },
      { label: page.heading, to: `${cmLandingPath}/cable-glands` },
    ],
  };
}

export const meta = (args: Route.MetaArgs) =>
  productMeta(args, (d) => ({
    name: d.gland.name,
    description: d.gland.description,
    image: d.gland.image,
  }));

export default function CableGland({ loaderData: { gland, trail } }: Route.ComponentProps) {
  return (
    <CmFrame title={gland.name} trail={trail}>
      <div className="grid items-start gap-8 md:grid-cols-[minmax(0,20rem)_1fr] md:gap-10">
        <MediaImage
          image={gland.image}
          alt={gland.name}
          priority
          className="w-full max-w-80 rounded-lg border border-slate-200 bg-slate-100 object-cover"
        />
        <div className="space-y-5">
          <Paragraphs text={gland.description} className="text-slate-700" />
          {gland.features.length > 0 && (
            <ul className="list-disc space-y-1 pl-5 text-slate-700">
              {gland.features.map((f, i) => (
                <li key={i}>{f}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <GlandTable caption={gland.name} products={gland.products} />
      <RequestQuoteLink product="cable-glands" className={secondaryButton} />
    </CmFrame>
  );
}
