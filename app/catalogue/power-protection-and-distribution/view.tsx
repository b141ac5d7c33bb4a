/** The Power Protection & Distribution product layouts (templates `switchgear`, `panel-list`). */
import { Loaded } from '~/components/ui/loaded';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { CardGrid } from '~/components/ui/card-grid';
import { BannerPage } from '~/components/ui/page-banner';
import type { LandingViewOf, ViewsOf } from '../template';
import type { landing, templates } from './loader.server';
import { ReadMoreIntro } from './read-more-intro';
import { AtexPanelGrid } from './atex-panel-grid';
import { RichText } from '~/components/ui/rich-text';
import { contentId } from '~/content-ids';
import { ProductDetail, secondaryButton } from './product-detail';
import { ProductFrame } from './product-frame';

type View = ViewsOf<typeof templates>;

function Switchgear({ slug, product, tabs, landing }: View['switchgear']) {
  return <ProductDetail {...product} quoteProduct={slug} tabs={tabs} landing={landing} />;
}

function PanelList({ name, body, panels, tabs, landing }: View['panel-list']) {
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

export const views = { switchgear: Switchgear, 'panel-list': PanelList };

const headingId = (key: string, i: number) => contentId(`${key} products`, `group-${i}-products`);

export function Landing({ name, intro, more, groups }: LandingViewOf<typeof landing>) {
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
