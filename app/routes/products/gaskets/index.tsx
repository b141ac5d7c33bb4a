import { CardGrid } from '~/components/ui/card-grid';
import { CatalogueLink } from '~/components/ui/catalogue-link';
import { PageBanner } from '~/components/ui/page-banner';
import { section } from '~/loaders/content.server';
import { pageMetaOf } from '~/seo';
import { MoreProducts } from '~/components/products/catalogue/more-products';
import { familyProducts } from '~/loaders/catalogue.server';
import type { Route } from './+types/index';

export async function loader({ context }: Route.LoaderArgs) {
  return {
    page: await section(context, 'products/gaskets'),
    more: await familyProducts(context, 'gaskets', { standardOnly: true }),
  };
}

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({ title: d.page.heading, description: d.page.intro }));

export default function GasketsLanding({ loaderData: { page, more } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={page.heading} subtitle={page.intro}>
        {page.catalogueUrl && (
          <div className="mt-6">
            <CatalogueLink href={page.catalogueUrl} />
          </div>
        )}
      </PageBanner>
      <div className="content-width py-12">
        <CardGrid label={page.heading} cards={page.cards} />
      </div>
      <MoreProducts cards={more} />
    </>
  );
}
