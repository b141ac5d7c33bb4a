import { AtexPanelGrid } from '~/components/products/power-protection-and-distribution/atex-panel-grid';
import { Paragraphs } from '~/components/products/power-protection-and-distribution/paragraphs';
import { secondaryButton } from '~/components/products/power-protection-and-distribution/product-detail';
import {
  powerProtectionNavigation,
  ProductFrame,
} from '~/components/products/power-protection-and-distribution/product-frame';
import { Loaded } from '~/components/ui/loaded';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { attempt, pageRecords, section } from '~/loaders/content.server';
import { productMeta } from '~/seo';
import type { Route } from './+types/atex-power-panels';

export async function loader({ context }: Route.LoaderArgs) {
  const readPanels = async () =>
    (
      await pageRecords(
        context,
        'atexPowerPanels',
        await context.services.content.list('atexPowerPanels'),
      )
    ).map((panel) => {
      return {
        id: panel._id,
        title: panel.title,
        image: panel.atexPowerPanelsImage,
        features: panel.features,
      };
    });
  const [page, landing, panels] = await Promise.all([
    section(context, 'products/atex-power-panels/page'),
    section(context, 'products/power-protection-and-distribution'),
    attempt(context, readPanels(), 'ATEX panels'),
  ]);
  return { page, panels, ...powerProtectionNavigation(landing, 'low') };
}

export const meta = (args: Route.MetaArgs) =>
  productMeta(args, (d) => ({
    name: d.page.heading,
    description: d.page.intro,
    image: d.panels.ok ? d.panels.value[0]?.image : undefined,
  }));

export default function AtexPowerPanels({
  loaderData: { page, panels, tabs, landing },
}: Route.ComponentProps) {
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
