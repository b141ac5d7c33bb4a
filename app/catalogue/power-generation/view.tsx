/** The power generation layouts: generators with their models, the UPS backup system. */
import { BulletList } from '~/components/ui/bullet-list';
import { CatalogueLink } from '~/components/ui/catalogue-link';
import { MediaImage } from '~/components/ui/media-image';
import { BannerPage, PageBanner } from '~/components/ui/page-banner';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { RichText } from '~/components/ui/rich-text';
import { CardGrid } from '~/components/ui/card-grid';
import type { LandingViewOf, ViewsOf } from '../template';
import type { landing, templates } from './loader.server';
import { AvailabilityStat } from './availability-stat';
import { ModelGrid } from './model-grid';
import { PowerTabs } from './power-tabs';

type View = ViewsOf<typeof templates>;

function Generators(view: View['generator']) {
  const { name, summary, body, tabs, quoteProduct, details, catalogueUrl } = view;
  return (
    <>
      <PageBanner title={name} subtitle={summary} />
      <PowerTabs {...tabs} />
      <div className="content-width space-y-12 py-12">
        <div className="grid items-start gap-8 md:grid-cols-[1fr_auto] md:gap-12">
          <RichText html={body} className="max-w-3xl text-lg text-slate-700" />
          <AvailabilityStat value={details.availabilityClaim} label={details.availabilityCaption} />
        </div>
        <ModelGrid heading={details.generatorModelsHeading} models={details.generatorModels} />
        <div className="flex flex-wrap gap-3">
          <RequestQuoteLink product={quoteProduct} />
          <CatalogueLink href={catalogueUrl} />
        </div>
      </div>
    </>
  );
}

function UpsBackupSystem(view: View['ups']) {
  const { name, summary, body, tabs, quoteProduct, image, featuresHeading, features } = view;
  return (
    <>
      <PageBanner title={name} subtitle={summary} />
      <PowerTabs {...tabs} />
      <div className="content-width space-y-10 py-12">
        {image && (
          <MediaImage
            image={image}
            alt=""
            className="aspect-[11/5] w-full rounded-lg object-cover shadow-sm"
          />
        )}
        <div className="grid gap-8 md:grid-cols-2 md:gap-12">
          <RichText html={body} className="text-slate-700" />
          {features.length > 0 && (
            <section aria-labelledby="ups-features-heading">
              <h2 id="ups-features-heading" className="mb-3 text-xl font-semibold text-brand-900">
                {featuresHeading}
              </h2>
              <BulletList items={features} />
            </section>
          )}
        </div>
        <RequestQuoteLink product={quoteProduct} />
      </div>
    </>
  );
}

export const views = { generator: Generators, ups: UpsBackupSystem };

export function Landing({ name, summary, tiles }: LandingViewOf<typeof landing>) {
  return (
    <BannerPage title={name} subtitle={summary}>
      <CardGrid layout="pair" label={name} cards={tiles} />
    </BannerPage>
  );
}
