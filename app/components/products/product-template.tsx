/**
 * A product page: the view of the template its record chose (docs/decisions/0013), its
 * downloads, then the industries and projects it links to. Every product page goes through
 * here; a new family or product needs a record, not a route module.
 */
import { productViewsOf, viewModules } from '~/catalogue/views';
import { DirectContact } from '~/components/contact/direct-contact';
import type { ProductTemplatePage } from '~/loaders/product-templates.server';
import { AddToQuote } from '../quote/add-to-quote';
import { ProductCompare } from './compare/compare-tick';
import { ProductDownloads } from './catalogue/product-downloads';
import { CatalogueProductPage, ProductLinks } from './catalogue/product-page';
import { TemplateView } from './template-view';

/** The views of the product layouts: the standard one and those of the family folders. */
const templateViews = { generic: CatalogueProductPage, ...productViewsOf(viewModules) };

export function ProductTemplateView({ page }: { page: ProductTemplatePage }) {
  return (
    <>
      <TemplateView views={templateViews} page={page} />
      <ProductDownloads
        product={page.product.name}
        datasheet={page.datasheet}
        {...page.downloads}
      />
      <AddToQuote productId={page.product.id} name={page.product.name} {...page.quote} />
      <ProductCompare compare={page.compare} name={page.product.name} />
      <DirectContact product={page.product} />
      <ProductLinks {...page.links} />
    </>
  );
}
