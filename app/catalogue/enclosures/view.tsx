/** The enclosure category layout (template `enclosure-category`) and the family's landing. */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { CatalogueLink } from '~/components/ui/catalogue-link';
import { BannerPage, PageBanner } from '~/components/ui/page-banner';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { CardGrid } from '~/components/ui/card-grid';
import type { LandingViewOf, ViewsOf } from '../template';
import type { landing, templates } from './loader.server';
import { EnclosureDetails } from './enclosure-details';
import { EnclosureTabs } from './enclosure-tabs';
import { JunctionBoxList } from './junction-box-list';

type View = ViewsOf<typeof templates>;

/**
 * On one page of the catalogue only, so its code is not every product page's: the browser
 * loads it when that page hydrates, keeping the server's HTML (a plain form, whole: the render
 * waits for it, entry.server.tsx) meanwhile.
 */
const EnclosureConfigurator = lazy(() =>
  import('./enclosure-configurator').then((m) => ({ default: m.EnclosureConfigurator })),
);

function EnclosureCategory({
  product,
  details,
  shared,
  familyName,
  categories,
  configurator,
}: View['enclosure-category']) {
  const callToAction = details.enclosureCallToActionLink;
  return (
    <>
      <PageBanner title={product.name} subtitle={product.summary} />
      <EnclosureTabs label={familyName} categories={categories} />
      <div className="content-width space-y-14 py-12">
        <EnclosureDetails
          name={product.name}
          images={product.images}
          body={product.body}
          featuresHeading={shared.enclosureFeaturesHeading}
          features={details.enclosureFeatures}
        >
          <RequestQuoteLink product={product.quoteSlug} />
          <CatalogueLink href={product.catalogueUrl} />
        </EnclosureDetails>

        {configurator && (
          <Suspense>
            <EnclosureConfigurator words={configurator} />
          </Suspense>
        )}

        {callToAction && (
          <section
            aria-label={shared.enclosureCallToActionLabel}
            className="flex flex-col gap-4 rounded-lg bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="max-w-2xl text-brand-900">{shared.enclosureCallToAction}</p>
            <Link to={callToAction} className="btn-primary shrink-0">
              {shared.enclosureCallToActionLabel}
            </Link>
          </section>
        )}

        {details.junctionBoxes.length > 0 && (
          <section aria-labelledby="junction-boxes-heading">
            <h2 id="junction-boxes-heading" className="section-heading mb-6">
              {shared.junctionBoxesHeading}
            </h2>
            <JunctionBoxList boxes={details.junctionBoxes} />
          </section>
        )}
      </div>
    </>
  );
}

export const views = { 'enclosure-category': EnclosureCategory };

export function Landing({ heading, intro, cards }: LandingViewOf<typeof landing>) {
  return (
    <BannerPage title={heading} subtitle={intro}>
      <CardGrid label={heading} cards={cards} />
    </BannerPage>
  );
}
