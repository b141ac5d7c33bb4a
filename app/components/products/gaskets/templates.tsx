/** The gasket type layout (template `gasket`). */
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { CatalogueLink } from '~/components/ui/catalogue-link';
import { MediaImage } from '~/components/ui/media-image';
import { PageBanner } from '~/components/ui/page-banner';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { CardGrid } from '~/components/ui/card-grid';
import type { LandingViewData } from '~/loaders/family-templates.server';
import type { TemplateViewData } from '~/loaders/product-templates.server';
import { ContactLine } from './contact-line';
import { GasketTypes } from './gasket-types';
import { ItemLists } from './item-lists';
import { SpecTable } from './spec-table';

function Gasket({ slug, gasket, landingHeading, contact }: TemplateViewData['gasket']) {
  return (
    <>
      <PageBanner title={gasket.title} subtitle={gasket.intro} />
      <Breadcrumbs
        items={[{ label: landingHeading, to: '/products/gaskets' }, { label: gasket.title }]}
      />
      <div className="content-width space-y-14 py-10">
        <div className="grid items-start gap-8 md:grid-cols-2 md:gap-10">
          <MediaImage
            image={gasket.image}
            alt=""
            className="aspect-[8/5] w-full rounded-lg object-cover shadow-sm"
          />
          <div>
            <p className="leading-relaxed whitespace-pre-line text-slate-700">
              {gasket.description}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <RequestQuoteLink product={slug} />
              <CatalogueLink href={gasket.catalogueUrl} />
            </div>
          </div>
        </div>

        {gasket.lists.length > 0 && <ItemLists lists={gasket.lists} />}

        {gasket.specs.length > 0 && (
          <SpecTable id="properties-heading" heading={gasket.specsHeading} rows={gasket.specs} />
        )}

        {gasket.types.length > 0 && (
          <GasketTypes heading={gasket.typesHeading} types={gasket.types} />
        )}

        {gasket.contactText && (
          <ContactLine text={gasket.contactText} phone={contact.phone} email={contact.email} />
        )}
      </div>
    </>
  );
}

export const gasketViews = { gasket: Gasket };

function Landing({ page }: LandingViewData['gaskets']) {
  return (
    <>
      <PageBanner title={page.heading} subtitle={page.intro}>
        {page.catalogueUrl && (
          <div className="mt-6">
            <CatalogueLink href={page.catalogueUrl} />
          </div>
        )}
      </PageBanner>
      <div className="content-width py-12">
        <CardGrid label={page.heading} cards={page.cards} />
      </div>
    </>
  );
}

export const gasketsLandingView = { gaskets: Landing };
