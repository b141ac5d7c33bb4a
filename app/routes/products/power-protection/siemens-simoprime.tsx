import { ppdNavigation } from '~/components/products/power-protection/product-frame';
import { ProductDetail } from '~/components/products/power-protection/product-detail';
import { section } from '~/loaders/content.server';
import { pageMeta, productJsonLd, siteInfo } from '~/seo';
import type { Route } from './+types/siemens-simoprime';

export async function loader({ context }: Route.LoaderArgs) {
  const [product, landing] = await Promise.all([
    section(context, 'products/siemens-simoprime'),
    section(context, 'products/power-protection-and-distribution'),
  ]);
  return { product, ...ppdNavigation(landing, 'medium') };
}

export const meta = (args: Route.MetaArgs) =>
  pageMeta(
    args,
    args.data && {
      title: args.data.product.title,
      description: args.data.product.description,
      image: args.data.product.siemensSimoprimeImages[0],
      type: 'product',
      jsonLd: productJsonLd(
        siteInfo(args.matches),
        args.data.product.title,
        args.data.product.description,
        args.data.product.siemensSimoprimeImages[0],
      ),
    },
  );

export default function SiemensSimoprime({
  loaderData: { product, tabs, landing },
}: Route.ComponentProps) {
  return (
    <ProductDetail
      title={product.title}
      description={{ text: product.description }}
      images={product.siemensSimoprimeImages}
      catalogueUrl={product.catalogueUrl}
      quoteProduct="siemens-simoprime"
      tabs={tabs}
      landing={landing}
    />
  );
}
