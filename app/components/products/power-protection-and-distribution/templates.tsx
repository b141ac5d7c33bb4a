/** The Power Protection & Distribution product layouts (templates `switchgear`, `panel-list`). */
import { Loaded } from '~/components/ui/loaded';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import type { TemplateViewData } from '~/loaders/product-templates.server';
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
