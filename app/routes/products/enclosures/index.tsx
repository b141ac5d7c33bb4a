import { CardGrid } from '~/components/ui/card-grid';
import { PageBanner } from '~/components/ui/page-banner';
import { enclosurePath } from '~/components/products/enclosures/enclosure-tabs';
import { section } from '~/loaders/content.server';
import { pageMetaOf } from '~/seo';
import { MoreProducts } from '~/components/products/catalogue/more-products';
import { familyProducts } from '~/loaders/catalogue.server';
import type { Route } from './+types/index';

export async function loader({ context }: Route.LoaderArgs) {
  const [page, catalogue] = await Promise.all([
    section(context, 'products/enclosures'),
    section(context, 'catalogue/enclosures'),
  ]);
  return {
    page,
    catalogue,
    more: await familyProducts(context, 'enclosures', { standardOnly: true }),
  };
}

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({ title: d.page.heading, description: d.catalogue.intro }));

export default function EnclosuresLanding({
  loaderData: { page, catalogue, more },
}: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={page.heading} subtitle={catalogue.intro} />
      <div className="content-width py-12">
        <CardGrid
          label={page.heading}
          cards={catalogue.categories.map((c) => ({
            title: c.name,
            to: enclosurePath(c.slug),
            image: c.image,
            text: c.summary,
          }))}
        />
      </div>
      <MoreProducts cards={more} />
    </>
  );
}
