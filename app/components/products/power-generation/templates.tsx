/** The power generation layouts: generators with their models, the UPS backup system. */
import { BulletList } from '~/components/ui/bullet-list';
import { CatalogueLink } from '~/components/ui/catalogue-link';
import { MediaImage } from '~/components/ui/media-image';
import { PageBanner } from '~/components/ui/page-banner';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { CardGrid } from '~/components/ui/card-grid';
import type { LandingViewData } from '~/loaders/family-templates.server';
import type { TemplateViewData } from '~/loaders/product-templates.server';
import { AvailabilityStat } from './availability-stat';
import { ModelGrid } from './model-grid';
import { generatorsPath, PowerTabs, upsPath } from './power-tabs';

function Generators({ page, generators }: TemplateViewData['generator']) {
  return (
    <>
      <PageBanner title={page.generatorsTitle} subtitle={page.generatorsSummary} />
      <PowerTabs page={page} />
      <div className="content-width space-y-12 py-12">
        <div className="grid items-start gap-8 md:grid-cols-[1fr_auto] md:gap-12">
          <p className="max-w-3xl text-lg leading-relaxed whitespace-pre-line text-slate-700">
            {generators.intro}
          </p>
          <AvailabilityStat value={generators.availability} label={page.availabilityLabel} />
        </div>
        <ModelGrid heading={page.modelsHeading} models={generators.models} />
        <div className="flex flex-wrap gap-3">
          <RequestQuoteLink product="gas-powered-generators" />
          <CatalogueLink href={generators.catalogueUrl} />
        </div>
      </div>
    </>
  );
}

function UpsBackupSystem({ page, ups }: TemplateViewData['ups']) {
  return (
    <>
      <PageBanner title={page.upsTitle} subtitle={page.upsSummary} />
      <PowerTabs page={page} />
      <div className="content-width space-y-10 py-12">
        <MediaImage
          image={ups.image}
          alt=""
          className="aspect-[11/5] w-full rounded-lg object-cover shadow-sm"
        />
        <div className="grid gap-8 md:grid-cols-2 md:gap-12">
          <p className="leading-relaxed whitespace-pre-line text-slate-700">{ups.intro}</p>
          {ups.features.length > 0 && (
            <section aria-labelledby="ups-features-heading">
              <h2 id="ups-features-heading" className="mb-3 text-xl font-semibold text-brand-900">
                {page.upsFeaturesHeading}
              </h2>
              <BulletList items={ups.features} />
            </section>
          )}
        </div>
        <RequestQuoteLink product="ups-backup-system" />
      </div>
    </>
  );
}

export const powerGenerationViews = { generator: Generators, ups: UpsBackupSystem };

function Landing({ page }: LandingViewData['power-generation']) {
  return (
    <>
      <PageBanner title={page.heading} subtitle={page.intro} />
      <div className="content-width py-12">
        <CardGrid
          layout="pair"
          label={page.heading}
          cards={[
            {
              title: page.generatorsTitle,
              text: page.generatorsSummary,
              image: page.generatorsImage,
              to: generatorsPath,
            },
            { title: page.upsTitle, text: page.upsSummary, image: page.upsImage, to: upsPath },
          ]}
        />
      </div>
    </>
  );
}

export const powerGenerationLandingView = { 'power-generation': Landing };
