import { ppdNavigation } from '~/components/products/power-protection/product-frame';
import { ProductDetail } from '~/components/products/power-protection/product-detail';
import { section } from '~/loaders/content.server';
import { pageMeta, productJsonLd, siteInfo } from '~/seo';
import type { Route } from './+types/tranos-elite-range';

export async function loader({ context }: Route.LoaderArgs) {
  const [product, landing] = await Promise.all([
    section(context, 'products/tranos-elite-range'),
    section(context, 'products/power-protection-and-distribution'),
  ]);
  return { product, ...ppdNavigation(landing, 'low') };
}

export const meta = (args: Route.MetaArgs) =>
  pageMeta(
    args,
    args.data && {
      title: args.data.product.title,
      description: args.data.product.description,
      image: args.data.product.tranosEliteImages[0],
      type: 'product',
      jsonLd: productJsonLd(
        siteInfo(args.matches),
        args.data.product.title,
        args.data.product.description,
        args.data.product.tranosEliteImages[0],
      ),
    },
  );

export default function TranosEliteRange({
  loaderData: { product, tabs, landing },
}: Route.ComponentProps) {
  return (
    <ProductDetail
      title={product.title}
      description={{ html: product.description }}
      images={product.tranosEliteImages}
      features={product.features}
      catalogueUrl={product.catalogueUrl}
      quoteProduct="tranos-elite-range"
      tabs={tabs}
      landing={landing}
    />
  );
}
