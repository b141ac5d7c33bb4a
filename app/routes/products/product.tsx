import { ProductTemplateView } from '~/components/products/product-template';
import type { ContactSubjectHandle } from '~/components/contact/direct-contact-settings';
import { productTemplatePage, type ProductTemplatePage } from '~/loaders/product-templates.server';
import { datasheetResponse } from '~/loaders/datasheet.server';
import { catalogueMeta } from '~/seo';
import { configureAction } from '~/loaders/enclosure-configurator.server';
import type { Route } from './+types/product';

/**
 * Every product page, `/products/<family>/<slug>`: the catalogue record there, drawn by the
 * template it names. An earlier address of a product (its slug or family changed) answers 301.
 */
/** `<the page>/datasheet.pdf`: the product's datasheet, made from its record (decision 0052). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context, params, request }, next) =>
    (await datasheetResponse(context, request, params.family, params['*'] ?? '')) ?? next(),
];

export const loader = ({ context, params, url }: Route.LoaderArgs) =>
  productTemplatePage(context, params.family, params['*'] ?? '', url);

/** The one form posted to a product page: the enclosure configurator's (decision 0053). */
export const action = ({ context, request, params }: Route.ActionArgs) =>
  configureAction(context, request, params.family, params['*'] ?? '');

export const meta = (args: Route.MetaArgs) => catalogueMeta(args);

/** The bar at the bottom of phone screens names the product in its WhatsApp message. */
export const handle: ContactSubjectHandle<ProductTemplatePage> = {
  contactSubject: (page) => page.product,
};

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductTemplateView page={loaderData} />;
}
