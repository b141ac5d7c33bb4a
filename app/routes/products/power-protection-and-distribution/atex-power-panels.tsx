import { AtexPanelGrid } from '~/components/products/power-protection/atex-panel-grid';
import { Paragraphs } from '~/components/products/power-protection/paragraphs';
import { secondaryButton } from '~/components/products/power-protection/product-detail';
import { ppdNavigation, ProductFrame } from '~/components/products/power-protection/product-frame';
import { Loaded } from '~/components/ui/loaded';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { attempt, pageRecords, section } from '~/loaders/content.server';
import { pageMeta, productJsonLd, siteInfo } from '~/seo';
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
  return { page, panels, ...ppdNavigation(landing, 'low') };
}

export const meta = (args: Route.MetaArgs) =>
  pageMeta(
    args,
    args.data && {
      title: args.data.page.heading,
      description: args.data.page.intro,
      type: 'product',
      jsonLd: productJsonLd(
        siteInfo(args.matches),
        args.data.page.heading,
        args.data.page.intro,
        args.data.panels.ok ? args.data.panels.value[0]?.image : undefined,
      ),
    },
  );

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
