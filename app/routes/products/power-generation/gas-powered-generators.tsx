import { AvailabilityStat } from '~/components/products/power-generation/availability-stat';
import { ModelGrid } from '~/components/products/power-generation/model-grid';
import { PowerTabs } from '~/components/products/power-generation/power-tabs';
import { CatalogueLink } from '~/components/ui/catalogue-link';
import { PageBanner } from '~/components/ui/page-banner';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { section } from '~/loaders/content.server';
import { productMeta } from '~/seo';
import type { Route } from './+types/gas-powered-generators';

export async function loader({ context }: Route.LoaderArgs) {
  const [page, generators] = await Promise.all([
    section(context, 'products/power-generation'),
    section(context, 'catalogue/generators'),
  ]);
  return { page, generators };
}

export const meta = (args: Route.MetaArgs) =>
  productMeta(args, (d) => ({
    name: d.page.generatorsTitle,
    description: d.generators.intro,
    image: d.page.generatorsImage,
  }));

export default function GasPoweredGenerators({
  loaderData: { page, generators },
}: Route.ComponentProps) {
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
