import { ProductTemplateView } from '~/components/products/product-template';
import { productTemplatePage } from '~/loaders/product-templates.server';
import { pageMetaOf, productMeta } from '~/seo';
import type { Route } from './+types/product';

/**
 * Every product page, `/products/<family>/<slug>`: the catalogue record there, drawn by the
 * template it names. An earlier address of a product (its slug or family changed) answers 301.
 */
export const loader = ({ context, params, request }: Route.LoaderArgs) =>
  productTemplatePage(context, params.family, params['*'] ?? '', request);

export const meta = (args: Route.MetaArgs) =>
  args.data?.head.kind === 'page'
    ? pageMetaOf(args, (d) => ({
        title: d.head.name,
        description: d.head.description,
        image: d.head.image,
      }))
    : productMeta(args, (d) => d.head);

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductTemplateView page={loaderData} />;
}
