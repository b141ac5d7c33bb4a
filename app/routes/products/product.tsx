import { ProductTemplateView } from '~/components/products/product-template';
import { productTemplatePage } from '~/loaders/product-templates.server';
import { catalogueMeta } from '~/seo';
import type { Route } from './+types/product';

/**
 * Every product page, `/products/<family>/<slug>`: the catalogue record there, drawn by the
 * template it names. An earlier address of a product (its slug or family changed) answers 301.
 */
export const loader = ({ context, params, request }: Route.LoaderArgs) =>
  productTemplatePage(context, params.family, params['*'] ?? '', request);

export const meta = (args: Route.MetaArgs) => catalogueMeta(args);

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductTemplateView page={loaderData} />;
}
