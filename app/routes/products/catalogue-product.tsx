import { CatalogueProductPage } from '~/components/products/catalogue/product-page';
import { catalogueProductHead } from '~/components/products/catalogue/product-head';
import { catalogueProduct } from '~/loaders/catalogue.server';
import { productMeta } from '~/seo';
import type { Route } from './+types/catalogue-product';

/**
 * Any product of the catalogue that no page above draws: `/products/<family>/<slug>`, from its
 * record. An earlier address of a product (its slug or family changed) answers 301.
 */
export const loader = ({ context, params, request }: Route.LoaderArgs) =>
  catalogueProduct(context, params.family, params['*'] ?? '', request);

export const meta = (args: Route.MetaArgs) => productMeta(args, catalogueProductHead);

export default function CatalogueProduct({ loaderData }: Route.ComponentProps) {
  return <CatalogueProductPage {...loaderData} />;
}
