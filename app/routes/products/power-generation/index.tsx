import { generatorsPath, upsPath } from '~/components/products/power-generation/power-tabs';
import { CardGrid } from '~/components/ui/card-grid';
import { PageBanner } from '~/components/ui/page-banner';
import { section } from '~/loaders/content.server';
import { pageMetaOf } from '~/seo';
import { MoreProducts } from '~/components/products/catalogue/more-products';
import { familyProducts } from '~/loaders/catalogue.server';
import type { Route } from './+types/index';

export async function loader({ context }: Route.LoaderArgs) {
  return {
    page: await section(context, 'products/power-generation'),
    more: await familyProducts(context, 'power-generation', { standardOnly: true }),
  };
}

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({ title: d.page.heading, description: d.page.intro }));

export default function PowerGenerationLanding({
  loaderData: { page, more },
}: Route.ComponentProps) {
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
      <MoreProducts cards={more} />
    </>
  );
}
