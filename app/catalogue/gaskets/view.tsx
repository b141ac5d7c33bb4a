/** The gasket type layout (template `gasket`) and the family's landing. */
import { CatalogueLink } from '~/components/ui/catalogue-link';
import { PageBanner } from '~/components/ui/page-banner';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { CardGrid } from '~/components/ui/card-grid';
import type { LandingViewOf, ViewsOf } from '../template';
import type { landing, templates } from './loader.server';
import { ProductPageFrame } from '~/components/products/catalogue/product-page-frame';
import { ContactLine } from './contact-line';
import { GasketTypes } from './gasket-types';
import { ItemLists } from './item-lists';
import { SpecTable } from './spec-table';

type View = ViewsOf<typeof templates>;

function Gasket({ product, details, family, contact }: View['gasket']) {
  return (
    <ProductPageFrame
      product={product}
      family={family}
      photoClassName="aspect-[8/5] w-full rounded-lg object-cover shadow-sm"
      spacing="space-y-14"
      buttons={
        <>
          <RequestQuoteLink product={product.quoteSlug} />
          <CatalogueLink href={product.catalogueUrl} />
        </>
      }
    >
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
        <ContactLine text={details.gasketContactText} phone={contact.phone} email={contact.email} />
      )}
    </ProductPageFrame>
  );
}

export const views = { gasket: Gasket };

export function Landing({ heading, intro, catalogueUrl, cards }: LandingViewOf<typeof landing>) {
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
