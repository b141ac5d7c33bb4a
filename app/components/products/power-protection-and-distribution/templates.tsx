/** The Power Protection & Distribution product layouts (templates `switchgear`, `panel-list`). */
import { Loaded } from '~/components/ui/loaded';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { CardGrid } from '~/components/ui/card-grid';
import { PageBanner } from '~/components/ui/page-banner';
import type { LandingViewData } from '~/loaders/family-templates.server';
import type { TemplateViewData } from '~/loaders/product-templates.server';
import { ReadMoreIntro } from './read-more-intro';
import { AtexPanelGrid } from './atex-panel-grid';
import { Paragraphs } from './paragraphs';
import { ProductDetail, secondaryButton } from './product-detail';
import { ProductFrame } from './product-frame';

function Switchgear({ slug, product, tabs, landing }: TemplateViewData['switchgear']) {
  return <ProductDetail {...product} quoteProduct={slug} tabs={tabs} landing={landing} />;
}

function PanelList({ page, panels, tabs, landing }: TemplateViewData['panel-list']) {
  return (
    <ProductFrame title={page.heading} tabs={tabs} landing={landing}>
      <Paragraphs text={page.intro} className="max-w-3xl text-lg text-slate-700" />
      <Loaded outcome={panels} what="ATEX panels">
        {(list) => <AtexPanelGrid panels={list} />}
      </Loaded>
      <RequestQuoteLink product="atex-power-panels" className={secondaryButton} />
    </ProductFrame>
  );
}

export const powerProtectionViews = { switchgear: Switchgear, 'panel-list': PanelList };

function Landing({ page }: LandingViewData['power-protection-and-distribution']) {
  const groups = [
    { id: 'low-voltage', heading: page.lowVoltageHeading, cards: page.lowVoltage },
    { id: 'medium-voltage', heading: page.mediumVoltageHeading, cards: page.mediumVoltage },
  ];
  return (
    <>
      <PageBanner title={page.heading} />
      <div className="content-width space-y-12 py-10 sm:py-12">
        <ReadMoreIntro intro={page.intro} more={page.more} />
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`${group.id}-heading`}>
            <h2 id={`${group.id}-heading`} className="section-heading mb-6">
              {group.heading}
            </h2>
            <CardGrid cards={group.cards} />
          </section>
        ))}
      </div>
    </>
  );
}

export const powerProtectionLandingView = { 'power-protection-and-distribution': Landing };
