/** The enclosure category layout (template `enclosure-category`). */
import { Link } from 'react-router';
import { CatalogueLink } from '~/components/ui/catalogue-link';
import { Loaded } from '~/components/ui/loaded';
import { PageBanner } from '~/components/ui/page-banner';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { CardGrid } from '~/components/ui/card-grid';
import type { LandingViewData } from '~/loaders/family-templates.server';
import type { TemplateViewData } from '~/loaders/product-templates.server';
import { EnclosureDetails } from './enclosure-details';
import { EnclosureTabs, enclosurePath } from './enclosure-tabs';
import { JunctionBoxList } from './junction-box-list';

function EnclosureCategory({
  page,
  category,
  categories,
  junctionBoxes,
}: TemplateViewData['enclosure-category']) {
  // A category whose link leads elsewhere (Customised → /contacts) gets that as its call to action.
  const elsewhere = category.link && category.link !== enclosurePath(category.slug);
  return (
    <>
      <PageBanner title={category.name} subtitle={category.summary} />
      <EnclosureTabs label={page.heading} categories={categories} />
      <div className="content-width space-y-14 py-12">
        <EnclosureDetails
          image={category.image}
          description={category.description}
          featuresHeading={page.featuresHeading}
          features={category.features}
        >
          <RequestQuoteLink product={category.slug} />
          <CatalogueLink href={category.catalogueUrl} />
        </EnclosureDetails>

        {elsewhere && (
          <section
            aria-label={page.callToActionLabel}
            className="flex flex-col gap-4 rounded-lg bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="max-w-2xl text-brand-900">{page.callToAction}</p>
            <Link to={category.link} className="btn-primary shrink-0">
              {page.callToActionLabel}
            </Link>
          </section>
        )}

        {junctionBoxes && (
          <section aria-labelledby="junction-boxes-heading">
            <h2 id="junction-boxes-heading" className="section-heading mb-6">
              {page.junctionBoxesHeading}
            </h2>
            <Loaded outcome={junctionBoxes} what="ATEX junction boxes">
              {(v) => <JunctionBoxList boxes={v.boxes} />}
            </Loaded>
          </section>
        )}
      </div>
    </>
  );
}

export const enclosureViews = { 'enclosure-category': EnclosureCategory };

function Landing({ heading, intro, cards }: LandingViewData['enclosures']) {
  return (
    <>
      <PageBanner title={heading} subtitle={intro} />
      <div className="content-width py-12">
        <CardGrid label={heading} cards={cards} />
      </div>
    </>
  );
}

export const enclosuresLandingView = { enclosures: Landing };
