/** The gasket type layout (template `gasket`) and the family's landing. */
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { CatalogueLink } from '~/components/ui/catalogue-link';
import { PageBanner } from '~/components/ui/page-banner';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { RichText } from '~/components/ui/rich-text';
import { CardGrid } from '~/components/ui/card-grid';
import type { LandingViewData } from '~/loaders/family-templates.server';
import type { TemplateViewData } from '~/loaders/product-templates.server';
import { ProductPhotos } from '../catalogue/product-photos';
import { ContactLine } from './contact-line';
import { GasketTypes } from './gasket-types';
import { ItemLists } from './item-lists';
import { SpecTable } from './spec-table';

function Gasket({ product, details, family, contact }: TemplateViewData['gasket']) {
  return (
    <>
      <PageBanner title={product.name} subtitle={product.summary} />
      <Breadcrumbs items={[{ label: family.name, to: family.url }, { label: product.name }]} />
      <div className="content-width space-y-14 py-10">
        <div className="grid items-start gap-8 md:grid-cols-2 md:gap-10">
          <ProductPhotos
            name={product.name}
            images={product.images}
            className="aspect-[8/5] w-full rounded-lg object-cover shadow-sm"
          />
          <div>
            <RichText html={product.body} className="text-slate-700" />
            <div className="mt-8 flex flex-wrap gap-3">
              <RequestQuoteLink product={product.quoteSlug} />
              <CatalogueLink href={product.catalogueUrl} />
            </div>
          </div>
        </div>

        {details.gasketLists.length > 0 && <ItemLists lists={details.gasketLists} />}

        {details.gasketProperties.length > 0 && (
          <SpecTable
            id="properties-heading"
            heading={details.gasketPropertiesHeading}
            rows={details.gasketProperties}
          />
        )}

        {details.gasketTypes.length > 0 && (
          <GasketTypes heading={details.gasketTypesHeading} types={details.gasketTypes} />
        )}

        {details.gasketContactText && (
          <ContactLine
            text={details.gasketContactText}
            phone={contact.phone}
            email={contact.email}
          />
        )}
      </div>
    </>
  );
}

export const gasketViews = { gasket: Gasket };

function Landing({ heading, intro, catalogueUrl, cards }: LandingViewData['gaskets']) {
  return (
    <>
      <PageBanner title={heading} subtitle={intro}>
        {catalogueUrl && (
          <div className="mt-6">
            <CatalogueLink href={catalogueUrl} />
          </div>
        )}
      </PageBanner>
      <div className="content-width py-12">
        <CardGrid label={heading} cards={cards} />
      </div>
    </>
  );
}

export const gasketsLandingView = { gaskets: Landing };
