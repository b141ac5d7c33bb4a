import { ppdNavigation } from '~/components/products/power-protection/product-frame';
import { ProductDetail } from '~/components/products/power-protection/product-detail';
import { section } from '~/loaders/content.server';
import { pageMeta, productJsonLd, siteInfo } from '~/seo';
import type { Route } from './+types/siemens-sivacon';

export async function loader({ context }: Route.LoaderArgs) {
  const [product, landing] = await Promise.all([
    section(context, 'products/siemens-sivacon-s8'),
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
      image: args.data.product.siemensSivaconImages[0],
      type: 'product',
      jsonLd: productJsonLd(
        siteInfo(args.matches),
        args.data.product.title,
        args.data.product.description,
        args.data.product.siemensSivaconImages[0],
      ),
    },
  );

export default function SiemensSivacon({
  loaderData: { product, tabs, landing },
}: Route.ComponentProps) {
  return (
    <ProductDetail
      title={product.title}
      description={{ text: product.description }}
      images={product.siemensSivaconImages}
      features={product.features}
      catalogueUrl={product.catalogueUrl}
      quoteProduct="siemens-sivacon"
      tabs={tabs}
      landing={landing}
    />
  );
}
