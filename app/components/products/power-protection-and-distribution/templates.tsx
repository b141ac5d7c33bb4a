/** The Power Protection & Distribution product layouts (templates `switchgear`, `panel-list`). */
import { Loaded } from '~/components/ui/loaded';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { CardGrid } from '~/components/ui/card-grid';
import { BannerPage } from '~/components/ui/page-banner';
import type { LandingViewData } from '~/loaders/family-templates.server';
import type { TemplateViewData } from '~/loaders/product-templates.server';
import { ReadMoreIntro } from './read-more-intro';
import { AtexPanelGrid } from './atex-panel-grid';
import { RichText } from '~/components/ui/rich-text';
import { contentId } from '~/content-ids';
import { ProductDetail, secondaryButton } from './product-detail';
import { ProductFrame } from './product-frame';

function Switchgear({ slug, product, tabs, landing }: TemplateViewData['switchgear']) {
  return <ProductDetail {...product} quoteProduct={slug} tabs={tabs} landing={landing} />;
}

function PanelList({ name, body, panels, tabs, landing }: TemplateViewData['panel-list']) {
  return (
    <ProductFrame title={name} tabs={tabs} landing={landing}>
      <RichText html={body} className="max-w-3xl text-lg text-slate-700" />
      <Loaded outcome={panels} what="ATEX panels">
        {(list) => <AtexPanelGrid panels={list} />}
      </Loaded>
      <RequestQuoteLink product="atex-power-panels" className={secondaryButton} />
    </ProductFrame>
  );
}

export const powerProtectionViews = { switchgear: Switchgear, 'panel-list': PanelList };

const headingId = (key: string, i: number) => contentId(`${key} products`, `group-${i}-products`);

function Landing({
  name,
  intro,
  more,
  groups,
}: LandingViewData['power-protection-and-distribution']) {
  return (
    <BannerPage title={name} className="space-y-12 py-10 sm:py-12">
      <ReadMoreIntro intro={intro} more={more} />
      {groups.map((group, i) => (
        <section key={group.key} aria-labelledby={headingId(group.key, i)}>
          <h2 id={headingId(group.key, i)} className="section-heading mb-6">
            {group.heading}
          </h2>
          <CardGrid cards={group.cards} />
        </section>
      ))}
    </BannerPage>
  );
}

export const powerProtectionLandingView = { 'power-protection-and-distribution': Landing };
