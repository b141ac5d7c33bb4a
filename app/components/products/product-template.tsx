/**
 * A product page: the view of the template its record chose (docs/decisions/0013), its
 * downloads, then the industries and projects it links to. Every product page goes through
 * here; a new family or product needs a record, not a route module.
 */
import type { ComponentType } from 'react';
import type { ProductTemplate } from '../../../content/catalogue/templates';
import { DirectContact } from '~/components/contact/direct-contact';
import type { ProductTemplatePage, TemplateViewData } from '~/loaders/product-templates.server';
import { cableManagementViews } from './cable-management/templates';
import { AddToQuote } from '../quote/add-to-quote';
import { ProductDownloads } from './catalogue/product-downloads';
import { CatalogueProductPage, ProductLinks } from './catalogue/product-page';
import { enclosureViews } from './enclosures/templates';
import { gasketViews } from './gaskets/templates';
import { lightsWiringViews } from './lights-wiring/templates';
import { powerGenerationViews } from './power-generation/templates';
import { powerProtectionViews } from './power-protection-and-distribution/templates';
import { TemplateView } from './template-view';

const templateViews: { [T in ProductTemplate]: ComponentType<TemplateViewData[T]> } = {
  generic: CatalogueProductPage,
  ...powerProtectionViews,
  ...cableManagementViews,
  ...enclosureViews,
  ...gasketViews,
  ...powerGenerationViews,
  ...lightsWiringViews,
};

export function ProductTemplateView({ page }: { page: ProductTemplatePage }) {
  return (
    <>
      <TemplateView views={templateViews} page={page} />
      <ProductDownloads product={page.product.name} {...page.downloads} />
      <AddToQuote productId={page.product.id} name={page.product.name} {...page.quote} />
      <DirectContact product={page.product} />
      <ProductLinks {...page.links} />
    </>
  );
}
